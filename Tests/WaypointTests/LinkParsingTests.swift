import Foundation
import Testing
import Waypoint

@Suite("Link parsing")
struct LinkParsingTests {
    @Test(arguments: [
        ("myapp://user/42", Link.Form.custom, ["user", "42"], false),
        ("myapp:///user/42", .custom, ["user", "42"], true),
        ("MyApp://user/42/", .custom, ["user", "42"], false),
        ("https://example.com/user/42", .web, ["user", "42"], false),
        ("post:BYOkwgXnwr3", .urn, ["post", "BYOkwgXnwr3"], false),
        ("photofeed://user:self", .custom, ["user", "self"], false),
        ("photofeed:///likes:7/extra:1", .custom, ["likes", "7", "extra:1"], true),
        ("/user/42", .path, ["user", "42"], false),
        ("user/42", .path, ["user", "42"], false),
        ("/", .path, [], false),
        ("myapp://", .custom, [], true),
    ])
    func formsGiveSegments(link: String, kind: Link.Form, segments: [String], resets: Bool) throws {
        let parsed = try Link(parsing: link)
        #expect(parsed.form == kind)
        #expect(parsed.segments == segments)
        #expect(parsed.resetsToRoot == resets)
    }

    @Test func webLinkPartsAreLowercasedAndSplit() throws {
        let link = try Link(parsing: "HTTPS://user:pw@Example.COM:8443/a?x=1#Top")
        #expect(link.scheme == "https")
        #expect(link.host == "example.com")
        #expect(link.port == 8443)
        #expect(link.userInfo == "user:pw")
        #expect(link.segments == ["a"])
        #expect(link.fragment == "Top")
    }

    @Test func queryKeepsOrderAndRepeatedKeys() throws {
        let link = try Link(parsing: "myapp://search?tag=b&q=hi%20there&tag=a&flag&empty=")
        #expect(link.query.map(\.name) == ["tag", "q", "tag", "flag", "empty"])
        #expect(link.query.values(for: "tag") == ["b", "a"])
        #expect(link.query["q"] == "hi there")
        #expect(link.query["flag"] == "")
        #expect(link.query.items[3].value == nil)
        #expect(link.query["missing"] == nil)
    }

    @Test func plusIsNotASpace() throws {
        // RFC 3986 links: '+' is a literal plus; only form encoding uses it for spaces.
        #expect(try Link(parsing: "/a?q=1+1").query["q"] == "1+1")
    }

    @Test(arguments: [
        ("/a%2Fb/c", ["a/b", "c"]),  // %2F stays inside its segment
        ("/a%252F", ["a%2F"]),  // decoded once
        ("/caf%C3%A9", ["café"]),
        ("/caf%c3%a9", ["café"]),
        ("/emoji/😀", ["emoji", "😀"]),
        ("/with space", ["with space"]),
    ])
    func segmentsAreDecodedOnceAfterSplitting(link: String, segments: [String]) throws {
        #expect(try Link(parsing: link).segments == segments)
    }

    @Test(arguments: [
        ("/a/%ZZ", 3, RouteError.LinkProblem.malformedEscape),
        ("/a/%E0%A4%A", 9, .malformedEscape),
        ("/a/%E0%A4", 3, .invalidUTF8),
        ("/a/%00", 3, .forbiddenCharacter),
        ("/a/b\u{7}", 4, .forbiddenCharacter),
        ("/a/%E2%80%AEcod.exe", 3, .forbiddenCharacter),
        ("/a/../b", 3, .dotSegment),
        ("/a/%2e%2E/b", 3, .dotSegment),
        ("https:///x", 8, .invalidHost),
        ("https:example.com", 6, .invalidHost),
        ("https://example.com:99999/x", 20, .invalidPort),
        ("https://example.com:80a/x", 22, .invalidPort),
        ("", 0, .empty),
    ])
    func malformedLinksAreTypedErrors(link: String, position: Int, problem: RouteError.LinkProblem) {
        #expect(throws: RouteError.invalidLink(link, position: position, problem: problem)) {
            try Link(parsing: link)
        }
    }

    @Test func limitsAreEnforcedWithTypedErrors() {
        let long = "/" + String(repeating: "a", count: 100_000)
        #expect(throws: RouteError.invalidLink(long, position: 8_192, problem: .tooLong(limit: 8_192))) {
            try Link(parsing: long)
        }
        let many = String(repeating: "/a", count: 2_000)
        #expect(throws: RouteError.invalidLink(many, position: 129, problem: .tooManySegments(limit: 64))) {
            try Link(parsing: many)
        }
        let options = LinkOptions(maxSegmentLength: 4, maxQueryItems: 2)
        #expect(throws: RouteError.invalidLink("/abcde", position: 1, problem: .segmentTooLong(limit: 4))) {
            try Link(parsing: "/abcde", options: options)
        }
        #expect(throws: RouteError.invalidLink("/a?x&y&z", position: 7, problem: .tooManyQueryItems(limit: 2))) {
            try Link(parsing: "/a?x&y&z", options: options)
        }
    }

    @Test func foundationURLsAreAccepted() throws {
        let url = try #require(URL(string: "myapp://user/42?tab=posts"))
        let link = try Link(url)
        #expect(link.segments == ["user", "42"])
        #expect(link.query["tab"] == "posts")
    }

    @Test func linksFoundationRejectsStillParse() throws {
        // Raw spaces and unencoded non-ASCII arrive from other apps and from pasteboards.
        let link = try Link(parsing: "myapp://search/hello world?q=ça va")
        #expect(link.segments == ["search", "hello world"])
        #expect(link.query["q"] == "ça va")
    }

    @Test func urnSeparatorIsConfigurable() throws {
        let options = LinkOptions(urnSeparator: "|")
        #expect(try Link(parsing: "photofeed://user|self", options: options).segments == ["user", "self"])
        #expect(try Link(parsing: "photofeed://user:self", options: options).segments == ["user:self"])
    }
}

extension LinkParsingTests {
    @Test func controlCharactersInTheFragmentAreRefused() {
        #expect(throws: RouteError.invalidLink("/a#x\u{1}", position: 4, problem: .forbiddenCharacter)) {
            try Link(parsing: "/a#x\u{1}")
        }
    }

    @Test func questionMarkInsideFragmentIsNotAQuery() throws {
        let link = try Link(parsing: "/a#frag?x=1")
        #expect(link.query.isEmpty)
        #expect(link.fragment == "frag?x=1")
    }
}

extension LinkParsingTests {
    @Test(arguments: ["/family/👩‍👩‍👧", "/family/%F0%9F%91%A9%E2%80%8D%F0%9F%91%A9"])
    func zeroWidthJoinerInsideEmojiIsAllowed(link: String) throws {
        #expect(try Link(parsing: link).segments.count == 2)
    }
}
