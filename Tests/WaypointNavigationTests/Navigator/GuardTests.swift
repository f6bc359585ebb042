import Testing
import WaypointNavigation

/// Guards: proceed, cancel, redirect and resume.
@Suite("Guards")
@MainActor
struct GuardTests {
    @MainActor final class Session {
        var isLoggedIn = false
    }

    let login = Screen("login")

    @Test func aLoginGuardRedirectsAndTheOriginalLinkCompletesOnceLoggedIn() async throws {
        let app = try PhotoFeedApp()
        let session = Session()
        let login = login
        app.navigator.guards = [
            NavigationGuard("logged in") { _ in
                session.isLoggedIn ? .proceed : .redirect(.screen(login, .modal(.fullScreen, embedInStack: true)))
            }
        ]
        await app.navigator.ready()

        let first = await app.navigator.open("photofeed://user:42", source: .customScheme(sendingApp: nil))
        #expect(first == .redirected(.screen(login, .modal(.fullScreen, embedInStack: true))))
        #expect(app.navigator.redirectedCount == 1)
        #expect(
            app.host.state.render() == """
                tabs
                  tab feed (selected)
                    feed
                  tab profile
                    profile
                  tab menu
                    menu
                presented fullScreen (close button)
                  stack
                    login  <- top
                """)

        session.isLoggedIn = true
        let resumed = await app.navigator.resumeRedirected()
        #expect(
            resumed == [.navigated(NavigationPlan(steps: [NavigationStep(.push(Fixture.user("42")))], outcome: .built))]
        )
        #expect(
            app.host.state.render() == """
                tabs
                  tab feed (selected)
                    feed
                    user(userId: 42)  <- top
                  tab profile
                    profile
                  tab menu
                    menu
                """)
        #expect(app.navigator.redirectedCount == 0)
        #expect(await app.navigator.resumeRedirected().isEmpty)
    }

    @Test func aRouteGuardThatCancelsLeavesTheScreenAlone() async throws {
        let app = try PhotoFeedApp()
        try app.navigator.register("/admin", .screen("admin", guards: [NavigationGuard("admin only") { _ in .cancel }]))
        await app.navigator.ready()
        #expect(await app.navigator.open("/admin") == .cancelled(.guardCancelled("admin only")))
        #expect(app.host.state == Fixture.photoFeed())
    }

    @Test func aGuardSeesTheLinkItsSourceAndParameters() async throws {
        let app = try PhotoFeedApp()
        final class Seen: @unchecked Sendable { var request: GuardRequest? }
        let seen = Seen()
        app.navigator.guards = [
            NavigationGuard("spy") { request in
                seen.request = request
                return .proceed
            }
        ]
        await app.navigator.ready()
        await app.navigator.open("likes:5", source: .widget)
        #expect(seen.request?.pattern == "likes:{mediaId}")
        #expect(seen.request?.parameters == ["mediaId": "5"])
        #expect(seen.request?.source == .widget)
    }

    @Test func aRedirectToALinkOpensItAndParksOnlyTheOriginal() async throws {
        let app = try PhotoFeedApp()
        try app.navigator.register("/login", .screen("login", presentation: .modal(.formSheet)))
        app.navigator.guards = [
            NavigationGuard("logged in") { request in
                request.pattern == "/login" ? .proceed : .redirect(.link("/login"))
            }
        ]
        await app.navigator.ready()
        #expect(await app.navigator.open("comments:3") == .redirected(.link("/login")))
        #expect(app.host.state.topScreen == Screen("login"))
        #expect(app.navigator.redirectedCount == 1)
    }

    @Test func redirectsThatKeepRedirectingFail() async throws {
        let app = try PhotoFeedApp()
        app.navigator.guards = [NavigationGuard("loop") { _ in .redirect(.link("likes:1")) }]
        await app.navigator.ready()
        #expect(await app.navigator.open("user:1") == .failed(.redirectLoop("likes:1")))
        #expect(app.host.state == Fixture.photoFeed())
        #expect(app.navigator.redirectedCount == 0)
    }
}
