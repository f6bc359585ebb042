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

    /// Starts one draft at a time.
    @MainActor final class Shop {
        private(set) var drafts = 0

        /// Starts a draft; `false` while one is open.
        func startDraft() -> Bool {
            guard drafts == 0 else { return false }
            drafts += 1
            return true
        }
    }

    @Test func aDeclinedLinkGoesToTheNextRoute() async throws {
        let (navigator, host) = try await photoFeedNavigator()

        let shop = Shop()
        try navigator.register("product/new", .action { _ in shop.startDraft() })
        try navigator.register("product/:id", .screen("product"))

        await navigator.open("photofeed://product/new")  // .handledByAction, while a draft can start
        await navigator.open("photofeed://product/new")  // .navigated to product(id: new): declined

        #expect(shop.drafts == 1)
        #expect(host.state.topScreen == Screen("product", ["id": "new"]))
        let events = navigator.events()
        Task { await navigator.open("photofeed://product/new") }
        var stages: [String] = []
        for await event in events {
            stages.append(event.pattern ?? "-")
            if event.outcome != nil { break }
        }
        #expect(stages == ["product/new", "product/:id", "product/:id"])
    }
}
