import Waypoint
import WaypointNavigation

/// The shop's side of its route file: the action and the guard it names. Leaving either out is a
/// compile error, since the generated protocols require them.
@MainActor
public final class Shop: AppRoutes.Actions, AppRoutes.Guards {
    /// Product identifiers in the cart, in the order they were added.
    public private(set) var cart: [String] = []
    /// Whether someone is signed in; orders need it.
    public var signedIn = false

    /// A shop with an empty cart, signed out.
    public init() {}

    /// Adds the link's product to the cart.
    public func addToCart(_ match: RouteMatch<RouteEntry>) async -> Bool {
        guard let product = match.parameters["productId"] else { return false }
        cart.append(product)
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

    /// The screen kinds the shop must be able to show: the factories of a UIKit host, say.
    public static let screens: Set<String> = AppRoutes.screenKinds
}
