import Foundation
import Testing
import Waypoint

/// `LinkParameterPolicy`: a link inside a parameter is allowed only when its scheme, host and
/// port are, and what the app loads is printed from the parts that were checked.
@Suite("Security: URL-valued parameters")
struct SecurityLinkParameterTests {
    static let policy = LinkParameterPolicy.web(hosts: ["example.com", "*.example.com", "docs.example.org:8443"])

    @Test(arguments: [
        ("https://example.com", "https://example.com/"),
        ("https://example.com/", "https://example.com/"),
        ("HTTPS://EXAMPLE.COM/Help/", "https://example.com/Help/"),
        ("https://help.example.com/faq?lang=en#top", "https://help.example.com/faq?lang=en#top"),
        ("https://example.com:443/a", "https://example.com:443/a"),
        ("https://docs.example.org:8443/guide", "https://docs.example.org:8443/guide"),
        ("https://example.com/a%2Fb", "https://example.com/a%2Fb"),
        ("https://example.com/caf%C3%A9", "https://example.com/caf%C3%A9"),
        ("https://example.com/a:b", "https://example.com/a%3Ab"),
    ])
    func allowsLinksToListedHosts(value: String, loads: String) throws {
        let checked = try Self.policy.check(value)
        #expect(checked.url.absoluteString == loads)
        #expect(checked.url.host == checked.link.host)
    }

    @Test(arguments: [
        ("", RouteError.LinkParameterProblem.malformed(.empty)),
        ("javascript:alert(1)", .scheme("javascript")),
        ("JAVASCRIPT:alert(1)", .scheme("javascript")),
        ("javascript://example.com/%0Aalert(1)", .scheme("javascript")),
        ("java\tscript:alert(1)", .malformed(.forbiddenCharacter)),
        ("java\nscript:alert(1)", .malformed(.forbiddenCharacter)),
        (" https://example.com/", .malformed(.forbiddenCharacter)),
        ("https://example.com/ ", .malformed(.forbiddenCharacter)),
        ("https://example.com/\u{00A0}", .malformed(.forbiddenCharacter)),
        ("https://example.com/\u{202E}", .malformed(.forbiddenCharacter)),
        ("data:text/html,<script>alert(1)</script>", .scheme("data")),
        ("file:///etc/passwd", .scheme("file")),
        ("blob:https://example.com/1", .scheme("blob")),
        ("about:blank", .scheme("about")),
        ("ftp://example.com/", .scheme("ftp")),
        ("http://example.com/", .scheme("http")),
        ("//evil.com/", .notAbsolute),
        ("/posts/1", .notAbsolute),
        ("evil.com", .notAbsolute),
        ("https:evil.com", .malformed(.invalidHost)),
        ("https:/evil.com", .malformed(.invalidHost)),
        ("https:\\\\evil.com", .malformed(.invalidHost)),
        ("https://example.com@evil.com/", .userInfo),
        ("https://evil.com\\@example.com/", .userInfo),
        ("https://example.com.evil.com/", .host("example.com.evil.com")),
        ("https://evilexample.com/", .host("evilexample.com")),
        ("https://example.com./", .host("example.com.")),
        ("https://a_b.example.com/", .host("a_b.example.com")),
        ("https://[::1]/", .host("[::1]")),
        ("https://example.com:8443/", .port(8443)),
        ("https://docs.example.org/", .host("docs.example.org")),
        ("https://docs.example.org:9443/", .port(9443)),
        ("https://example.com/%zz", .malformed(.malformedEscape)),
        ("https://example.com/../admin", .malformed(.dotSegment)),
        ("https://example.com/%E2%80%AE", .malformed(.forbiddenCharacter)),
    ])
    func refuses(value: String, reason: RouteError.LinkParameterProblem) {
        #expect(throws: RouteError.unsafeLinkParameter(key: "url", value: value, reason: reason)) {
            try Self.policy.check(value)
        }
    }

    @Test(arguments: ["javascript", "data", "file"])
    func schemesThatRunScriptOrReadFilesAreRefusedEvenWhenListed(scheme: String) {
        let policy = LinkParameterPolicy(schemes: ["https", scheme], hosts: ["example.com"])
        #expect(throws: RouteError.unsafeLinkParameter(key: "next", value: "\(scheme):x", reason: .scheme(scheme))) {
            try policy.check("\(scheme):x", key: "next")
        }
    }

    @Test func anEmptyHostListAllowsNoWebLink() {
        let policy = LinkParameterPolicy(hosts: [])
        #expect(
            throws: RouteError.unsafeLinkParameter(
                key: "url", value: "https://example.com/", reason: .host("example.com"))
        ) {
            try policy.check("https://example.com/")
        }
    }

    /// `login?next=myapp://…`: the app's own scheme, when listed, is accepted by scheme and left
    /// to the router.
    @Test func aListedCustomSchemeIsAcceptedAsIs() throws {
        let policy = LinkParameterPolicy(schemes: ["myapp"], hosts: [])
        let checked = try policy.check("myapp:///user/self", key: "next")
        #expect(checked.url.absoluteString == "myapp:///user/self")
        #expect(checked.link.segments == ["user", "self"])
        #expect(checked.link.resetsToRoot)
    }

    /// `photofeed://user:self` is a link Waypoint reads, but not a URL Foundation reads (its
    /// "port" is not a number), so it cannot be handed on as a `URL`.
    @Test func aCustomLinkFoundationCannotReadIsRefused() {
        let policy = LinkParameterPolicy(schemes: ["myapp"], hosts: [])
        #expect(
            throws: RouteError.unsafeLinkParameter(
                key: "next", value: "myapp://user:self", reason: .malformed(.invalidHost))
        ) {
            try policy.check("myapp://user:self", key: "next")
        }
    }

    @Test func checkedLinkReadsTheQueryOfAMatch() throws {
        let router = Router<String>(schemes: ["myapp"])
        try router.register("/web", destination: "web")
        let match = try router.resolve("myapp://web?url=https%3A%2F%2Fhelp.example.com%2Ffaq")
        #expect(try match.checkedLink("url", policy: Self.policy).url.absoluteString == "https://help.example.com/faq")
    }

    @Test func checkedLinkReadsAPathValueAndRefusesTheSameNameInTheQueryToo() throws {
        let router = Router<String>(schemes: ["myapp"])
        try router.register("/open/:url", destination: "open")
        let single = try router.resolve("myapp://open/https%3A%2F%2Fexample.com%2Fa")
        #expect(try single.checkedLink("url", policy: Self.policy).url.absoluteString == "https://example.com/a")
        let doubled = try router.resolve("myapp://open/https%3A%2F%2Fexample.com%2Fa?url=https://evil.com/")
        #expect(
            throws: RouteError.unsafeLinkParameter(
                key: "url", value: "https://example.com/a", reason: .repeated(count: 2))
        ) {
            try doubled.checkedLink("url", policy: Self.policy)
        }
    }

    @Test func aMissingParameterIsAMissingValue() throws {
        let router = Router<String>(schemes: ["myapp"])
        try router.register("/web", destination: "web")
        #expect(throws: RouteError.missingValue(key: "url")) {
            try router.resolve("myapp://web").checkedLink("url", policy: Self.policy)
        }
    }

    @Test func theMessageNamesTheParameterAndTheReasonAndClipsTheValue() {
        let value = "javascript:" + String(repeating: "a", count: 5_000)
        let error = RouteError.unsafeLinkParameter(key: "url", value: value, reason: .scheme("javascript"))
        #expect(error.description.contains("\"url\""))
        #expect(error.description.contains("scheme \"javascript\" is not allowed"))
        #expect(error.description.utf8.count < 400)
    }

    /// Whatever the value, a checked web link is one Foundation reads with the checked host.
    @Test(arguments: [
        "https://example.com/a?b=c&d#e", "https://x.example.com/%3F%23", "https://example.com/?=&=",
        "https://example.com/a;b=c", "https://example.com/a/", "https://example.com/%25", "https://example.com/#",
    ])
    func foundationReadsThePrintedLinkWithTheCheckedHost(value: String) throws {
        let checked = try Self.policy.check(value)
        #expect(checked.url.host == checked.link.host)
        #expect(checked.url.user == nil)
        #expect(try Self.policy.check(checked.url.absoluteString).url == checked.url)
    }
}
