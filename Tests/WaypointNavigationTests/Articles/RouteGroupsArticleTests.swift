import Testing
import WaypointNavigation

/// The code of "Route groups".
@Suite("Route groups")
@MainActor
struct RouteGroupsArticleTests {
    @Test func aGroupIsMountedAndSwitched() async throws {
        let (navigator, host) = try await photoFeedNavigator()

        var account = RouteGroup("account")
        account.register("profile/:id", .screen("profile"))
        account.register("settings", .screen("settings"))

        let conflicts = try navigator.mount(account, at: .path("account"), enabled: false)
        let signedOut = await navigator.open("photofeed://account/settings")  // .groupDisabled("account")

        try navigator.setGroup("account", enabled: true)  // signed in
        let signedIn = await navigator.open("photofeed://account/settings")  // .navigated

        #expect(conflicts.isEmpty)
        #expect(signedOut == .groupDisabled("account"))
        guard case .navigated = signedIn else {
            Issue.record("expected navigated, got \(signedIn)")
            return
        }
        #expect(host.state.topScreen == Screen("settings"))
        #expect(try MountPoint.path("account").moving("/profile/:id") == "/account/profile/:id")
        #expect(try MountPoint.path("account").moving("profile:{id}") == "account:profile:{id}")
        #expect(
            try MountPoint.host("shop.example.com").moving("/profile/:id") == "https://shop.example.com/profile/:id")
        #expect(throws: NavigationError.self) { try MountPoint.host("shop.example.com").moving("profile:{id}") }
    }

    @Test func aSingleRouteIsSwitched() async throws {
        let (navigator, _) = try await photoFeedNavigator()
        var account = RouteGroup("account")
        account.register("settings", .screen("settings"))
        try navigator.mount(account, at: .path("account"))

        try navigator.setRoute("/account/settings", enabled: false)
        let switchedOff = await navigator.open("photofeed://account/settings")  // .routeDisabled("/account/settings")
        try navigator.setRoute("/account/settings", enabled: true)

        #expect(switchedOff == .routeDisabled("/account/settings"))
        guard case .navigated = await navigator.open("photofeed://account/settings") else {
            Issue.record("the route switched on again should open")
            return
        }
    }
}
