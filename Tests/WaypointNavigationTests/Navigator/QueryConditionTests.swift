import Testing
import Waypoint
import WaypointNavigation
import WaypointTesting

/// A route with query conditions takes a link only when they hold, else the next match does.
@Suite("Query conditions")
@MainActor
struct QueryConditionTests {
    @Test(arguments: [
        ("ref", ["failed_transaction"], "ref=failed_transaction", true),
        ("ref", ["failed_transaction"], "ref=other", false),
        ("ref", ["a", "b"], "ref=x&ref=b", true),
        ("ref", [], "ref=x", true),
        ("ref", [], "ref=", false),
        ("ref", [], "ref", false),
        ("ref", [], "other=x", false),
        ("ref", ["A"], "ref=a", false),
    ])
    func holds(name: String, values: [String], query: String, expected: Bool) throws {
        let link = try Link(parsing: "app://x?" + query)
        #expect(QueryCondition(name, oneOf: values).holds(in: link.query) == expected)
    }

    func navigator() async throws -> (Navigator, HeadlessHost) {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("home")])))
        let navigator = Navigator(schemes: ["app"], host: host)
        try navigator.register(
            "/pledge", RouteEntry.screen("pledgeFailed").when([QueryCondition("ref", oneOf: ["failed_transaction"])]))
        try navigator.register("/pledge", .screen("pledge"))
        try navigator.register("/signin", RouteEntry.screen("signIn").when([QueryCondition("signin")]))
        try await navigator.ready()
        return (navigator, host)
    }

    @Test(arguments: [
        ("app://pledge?ref=failed_transaction", "pledgeFailed"),
        ("app://pledge?ref=other", "pledge"),
        ("app://pledge", "pledge"),
        ("app://signin?signin=abc", "signIn"),
    ])
    func theRouteWhoseConditionsHoldOpens(link: String, screen: String) async throws {
        let (navigator, host) = try await navigator()
        let outcome = await navigator.open(link)
        guard case .navigated = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(host.state.topScreen?.kind == screen)
        #expect(navigator.route(for: link)?.destination.conditions.isEmpty == (screen == "pledge"))
    }

    @Test func aLinkNoConditionHoldsForIsUnmatched() async throws {
        let (navigator, host) = try await navigator()
        let outcome = await navigator.open("app://signin")
        guard case .unmatched(.noRoute) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(host.state.topScreen == Screen("home"))
        #expect(navigator.route(for: "app://signin") == nil)
    }

    @Test func anActionThatDeclinesPassesOverRoutesWhoseConditionsFail() async throws {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("home")])))
        let navigator = Navigator(schemes: ["app"], host: host)
        try navigator.register("/a/:id", .action(sources: .anySource) { _ in false })
        try navigator.register("/a/*", RouteEntry.screen("never").when([QueryCondition("x")]))
        try navigator.register("/a/**", .screen("rest"))
        try await navigator.ready()
        _ = await navigator.open("app://a/1")
        #expect(host.state.topScreen?.kind == "rest")
    }
}
