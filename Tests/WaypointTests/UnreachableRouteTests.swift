import Testing
import Waypoint

/// A pattern whose scheme or host the router never accepts still registers, and `conflicts`
/// reports it with the router's refusal.
@Suite("Unreachable routes")
struct UnreachableRouteTests {
    @Test(
        arguments: [
            ("otherapp://user/:id", RouteError.AcceptanceProblem.scheme("otherapp")),
            ("OtherApp://user/:id", .scheme("otherapp")),
            ("https://evil.test/user/:id", .host("evil.test")),
            ("http://example.com/user/:id", .insecureScheme(host: "example.com")),
            ("https://a.b.example.com/user/:id", nil),
            ("https://example.com/user/:id", nil),
            ("http://localhost/user/:id", nil),
            ("myapp://user/:id", nil),
            ("/user/:id", nil),
            ("user:{id}", nil),
        ] as [(String, RouteError.AcceptanceProblem?)])
    func patternsNoLinkCanReachAreReported(pattern: String, refusal: RouteError.AcceptanceProblem?) throws {
        let router = Router<String>(
            schemes: ["myapp"], hosts: ["example.com", "*.example.com", "http://localhost"])
        try router.register("/home", destination: "home")
        try router.register(pattern, destination: "route")
        let unreachable = router.conflicts.filter { $0.reason == .unreachable }
        #expect(unreachable.map(\.refusal) == (refusal.map { [$0] } ?? []))
        if let conflict = unreachable.first {
            #expect(conflict.index == 1)
            #expect(conflict.winnerIndex == 1)
            #expect(conflict.pattern.description == pattern)
            #expect(conflict.description.contains("unreachable"))
        }
    }

    /// A router with no hosts accepts no web link, so every web pattern is unreachable.
    @Test func webPatternsWithoutHostsAreUnreachable() throws {
        let router = Router<String>()
        try router.register("https://docs.example.com/**", destination: "docs")
        try router.register("anyapp://user/:id", destination: "user")
        #expect(router.conflicts.map(\.reason) == [.unreachable])
        #expect(router.conflicts.first?.refusal == .noWebHosts)
    }

    /// An unreachable pattern is listed beside its other conflicts, and duplicates are still
    /// reported between the routes that can be reached.
    @Test func unreachableIsReportedBesideDuplicates() throws {
        let router = Router<String>(schemes: ["myapp"])
        try router.register("/a/:id", destination: "first")
        try router.register("/a/:other", destination: "duplicate")
        try router.register("elsewhere://a/:id", destination: "dead")
        #expect(router.conflicts.map(\.reason) == [.duplicate, .unreachable])
    }
}
