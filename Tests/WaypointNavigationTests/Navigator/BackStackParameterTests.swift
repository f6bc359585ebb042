import Testing
import WaypointNavigation

/// A back stack takes the link's values: the product a review list belongs to is built under it
/// with the product's id.
@Suite("Back stacks with the link's parameters")
@MainActor
struct BackStackParameterTests {
    @Test func theBackStackTakesTheLinksValues() async throws {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("home")])))
        let navigator = Navigator(schemes: ["shop"], host: host)
        try navigator.register("/product/:productId", .screen("product"))
        try navigator.register(
            "/product/:productId/reviews",
            .screen("reviews", backStack: [.screen("product", parameters: ["productId"])]))
        try await navigator.ready()

        _ = await navigator.open("shop://product/7/reviews")
        #expect(
            host.state.root.screens == [
                Screen("home"), Screen("product", ["productId": "7"]), Screen("reviews", ["productId": "7"]),
            ])
        // Back from the reviews is the product the link named, the screen its own route shows.
        #expect(await navigator.open("shop://product/7") != .alreadyShowing)
        #expect(host.state.root.screens.count == 2)
    }

    @Test func templatesMixFixedInfoAndQueryValues() async throws {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("home")])))
        let navigator = Navigator(schemes: ["shop"], host: host)
        try navigator.register(
            "/orders/:orderId/items/:itemId",
            .screen(
                "item",
                backStack: [
                    ScreenTemplate("orders", ["filter": "open"]), .screen("order", parameters: ["orderId", "from"]),
                ],
                query: ["from"]))
        try await navigator.ready()
        _ = await navigator.open("shop://orders/3/items/9?from=mail")
        #expect(
            host.state.root.screens.dropFirst().map(\.description) == [
                "orders(filter: open)", "order(from: mail, orderId: 3)", "item(from: mail, itemId: 9, orderId: 3)",
            ])
        #expect(ScreenTemplate.screen("order", parameters: ["orderId"]).description == "order(orderId)")
    }

    @Test(arguments: ["/product/:id/reviews", "/reviews"])
    func aNameThePatternLacksIsRefusedWhenRegistering(pattern: String) {
        let navigator = Navigator(host: HeadlessHost(NavigationState(root: .stack([Screen("home")]))))
        #expect(throws: NavigationError.unknownParameter("productId", pattern: pattern)) {
            try navigator.register(
                pattern, .screen("reviews", backStack: [.screen("product", parameters: ["productId"])]))
        }
        #expect(navigator.router.match(for: pattern.replacingOccurrences(of: ":id", with: "1")) == nil)
        #expect(NavigationError.unknownParameter("productId", pattern: pattern).description.contains("productId"))
    }

    @Test func aMountedGroupIsCheckedToo() {
        let navigator = Navigator(host: HeadlessHost(NavigationState(root: .stack([Screen("home")]))))
        var group = RouteGroup("shop")
        group.register("/reviews/:id", .screen("reviews", backStack: [.screen("product", parameters: ["productId"])]))
        #expect(throws: NavigationError.unknownParameter("productId", pattern: "/reviews/:id")) {
            try navigator.mount(group)
        }
    }
}
