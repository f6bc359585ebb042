import Testing
import WaypointNavigation
import WaypointTesting

/// The code of "Testing your navigation without a simulator".
@Suite("Testing your navigation without a simulator")
@MainActor
struct TestingArticleTests {
    @Test func aHeadlessNavigator() async throws {
        let host = HeadlessHost(NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed")))
        let navigator = Navigator(schemes: ["photofeed"], host: host)
        try navigator.register("user:{userId}", .screen("user"))
        try navigator.register("comments:{mediaId}", .screen("comments", backStack: [Screen("post")]))
        try await navigator.ready()

        await navigator.open("photofeed://comments:7")
        #expect(host.state.topScreen == Screen("comments", ["mediaId": "7"]))
        #expect(host.appliedSteps.count == 2)  // the back stack's post, then comments
        #expect(
            host.appliedSteps.map(\.transition) == [.push(Screen("post")), .push(Screen("comments", ["mediaId": "7"]))])
    }

    @Test func waitingForTheScreen() async throws {
        let host = HeadlessHost(NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed")))
        let navigator = Navigator(schemes: ["photofeed"], host: host)
        try navigator.register("user:{userId}", .screen("user"))
        try await navigator.ready()

        Task { await navigator.open("photofeed://user:42") }
        await navigator.settled()
        #expect(host.state.topScreen == Screen("user", ["userId": "42"]))
    }

    @Test func aPlanWithoutANavigator() throws {
        let state = NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed"))
        let plan = NavigationPlanner().plan(NavigationIntent(Screen("profile")), in: state)
        #expect(plan.decision == .switched)
        #expect(try state.applying(plan).topScreen == Screen("profile"))
    }

    @Test func aHostChecksAgainstTheHeadlessOne() async throws {
        let harness = try await HostConformance.start(
            showing: NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed")),
            makeHost: { state in HeadlessHost(state) },  // your host here
            makeNavigator: { host in
                let navigator = Navigator(schemes: ["photofeed"], host: host)
                try navigator.register("user:{userId}", .screen("user"))
                return navigator
            })
        try await harness.open("photofeed://user:42")
        try await harness.open("photofeed://user:7", source: .notification)
        #expect(harness.linksChecked == 2)
    }
}
