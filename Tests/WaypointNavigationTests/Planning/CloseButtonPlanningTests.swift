import Testing
import WaypointNavigation

/// A stack the planner presents for a target has a close button unless the intent declines it;
/// a screen presented alone never has one.
@Suite("Close buttons on presented stacks")
struct CloseButtonPlanningTests {
    /// A way of presenting the target, with the state it is planned against and the layer the
    /// plan presents, close button aside.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let state: NavigationState
        let intent: NavigationIntent
        let container: NavigationContainer
        let style: ModalStyle
        /// Whether the layer is a stack, the only kind of layer a close button goes on.
        let presentsStack: Bool

        var testDescription: String { name }
    }

    static let settings = Screen("settings")
    static let account = Screen("account")

    static let cases: [Case] = [
        Case(
            name: "modal embedded in a stack", state: NavigationState(root: .stack([Screen("feed")])),
            intent: NavigationIntent(settings, presentation: .modal(.pageSheet, embedInStack: true)),
            container: .stack([settings]), style: .pageSheet, presentsStack: true),
        Case(
            name: "modal with a back stack", state: NavigationState(root: .stack([Screen("feed")])),
            intent: NavigationIntent(settings, backStack: [account], presentation: .modal(.formSheet)),
            container: .stack([account, settings]), style: .formSheet, presentsStack: true),
        Case(
            name: "push with no stack on top", state: NavigationState(root: .screen(Screen("home"))),
            intent: NavigationIntent(settings, backStack: [account], presentation: .push),
            container: .stack([account, settings]), style: .automatic, presentsStack: true),
        Case(
            name: "automatic with no stack on top", state: NavigationState(root: .screen(Screen("home"))),
            intent: NavigationIntent(settings),
            container: .stack([settings]), style: .automatic, presentsStack: true),
        Case(
            name: "custom transition with a back stack", state: NavigationState(root: .stack([Screen("feed")])),
            intent: NavigationIntent(settings, backStack: [account], presentation: .custom("drawer")),
            container: .stack([account, settings]), style: ModalStyle("drawer"), presentsStack: true),
        Case(
            name: "modal alone", state: NavigationState(root: .stack([Screen("feed")])),
            intent: NavigationIntent(settings, presentation: .modal(.pageSheet)),
            container: .screen(settings), style: .pageSheet, presentsStack: false),
    ]

    @Test(arguments: cases, [true, false])
    func thePresentedLayerHasACloseButtonOnlyWhenTheIntentAsks(_ example: Case, closeButton: Bool) throws {
        var intent = example.intent
        intent.closeButton = closeButton
        let plan = NavigationPlanner().plan(intent, in: example.state)
        let expected = PresentedLayer(
            example.container, style: example.style, hasCloseButton: example.presentsStack && closeButton)
        #expect(plan.transitions == [.present(expected)])
        #expect(try example.state.applying(plan).layers == [expected])
    }

    @Test func anIntentAsksForACloseButtonByDefault() {
        #expect(NavigationIntent(Self.settings).closeButton)
    }

    @Test func aPushOntoAStackIsTheSameWithOrWithoutACloseButton() {
        let state = NavigationState(root: .stack([Screen("feed")]))
        let with = NavigationIntent(Self.settings, presentation: .push)
        var without = with
        without.closeButton = false
        let plan = NavigationPlanner().plan(without, in: state)
        #expect(plan.transitions == [.push(Self.settings)])
        #expect(plan == NavigationPlanner().plan(with, in: state))
    }

    /// The navigator carries a route's choice into the intent it plans.
    @MainActor
    @Test(arguments: [true, false])
    func aRoutesChoiceReachesThePresentedLayer(closeButton: Bool) async throws {
        let host = HeadlessHost(NavigationState(root: .screen(Screen("home"))))
        let navigator = Navigator(schemes: ["shop"], host: host)
        try navigator.register(
            "/settings",
            .screen("settings", presentation: .modal(.pageSheet, embedInStack: true), closeButton: closeButton))
        try navigator.register("/account", .screen("account", closeButton: closeButton))
        _ = try await navigator.ready()

        _ = await navigator.open("shop://settings")
        #expect(host.state.layers.last?.hasCloseButton == closeButton)
        host.reset(to: NavigationState(root: .screen(Screen("home"))))
        _ = await navigator.open("shop://account")
        #expect(host.state.layers.last?.container == .stack([Screen("account")]))
        #expect(host.state.layers.last?.hasCloseButton == closeButton)
    }
}
