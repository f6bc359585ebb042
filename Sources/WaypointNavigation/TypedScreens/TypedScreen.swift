/// An app's screens as one Swift enum: a case for each screen kind, carrying the values the
/// screen shows as Swift types. `waypoint generate` writes one (`AppRoutes.Screen`) for a route
/// file, and the hosts take it, so that the app draws its screens with a `switch` the compiler
/// checks:
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
/// Converting is lossless: `try T(screen: value.screen) == value` for every value, and a
/// screen whose values are written as links write them (`42`, a lowercase UUID) converts back
/// to itself.
public protocol TypedScreen: Hashable, Sendable {
    /// The typed screen `screen` stands for.
    ///
    /// - Throws: ``ScreenConversionError`` when the kind is not one of ``screenKinds``, or a
    ///   value is missing, not of its type, or not one the kind shows.
    init(screen: Screen) throws(ScreenConversionError)

    /// The screen this value stands for: its kind, and its values written as links write them.
    var screen: Screen { get }

    /// Every kind a value of this type can have.
    static var screenKinds: Set<String> { get }
}

extension TypedScreen {
    /// The typed screen `screen` stands for, or `nil` when it stands for none.
    public init?(_ screen: Screen) {
        guard let typed = try? Self(screen: screen) else { return nil }
        self = typed
    }
}
