import Testing
import Waypoint
import WaypointNavigation

/// Route groups: feature modules declare their routes apart; the app mounts them, switches
/// them on and off, and hears about conflicts between them.
@Suite("Route groups")
@MainActor
struct RouteGroupTests {
    static func account() -> RouteGroup {
        var group = RouteGroup("account")
        group.register("profile/:id", .screen("profile", presentation: .push))
        group.register("settings", .screen("settings", presentation: .push))
        return group
    }

    @Test func aGroupOpensItsRoutesAsWritten() async throws {
        let app = try PhotoFeedApp()
        try app.navigator.mount(Self.account())
        try await app.navigator.ready()
        guard case .navigated = await app.navigator.open("photofeed://profile/7") else {
            Issue.record("the group's route should open")
            return
        }
        #expect(app.host.state.topScreen == Screen("profile", ["id": "7"]))
    }

    @Test(arguments: [
        (MountPoint.path("account"), "photofeed://account/profile/7"),
        (.path("account"), "/account/profile/7"),
        (.path("me/account"), "photofeed://me/account/profile/7"),
        (.host("accounts.photofeed.app"), "https://accounts.photofeed.app/profile/7"),
    ])
    func aGroupMountedUnderAPrefixOpensOnlyThere(point: MountPoint, link: String) async throws {
        let host = HeadlessHost(Fixture.photoFeed())
        let navigator = Navigator(schemes: ["photofeed"], hosts: ["accounts.photofeed.app"], host: host)
        try navigator.mount(Self.account(), at: point)
        try await navigator.ready()
        guard case .navigated = await navigator.open(link) else {
            Issue.record("\(link) should open the group's route")
            return
        }
        #expect(host.state.topScreen == Screen("profile", ["id": "7"]))
        guard case .unmatched = await navigator.open("photofeed://profile/8") else {
            Issue.record("the route should exist only under the mount point")
            return
        }
    }

    @Test(arguments: [
        ("user:{id}", MountPoint.path("team"), "photofeed://team:user:5"),
        ("photofeed://item/:id", .path("shop"), "photofeed://shop/item/5"),
        ("photofeed://user:{id}", .path("team"), "photofeed://team:user:5"),
        ("https://accounts.photofeed.app/item/:id", .path("shop"), "https://accounts.photofeed.app/shop/item/5"),
        ("/", .path("shop"), "photofeed://shop"),
    ])
    func everyPatternFormMovesUnderAPath(pattern: String, point: MountPoint, link: String) async throws {
        let host = HeadlessHost(Fixture.photoFeed())
        let navigator = Navigator(schemes: ["photofeed"], hosts: ["accounts.photofeed.app"], host: host)
        var group = RouteGroup("moved")
        group.register(pattern, .screen("moved", presentation: .push))
        try navigator.mount(group, at: point)
        try await navigator.ready()
        guard case .navigated = await navigator.open(link) else {
            Issue.record("\(link) should open \(pattern) mounted at \(point)")
            return
        }
        #expect(host.state.topScreen?.kind == "moved")
    }

    @Test func aDisabledGroupsRouteEndsAsGroupDisabledNotUnmatched() async throws {
        let app = try PhotoFeedApp()
        try app.navigator.mount(Self.account(), enabled: false)
        try await app.navigator.ready()
        #expect(await app.navigator.open("photofeed://settings") == .groupDisabled("account"))
        #expect(app.host.state == Fixture.photoFeed())
        // A link no route takes at all is still unmatched.
        guard case .unmatched = await app.navigator.open("photofeed://nowhere") else {
            Issue.record("a link no group knows should be unmatched")
            return
        }
        try app.navigator.setGroup("account", enabled: true)
        guard case .navigated = await app.navigator.open("photofeed://settings") else {
            Issue.record("the enabled group's route should open")
            return
        }
        #expect(app.navigator.isGroupEnabled("account") == true)
    }

    /// Signed out, only the public group; signed in, only the private one: the same pattern may
    /// live in both, and the enabled one answers.
    @Test func twoGroupsThatAreNeverOnTogetherMayHoldTheSamePattern() async throws {
        let app = try PhotoFeedApp()
        var signedOut = RouteGroup("signed out")
        signedOut.register("home", .screen("welcome", presentation: .push))
        var signedIn = RouteGroup("signed in")
        signedIn.register("home", .screen("dashboard", presentation: .push))
        try app.navigator.mount(signedOut)
        let conflicts = try app.navigator.mount(signedIn, enabled: false)
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.group == "signed in" && conflicts.first?.winnerGroup == "signed out")
        #expect(conflicts.first?.conflict.reason == .duplicate)
        try await app.navigator.ready()

        await app.navigator.open("home")
        #expect(app.host.state.topScreen == Screen("welcome"))
        try app.navigator.setGroup("signed out", enabled: false)
        try app.navigator.setGroup("signed in", enabled: true)
        await app.navigator.open("home")
        #expect(app.host.state.topScreen == Screen("dashboard"))
    }

    @Test func conflictsWithTheNavigatorsOwnRoutesAreReportedWhenMounting() throws {
        let app = try PhotoFeedApp()
        var group = RouteGroup("social")
        group.register("likes:{id}", .screen("likes"))
        group.register("shares:{id}", .screen("shares"))
        let conflicts = try app.navigator.mount(group)
        #expect(conflicts.map(\.conflict.pattern.description) == ["likes:{id}"])
        #expect(conflicts.first?.group == "social" && conflicts.first?.winnerGroup == nil)
        #expect(conflicts.first?.description.contains("the navigator's own routes") == true)
        #expect(app.navigator.groupConflicts == conflicts)
    }

    @Test func mountingTwiceUnderOneNameIsRefused() throws {
        let app = try PhotoFeedApp()
        try app.navigator.mount(Self.account())
        #expect(throws: NavigationError.invalidGroup("account", reason: "a group with this name is already mounted")) {
            try app.navigator.mount(Self.account())
        }
    }

    @Test func switchingAGroupThatIsNotMountedThrows() throws {
        let app = try PhotoFeedApp()
        #expect(throws: NavigationError.unknownGroup("billing")) {
            try app.navigator.setGroup("billing", enabled: true)
        }
        #expect(app.navigator.isGroupEnabled("billing") == nil)
    }

    @Test func anInvalidPatternInAGroupIsReportedWithTheCoresError() throws {
        let app = try PhotoFeedApp()
        var group = RouteGroup("broken")
        group.register("/user/{id", .screen("user"))
        #expect {
            try app.navigator.mount(group)
        } throws: { error in
            guard case .invalidPattern(.invalidPattern(let pattern, _, _))? = error as? NavigationError else {
                return false
            }
            return pattern == "/user/{id"
        }
        #expect(app.navigator.groupNames.isEmpty)
    }

    @Test func aHostMountRefusesHostsTheRouterDoesNotAcceptAndPatternsWithASchemeOfTheirOwn() throws {
        let app = try PhotoFeedApp()
        #expect(throws: NavigationError.self) { try app.navigator.mount(Self.account(), at: .host("evil.example")) }
        let host = HeadlessHost(Fixture.photoFeed())
        let navigator = Navigator(schemes: ["photofeed"], hosts: ["photofeed.app"], host: host)
        var group = RouteGroup("schemed")
        group.register("photofeed://x", .screen("x"))
        #expect {
            try navigator.mount(group, at: .host("photofeed.app"))
        } throws: { error in
            if case .invalidGroup("schemed", _)? = error as? NavigationError { true } else { false }
        }
    }

    @Test func routesRegisteredAfterMountingStillComeFirst() async throws {
        let app = try PhotoFeedApp()
        try app.navigator.mount(Self.account())
        try await app.navigator.ready()
        await app.navigator.open("photofeed://settings")
        #expect(app.host.state.topScreen == Screen("settings"))
        try app.navigator.register("settings", .screen("appSettings", presentation: .push))
        await app.navigator.open("photofeed://settings")
        #expect(app.host.state.topScreen == Screen("appSettings"))
    }

    @Test func currentLinkPrintsOnlyWithEnabledGroups() async throws {
        let app = try PhotoFeedApp()
        var group = RouteGroup("account")
        group.register("settings", .screen("settings", presentation: .push))
        try app.navigator.mount(group, at: .path("account"))
        try await app.navigator.ready()
        await app.navigator.open("photofeed://account/settings")
        #expect(app.navigator.currentLink == "photofeed://account/settings")
        try app.navigator.setGroup("account", enabled: false)
        #expect(app.navigator.currentLink == nil)
    }
}
