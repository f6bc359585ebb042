import Testing
import Waypoint

/// Precedence, segment by segment from the left: literal > typed > string > `*` > rest.
@Suite("Precedence and backtracking")
struct PrecedenceTests {
    @Test func backtracksWhenLiteralBranchDeadEnds() throws {
        let router = Router<String>()
        try router.register("/posts/new/edit", destination: "edit")
        try router.register("/posts/:id/comments", destination: "comments")
        let match = try #require(router.match(for: "/posts/new/comments"))
        #expect(match.destination == "comments")
        #expect(match.parameters["id"] == "new")
        #expect(router.match(for: "/posts/new/edit")?.destination == "edit")
    }

    @Test(arguments: [
        ("/user/42", "int"), ("/user/bob", "name"),
        // Larger than Int.max: not an int, so the string placeholder takes it; never a trap.
        ("/user/92233720368547758080", "name"), ("/user/-7", "int"),
    ])
    func typedBeatsString(link: String, expected: String) throws {
        let router = Router<String>()
        try router.register("/user/<int:id>", destination: "int")
        try router.register("/user/<name>", destination: "name")
        #expect(router.match(for: link)?.destination == expected)
    }

    @Test func typedBeatsStringRegardlessOfOrder() throws {
        let router = Router<String>()
        try router.register("/user/<name>", destination: "name")
        try router.register("/user/<int:id>", destination: "int")
        #expect(router.match(for: "/user/42")?.destination == "int")
    }

    @Test func literalBeatsPlaceholderRegardlessOfOrder() throws {
        let router = Router<String>()
        try router.register("/posts/:id", destination: "placeholder")
        try router.register("/posts/new", destination: "literal")
        #expect(router.match(for: "/posts/new")?.destination == "literal")
        #expect(router.match(for: "/posts/1")?.destination == "placeholder")
    }

    @Test func stringBeatsWildcard() throws {
        let router = Router<String>()
        try router.register("/a/*", destination: "wildcard")
        try router.register("/a/:x", destination: "string")
        #expect(router.match(for: "/a/b")?.destination == "string")
        #expect(router.conflicts.first?.reason == .shadowed)
    }

    @Test func wildcardBeatsRest() throws {
        let router = Router<String>()
        try router.register("/files/**", destination: "rest")
        try router.register("/files/*", destination: "one")
        #expect(router.match(for: "/files/a")?.destination == "one")
        #expect(router.match(for: "/files/a/b/c")?.destination == "rest")
    }

    @Test func restCapturesRemainingSegments() throws {
        let router = Router<String>()
        try router.register("/files/<path:file>", destination: "file")
        let match = try #require(router.match(for: "/files/a/b%20c/d.txt"))
        #expect(match.parameters["file"] == "a/b c/d.txt")
        #expect(router.match(for: "/files") == nil)
    }

    @Test func intBeatsDoubleAtSamePosition() throws {
        let router = Router<String>()
        try router.register("/n/<double:x>", destination: "double")
        try router.register("/n/<int:x>", destination: "int")
        #expect(router.match(for: "/n/3")?.destination == "int")
        #expect(router.match(for: "/n/3.5")?.destination == "double")
        #expect(router.match(for: "/n/nan") == nil)
    }

    @Test func identicalPatternsFirstRegisteredWins() throws {
        let router = Router<String>()
        try router.register("/a/:x", destination: "first")
        try router.register("/a/:y", destination: "second")
        let match = try #require(router.match(for: "/a/1"))
        #expect(match.destination == "first")
        #expect(match.parameters["x"] == "1")
        #expect(router.conflicts.map(\.reason) == [.duplicate])
    }

    @Test func schemeQualifiedRouteBeatsUnqualified() throws {
        let router = Router<String>(hosts: ["example.com"])
        try router.register("/user/:id", destination: "any")
        try router.register("myapp://user/:id", destination: "myapp")
        #expect(router.match(for: "myapp://user/1")?.destination == "myapp")
        #expect(router.match(for: "other://user/1")?.destination == "any")
        #expect(router.match(for: "https://example.com/user/1")?.destination == "any")
    }

    @Test func webHostQualifiedRoute() throws {
        let router = Router<String>(hosts: ["example.com", "docs.example.com"])
        try router.register("https://docs.example.com/**", destination: "docs")
        try router.register("/:page", destination: "page")
        #expect(router.match(for: "https://docs.example.com/intro")?.destination == "docs")
        #expect(router.match(for: "https://example.com/intro")?.destination == "page")
    }

    @Test(arguments: [("/search", nil as String?), ("/search/cats", "cats")])
    func optionalTrailingPlaceholder(link: String, query: String?) throws {
        let router = Router<String>()
        try router.register("/search/:query?", destination: "search")
        let match = try #require(router.match(for: link))
        #expect(match.parameters["query"] == query)
    }

    @Test func caseInsensitivePathsWhenConfigured() throws {
        let sensitive = Router<String>()
        try sensitive.register("/About", destination: "about")
        #expect(sensitive.match(for: "/about") == nil)
        let insensitive = Router<String>(options: RouterOptions(caseSensitivePaths: false))
        try insensitive.register("/About", destination: "about")
        #expect(insensitive.match(for: "/ABOUT")?.destination == "about")
    }

    @Test(arguments: ["/posts/", "/posts"])
    func trailingSlashIgnoredByDefault(link: String) throws {
        let router = Router<String>()
        try router.register("/posts", destination: "index")
        #expect(router.match(for: link)?.destination == "index")
    }

    @Test func trailingSlashSignificantWhenConfigured() throws {
        let options = RouterOptions(link: LinkOptions(ignoresTrailingSlash: false))
        let router = Router<String>(options: options)
        try router.register("/posts", destination: "index")
        #expect(router.match(for: "/posts/") == nil)
    }

    @Test func placeholdersNeverMatchEmptySegments() throws {
        let router = Router<String>()
        try router.register("/a/:x/b", destination: "x")
        #expect(router.match(for: "/a//b") == nil)
    }

    /// A lookup refuses most segments for `int` and `uuid` on their bytes, before making a
    /// `String`: that test must never refuse a value the type itself accepts.
    @Test(arguments: [
        "5", "+5", "-0", "-", "+", "", "0000000000000000000000042", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "1_000", "1e3", "0x1F", "%D9%A3", "12a", "a12", "+-5",
        "123e4567-e89b-12d3-a456-426614174000", "123E4567-E89B-12D3-A456-426614174000",
        "123e4567-e89b-12d3-a456-42661417400", "123e4567-e89b-12d3-a456-4266141740000",
        "123e4567e89b12d3a456426614174000xxxx",
    ])
    func typedPlaceholdersAcceptWhatTheirTypeAccepts(value: String) throws {
        let router = Router<String>()
        try router.register("/n/<int:v>", destination: "int")
        try router.register("/u/<uuid:v>", destination: "uuid")
        let decoded = value.removingPercentEncoding ?? value
        #expect((router.match(for: "/n/\(value)") != nil) == ParameterType.int.validates(decoded))
        #expect((router.match(for: "/u/\(value)") != nil) == ParameterType.uuid.validates(decoded))
    }
}
