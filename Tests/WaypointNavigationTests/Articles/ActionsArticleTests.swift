import Testing
import WaypointNavigation

/// The code of "Actions".
@Suite("Actions")
@MainActor
struct ActionsArticleTests {
    @Test func actionsRunInAppAndAreRefusedFromOutside() async throws {
        let (navigator, _) = try await photoFeedNavigator()

        let account = Account()
        try navigator.register(
            "logout",
            .action { _ in
                account.signOut()
                return true
            })
        try navigator.register(
            "follow/:userId",
            .action { match in
                guard let id = match.parameters["userId"] else { return false }
                return account.follow(id)
            })

        let outcome = await navigator.open("photofeed://logout")  // .handledByAction

        #expect(outcome == .handledByAction)
        #expect(!account.isSignedIn)

        let fromSafari = await navigator.open("photofeed://logout", source: .customScheme(sendingApp: nil))
        // .refused(.sourceNotAllowed): a web page cannot sign the user out

        guard case .refused(.sourceNotAllowed) = fromSafari else {
            Issue.record("expected refused, got \(fromSafari)")
            return
        }

        #expect(await navigator.open("photofeed://follow/7") == .handledByAction)
        #expect(account.following == ["7"])
        guard case .refused(.actionDeclined) = await navigator.open("photofeed://follow/abc") else {
            Issue.record("an action returning false refuses the link")
            return
        }
    }
}
