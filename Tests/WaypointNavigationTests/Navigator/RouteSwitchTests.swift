import Testing
import Waypoint
import WaypointNavigation

/// Single routes removed or switched off at run time, on the navigator itself or inside a
/// mounted group: their links end with an outcome that names them, and the routes they
/// shadowed take their links.
@Suite("Removing and switching single routes")
@MainActor
struct RouteSwitchTests {
    /// The PhotoFeed app with a live-video route that shadows a generic one.
    private static func app(mounting group: RouteGroup? = nil) async throws -> PhotoFeedApp {
        let app = try PhotoFeedApp()
        try app.navigator.register("live/:id", .screen("live", presentation: .push))
        try app.navigator.register("live/*", .screen("unavailable", presentation: .push))
        if let group { try app.navigator.mount(group) }
        try await app.navigator.ready()
        return app
    }

    @Test func aDisabledRouteEndsAsRouteDisabledAndComesBack() async throws {
        let app = try await Self.app()
        try app.navigator.setRoute("likes:{mediaId}", enabled: false)
        #expect(app.navigator.isRouteEnabled("likes:{mediaId}") == false)
        #expect(await app.navigator.open("photofeed://likes:9") == .routeDisabled("likes:{mediaId}"))
        #expect(app.host.state == Fixture.photoFeed())
        try app.navigator.setRoute("likes:{mediaId}", enabled: true)
        #expect(app.navigator.isRouteEnabled("likes:{mediaId}") == true)
        guard case .navigated = await app.navigator.open("photofeed://likes:9") else {
            Issue.record("the route enabled again should open")
            return
        }
        #expect(app.host.state.topScreen == Fixture.likes("9"))
    }

    @Test func aDisabledRouteLetsTheRouteItShadowedTakeItsLinks() async throws {
        let app = try await Self.app()
        try app.navigator.setRoute("live/:id", enabled: false)
        guard case .navigated = await app.navigator.open("photofeed://live/7") else {
            Issue.record("the generic route should open")
            return
        }
        #expect(app.host.state.topScreen == Screen("unavailable"))
    }

    @Test func anUnregisteredRouteIsGoneAndItsLinksAreUnmatched() async throws {
        let app = try await Self.app()
        try app.navigator.unregister("likes:{mediaId}")
        #expect(app.navigator.isRouteEnabled("likes:{mediaId}") == nil)
        #expect(!app.navigator.router.patterns.map(\.description).contains("likes:{mediaId}"))
        guard case .unmatched = await app.navigator.open("photofeed://likes:9") else {
            Issue.record("a removed route's link is unmatched")
            return
        }
        try app.navigator.unregister("live/:id")
        guard case .navigated = await app.navigator.open("photofeed://live/7") else {
            Issue.record("the generic route should take the removed one's links")
            return
        }
        #expect(app.host.state.topScreen == Screen("unavailable"))
    }

    @Test func aRemovedRouteNoLongerPrintsTheCurrentLink() async throws {
        let app = try await Self.app()
        _ = await app.navigator.open("photofeed://user:42")
        #expect(app.navigator.currentLink == "photofeed://user:42")
        try app.navigator.unregister("user:{userId}")
        #expect(app.navigator.currentLink == nil)
    }

    @Test func aDisabledRoutePrintsNoCurrentLink() async throws {
        let app = try await Self.app()
        _ = await app.navigator.open("photofeed://user:42")
        try app.navigator.setRoute("user:{userId}", enabled: false)
        #expect(app.navigator.currentLink == nil)
        try app.navigator.setRoute("user:{userId}", enabled: true)
        #expect(app.navigator.currentLink == "photofeed://user:42")
    }

    @Test func aGroupsRouteIsSwitchedOffNotRemoved() async throws {
        var account = RouteGroup("account")
        account.register("settings", .screen("settings", presentation: .push))
        let app = try await Self.app(mounting: account)
        #expect(throws: NavigationError.self) { try app.navigator.unregister("settings") }
        do {
            try app.navigator.unregister("settings")
        } catch {
            guard case .invalidGroup("account", _) = error else {
                Issue.record("expected the group named, got \(error)")
                return
            }
        }
        guard case .navigated = await app.navigator.open("photofeed://settings") else {
            Issue.record("the group's route stays")
            return
        }
    }

    @Test func aGroupsRouteIsSwitchedByItsMountedPattern() async throws {
        var account = RouteGroup("account")
        account.register("profile/:id", .screen("profile", presentation: .push))
        account.register("settings", .screen("settings", presentation: .push))
        let app = try PhotoFeedApp()
        try app.navigator.mount(account, at: .path("account"))
        try await app.navigator.ready()
        try app.navigator.setRoute("/account/settings", enabled: false)
        #expect(app.navigator.isRouteEnabled("/account/settings") == false)
        #expect(await app.navigator.open("photofeed://account/settings") == .routeDisabled("/account/settings"))
        guard case .navigated = await app.navigator.open("photofeed://account/profile/7") else {
            Issue.record("the group's other route stays on")
            return
        }
        // A disabled group is named first; the route comes back with its group.
        try app.navigator.setGroup("account", enabled: false)
        #expect(await app.navigator.open("photofeed://account/settings") == .groupDisabled("account"))
        try app.navigator.setGroup("account", enabled: true)
        try app.navigator.setRoute("/account/settings", enabled: true)
        guard case .navigated = await app.navigator.open("photofeed://account/settings") else {
            Issue.record("the route enabled again should open")
            return
        }
    }

    @Test func aRouteOfTheNavigatorIsSwitchedWhileGroupsAreMounted() async throws {
        var extra = RouteGroup("extra")
        extra.register("live/:id", .screen("group live", presentation: .push))
        let app = try await Self.app(mounting: extra)
        // The navigator's route and the group's, mounted at the root, have the same pattern:
        // both switch off, and the generic route takes the link.
        try app.navigator.setRoute("live/:id", enabled: false)
        #expect(app.navigator.isRouteEnabled("live/:id") == false)
        _ = await app.navigator.open("photofeed://live/7")
        #expect(app.host.state.topScreen == Screen("unavailable"))
        try app.navigator.setRoute("live/:id", enabled: true)
        _ = await app.navigator.open("photofeed://live/8")
        #expect(app.host.state.topScreen == Screen("live", ["id": "8"]))
    }

    @Test(arguments: ["nothing/:here", "Likes:{mediaId}", ""])
    func anUnknownRouteIsATypedError(pattern: String) async throws {
        let app = try await Self.app()
        #expect(throws: NavigationError.unknownRoute(pattern)) { try app.navigator.setRoute(pattern, enabled: false) }
        #expect(throws: NavigationError.unknownRoute(pattern)) { try app.navigator.unregister(pattern) }
        #expect(app.navigator.isRouteEnabled(pattern) == nil)
        #expect(NavigationError.unknownRoute("a").description == "no route with the pattern 'a' is registered")
    }

    @Test func aRedirectToADisabledRouteFailsNamingIt() async throws {
        let app = try await Self.app()
        try app.navigator.setRoute("likes:{mediaId}", enabled: false)
        app.navigator.guards = [
            NavigationGuard("detour") { request in
                request.pattern == "live/:id" ? .redirect(.link("photofeed://likes:1")) : .proceed
            }
        ]
        guard case .failed(.noRoute(_, let reason)) = await app.navigator.open("photofeed://live/7") else {
            Issue.record("a redirect to a disabled route fails")
            return
        }
        #expect(reason == "the route 'likes:{mediaId}' is disabled")
    }

    @Test func theEndedEventOfADisabledRouteNamesNoRoute() async throws {
        let app = try await Self.app()
        try app.navigator.setRoute("likes:{mediaId}", enabled: false)
        var events: [NavigationEvent] = []
        app.navigator.onEvent = { events.append($0) }
        _ = await app.navigator.open("photofeed://likes:9")
        #expect(events.map(\.description) == ["photofeed://likes:9 (inApp): route 'likes:{mediaId}' is disabled"])
        #expect(events.map(\.pattern) == [nil])
    }
}
