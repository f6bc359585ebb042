import Testing
import WaypointNavigation

/// Guards: proceed, cancel, redirect and resume, and the events each reports.
@Suite("Guards")
@MainActor
struct GuardTests {
    @MainActor final class SignIn {
        var isLoggedIn = false
    }

    static let login = Screen("login")
    static let loginModal = Redirect.screen(login, .modal(.fullScreen, embedInStack: true))

    /// A PhotoFeed app whose every route needs a login, with the events it reports.
    @MainActor final class GuardedApp {
        let app: PhotoFeedApp
        let signIn = SignIn()
        var events: [String] = []

        init(redirect: Redirect = GuardTests.loginModal) throws {
            app = try PhotoFeedApp()
            let signIn = signIn
            app.navigator.guards = [
                NavigationGuard("logged in") { _ in signIn.isLoggedIn ? .proceed : .redirect(redirect) }
            ]
            app.navigator.onEvent = { [unowned self] event in
                switch event.stage {
                case .queued: self.events.append("queued")
                case .resumed: self.events.append("resumed")
                case .dropped(let reason): self.events.append("dropped \(reason)")
                case .matched: self.events.append("matched")
                case .ended(let outcome):
                    self.events.append("ended " + String(describing: outcome).prefix { $0 != ":" })
                }
            }
        }
    }

    @Test func aLoginGuardRedirectsAndTheOriginalLinkCompletesOnceLoggedIn() async throws {
        let guarded = try GuardedApp()
        let app = guarded.app
        try await app.navigator.ready()

        let first = await app.navigator.open("photofeed://user:42", source: .customScheme(sendingApp: nil))
        #expect(
            first == .redirected(Redirection(guardName: "logged in", redirect: Self.loginModal, screen: Self.login)))
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

        guarded.signIn.isLoggedIn = true
        let resumed = await app.navigator.resumeRedirected()
        #expect(
            resumed == [
                .navigated(NavigationPlan(steps: [NavigationStep(.push(Fixture.user("42")))], decision: .built))
            ]
        )
        #expect(app.host.state == Fixture.photoFeed(feed: [Fixture.feed, Fixture.user("42")]))
        #expect(app.navigator.redirectedCount == 0)
        #expect(await app.navigator.resumeRedirected().isEmpty)
    }

    @Test func aRedirectedLinkEndsOnceAsRedirectedAndItsResumeGetsItsOwnEvents() async throws {
        let guarded = try GuardedApp()
        try await guarded.app.navigator.ready()
        await guarded.app.navigator.open("likes:7")
        // The login presentation is part of the redirect, not a navigation of the link.
        #expect(guarded.events == ["matched", "ended redirected"])

        guarded.signIn.isLoggedIn = true
        await guarded.app.navigator.resumeRedirected()
        #expect(guarded.events == ["matched", "ended redirected", "resumed", "matched", "ended navigated"])
    }

    @Test func resumingDismissesTheLoginLayerWithWhatWasPresentedAboveIt() async throws {
        let guarded = try GuardedApp()
        let app = guarded.app
        try await app.navigator.ready()
        await app.navigator.open("user:42")
        // Something was presented over the login screen since (a help sheet, say).
        var state = app.host.state
        state.layers.append(PresentedLayer(.screen(Screen("help")), style: .pageSheet))
        app.host.reset(to: state)

        guarded.signIn.isLoggedIn = true
        await app.navigator.resumeRedirected()
        #expect(app.host.state == Fixture.photoFeed(feed: [Fixture.feed, Fixture.user("42")]))
    }

    @Test func resumingLeavesAloneWhatTheUserOpenedAfterDismissingTheLoginByHand() async throws {
        let guarded = try GuardedApp()
        let app = guarded.app
        try await app.navigator.ready()
        await app.navigator.open("user:42")
        // The user closed the login screen, then opened a sheet at the same depth.
        let sheet = PresentedLayer(.screen(Screen("help")), style: .pageSheet)
        app.host.reset(to: Fixture.photoFeed(layers: [sheet]))

        guarded.signIn.isLoggedIn = true
        let outcomes = await app.navigator.resumeRedirected()
        #expect(outcomes.count == 1)
        // The sheet is not dismissed: the link is shown over it, in a new stack.
        #expect(!app.host.appliedSteps.contains { if case .dismiss = $0.transition { true } else { false } })
        #expect(app.host.state.layers.first == sheet)
        #expect(app.host.state.layers.count == 2)
        #expect(app.host.state.topScreen == Fixture.user("42"))
    }

    @Test func resumingPopsALoginScreenThatWasPushed() async throws {
        let guarded = try GuardedApp(redirect: .screen(Self.login, .push))
        let app = guarded.app
        try await app.navigator.ready()
        await app.navigator.open("comments:3")
        #expect(app.host.state == Fixture.photoFeed(feed: [Fixture.feed, Self.login]))

        guarded.signIn.isLoggedIn = true
        await app.navigator.resumeRedirected()
        #expect(app.host.state == Fixture.photoFeed(feed: [Fixture.feed, Fixture.comments("3")]))
    }

    @Test func aSecondRedirectToTheLoginAlreadyShowingAddsNothingToTakeAway() async throws {
        let guarded = try GuardedApp()
        let app = guarded.app
        try await app.navigator.ready()
        await app.navigator.open("user:1")
        await app.navigator.open("likes:2")
        #expect(app.navigator.redirectedCount == 2)
        #expect(app.host.state.layers.count == 1)

        guarded.signIn.isLoggedIn = true
        app.navigator.configuration.resumePolicy = .all
        let outcomes = await app.navigator.resumeRedirected()
        #expect(outcomes.count == 2)
        #expect(app.host.state == Fixture.photoFeed(feed: [Fixture.feed, Fixture.user("1"), Fixture.likes("2")]))
    }

    @Test func aRouteGuardThatCancelsLeavesTheScreenAlone() async throws {
        let app = try PhotoFeedApp()
        try app.navigator.register("/admin", .screen("admin", guards: [NavigationGuard("admin only") { _ in .cancel }]))
        try await app.navigator.ready()
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
        try await app.navigator.ready()
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
        var ended: [String] = []
        app.navigator.onEvent = { event in
            if let outcome = event.outcome { ended.append(event.link + " " + outcome.description) }
        }
        try await app.navigator.ready()
        #expect(
            await app.navigator.open("comments:3")
                == .redirected(Redirection(guardName: "logged in", redirect: .link("/login"), screen: Self.login)))
        #expect(app.host.state.topScreen == Self.login)
        #expect(app.navigator.redirectedCount == 1)
        // The link the guard redirected to is part of the redirect: only the opened link ends.
        #expect(ended.count == 1 && ended.first?.hasPrefix("comments:3 redirected") == true)

        // Still not logged in: the resumed link is redirected again, and the login it showed
        // was taken away first, so it is on screen once.
        let resumed = await app.navigator.resumeRedirected()
        #expect(resumed.count == 1 && app.navigator.redirectedCount == 1)
        #expect(app.host.state.layers.count == 1 && app.host.state.topScreen == Self.login)
    }

    @Test func redirectsThatKeepRedirectingFail() async throws {
        let app = try PhotoFeedApp()
        app.navigator.guards = [NavigationGuard("loop") { _ in .redirect(.link("likes:1")) }]
        try await app.navigator.ready()
        #expect(await app.navigator.open("user:1") == .failed(.redirectLoop("likes:1")))
        #expect(app.host.state == Fixture.photoFeed())
        #expect(app.navigator.redirectedCount == 0)
    }
}
