import Testing
import WaypointNavigation

/// The code of "Cold launch and the pending queue".
@Suite("Cold launch and the pending queue")
@MainActor
struct ColdLaunchArticleTests {
    @Test func linksBeforeReadyWaitAndSettle() async throws {
        let host = HeadlessHost(
            NavigationState(root: .tabs([Tab("feed"), Tab("profile"), Tab("menu")], selected: "feed")))
        let navigator = Navigator(schemes: ["photofeed"], host: host)
        try navigator.register("user:{userId}", .screen("user"))

        // application(_:didFinishLaunchingWithOptions:), before the root view exists:
        let outcome = await navigator.open("photofeed://user:42", source: .customScheme(sendingApp: nil))
        // outcome is .queued, and navigator.pendingCount is 1

        guard case .queued = outcome else {
            Issue.record("expected queued, got \(outcome)")
            return
        }
        #expect(navigator.pendingCount == 1)

        // once the root view is on screen:
        let delivered = try await navigator.ready()  // the final outcome of each waiting link, in order
        let final = await outcome.settled  // .navigated(…)

        #expect(delivered.count == 1)
        #expect(delivered.first == final)
        guard case .navigated = final else {
            Issue.record("expected navigated, got \(final)")
            return
        }
        #expect(host.state.topScreen == Screen("user", ["userId": "42"]))
    }

    @Test func theQueueIsBounded() async throws {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("home")])))

        var configuration = NavigatorConfiguration(pendingDelivery: .latestOnly, pendingLifetime: 30)
        configuration.maxPending = 8
        let launching = Navigator(schemes: ["photofeed"], host: host, configuration: configuration)

        try launching.register("user:{userId}", .screen("user"))
        let first = await launching.open("photofeed://user:1")
        await launching.open("photofeed://user:2")
        #expect(await first.settled == .cancelled(.superseded))
        #expect(launching.pendingCount == 1)
        #expect(launching.configuration.maxPending == 8)
    }

    @Test func appsThatLaunchWithoutTabs() async throws {
        let onboarding = HeadlessHost(NavigationState(root: .stack([Screen("onboarding")])))
        let shop = Navigator(
            schemes: ["shop"], host: onboarding, configuration: NavigatorConfiguration(tabs: ["home", "orders"]))
        try shop.register("order/:orderId", .screen("order", placement: .tab("orders")))
        try await shop.ready()  // no tab bar yet: fine
        let waiting = await shop.open("shop://order/5", source: .notification)  // .queued
        // onboarding ends:
        try await shop.showRoot(.tabs([Tab("home"), Tab("orders")], selected: "home"))
        let opened = await waiting.settled  // .navigated(…): order 5 in the orders tab

        guard case .navigated = opened else {
            Issue.record("expected the waiting link to navigate, got \(opened)")
            return
        }
        #expect(onboarding.state.root.selectedTab == "orders")
        #expect(onboarding.state.topScreen == Screen("order", ["orderId": "5"]))
    }

    @Test func onboardingEndsFromALink() async throws {
        let onboarding = HeadlessHost(NavigationState(root: .stack([Screen("onboarding")])))
        let shop = Navigator(
            schemes: ["shop"], host: onboarding, configuration: NavigatorConfiguration(tabs: ["home", "orders"]))
        try shop.register("order/:orderId", .screen("order", placement: .tab("orders")))
        try await shop.ready()
        let waiting = await shop.open("shop://order/5", source: .notification)

        let done: Void? = await withWatchdog("the onboarding action") {
            try shop.register(
                "onboarding/done",
                .action { _ in
                    let tabs = NavigationContainer.tabs([Tab("home"), Tab("orders")], selected: "home")
                    let waiting = (try? await shop.showRoot(tabs)) ?? []
                    // [.queued(…)]: the tabs show once this action's link has ended, then order 5 opens
                    return waiting.count == 1
                })
            await shop.open("shop://onboarding/done")
            await shop.settled()  // the tab bar is up, order 5 in the orders tab
        }

        #expect(done != nil)
        #expect(await waiting.settled != .cancelled(.expired))
        #expect(onboarding.state.root.selectedTab == "orders")
        #expect(onboarding.state.topScreen == Screen("order", ["orderId": "5"]))
    }
}
