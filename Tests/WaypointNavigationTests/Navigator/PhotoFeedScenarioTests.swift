import Testing
import WaypointNavigation

/// The PhotoFeed app's routes, deep links and push payload, end to end.
@Suite("PhotoFeed")
@MainActor
struct PhotoFeedScenarioTests {
    @Test(arguments: [
        ("user:42", Fixture.user("42")),
        ("comments:7", Fixture.comments("7")),
        ("likes:7", Fixture.likes("7")),
        ("photofeed://user:42", Fixture.user("42")),
        ("following:42", Screen("following", ["userId": "42"])),
        ("follower:42", Screen("follower", ["userId": "42"])),
    ])
    func fromTheFeedRoutesPush(link: String, screen: Screen) async throws {
        let app = try PhotoFeedApp()
        try await app.navigator.ready()
        let outcome = await app.navigator.open(link)
        #expect(outcome == .navigated(NavigationPlan(steps: [NavigationStep(.push(screen))], decision: .built)))
        #expect(
            app.host.state.render() == """
                tabs
                  tab feed (selected)
                    feed
                    \(screen)  <- top
                  tab profile
                    profile
                  tab menu
                    menu
                """)
    }

    @Test func logoutFromInsideTheAppRunsTheAction() async throws {
        let app = try PhotoFeedApp()
        try await app.navigator.ready()
        #expect(await app.navigator.open("logout") == .handledByAction)
        #expect(app.loggedOut)
        #expect(app.host.state == Fixture.photoFeed())
    }

    @Test func logoutFromAnotherAppsCustomSchemeLinkIsRefused() async throws {
        let app = try PhotoFeedApp()
        try await app.navigator.ready()
        let source = LinkSource.customScheme(sendingApp: "com.example.mallory")
        let outcome = await app.navigator.open("photofeed://logout", source: source)
        #expect(outcome == .refused(.sourceNotAllowed("photofeed://logout", source: source)))
        #expect(!app.loggedOut)
    }

    @Test func thePushPayloadOpensTheProfile() async throws {
        let app = try PhotoFeedApp(state: Fixture.photoFeed(feed: [Fixture.feed, Fixture.comments("7")]))
        try await app.navigator.ready()
        let payload: [AnyHashable: Any] = [
            "aps": ["alert": "You become a celebrity on PhotoFeed, checkout your profile now", "urn": "user:self"]
        ]
        let outcome = await app.navigator.open(notification: payload)
        #expect(
            outcome == .navigated(NavigationPlan(steps: [NavigationStep(.selectTab("profile"))], decision: .switched)))
        #expect(
            app.host.state.render() == """
                tabs
                  tab feed
                    feed
                    comments(mediaId: 7)
                  tab profile (selected)
                    profile  <- top
                  tab menu
                    menu
                """)
        #expect(app.navigator.currentLink == "photofeed://user:self")
    }

    @Test func aTopLevelPathKeyIsReadToo() async throws {
        let app = try PhotoFeedApp()
        try await app.navigator.ready()
        let outcome = await app.navigator.open(notification: ["path": "likes:9"] as [String: Any])
        #expect(app.host.state.topScreen == Fixture.likes("9"))
        #expect(outcome != .alreadyShowing)
    }

    @Test func aPayloadWithoutALinkIsUnmatched() async throws {
        let app = try PhotoFeedApp()
        try await app.navigator.ready()
        let outcome = await app.navigator.open(notification: ["aps": ["alert": "hello"]] as [String: Any])
        guard case .unmatched(.payloadHasNoLink) = outcome else {
            Issue.record("expected payloadHasNoLink, got \(outcome)")
            return
        }
    }

    @Test func openingTheSameLinkTwiceIsAlreadyShowing() async throws {
        let app = try PhotoFeedApp()
        try await app.navigator.ready()
        await app.navigator.open("user:42")
        #expect(await app.navigator.open("photofeed://user:42") == .alreadyShowing)
    }

    @Test func anUnknownLinkIsUnmatchedAndNothingMoves() async throws {
        let app = try PhotoFeedApp()
        try await app.navigator.ready()
        let outcome = await app.navigator.open("photofeed://bogus:1")
        guard case .unmatched(.noRoute) = outcome else {
            Issue.record("expected noRoute, got \(outcome)")
            return
        }
        #expect(app.host.state == Fixture.photoFeed())
    }

    @Test func anEmptyHostURNLinkResetsToTheRootFirst() async throws {
        let app = try PhotoFeedApp(
            state: Fixture.photoFeed(
                feed: [Fixture.feed, Fixture.user("1")], layers: [PresentedLayer(.screen(Fixture.settings))]))
        try await app.navigator.ready()
        let outcome = await app.navigator.open("photofeed:///likes:7?animated=0")
        let expected = NavigationPlan(
            steps: [
                NavigationStep(.dismiss(toLayer: 0), animated: false),
                NavigationStep(.popTo(index: 0), animated: false),
                NavigationStep(.push(Fixture.likes("7")), animated: false),
            ],
            decision: .built)
        #expect(outcome == .navigated(expected))
        #expect(app.host.state.root.activeStack == [Fixture.feed, Fixture.likes("7")])
    }

    @Test func currentLinkPrintsTheTopScreen() async throws {
        let app = try PhotoFeedApp()
        try await app.navigator.ready()
        await app.navigator.open("user:42")
        #expect(app.navigator.currentLink == "photofeed://user:42")
        await app.navigator.open("comments:7")
        #expect(app.navigator.currentLink == "photofeed://comments:7")
    }
}
