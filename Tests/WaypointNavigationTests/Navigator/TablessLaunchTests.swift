import Testing
import WaypointNavigation

/// An app that launches on an onboarding screen and shows its tab bar later: its tab routes are
/// checked against the tabs it declares, and a link to one waits until the tabs are shown.
@Suite("Launching without tabs")
@MainActor
struct TablessLaunchTests {
    static let tabs = NavigationContainer.tabs([Tab("shop", [Screen("home")]), Tab("orders")], selected: "shop")

    static func onboarding(declaring tabs: [String]?) throws -> (Navigator, HeadlessHost) {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("onboarding")])))
        let navigator = Navigator(
            schemes: ["shop"], host: host,
            configuration: NavigatorConfiguration(pendingLifetime: nil, tabs: tabs))
        try navigator.register("orders", .screen("orders", presentation: .tab("orders")))
        try navigator.register("order/:orderId", .screen("order", placement: .tab("orders")))
        try navigator.register("terms", .screen("terms"))
        return (navigator, host)
    }

    @Test(arguments: [nil, ["shop", "orders"]] as [[String]?])
    func readySucceedsOnAnOnboardingRoot(tabs: [String]?) async throws {
        let (navigator, _) = try Self.onboarding(declaring: tabs)
        try await navigator.ready()
        #expect(navigator.isReady)
    }

    @Test func aMistypedTabIsFoundAgainstTheDeclaredTabs() async throws {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("onboarding")])))
        let navigator = Navigator(host: host, configuration: NavigatorConfiguration(tabs: ["shop", "orders"]))
        #expect(throws: NavigationError.unknownTab("order", available: ["shop", "orders"])) {
            try navigator.register("orders", .screen("orders", presentation: .tab("order")))
        }
        // An app that declares it has no tabs at all is told at once too.
        let tabless = Navigator(host: host, configuration: NavigatorConfiguration(tabs: []))
        #expect(throws: NavigationError.unknownTab("orders", available: [])) {
            try tabless.register("orders", .screen("orders", placement: .tab("orders")))
        }
    }

    @Test func aTabLinkWaitsDuringOnboardingAndOpensOnceTheTabsAreShown() async throws {
        let (navigator, host) = try Self.onboarding(declaring: ["shop", "orders"])
        try await navigator.ready()

        // Other links open on the onboarding stack as usual.
        guard case .navigated = await navigator.open("shop://terms") else {
            Issue.record("a link without a tab should open during onboarding")
            return
        }
        let waiting = await navigator.open("shop://order/5", source: .notification)
        guard case .queued(let pending) = waiting else {
            Issue.record("expected the link to wait for tabs, got \(waiting)")
            return
        }
        #expect(navigator.waitingForTabsCount == 1)
        #expect(host.state.topScreen == Screen("terms"))

        let opened = try await navigator.showRoot(Self.tabs)
        #expect(opened.count == 1)
        #expect(navigator.waitingForTabsCount == 0)
        #expect(host.state.root.selectedTab == "orders")
        #expect(host.state.topScreen == Screen("order", ["orderId": "5"]))
        guard case .navigated = await pending.outcome() else {
            Issue.record("the waiting link should have navigated, got \(await pending.outcome())")
            return
        }
    }

    @Test func withoutDeclaredTabsTheLinkFailsAtOnceSayingSo() async throws {
        let (navigator, _) = try Self.onboarding(declaring: nil)
        try await navigator.ready()
        let outcome = await navigator.open("shop://order/5")
        #expect(outcome == .failed(.unknownTab("orders", available: [])))
        #expect(outcome.description.contains("the app has no tab bar"))
        #expect(navigator.waitingForTabsCount == 0)
    }

    @Test func aRootWithoutTabsKeepsTheLinksWaiting() async throws {
        let (navigator, host) = try Self.onboarding(declaring: ["shop", "orders"])
        try await navigator.ready()
        _ = await navigator.open("shop://orders")
        #expect(try await navigator.showRoot(.stack([Screen("signup")])).isEmpty)
        #expect(host.state.topScreen == Screen("signup"))
        #expect(navigator.waitingForTabsCount == 1)
    }

    @Test func aWaitingLinkExpiresLikeAQueuedOne() async throws {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("onboarding")])))
        let navigator = Navigator(
            host: host, configuration: NavigatorConfiguration(pendingLifetime: 0.05, tabs: ["orders"]))
        try navigator.register("orders", .screen("orders", presentation: .tab("orders")))
        try await navigator.ready()
        let waiting = await navigator.open("orders")
        #expect(await waiting.settled == .cancelled(.expired))
        #expect(navigator.waitingForTabsCount == 0)
    }

    @Test func theEventsSayTheLinkWaits() async throws {
        let (navigator, _) = try Self.onboarding(declaring: ["shop", "orders"])
        try await navigator.ready()
        var events: [NavigationEvent] = []
        navigator.onEvent = { events.append($0) }
        _ = await navigator.open("orders")
        let waited = events.map { event -> String in
            switch event.stage {
            case .matched(let pattern): return "matched \(pattern)"
            case .queued: return "queued"
            default: return "other"
            }
        }
        #expect(waited == ["matched orders", "queued"])
        _ = try await navigator.showRoot(Self.tabs)
        #expect(events.count == 4)
        guard case .navigated? = events.last?.outcome else {
            Issue.record("the link should end navigated once the tabs are shown")
            return
        }
    }
}
