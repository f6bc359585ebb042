import Testing
import WaypointNavigation

/// How the planner finds a screen already in the state: it first passes over each container
/// reading only fingerprints, searches in full only the stacks where one is wanted, and checks
/// the top-most screen by its fingerprint before comparing it. Each case here sits where one of
/// those shortcuts could skip or stop too early.
@Suite("Planner search")
struct PlannerSearchTests {
    let planner = NavigationPlanner()

    @Test func aScreenDeepInANonSelectedTabBetweenTabsWithoutItIsSwitchedTo() {
        let state = NavigationState(
            root: .tabs(
                [
                    Tab("a", [Screen("a"), Screen("a1")]),
                    Tab("b", [Screen("b"), Screen("t"), Screen("b2"), Screen("b3")]),
                    Tab("c", [Screen("c"), Screen("c1")]),
                ],
                selected: "a"))
        let plan = planner.plan(NavigationIntent(Screen("t")), in: state)
        #expect(plan.decision == .switched)
        #expect(plan.transitions == [.selectTab("b"), .popTo(index: 1)])
    }

    @Test func aScreenInATabBarInsideAPresentedLayerWinsOverTheRoot() {
        let state = NavigationState(
            root: .stack([Screen("t")]),
            layers: [
                PresentedLayer(
                    .tabs([Tab("x", [Screen("x")]), Tab("y", [Screen("y"), Screen("t"), Screen("z")])], selected: "x")),
                PresentedLayer(.screen(Screen("m"))),
            ])
        let plan = planner.plan(NavigationIntent(Screen("t")), in: state)
        #expect(plan.transitions == [.dismiss(toLayer: 1), .selectTab("y"), .popTo(index: 1)])
    }

    @Test func aLayerOfOneScreenThatIsTheTargetIsShownByDismissingTheLayersAbove() {
        let state = NavigationState(
            root: .stack([Screen("t")]),
            layers: [PresentedLayer(.screen(Screen("t"))), PresentedLayer(.screen(Screen("m")))])
        let plan = planner.plan(NavigationIntent(Screen("t")), in: state)
        #expect(plan.decision == .switched)
        #expect(plan.transitions == [.dismiss(toLayer: 1)])
    }

    @Test func theTargetInALaterTabWinsOverABackStackScreenInAnEarlierOne() {
        let state = NavigationState(
            root: .tabs(
                [
                    Tab("a", [Screen("a"), Screen("back")]),
                    Tab("b", [Screen("b")]),
                    Tab("c", [Screen("c"), Screen("t"), Screen("c2")]),
                ],
                selected: "b"))
        let plan = planner.plan(NavigationIntent(Screen("t"), backStack: [Screen("back")]), in: state)
        #expect(plan.decision == .switched)
        #expect(plan.transitions == [.selectTab("c"), .popTo(index: 1)])
    }

    @Test func aBackStackScreenTopOfTwoTabsIsBuiltOnInTheSelectedOne() {
        let state = NavigationState(
            root: .tabs(
                [Tab("a", [Screen("a"), Screen("back")]), Tab("c", [Screen("c"), Screen("back")])], selected: "c"))
        let plan = planner.plan(NavigationIntent(Screen("t"), backStack: [Screen("back")]), in: state)
        #expect(plan.decision == .built)
        #expect(plan.transitions == [.push(Screen("t"))])
    }

    @Test func aScreenOnTopOfTheSelectedTabOfAPresentedTabBarIsAlreadyShowing() {
        let state = NavigationState(
            root: .stack([Screen("t")]),
            layers: [
                PresentedLayer(.tabs([Tab("x", [Screen("x"), Screen("t")]), Tab("y", [Screen("t")])], selected: "y"))
            ])
        let plan = planner.plan(NavigationIntent(Screen("t")), in: state)
        #expect(plan.decision == .alreadyShowing)
        #expect(plan.steps.isEmpty)
    }

    @Test func aScreenOfTheTargetsKindShowingOtherInfoIsNotAlreadyShowing() {
        let state = NavigationState(root: .stack([Screen("user", ["id": "1"])]))
        let plan = planner.plan(NavigationIntent(Screen("user", ["id": "2"])), in: state)
        #expect(plan.decision == .built)
        #expect(plan.transitions == [.push(Screen("user", ["id": "2"]))])
    }
}
