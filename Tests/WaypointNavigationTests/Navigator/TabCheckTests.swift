import Testing
import WaypointNavigation

/// A route that opens in a tab the app does not have is refused as soon as the navigator knows
/// the tabs, not when a user's link first reaches it.
@Suite("Tabs checked early")
@MainActor
struct TabCheckTests {
    @Test func registeringARouteForAMissingTabThrowsWhenTheStateHasTabs() throws {
        let app = try PhotoFeedApp()
        #expect(throws: NavigationError.unknownTab("search", available: ["feed", "profile", "menu"])) {
            try app.navigator.register("/search", .screen("search", presentation: .tab("search")))
        }
        // A tab the app has is fine.
        try app.navigator.register("/inbox", .screen("inbox", presentation: .tab("menu")))
    }

    @Test func withoutTabsYetReadyChecksAndStaysNotReady() async throws {
        // A launch placeholder is on screen when routes are registered: the tabs come later.
        let host = HeadlessHost(NavigationState(root: .screen(Screen("launch"))))
        let navigator = Navigator(schemes: ["photofeed"], host: host)
        try navigator.register("/search", .screen("search", presentation: .tab("search")))
        let waiting = await navigator.open("/search")

        host.reset(to: Fixture.photoFeed())
        await #expect(throws: NavigationError.unknownTab("search", available: ["feed", "profile", "menu"])) {
            try await navigator.ready()
        }
        // Nothing was delivered: the mistake is found at launch, with the link still waiting.
        #expect(!navigator.isReady)
        #expect(navigator.pendingCount == 1)
        if case .queued(let pending) = waiting { #expect(pending.result == nil) }
    }

    @Test func readyChecksRoutesAgainstAnAppThatDeclaresNoTabs() async throws {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("home")])))
        let navigator = Navigator(schemes: ["photofeed"], host: host)
        try navigator.register("/search", .screen("search", presentation: .tab("search")))
        // With no tabs on screen and none declared, the tabs may come later (onboarding first).
        navigator.configuration.tabs = []
        await #expect(throws: NavigationError.unknownTab("search", available: [])) {
            try await navigator.ready()
        }
        #expect(NavigationError.unknownTab("search", available: []).description.contains("no tab bar"))
    }

    @Test func readyPassesWhenEveryTabExists() async throws {
        let host = HeadlessHost(NavigationState(root: .screen(Screen("launch"))))
        let navigator = Navigator(schemes: ["photofeed"], host: host)
        try navigator.register("/me", .screen("me", presentation: .tab("profile")))
        host.reset(to: Fixture.photoFeed())
        try await navigator.ready()
        #expect(navigator.isReady)
        guard case .navigated = await navigator.open("/me") else {
            Issue.record("the profile tab route should open")
            return
        }
        #expect(host.state.root.selectedTab == "profile")
    }

    @Test func aMountedGroupIsCheckedToo() throws {
        let app = try PhotoFeedApp()
        var group = RouteGroup("search")
        group.register("/search", .screen("search", presentation: .tab("search")))
        #expect(throws: NavigationError.unknownTab("search", available: ["feed", "profile", "menu"])) {
            try app.navigator.mount(group)
        }
        #expect(app.navigator.groupNames.isEmpty)
    }
}
