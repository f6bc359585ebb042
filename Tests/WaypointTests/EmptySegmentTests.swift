import Testing
import Waypoint

/// Empty segments (`//`) stay by default and match no placeholder; `collapsesEmptySegments`
/// leaves them out, as URLNavigator does. Trailing slashes follow `ignoresTrailingSlash`.
@Suite("Empty segments")
struct EmptySegmentTests {
    static let collapsing = LinkOptions(collapsesEmptySegments: true)

    @Test(arguments: [
        ("myapp://user//42", ["user", "", "42"], ["user", "42"]),
        ("https://example.com//posts///9", ["", "posts", "", "", "9"], ["posts", "9"]),
        ("/a//b/", ["a", "", "b"], ["a", "b"]),
        ("//", [""], []),
        ("myapp:////user", ["user"], ["user"]),
        ("myapp:/users/1", ["myapp", "", "users", "1"], ["myapp", "users", "1"]),
        ("/posts/", ["posts"], ["posts"]),
    ])
    func segments(link: String, kept: [String], collapsed: [String]) throws {
        #expect(try Link(parsing: link).segments == kept)
        #expect(try Link(parsing: link, options: Self.collapsing).segments == collapsed)
    }

    /// When collapsing, a trailing slash is left out even where it is otherwise significant.
    @Test func collapsingLeavesOutTrailingSlashes() throws {
        let significant = LinkOptions(ignoresTrailingSlash: false)
        #expect(try Link(parsing: "/posts/", options: significant).segments == ["posts", ""])
        var both = significant
        both.collapsesEmptySegments = true
        #expect(try Link(parsing: "/posts/", options: both).segments == ["posts"])
    }

    /// Empty segments do not count against the segment limit when they are left out.
    @Test func collapsedSegmentsDoNotCountAgainstTheLimit() throws {
        let link = "/a" + String(repeating: "/", count: 80) + "b"
        #expect(throws: RouteError.self) { try Link(parsing: link) }
        #expect(try Link(parsing: link, options: Self.collapsing).segments == ["a", "b"])
    }

    static func router(_ options: LinkOptions) throws -> Router<String> {
        let router = Router<String>(
            schemes: ["myapp"], hosts: ["example.com"], options: RouterOptions(link: options))
        try router.register("/user/:id", destination: "user")
        try router.register("/posts/<int:id>", destination: "post")
        try router.register("/files/**", destination: "files")
        return router
    }

    static let links = [
        "myapp://user//42", "myapp://user/42", "https://example.com//posts///9", "https://example.com/posts/9",
        "/user//42", "//user/42", "/user/42//", "myapp:////user/42", "/files//a//b", "/posts//%39",
        "/user/" + String(repeating: "/", count: 70) + "42", "/user/42/", "/user//..",
    ]

    /// The quick path answers as the full lookup does, with and without collapsing.
    @Test(arguments: links)
    func quickPathAgrees(link: String) throws {
        for options in [
            LinkOptions(), Self.collapsing, LinkOptions(ignoresTrailingSlash: false, collapsesEmptySegments: true),
        ] {
            QuickPathAgreement.expect(try Self.router(options), link, options: options, "\(link) \(options)")
        }
    }

    @Test(
        arguments: [
            ("myapp://user//42", nil, "user"), ("https://example.com//posts///9", nil, "post"),
            ("/user/42", "user", "user"), ("/files//a", nil, "files"),
        ] as [(String, String?, String?)])
    func matching(link: String, kept: String?, collapsed: String?) throws {
        #expect(try Self.router(LinkOptions()).match(for: link)?.destination == kept)
        #expect(try Self.router(Self.collapsing).match(for: link)?.destination == collapsed)
    }
}
