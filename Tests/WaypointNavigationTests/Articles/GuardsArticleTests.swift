import Testing
import WaypointNavigation

/// The code of "Guards and signing in".
@Suite("Guards and signing in")
@MainActor
struct GuardsArticleTests {
    @Test func redirectToLoginThenResume() async throws {
        let (navigator, host) = try await photoFeedNavigator()

        let signIn = SignIn()
        let mustSignIn = NavigationGuard("signed in") { _ in
            signIn.isSignedIn ? .proceed : .redirect(.screen(Screen("login"), .modal(.fullScreen, embedInStack: true)))
        }
        navigator.guards = [mustSignIn]

        let first = await navigator.open("photofeed://user:42", source: .customScheme(sendingApp: nil))
        // .redirected: the login screen is up, and the link waits

        guard case .redirected(let redirection) = first else {
            Issue.record("expected redirected, got \(first)")
            return
        }
        #expect(redirection.guardName == "signed in")
        #expect(host.state.topScreen == Screen("login"))
        #expect(navigator.redirectedCount == 1)

        signIn.isSignedIn = true
        let resumed = await navigator.resumeRedirected()
        // [.navigated(…)]: the login screen is gone and the user's screen is on top

        guard case .navigated? = resumed.first else {
            Issue.record("expected navigated, got \(resumed)")
            return
        }
        #expect(host.state.layers.isEmpty)
        #expect(host.state.topScreen == Screen("user", ["userId": "42"]))
    }

    @Test func signInFromALink() async throws {
        let (navigator, host) = try await photoFeedNavigator()
        let signIn = SignIn()
        // The sign-in guard lets the sign-in link itself through.
        navigator.guards = [
            NavigationGuard("signed in") { request in
                signIn.isSignedIn || request.pattern == "login/done"
                    ? .proceed : .redirect(.screen(Screen("login"), .modal(.fullScreen, embedInStack: true)))
            }
        ]
        #expect(await navigator.open("photofeed://user:42", source: .customScheme(sendingApp: nil)).isRedirected)
        #expect(host.state.topScreen == Screen("login"))

        let done: Void? = await withWatchdog("the sign-in action") {
            try navigator.register(
                "login/done",
                .action(sources: .anySource) { _ in
                    signIn.isSignedIn = true
                    let resumed = await navigator.resumeRedirected()
                    // [.queued(…)]: the parked link opens once this action's link has ended
                    return !resumed.isEmpty
                })
            await navigator.open("photofeed://login/done", source: .customScheme(sendingApp: nil))
            await navigator.settled()  // the login screen is gone and the user's screen is on top
        }

        #expect(done != nil)
        #expect(host.state.layers.isEmpty)
        #expect(host.state.topScreen == Screen("user", ["userId": "42"]))
        #expect(navigator.redirectedCount == 0)
    }

    @Test func cancelEndsTheLinkNamingTheGuard() async throws {
        let (navigator, _) = try await photoFeedNavigator()
        navigator.guards = [NavigationGuard("signed in") { _ in .cancel }]
        #expect(await navigator.open("photofeed://user:42") == .cancelled(.guardCancelled("signed in")))
    }
}
