import Testing
import WaypointNavigation

/// The code of the module's overview and of "Planning".
@Suite("The module overview and Planning")
@MainActor
struct PlanningArticleTests {
    @Test func theOverview() async throws {
        let host = HeadlessHost(NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed")))
        let navigator = Navigator(schemes: ["photofeed"], host: host)
        try navigator.register("user:{userId}", .screen("user", presentation: .push))
        try await navigator.ready()
        let outcome = await navigator.open("photofeed://user:42", source: .inApp)
        print(host.state.render())

        guard case .navigated = outcome else {
            Issue.record("expected navigated, got \(outcome)")
            return
        }
    }

    @Test func planning() throws {
        let state = NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed"))
        let plan = NavigationPlanner().plan(NavigationIntent(Screen("profile")), in: state)
        // plan.summary is "switch: select tab profile"
        let after = try state.applying(plan)

        #expect(plan.summary == "switch: select tab profile")
        #expect(plan.decision == .switched)
        #expect(after.topScreen == Screen("profile"))
    }

    @Test func whatMakesTwoScreensTheSame() async throws {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("home")])))
        let navigator = Navigator(schemes: ["shop"], host: host)
        try await navigator.ready()

        try navigator.register("/search", .screen("search", updatesInPlace: true, query: ["q", "sort"]))
        await navigator.open("shop://search?q=shoes")  // push search(q: shoes)
        await navigator.open("shop://search?q=boots")  // update search(q: boots)

        #expect(host.state.root.screens == [Screen("home"), Screen("search", ["q": "boots"])])
        #expect(navigator.currentLink == "shop://search?q=boots")
    }

    @Test func backStacksBuiltFromTheLink() async throws {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("home")])))
        let navigator = Navigator(schemes: ["shop"], host: host)
        try await navigator.ready()

        try navigator.register("/product/:productId", .screen("product"))
        try navigator.register(
            "/product/:productId/reviews",
            .screen("reviews", backStack: [.screen("product", parameters: ["productId"])]))
        await navigator.open("shop://product/7/reviews")  // push product(productId: 7), reviews(productId: 7)

        #expect(
            host.state.root.screens.dropFirst() == [
                Screen("product", ["productId": "7"]), Screen("reviews", ["productId": "7"]),
            ])
    }

    @Test func whereAScreenLands() async throws {
        let host = HeadlessHost(
            NavigationState(
                root: .tabs([Tab("shop", [Screen("home"), Screen("cart")]), Tab("orders")], selected: "shop"),
                layers: [PresentedLayer(.stack([Screen("checkout")]), style: .pageSheet)]))
        let navigator = Navigator(schemes: ["shop"], host: host)
        try await navigator.ready()

        try navigator.register("order/:orderId", .screen("order", placement: .tab("orders")))
        try navigator.register("help", .screen("help", placement: .root))  // closes the sheet first

        guard case .navigated(let plan) = await navigator.open("shop://order/5", source: .notification) else {
            Issue.record("the order should open")
            return
        }
        #expect(
            plan.transitions == [.dismiss(toLayer: 0), .selectTab("orders"), .push(Screen("order", ["orderId": "5"]))])
        _ = await navigator.open("shop://help")
        #expect(host.state.root.selectedTab == "orders" && host.state.topScreen == Screen("help"))
    }

    @Test func splitViews() async throws {
        let split = SplitView(sidebar: [Screen("library")], items: ["albums", "recents"])
        let host = HeadlessHost(NavigationState(root: .split(split)))
        let navigator = Navigator(schemes: ["photos"], host: host)
        try navigator.register("albums/:id", .screen("album", placement: .column(.detail, selecting: "albums")))
        try navigator.register("photos/:id", .screen("photo", placement: .column(.detail)))
        try await navigator.ready()
        await navigator.open("photos://albums/7")  // select item albums, push album(id: 7)
        await navigator.open("photos://photos/1")  // push photo(id: 1)
        await navigator.open("photos://albums/7")  // pop to 0

        #expect(
            host.appliedSteps.map(\.transition) == [
                .selectItem("albums"), .push(Screen("album", ["id": "7"])), .push(Screen("photo", ["id": "1"])),
                .popTo(index: 0),
            ])
        #expect(host.state.root.splitView?.detail == [Screen("album", ["id": "7"])])
    }
}
