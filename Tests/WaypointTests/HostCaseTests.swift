import Testing
import Waypoint

/// Hosts compare without case (RFC 3986), web and custom alike; paths keep theirs.
@Suite("Host case")
struct HostCaseTests {
    /// The host name of a custom-scheme link reads in lowercase; what follows the URN separator
    /// and the path keep their case.
    @Test(arguments: [
        ("myapp://User/1", ["user", "1"]),
        ("MYAPP://USER/Alice", ["user", "Alice"]),
        ("myapp://%55ser/1", ["user", "1"]),
        ("photofeed://Post:BYOkwgXnwr3", ["post", "BYOkwgXnwr3"]),
        ("myapp:///User/1", ["User", "1"]),
        ("myapp://user/Profile", ["user", "Profile"]),
        ("myapp://Ünicode/1", ["Ünicode", "1"]),
    ])
    func customHostReadsInLowercase(link: String, segments: [String]) throws {
        #expect(try Link(parsing: link).segments == segments)
    }

    @Test func customHostKeepsItsCaseWhenAsked() throws {
        let options = LinkOptions(lowercasesCustomHosts: false)
        #expect(try Link(parsing: "myapp://User/1", options: options).segments == ["User", "1"])
        let router = Router<String>(options: RouterOptions(link: options))
        try router.register("myapp://user/:id", destination: "user")
        #expect(router.match(for: "myapp://User/1") == nil)
        #expect(router.match(for: "myapp://user/1")?.destination == "user")
    }

    /// Every spelling of the host opens the route; the path compares as the router's
    /// ``RouterOptions/caseSensitivePaths`` says (case-sensitively by default).
    @Test(arguments: [
        ("myapp://user/1", "user"), ("myapp://User/1", "user"), ("MyApp://USER/1", "user"),
        ("myapp://user/1/Posts", nil), ("myapp://User/1/posts", "posts"), ("/User/1", nil),
        ("https://Example.COM/user/1", "user"), ("https://EXAMPLE.com/User/1", nil),
        ("https://docs.Example.com/Guide", "docs"), ("https://docs.example.com/guide", nil),
    ])
    func hostsCompareWithoutCasePathsWithCase(link: String, destination: String?) throws {
        let router = Router<String>(schemes: ["myapp"], hosts: ["example.com", "DOCS.example.com"])
        try router.register("/user/:id", destination: "user")
        try router.register("/user/:id/posts", destination: "posts")
        try router.register("https://Docs.Example.com/Guide", destination: "docs")
        #expect(router.match(for: link)?.destination == destination)
    }

    /// The full lookup and the quick path answer alike whatever the host's case.
    @Test(arguments: [
        "myapp://User/1", "myapp://user/1", "myapp://%55ser/1", "myapp://%75ser/1", "myapp://USER:self",
        "myapp://user:Self", "myapp:///User/1",
    ])
    func quickPathAgreesOnHostCase(link: String) throws {
        let router = Router<String>()
        try router.register("/user/:id", destination: "user")
        try router.register("user:{id}", destination: "urn user")
        try router.register("/User/:id", destination: "capital user")
        let resolved = try? router.resolve(link)
        #expect(router.match(for: link)?.destination == resolved?.destination)
        #expect(router.match(for: link)?.parameters["id"] == resolved?.parameters["id"])
    }

    enum Profile: Equatable, Sendable { case named(String) }

    /// A typed route whose first segment is a placeholder prints a lowercase host value and
    /// refuses one with capitals, whose link would read back as another value.
    @Test func typedRoutesRefuseHostValuesThatWouldReadBackLowered() throws {
        let routes = Routes<Profile>(scheme: "myapp")
        try routes.add(":name", .path("name", String.self), parse: Profile.named) {
            if case .named(let name) = $0 { name } else { nil }
        }
        #expect(try routes.link(for: .named("alice")) == "myapp://alice")
        #expect(throws: RouteError.self) { try routes.link(for: .named("Alice")) }
        #expect(try routes.route(for: "myapp://Alice") == .named("alice"))
    }

    /// A pattern's custom host compares as a link's does: without case, unless asked.
    @Test func patternHostLiteralsReadInLowercase() throws {
        #expect(try RoutePattern("myapp://User/:id").segments.first == .literal("user"))
        #expect(try RoutePattern("myapp://User:{id}").segments.first == .literal("user"))
        #expect(try RoutePattern("/User/:id").segments.first == .literal("User"))
        let options = LinkOptions(lowercasesCustomHosts: false)
        #expect(try RoutePattern("myapp://User/:id", options: options).segments.first == .literal("User"))
        let router = Router<String>()
        try router.register("myapp://User/:id", destination: "user")
        #expect(router.match(for: "myapp://USER/1")?.destination == "user")
        #expect(router.match(for: try RoutePattern("myapp://User/:id").expand(["id": "1"]))?.destination == "user")
    }
}

/// A pattern written with an empty host keeps its first segment's case; the link printed from
/// it must open it, although a link's host reads in lowercase.
@Suite("Printing empty-host patterns")
struct EmptyHostPrintingTests {
    @Test(arguments: [
        ("httpshtstp:///F%2ab/:x", "httpshtstp:///F*b/v"), ("myapp:///User/:id", "myapp:///User/v"),
        ("myapp:///user/:id", "myapp://user/v"),
    ])
    func theLinkPrintedOpensThePattern(pattern: String, link: String) throws {
        let parsed = try RoutePattern(pattern)
        #expect(try parsed.expand(["x": "v", "id": "v"]) == link)
        let router = Router<Int>()
        try router.register(pattern, destination: 1)
        #expect(router.match(for: link)?.destination == 1)
    }
}
