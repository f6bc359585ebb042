import Testing
import WaypointNavigation

/// A host whose screen is still moving until it settles: a gesture that ends while `settle()`
/// waits, leaving `settledState`.
@MainActor
final class MovingHost: NavigationHost {
    private let headless: HeadlessHost
    private let settledState: NavigationState
    private(set) var settleCalls = 0

    init(showing state: NavigationState, settlingTo settledState: NavigationState) {
        self.headless = HeadlessHost(state)
        self.settledState = settledState
    }

    var state: NavigationState { headless.state }

    func apply(_ step: NavigationStep) async throws(NavigationError) {
        try await headless.apply(step)
    }

    func settle() async {
        settleCalls += 1
        await Task.yield()
        if settleCalls == 1 { headless.reset(to: settledState) }
    }
}

@Suite("Planning from a settled state")
@MainActor
struct SettlingTests {
    static let moving = NavigationState(root: .stack([Screen("feed"), Screen("user", ["userId": "7"])]))
    static let settled = NavigationState(root: .stack([Screen("feed")]))

    @Test("The navigator lets the host settle before it plans, and plans from what stays")
    func plansAfterSettling() async throws {
        let host = MovingHost(showing: Self.moving, settlingTo: Self.settled)
        let navigator = Navigator(schemes: ["photofeed"], host: host)
        try navigator.register("user:{userId}", .screen("user"))
        try await navigator.ready()
        let outcome = await navigator.open("photofeed://user:7")
        // Read before settling, the user screen was on top and the link would have done nothing.
        guard case .navigated(let plan) = outcome else {
            Issue.record("expected navigated, got \(outcome)")
            return
        }
        #expect(plan.steps.map(\.transition) == [.push(Screen("user", ["userId": "7"]))])
        #expect(host.state.root.activeStack == [Screen("feed"), Screen("user", ["userId": "7"])])
    }

    @Test("A tab's link reads whether the tabs show once the host has settled")
    func tabLinksCheckTheSettledState() async throws {
        let onboarding = NavigationState(root: .stack([Screen("onboarding")]))
        let tabs = NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed"))
        let host = MovingHost(showing: onboarding, settlingTo: tabs)
        var configuration = NavigatorConfiguration()
        configuration.tabs = ["feed", "profile"]
        let navigator = Navigator(schemes: ["photofeed"], host: host, configuration: configuration)
        try navigator.register("me", .screen("profile", presentation: .tab("profile")))
        try await navigator.ready()
        // The tab bar was still arriving when the link came: the link opens in it, not after it.
        guard case .navigated = await navigator.open("photofeed://me") else {
            Issue.record("the link should open in the tabs the host settled to")
            return
        }
        #expect(host.state.root.selectedTab == "profile")
    }

    @Test("A guard is asked with the state the host has settled to")
    func guardsSeeTheSettledState() async throws {
        let host = MovingHost(showing: Self.moving, settlingTo: Self.settled)
        let navigator = Navigator(schemes: ["photofeed"], host: host)
        var seen: Screen?
        let watch = NavigationGuard("watch") { request in
            seen = request.state.topScreen
            return .proceed
        }
        try navigator.register("user:{userId}", .screen("user", guards: [watch]))
        try await navigator.ready()
        _ = await navigator.open("photofeed://user:7")
        #expect(seen == Screen("feed"))
    }

    @Test("settled() waits for the running link and then for the host")
    func settledWaitsForTheLinkAndTheHost() async throws {
        let host = MovingHost(showing: Self.settled, settlingTo: Self.settled)
        let navigator = Navigator(schemes: ["photofeed"], host: host)
        try navigator.register("user:{userId}", .screen("user"))
        try await navigator.ready()
        let link = Task { await navigator.open("photofeed://user:1") }
        await navigator.settled()
        #expect(host.state.topScreen == Screen("user", ["userId": "1"]))
        // Once for the link's plan, once for settled() itself.
        #expect(host.settleCalls == 2)
        _ = await link.value
    }
}
