import Testing
import Waypoint

/// How links with a scheme but no `//` are read, and which patterns they match.
@Suite("URN forms")
struct URNFormTests {
    /// The text before the first `:` is the first segment, and `/` and the URN separator both
    /// split what follows.
    @Test(arguments: [
        ("post:BYOkwgXnwr3", ["post", "BYOkwgXnwr3"]),
        ("myapp:users/1", ["myapp", "users", "1"]),
        ("myapp:users:1", ["myapp", "users", "1"]),
        ("MyApp:Users/1", ["MyApp", "Users", "1"]),
        ("urn:isbn:0451450523", ["urn", "isbn", "0451450523"]),
        ("mailto:someone@example.com", ["mailto", "someone@example.com"]),
        ("myapp:", ["myapp"]),
        ("myapp:/users/1", ["myapp", "", "users", "1"]),
        ("myapp:users/1?tab=likes#top", ["myapp", "users", "1"]),
    ])
    func urnLinkSegments(link: String, segments: [String]) throws {
        let parsed = try Link(parsing: link)
        #expect(parsed.form == .urn)
        #expect(parsed.segments == segments)
    }

    /// Without a separator, only `/` splits, and `:` after the first stays in its segment.
    @Test func withoutSeparatorOnlySlashSplits() throws {
        let parsed = try Link(parsing: "urn:isbn:0451450523/x", options: LinkOptions(urnSeparator: nil))
        #expect(parsed.form == .urn)
        #expect(parsed.segments == ["urn", "isbn:0451450523", "x"])
    }

    /// A URN's first segment is not a scheme the router checks: it is matched as a literal,
    /// so a pattern without a scheme matches the URN, the path and the custom-scheme link alike.
    @Test(arguments: [
        ("myapp:users/1", "users"), ("myapp:users:1", "users"), ("/myapp/users/1", "users"),
        ("other:myapp/users/1", nil), ("post:42", "post"), ("photofeed://post:42", "post"),
        ("photofeed://post/42", "post"), ("/post/42", "post"), ("post:42/x", nil),
    ])
    func urnLinksMatchPathPatterns(link: String, destination: String?) throws {
        let router = Router<String>(schemes: ["photofeed"])
        try router.register("myapp:users/:id", destination: "users")
        try router.register("post:{id}", destination: "post")
        #expect(router.match(for: link)?.destination == destination)
    }

    /// A URN link is not checked against the router's custom schemes; turning URNs off
    /// refuses them all.
    @Test func urnsAreAcceptedOrRefusedAsAWhole() throws {
        let open = Router<String>(schemes: ["photofeed"])
        try open.register("other:{id}", destination: "other")
        #expect(open.match(for: "other:1")?.destination == "other")

        let closed = Router<String>(schemes: ["photofeed"], options: RouterOptions(acceptsURNs: false))
        try closed.register("other:{id}", destination: "other")
        #expect(closed.match(for: "other:1") == nil)
        #expect(closed.match(for: "/other/1")?.destination == "other")
        #expect(throws: RouteError.self) { try closed.resolve("other:1") }
    }

    /// The URN's first segment compares as a path literal: case-sensitively by default.
    @Test func urnFirstSegmentFollowsPathCase() throws {
        let router = Router<String>()
        try router.register("myapp:users/:id", destination: "users")
        #expect(router.match(for: "MyApp:users/1") == nil)
        let loose = Router<String>(options: RouterOptions(caseSensitivePaths: false))
        try loose.register("myapp:users/:id", destination: "users")
        #expect(loose.match(for: "MyApp:users/1")?.destination == "users")
    }
}
