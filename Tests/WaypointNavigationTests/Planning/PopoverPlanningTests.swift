import Testing
import WaypointNavigation

/// A popover is one layer at a time, never under another: a link to its own screen is already
/// showing, and any other plan dismisses it first, in the same plan.
@Suite("Popover planning")
struct PopoverPlanningTests {
    static let share = Screen("share", ["mediaId": "1"])
    static let order = Screen("order", ["orderId": "5"])
    static let shopTabs = NavigationContainer.tabs(
        [Tab("shop", [Screen("home"), Screen("cart")]), Tab("orders", [Screen("orders")])], selected: "shop")
    /// The shop with a share popover open over the cart.
    static let popoverOpen = NavigationState(
        root: shopTabs, layers: [PresentedLayer(.screen(share), style: .popover)])
    /// The shop with a checkout sheet, and a share popover over the sheet.
    static let popoverOverSheet = NavigationState(
        root: shopTabs,
        layers: [
            PresentedLayer(.stack([Screen("checkout")]), style: .pageSheet, hasCloseButton: true),
            PresentedLayer(.screen(share), style: .popover),
        ])

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let state: NavigationState
        let intent: NavigationIntent
        let steps: [NavigationStep.Transition]
        let decision: NavigationPlan.Decision
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a push in the tab beneath dismisses the popover, then pushes there",
            state: popoverOpen, intent: NavigationIntent(order),
            steps: [.dismiss(toLayer: 0), .push(order)], decision: .built),
        Case(
            name: "a sheet link dismisses the popover, then presents the sheet from the tab bar",
            state: popoverOpen, intent: NavigationIntent(Screen("login"), presentation: .modal(.pageSheet)),
            steps: [.dismiss(toLayer: 0), .present(PresentedLayer(.screen(Screen("login")), style: .pageSheet))],
            decision: .built),
        Case(
            name: "a link to the popover's own screen is already showing",
            state: popoverOpen, intent: NavigationIntent(share, presentation: .modal(.popover)),
            steps: [], decision: .alreadyShowing),
        Case(
            name: "another popover replaces the one showing instead of cascading",
            state: popoverOpen, intent: NavigationIntent(Screen("filter"), presentation: .modal(.popover)),
            steps: [.dismiss(toLayer: 0), .present(PresentedLayer(.screen(Screen("filter")), style: .popover))],
            decision: .built),
        Case(
            name: "the screen beneath the popover is switched to by dismissing the popover",
            state: popoverOpen, intent: NavigationIntent(Screen("cart")),
            steps: [.dismiss(toLayer: 0)], decision: .switched),
        Case(
            name: "a screen deeper in the stack beneath is popped to after the popover goes",
            state: popoverOpen, intent: NavigationIntent(Screen("home")),
            steps: [.dismiss(toLayer: 0), .popTo(index: 0)], decision: .switched),
        Case(
            name: "a link into another tab dismisses the popover once, with the layers",
            state: popoverOpen, intent: NavigationIntent(order, placement: .tab("orders")),
            steps: [.dismiss(toLayer: 0), .selectTab("orders"), .push(order)], decision: .built),
        Case(
            name: "a push under a popover over a sheet lands on the sheet's stack",
            state: popoverOverSheet, intent: NavigationIntent(order),
            steps: [.dismiss(toLayer: 1), .push(order)], decision: .built),
        Case(
            name: "a reset to the root dismisses the popover with every layer",
            state: popoverOverSheet, intent: NavigationIntent(Screen("home"), resetToRoot: true),
            steps: [.dismiss(toLayer: 0), .popTo(index: 0)], decision: .switched),
        Case(
            name: "an in-place update of the popover's screen updates it",
            state: popoverOpen,
            intent: NavigationIntent(Screen("share", ["mediaId": "2"]), updateInPlace: true),
            steps: [.update(Screen("share", ["mediaId": "2"]))], decision: .updatedInPlace),
        Case(
            name: "a tab the app lacks is unreachable and leaves the popover",
            state: popoverOpen, intent: NavigationIntent(order, placement: .tab("wishlist")),
            steps: [], decision: .unreachable(.unknownTab("wishlist", available: ["shop", "orders"]))),
    ]

    @Test("Popover rules", arguments: cases)
    func popoverRule(_ rule: Case) throws {
        let plan = NavigationPlanner().plan(rule.intent, in: rule.state)
        #expect(plan.transitions == rule.steps, "\(plan)")
        #expect(plan.decision == rule.decision)
        guard case .unreachable = plan.decision else {
            let after = try rule.state.applying(plan)
            // Nothing is ever presented over a popover, and the target is on top.
            #expect(!after.layers.dropLast().contains { $0.style == .popover })
            #expect(after.topScreen == rule.intent.target)
            return
        }
    }
}
