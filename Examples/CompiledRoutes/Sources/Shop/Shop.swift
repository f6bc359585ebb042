import Waypoint
import WaypointNavigation

/// The shop's side of its route file: the action and the guard it names, and a title for each
/// screen. Leaving any out is a compile error: the generated protocols require the action and
/// the guard, and the `switch` over the typed screens must cover every kind the file names.
@MainActor
public final class Shop: AppRoutes.Actions, AppRoutes.Guards {
    /// Product identifiers in the cart, in the order they were added.
    public private(set) var cart: [String] = []
    /// Whether someone is signed in; orders need it.
    public var signedIn = false

    /// A shop with an empty cart, signed out.
    public init() {}

    /// Adds the link's product to the cart.
    public func addToCart(productId: String) async -> Bool {
        cart.append(productId)
        return true
    }

    /// Lets a link through only for a signed-in user.
    public func signedIn(_ request: GuardRequest) async -> GuardDecision {
        signedIn ? .proceed : .cancel
    }

    /// The shop's navigator over `host`, every route registered by the generated code.
    public func makeNavigator(host: any NavigationHost) throws(NavigationError) -> Navigator {
        try AppRoutes.makeNavigator(host: host, actions: self, guards: self)
    }

    /// The title of a screen, read from its typed values: what a host's factory does to make
    /// the screen's view. A kind the route file adds, or a mistyped one, has no case here and
    /// fails the build.
    public static func title(of screen: AppRoutes.Screen) -> String {
        switch screen {
        case .home: "Home"
        case .cart: "Cart"
        case .account: "Account"
        case .product(let productId): "Product \(productId)"
        case .reviews(let productId, let page): "Reviews of \(productId), page \(page ?? 1)"
        case .search(let q): q.map { "Search: \($0)" } ?? "Search"
        case .order(let orderId): "Order \(orderId)"
        }
    }
}
