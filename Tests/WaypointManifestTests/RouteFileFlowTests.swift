import Foundation
import Testing
import WaypointManifest
import WaypointNavigation

/// The route-file keys that shape a shopping app's flows: `query`, back-stack screens taking the
/// link's values, `guard`, `in`, and tabs declared for an app that launches without them.
@Suite("Route files: query, back stacks, guards, placement, tabs")
@MainActor
struct RouteFileFlowTests {
    static let shop = """
        schemes: [shop]
        tabs: [home, orders]
        groups:
          account: {guard: signedIn}
        routes:
          - pattern: /search
            screen: search
            query: [q, sort]
          - pattern: /product/:productId
            screen: product
          - pattern: /product/:productId/reviews
            screen: reviews
            backStack: [product(productId)]
          - pattern: /order/:orderId
            screen: order
            in: tab(orders)
            guard: [signedIn, verified]
          - pattern: /wishlist
            screen: wishlist
            in: root
            group: account
        """

    static func navigator(
        _ state: NavigationState, guards: [String: NavigationGuard.Check] = [:]
    ) throws -> (Navigator, HeadlessHost) {
        let file = try Files.routeFile(shop)
        let host = HeadlessHost(state)
        let bound: [String: NavigationGuard.Check] = ["signedIn": { _ in .proceed }, "verified": { _ in .proceed }]
        let navigator = try file.makeNavigator(host: host, guards: bound.merging(guards) { $1 })
        return (navigator, host)
    }

    @Test func theNewKeysAreRead() throws {
        let file = try Files.routeFile(Self.shop)
        #expect(file.routes[0].query == ["q", "sort"])
        #expect(file.routes[2].backStack == [ScreenTemplate("product", parameters: ["productId"])])
        #expect(file.routes[3].placement == .tab("orders"))
        #expect(file.routes[3].guards == ["signedIn", "verified"])
        #expect(file.routes[4].placement == .root)
        #expect(file.groups.first?.guards == ["signedIn"])
    }

    @Test func aNewQueryOnTheScreenShowingIsShownAnew() async throws {
        let (navigator, host) = try Self.navigator(NavigationState(root: .stack([Screen("home")])))
        try await navigator.ready()
        _ = await navigator.open("shop://search?q=shoes")
        _ = await navigator.open("shop://search?q=boots")
        #expect(
            host.state.root.screens == [
                Screen("home"), Screen("search", ["q": "shoes"]), Screen("search", ["q": "boots"]),
            ])
    }

    @Test func aBackStackTakesTheLinksParameters() async throws {
        let (navigator, host) = try Self.navigator(NavigationState(root: .stack([Screen("home")])))
        try await navigator.ready()
        _ = await navigator.open("shop://product/12/reviews")
        #expect(host.state.root.screens.dropLast().last == Screen("product", ["productId": "12"]))
    }

    @Test(arguments: [
        (
            "backStack: [product(id)]",
            "test.yaml:5:16: error: back-stack screen 'product' takes 'id', which the link of '/product/:productId/reviews' lacks: the pattern captures productId"
        ),
        (
            "backStack: [{screen: product, parameters: [sku]}]",
            "test.yaml:5:16: error: back-stack screen 'product' takes 'sku'"
        ),
        (
            "backStack: [\"product(id: productId)\"]",
            "test.yaml:5:18: error: a back-stack screen is a name, or a name with the link's values it takes"
        ),
        ("in: tab(wishlist)", "test.yaml:5:9: error: unknown tab 'wishlist': tabs are home, orders"),
        ("in: sheet", "test.yaml:5:9: error: unknown place 'sheet'; write top, root, tab(ID) or column(COLUMN, ITEM)"),
    ])
    func mistakesAreReportedAtTheirLines(line: String, message: String) {
        let text = """
            tabs: [home, orders]
            routes:
              - pattern: /product/:productId/reviews
                screen: reviews
                \(line)
            """
        #expect {
            try Files.routeFile(text)
        } throws: { error in
            let messages = (error as? RouteFileError)?.diagnostics.map(\.description) ?? []
            return messages.contains { $0.hasPrefix(message) }
        }
    }

    @Test func unboundGuardsAreNamedWithTheirLines() throws {
        let file = try Files.routeFile(Self.shop)
        #expect {
            try file.makeNavigator(host: HeadlessHost(file.initialState), guards: ["signedIn": { _ in .proceed }])
        } throws: { error in
            let messages = (error as? RouteFileError)?.diagnostics.map(\.description) ?? []
            return messages == ["test.yaml:17:12: error: no closure is bound to the guard 'verified'"]
        }
        #expect {
            try file.makeNavigator(host: HeadlessHost(file.initialState))
        } throws: { error in
            let messages = (error as? RouteFileError)?.diagnostics.map(\.description) ?? []
            return messages.contains("test.yaml:4:3: error: no closure is bound to the guard 'signedIn'")
        }
    }

    @Test func theGroupsGuardAndTheRoutesOwnRun() async throws {
        final class Asked { var names: [String] = [] }
        let asked = Asked()
        let (navigator, host) = try Self.navigator(
            RouteFile.parse(Self.shop, path: "t").initialState,
            guards: [
                "signedIn": { _ in
                    asked.names.append("signedIn")
                    return .cancel
                }
            ])
        try await navigator.ready()
        #expect(await navigator.open("shop://wishlist") == .cancelled(.guardCancelled("signedIn")))
        #expect(await navigator.open("shop://order/1") == .cancelled(.guardCancelled("signedIn")))
        #expect(asked.names.count == 2)
        #expect(host.state.topScreen == Screen("home"))
    }

    @Test func aRouteInATabLandsTherePastPresentedLayers() async throws {
        let file = try Files.routeFile(Self.shop)
        var state = file.initialState
        state.layers = [PresentedLayer(.screen(Screen("checkout")), style: .pageSheet)]
        let (navigator, host) = try Self.navigator(state)
        try await navigator.ready()
        _ = await navigator.open("shop://order/5", source: .notification)
        #expect(host.state.layers.isEmpty)
        #expect(host.state.root.selectedTab == "orders")
        #expect(host.state.topScreen == Screen("order", ["orderId": "5"]))
    }

    @Test func anAppLaunchingWithoutTabsIsReadyAndItsTabLinkWaitsForThem() async throws {
        let file = try Files.routeFile(Self.shop)
        let (navigator, host) = try Self.navigator(NavigationState(root: .stack([Screen("onboarding")])))
        try await navigator.ready()
        let waiting = await navigator.open("shop://order/5")
        guard case .queued(let pending) = waiting else {
            Issue.record("expected the link to wait for the tabs, got \(waiting)")
            return
        }
        try await navigator.showRoot(file.initialState.root)
        #expect(host.state.topScreen == Screen("order", ["orderId": "5"]))
        guard case .navigated = await pending.outcome() else {
            Issue.record("the waiting link should navigate once the tabs are shown")
            return
        }
    }

    @Test func casesSayWhatGuardsDecideAndThatALinkWaits() async throws {
        let file = try Files.routeFile(Self.shop)
        let cases = try LinkCases.parse(
            """
            - link: shop://order/5
              screen: order
            - link: shop://order/5
              guards: {verified: cancel}
              cancelled: true
            - link: shop://order/5
              state: {root: {stack: [onboarding]}}
              waits: true
            """, path: "cases.yaml")
        let results = await cases.run(against: file)
        #expect(results.map(\.failures) == [[], [], []])
    }
}
