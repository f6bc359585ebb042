import Testing
import WaypointNavigation

/// An iPad app that launches on onboarding and shows its split view later: with the split
/// view's items declared, links to column routes wait for it as tab links wait for tabs.
@Suite("Launching before the split view")
@MainActor
struct SplitLaunchTests {
    static let split = NavigationContainer.split(SplitView(sidebar: [Screen("library")], items: ["albums"]))
    static let tabs = NavigationContainer.tabs([Tab("home"), Tab("orders")], selected: "home")

    func navigator(splitItems: [String]?, tabs: [String]? = nil) async throws -> (Navigator, HeadlessHost) {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("welcome")])))
        let configuration = NavigatorConfiguration(pendingLifetime: nil, tabs: tabs, splitItems: splitItems)
        let navigator = Navigator(schemes: ["myapp"], host: host, configuration: configuration)
        try navigator.register("albums/:id", .screen("album", placement: .column(.detail, selecting: "albums")))
        try navigator.register("order/:id", .screen("order", placement: .tab("orders")))
        try await navigator.ready()
        return (navigator, host)
    }

    @Test func aColumnLinkWaitsUntilShowRootShowsTheSplit() async throws {
        let (navigator, host) = try await navigator(splitItems: ["albums"])
        guard case .queued(let waiting) = await navigator.open("myapp://albums/7") else {
            Issue.record("a column link should wait while the root is not a split view")
            return
        }
        #expect(navigator.waitingForTabsCount == 1)
        #expect(host.state.root == .stack([Screen("welcome")]))
        let outcomes = try await navigator.showRoot(Self.split)
        #expect(outcomes.count == 1)
        guard case .navigated = await waiting.outcome() else {
            Issue.record("the link should land once the split view shows")
            return
        }
        #expect(host.state.root.splitView?.selection == "albums")
        #expect(host.state.root.splitView?.detail == [Screen("album", ["id": "7"])])
        #expect(navigator.waitingForTabsCount == 0)
    }

    @Test func withoutDeclaredItemsAColumnLinkFailsAtOnce() async throws {
        let (navigator, _) = try await navigator(splitItems: nil)
        let outcome = await navigator.open("myapp://albums/7")
        #expect(outcome == .failed(.unavailableColumn(.detail, reason: "the root is not a split view")))
        #expect(navigator.waitingForTabsCount == 0)
    }

    @Test func aTabLinkGoesOnWaitingWhenTheRootBecomesASplit() async throws {
        let (navigator, host) = try await navigator(splitItems: ["albums"], tabs: ["home", "orders"])
        guard case .queued(let order) = await navigator.open("myapp://order/5") else {
            Issue.record("a tab link should wait while the root has no tabs")
            return
        }
        guard case .queued(let album) = await navigator.open("myapp://albums/7") else {
            Issue.record("a column link should wait while the root is not a split view")
            return
        }
        _ = try await navigator.showRoot(Self.split)
        guard case .navigated = await album.outcome() else {
            Issue.record("the column link should land once the split view shows")
            return
        }
        #expect(navigator.waitingForTabsCount == 1)
        #expect(order.result == nil)
        _ = try await navigator.showRoot(Self.tabs)
        guard case .navigated = await order.outcome() else {
            Issue.record("the tab link should land once the tabs show")
            return
        }
        #expect(host.state.root.selectedTab == "orders")
    }
}
