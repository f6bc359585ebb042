#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import WaypointNavigation

extension ScreenFactory {
    /// A factory that makes every screen of `Typed`'s kinds with `make`, given the typed screen:
    /// the app `switch`es over it, and a kind it does not handle — one the route file adds, or a
    /// mistyped one — fails the build.
    ///
    /// ```swift
    /// let factory = ScreenFactory(AppRoutes.Screen.self) { screen in
    ///     switch screen {
    ///     case .product(let productId): ProductViewController(productId: productId)
    ///     case .cart: CartViewController()
    ///     }
    /// }
    /// ```
    ///
    /// A screen that does not convert (a value missing or of the wrong type, from a builder of
    /// the app's own) ends its link with `NavigationError.screenUnavailable(_:reason:)` saying
    /// why; so does `make` throwing.
    public init<Typed: TypedScreen>(
        _ type: Typed.Type, make: @escaping @MainActor (Typed) throws -> UIViewController
    ) {
        self.init()
        register(type, make: make)
    }

    /// Makes every screen of `Typed`'s kinds with `make`, given the typed screen, replacing the
    /// makers registered for those kinds.
    public mutating func register<Typed: TypedScreen>(
        _ type: Typed.Type, make: @escaping @MainActor (Typed) throws -> UIViewController
    ) {
        for kind in Typed.screenKinds {
            register(kind) { screen in try make(Typed(screen: screen)) }
        }
    }

    /// The kinds among `kinds` that no maker is registered for, sorted.
    public func missingKinds(_ kinds: Set<String>) -> [String] {
        kinds.filter { !canMake($0) }.sorted()
    }
}

extension UIKitHost {
    /// The kinds among `kinds` that the factory has no maker for, sorted: `Navigator.ready()`
    /// throws `NavigationError.screensUnavailable(_:)` naming them, so that a factory of string
    /// kinds that misses one the route file names fails at launch.
    public func missingScreenKinds(_ kinds: Set<String>) -> [String] {
        factory.missingKinds(kinds)
    }
}
