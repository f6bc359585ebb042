import Testing
import WaypointNavigation

/// The code of "Getting started with navigation", in the article's order.
@Suite("Getting started with navigation")
@MainActor
struct GettingStartedTests {
    @Test func aFirstAppEndToEnd() async throws {
        let launch = NavigationState(root: .tabs([Tab("feed"), Tab("profile"), Tab("menu")], selected: "feed"))
        let host = HeadlessHost(launch)

        let navigator = Navigator(schemes: ["photofeed"], hosts: ["photofeed.example.com"], host: host)
        try navigator.register("user:{userId}", .screen("user"))
        try navigator.register("comments:{mediaId}", .screen("comments", backStack: [Screen("post")]))
        try navigator.register("settings", .screen("settings", presentation: .modal(.pageSheet, embedInStack: true)))

        try await navigator.ready()

        let outcome = await navigator.open("photofeed://user:42", source: .customScheme(sendingApp: nil))
        switch outcome {
        case .navigated(let plan): print("navigated:", plan.summary)  // build: push user(userId: 42)
        case .alreadyShowing: print("nothing to do")
        case .unmatched(let error): print("no route:", error)
        default: print(outcome)
        }

        print(host.state.render())

        guard case .navigated(let plan) = outcome else {
            Issue.record("expected navigated, got \(outcome)")
            return
        }
        #expect(plan.summary == "build: push user(userId: 42)")
        #expect(
            host.state.render() == """
                tabs
                  tab feed (selected)
                    feed
                    user(userId: 42)  <- top
                  tab profile
                    profile
                  tab menu
                    menu
                """)
        #expect(await navigator.open("photofeed://user:42") == .alreadyShowing)
    }
}
