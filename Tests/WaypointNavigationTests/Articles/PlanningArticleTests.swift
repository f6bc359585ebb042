import Testing
import WaypointNavigation

/// The code of the module's overview and of "Planning".
@Suite("The module overview and Planning")
@MainActor
struct PlanningArticleTests {
    @Test func theOverview() async throws {
        let host = HeadlessHost(NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed")))
        let navigator = Navigator(schemes: ["photofeed"], host: host)
        try navigator.register("user:{userId}", .screen("user", presentation: .push))
        try await navigator.ready()
        let outcome = await navigator.open("photofeed://user:42", source: .inApp)
        print(host.state.render())

        guard case .navigated = outcome else {
            Issue.record("expected navigated, got \(outcome)")
            return
        }
    }

    @Test func planning() throws {
        let state = NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed"))
        let plan = NavigationPlanner().plan(NavigationIntent(Screen("profile")), in: state)
        // plan.summary is "switch: select tab profile"
        let after = try state.applying(plan)

        #expect(plan.summary == "switch: select tab profile")
        #expect(plan.decision == .switched)
        #expect(after.topScreen == Screen("profile"))
    }
}
