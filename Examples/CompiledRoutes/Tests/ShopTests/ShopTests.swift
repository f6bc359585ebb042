import Testing
import WaypointNavigation

@testable import Shop

/// The shop's links, opened through the code the build plugin generated from routes.yaml.
@Suite("Shop links")
@MainActor
struct ShopTests {
    @Test func aProductLinkPushesTheProduct() async throws {
        let shop = Shop()
        let host = HeadlessHost(AppRoutes.initialState)
        let navigator = try shop.makeNavigator(host: host)
        _ = try await navigator.ready()
        guard case .navigated = await navigator.open("shop://product/42", source: .customScheme(sendingApp: nil)) else {
            Issue.record("the product link should open")
            return
        }
        #expect(host.state.topScreen.flatMap { AppRoutes.Screen($0) } == .product(productId: 42))
    }

    @Test func anOrderWaitsForSigningIn() async throws {
        let shop = Shop()
        let navigator = try shop.makeNavigator(host: HeadlessHost(AppRoutes.initialState))
        _ = try await navigator.ready()
        let order = "https://shop.example.com/order/A-1001"
        guard case .cancelled = await navigator.open(order, source: .universalLink) else {
            Issue.record("an order needs a signed-in user")
            return
        }
        shop.signedIn = true
        guard case .navigated = await navigator.open(order, source: .universalLink) else {
            Issue.record("a signed-in user's order should open")
            return
        }
    }

    @Test func addingToTheCartRunsTheAction() async throws {
        let shop = Shop()
        let navigator = try shop.makeNavigator(host: HeadlessHost(AppRoutes.initialState))
        _ = try await navigator.ready()
        _ = await navigator.open("cart:add:B7", source: .notification)
        #expect(shop.cart == ["B7"])
        _ = await navigator.open(.addToCart(productId: "C3"))
        #expect(shop.cart == ["B7", "C3"])
    }

    @Test func inAppCodeOpensTypedRoutes() async throws {
        let shop = Shop()
        let host = HeadlessHost(AppRoutes.initialState)
        let navigator = try shop.makeNavigator(host: host)
        _ = try await navigator.ready()
        _ = await navigator.open(.reviews(productId: 42, page: 2))
        let top = try #require(host.state.topScreen)
        #expect(try AppRoutes.Screen(screen: top) == .reviews(productId: 42, page: 2))
        #expect(Shop.title(of: try AppRoutes.Screen(screen: top)) == "Reviews of 42, page 2")
        // The route pushes; this caller presents the product in a sheet instead.
        _ = await navigator.open(.product(productId: 7), presentation: .modal(.pageSheet, embedInStack: true))
        #expect(host.state.layers.count == 1)
        #expect(host.state.topScreen == AppRoutes.Screen.product(productId: 7).screen)
    }

    @Test func typedRoutesPrintAndReadLinks() throws {
        let routes = try AppRoutes.makeRoutes()
        let reviews = AppRoutes.Route.reviews(productId: 42, page: 2)
        let link = try routes.link(for: reviews)
        #expect(link == "shop://product/42/reviews/2")
        #expect(try routes.route(for: link) == reviews)
        #expect(try routes.route(for: "https://shop.example.com/search?q=boots") == .search(q: "boots"))
    }
}
