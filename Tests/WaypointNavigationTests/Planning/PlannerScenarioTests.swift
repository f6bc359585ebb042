import Testing
import WaypointNavigation

/// The seeds' scenarios, each asserting the plan and the tree it leads to.
@Suite("Planner scenarios")
struct PlannerScenarioTests {
    let planner = NavigationPlanner()

    // MARK: Find the active screen, compare, switch or build

    @Test func alreadyShowingPlansNoSteps() throws {
        let state = Fixture.photoFeed(feed: [Fixture.feed, Fixture.user("1")])
        let plan = planner.plan(NavigationIntent(Fixture.user("1")), in: state)
        #expect(plan.decision == .alreadyShowing)
        #expect(plan.steps.isEmpty)
        #expect(try state.applying(plan) == state)
    }

    @Test func anotherTabsRootSelectsTheTabAfterDismissingTheModal() throws {
        let state = Fixture.photoFeed(
            feed: [Fixture.feed, Fixture.user("1")],
            layers: [PresentedLayer(.screen(Fixture.settings), style: .formSheet)])
        let plan = planner.plan(NavigationIntent(Fixture.profile), in: state)
        #expect(plan.decision == .switched)
        #expect(plan.transitions == [.dismiss(toLayer: 0), .selectTab("profile")])
        #expect(
            try state.applying(plan).render() == """
                tabs
                  tab feed
                    feed
                    user(userId: 1)
                  tab profile (selected)
                    profile  <- top
                  tab menu
                    menu
                """)
    }

    @Test func screenDeeperInTheCurrentStackPopsToIt() throws {
        let state = NavigationState(root: .stack([Fixture.feed, Fixture.user("1"), Fixture.comments("7")]))
        let plan = planner.plan(NavigationIntent(Fixture.user("1")), in: state)
        #expect(plan.decision == .switched)
        #expect(plan.transitions == [.popTo(index: 1)])
        #expect(
            try state.applying(plan).render() == """
                stack
                  feed
                  user(userId: 1)  <- top
                """)
    }

    @Test func screenUnderAPresentedLayerDismissesOnlyTheLayersAboveIt() throws {
        let state = NavigationState(
            root: .stack([Fixture.feed]),
            layers: [
                PresentedLayer(.stack([Fixture.user("1"), Fixture.likes("3")]), hasCloseButton: true),
                PresentedLayer(.screen(Fixture.settings), style: .formSheet),
            ])
        let plan = planner.plan(NavigationIntent(Fixture.user("1")), in: state)
        #expect(plan.transitions == [.dismiss(toLayer: 1), .popTo(index: 0)])
        #expect(
            try state.applying(plan).render() == """
                stack
                  feed
                presented automatic (close button)
                  stack
                    user(userId: 1)  <- top
                """)
    }

    @Test func anythingElseIsBuiltAndPushed() throws {
        let state = Fixture.photoFeed()
        let plan = planner.plan(NavigationIntent(Fixture.user("1"), presentation: .push), in: state)
        #expect(plan.decision == .built)
        #expect(plan.steps == [NavigationStep(.push(Fixture.user("1")), animated: true)])
        #expect(try state.applying(plan).topScreen == Fixture.user("1"))
    }

    @Test func aSequenceBuildsItsBackStackFromTheDeepestReachableScreen() throws {
        let state = Fixture.photoFeed(selected: "profile")
        let intent = NavigationIntent(Fixture.comments("7"), backStack: [Fixture.feed, Fixture.user("1")])
        let plan = planner.plan(intent, in: state)
        #expect(plan.decision == .built)
        #expect(
            plan.steps == [
                NavigationStep(.selectTab("feed")),
                NavigationStep(.push(Fixture.user("1")), animated: false),
                NavigationStep(.push(Fixture.comments("7"))),
            ])
        #expect(
            try state.applying(plan).render() == """
                tabs
                  tab feed (selected)
                    feed
                    user(userId: 1)
                    comments(mediaId: 7)  <- top
                  tab profile
                    profile
                  tab menu
                    menu
                """)
    }

    @Test func aSequenceWithNothingReachablePresentsItWhole() throws {
        let state = NavigationState(root: .screen(Fixture.login))
        let intent = NavigationIntent(Fixture.comments("7"), backStack: [Fixture.feed, Fixture.user("1")])
        let plan = planner.plan(intent, in: state)
        #expect(
            try state.applying(plan).render() == """
                login
                presented automatic (close button)
                  stack
                    feed
                    user(userId: 1)
                    comments(mediaId: 7)  <- top
                """)
    }

    @Test func theCheapestOccurrenceWinsAcrossTabs() {
        // user 1 is deep in the selected tab and on top of the profile tab: switching tabs
        // removes nothing, popping the feed would remove two screens.
        let state = Fixture.photoFeed(
            feed: [Fixture.feed, Fixture.user("1"), Fixture.comments("7"), Fixture.likes("7")],
            profile: [Fixture.profile, Fixture.user("1")])
        let plan = planner.plan(NavigationIntent(Fixture.user("1")), in: state)
        #expect(plan.transitions == [.selectTab("profile")])
    }

    // MARK: Push without a stack, modal styles

    @Test func pushWithNoStackBecomesAModalInAStackWithACloseButton() throws {
        let state = NavigationState(root: .screen(Screen("root")))
        let plan = planner.plan(NavigationIntent(Screen("posts"), presentation: .push), in: state)
        #expect(plan.transitions == [.present(PresentedLayer(.stack([Screen("posts")]), hasCloseButton: true))])
        #expect(
            try state.applying(plan).render() == """
                root
                presented automatic (close button)
                  stack
                    posts  <- top
                """)
    }

    @Test func modalFormSheetPresents() throws {
        let state = NavigationState(root: .stack([Screen("postsIndex")]))
        let post = Screen("postDetail", ["postID": "2"])
        let plan = planner.plan(NavigationIntent(post, presentation: .modal(.formSheet)), in: state)
        #expect(plan.transitions == [.present(PresentedLayer(.screen(post), style: .formSheet))])
        #expect(
            try state.applying(plan).render() == """
                stack
                  postsIndex
                presented formSheet
                  postDetail(postID: 2)  <- top
                """)
    }

    @Test func modalEmbeddedInAStackGetsACloseButton() throws {
        let state = NavigationState(root: .stack([Fixture.feed]))
        let plan = planner.plan(
            NavigationIntent(Fixture.login, presentation: .modal(.fullScreen, embedInStack: true)), in: state)
        #expect(
            plan.transitions == [
                .present(PresentedLayer(.stack([Fixture.login]), style: .fullScreen, hasCloseButton: true))
            ]
        )
    }

    // MARK: app://x pushes, app:///x resets first, animated flag

    @Test func resetToRootDismissesAndPopsBeforePushing() throws {
        let state = NavigationState(
            root: .stack([Screen("home"), Screen("a"), Screen("b")]),
            layers: [PresentedLayer(.screen(Screen("c")))])
        let plan = planner.plan(NavigationIntent(Screen("foobar"), resetToRoot: true), in: state)
        #expect(plan.transitions == [.dismiss(toLayer: 0), .popTo(index: 0), .push(Screen("foobar"))])
        #expect(
            try state.applying(plan).render() == """
                stack
                  home
                  foobar  <- top
                """)
    }

    @Test func withoutResetThePushGoesOnTop() throws {
        let state = NavigationState(root: .stack([Screen("home"), Screen("a")]))
        let plan = planner.plan(NavigationIntent(Screen("foobar")), in: state)
        #expect(plan.transitions == [.push(Screen("foobar"))])
    }

    @Test func notAnimatedMakesEveryStepNotAnimated() {
        let state = Fixture.photoFeed(
            feed: [Fixture.feed, Fixture.user("1")],
            layers: [PresentedLayer(.screen(Fixture.settings))])
        let intent = NavigationIntent(
            Fixture.likes("7"), backStack: [Fixture.profile, Fixture.user("2")], animated: false)
        let plan = planner.plan(intent, in: state)
        #expect(plan.steps.count == 4)
        #expect(plan.steps.allSatisfy { !$0.animated })
    }

    // MARK: Presentations

    @Test func tabPresentationSelectsTheTabAndPushesThere() throws {
        let state = Fixture.photoFeed(layers: [PresentedLayer(.screen(Fixture.login))])
        let plan = planner.plan(
            NavigationIntent(Fixture.user("self"), presentation: .tab("profile")), in: state)
        #expect(plan.transitions == [.dismiss(toLayer: 0), .selectTab("profile"), .push(Fixture.user("self"))])
        #expect(try state.applying(plan).root.selectedTab == "profile")
    }

    @Test func unknownTabIsUnreachable() {
        let plan = planner.plan(
            NavigationIntent(Fixture.user("1"), presentation: .tab("search")), in: Fixture.photoFeed())
        #expect(plan.decision == .unreachable(.unknownTab("search", available: ["feed", "profile", "menu"])))
        #expect(plan.steps.isEmpty)
    }

    @Test func rootPresentationReplacesTheRoot() throws {
        let state = Fixture.photoFeed(layers: [PresentedLayer(.screen(Fixture.settings))])
        let plan = planner.plan(NavigationIntent(Fixture.login, presentation: .root), in: state)
        #expect(plan.transitions == [.dismiss(toLayer: 0), .setRoot(.stack([Fixture.login]))])
        #expect(try state.applying(plan) == NavigationState(root: .stack([Fixture.login])))
    }

    @Test func customPresentationPresentsWithTheNamedStyle() {
        let drawer = Screen("drawer")
        let plan = planner.plan(
            NavigationIntent(drawer, presentation: .custom("sideDrawer")), in: Fixture.photoFeed())
        #expect(plan.transitions == [.present(PresentedLayer(.screen(drawer), style: ModalStyle("sideDrawer")))])
    }

    @Test func updateInPlaceReplacesTheTopScreenOfTheSameKind() throws {
        let state = NavigationState(root: .stack([Fixture.feed, Screen("search", ["q": "cats"])]))
        let plan = planner.plan(
            NavigationIntent(Screen("search", ["q": "dogs"]), updateInPlace: true), in: state)
        #expect(plan.decision == .updatedInPlace)
        #expect(plan.transitions == [.update(Screen("search", ["q": "dogs"]))])
        #expect(try state.applying(plan).topScreen == Screen("search", ["q": "dogs"]))
    }

    @Test func updateInPlaceRefreshesTheSameScreen() {
        let state = NavigationState(root: .stack([Fixture.feed]))
        let plan = planner.plan(NavigationIntent(Fixture.feed, updateInPlace: true), in: state)
        #expect(plan.transitions == [.update(Fixture.feed)])
    }
}
