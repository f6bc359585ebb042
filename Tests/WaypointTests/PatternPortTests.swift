import Testing
import Waypoint

/// A web pattern may name a port; it then matches links to exactly that host and port, which
/// the router's hosts must accept.
@Suite("Ports in patterns")
struct PatternPortTests {
    static func router() throws -> Router<String> {
        let router = Router<String>(hosts: ["http://localhost:3000", "example.com", "example.com:8443"])
        try router.register("http://localhost:3000/:id", destination: "dev")
        try router.register("https://example.com:8443/:id", destination: "staging")
        try router.register("https://example.com/:id", destination: "live")
        try router.register("/about/us", destination: "about")
        return router
    }

    @Test(
        arguments: [
            ("http://localhost:3000/5", "dev"),
            ("https://localhost:3000/5", "dev"),
            ("http://LOCALHOST:3000/5", "dev"),
            ("http://localhost:3000/about", "dev"),
            ("http://localhost:3000/about/us", "about"),
            ("http://localhost/5", nil),
            ("http://localhost:3001/5", nil),
            ("https://example.com:8443/5", "staging"),
            ("https://example.com/5", "live"),
            ("https://example.com:443/5", "live"),
            ("https://example.com:8443/about/us", "about"),
            ("https://example.com:9443/5", nil),
        ] as [(String, String?)])
    func portPatternsMatchExactlyTheirPort(link: String, destination: String?) throws {
        let router = try Self.router()
        #expect(router.match(for: link)?.destination == destination)
        #expect((try? router.resolve(link))?.destination == destination)
    }

    /// The default port is the same origin, so the two spellings are one pattern.
    @Test func defaultPortReadsAsNoPort() throws {
        let pattern = try RoutePattern("https://example.com:443/:id")
        #expect(pattern.form == .web(scheme: "https", host: "example.com"))
        #expect(try RoutePattern("http://example.com:80/a").form == .web(scheme: "http", host: "example.com"))
        #expect(try RoutePattern("http://Localhost:3000/a").form == .web(scheme: "http", host: "localhost:3000"))
        let router = Router<String>(hosts: ["example.com"])
        try router.register("https://example.com/:id", destination: "first")
        try router.register("https://example.com:443/:id", destination: "second")
        #expect(router.conflicts.map(\.reason) == [.duplicate])
    }

    @Test(arguments: [
        ("https://example.com:/a", 19), ("https://example.com:0/a", 20), ("https://example.com:080/a", 20),
        ("https://example.com:65536/a", 20), ("https://example.com:12a/a", 22), ("https://example.com:8:8/a", 21),
        ("https://:8080/a", 8),
    ])
    func invalidPortsAreTypedErrors(pattern: String, position: Int) {
        #expect {
            try RoutePattern(pattern)
        } throws: { error in
            guard case .invalidPattern(pattern, let at, _) = error as? RouteError else { return false }
            return at == position
        }
    }

    /// Printing a route of a port pattern gives a link to that port, which reads back to it.
    @Test func portPatternsPrintTheirPort() throws {
        let pattern = try RoutePattern("http://localhost:3000/posts/:id")
        let link = try pattern.expand(["id": "9"])
        #expect(link == "http://localhost:3000/posts/9")
        let router = Router<String>(hosts: ["http://localhost:3000"])
        try router.register(pattern.description, destination: "post")
        #expect(router.match(for: link)?.parameters["id"] == "9")
    }

    /// A port the router's hosts do not accept makes the route unreachable.
    @Test(arguments: [
        ("https://example.com:8443/a", RouteError.AcceptanceProblem.port(8443)),
        ("http://localhost:3000/a", .insecureScheme(host: "localhost")),
        ("https://staging.example.com:8443/a", .port(8443)),
    ])
    func portsTheRouterRefusesAreUnreachable(pattern: String, refusal: RouteError.AcceptanceProblem) throws {
        let router = Router<String>(hosts: ["example.com", "*.example.com", "localhost:3000"])
        try router.register(pattern, destination: "x")
        #expect(router.conflicts.map(\.refusal) == [refusal])
    }
}
