import Testing
import WaypointNavigation

/// Where a screen lands: on top of what is showing by default; on the root or in a tab, with
/// the presented layers above that place dismissed first, when the route says so.
@Suite("Placement")
@MainActor
struct PlacementTests {
    /// The shop with a checkout sheet open over the cart.
    static let checkoutOpen = NavigationState(
        root: .tabs(
            [Tab("shop", [Screen("home"), Screen("cart")]), Tab("orders", [Screen("orders")])], selected: "shop"),
        layers: [PresentedLayer(.stack([Screen("checkout")]), style: .pageSheet, hasCloseButton: true)])
    static let order = Screen("order", ["orderId": "5"])

    static func plan(_ placement: Placement, _ presentation: Presentation = .push) -> NavigationPlan {
        NavigationPlanner().plan(
            NavigationIntent(order, presentation: presentation, placement: placement), in: checkoutOpen)
    }

    @Test func byDefaultAPushLandsOnTopOfWhatIsShowing() {
        #expect(Self.plan(.top).transitions == [.push(Self.order)])
    }

    @Test func inATabDismissesTheLayersSelectsTheTabAndPushesThere() throws {
        let plan = Self.plan(.tab("orders"))
        #expect(plan.transitions == [.dismiss(toLayer: 0), .selectTab("orders"), .push(Self.order)])
        #expect(try Self.checkoutOpen.applying(plan).root.selectedTab == "orders")
    }

    @Test func onTheRootDismissesTheLayersAndPushesOnTheVisibleStack() throws {
        let plan = Self.plan(.root)
        #expect(plan.transitions == [.dismiss(toLayer: 0), .push(Self.order)])
        let after = try Self.checkoutOpen.applying(plan)
        #expect(after.layers.isEmpty && after.topScreen == Self.order)
    }

    @Test func aModalInATabIsPresentedOverThatTab() {
        let plan = Self.plan(.tab("orders"), .modal(.formSheet))
        #expect(
            plan.transitions == [
                .dismiss(toLayer: 0), .selectTab("orders"),
                .present(PresentedLayer(.screen(Self.order), style: .formSheet)),
            ])
    }

    @Test func aTargetShowingInThatPlaceIsSwitchedTo() {
        let state = NavigationState(
            root: .tabs([Tab("shop"), Tab("orders", [Screen("orders"), Self.order])], selected: "orders"),
            layers: [PresentedLayer(.screen(Screen("checkout")), style: .pageSheet)])
        let plan = NavigationPlanner().plan(NavigationIntent(Self.order, placement: .tab("orders")), in: state)
        #expect(plan.transitions == [.dismiss(toLayer: 0)])
        #expect(plan.decision == .switched)
    }

    @Test func aTabTheStateLacksIsUnreachable() {
        #expect(
            Self.plan(.tab("wishlist")).decision
                == .unreachable(.unknownTab("wishlist", available: ["shop", "orders"])))
    }

    @Test func aNotificationLinkClosesTheCheckoutWhenItsRouteSaysWhereItLands() async throws {
        let host = HeadlessHost(Self.checkoutOpen)
        let navigator = Navigator(schemes: ["shop"], host: host)
        try navigator.register("order/:orderId", .screen("order", placement: .tab("orders")))
        try navigator.register("promo/:code", .screen("promo"))
        try await navigator.ready()

        _ = await navigator.open("shop://promo/10OFF", source: .notification)
        #expect(host.state.layers.count == 1, "a route without a placement lands in the sheet")
        _ = await navigator.open("shop://order/5", source: .notification)
        #expect(host.state.layers.isEmpty)
        #expect(host.state.root.selectedTab == "orders")
        #expect(host.state.topScreen == Self.order)
    }

    @Test func registeringAPlacementInAMissingTabThrows() throws {
        let navigator = Navigator(host: HeadlessHost(Self.checkoutOpen))
        #expect(throws: NavigationError.unknownTab("wishlist", available: ["shop", "orders"])) {
            try navigator.register("/w", .screen("w", placement: .tab("wishlist")))
        }
    }
}
