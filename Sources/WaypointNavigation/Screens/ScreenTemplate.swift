import Waypoint

/// A screen of a back stack that takes values from the link: the product under a product's
/// reviews, built with the product's id from `/product/:productId/reviews`.
///
/// ```swift
/// try navigator.register(
///     "/product/:productId/reviews",
///     .screen("reviews", backStack: [.screen("product", parameters: ["productId"])]))
/// // /product/7/reviews builds [product(productId: 7), reviews(productId: 7)]
/// ```
///
/// Registering the route checks that its pattern captures every name the template takes (or
/// that the route reads it from the query, see ``RouteEntry/query``).
public struct ScreenTemplate: Hashable, Sendable, CustomStringConvertible {
    /// The screen's kind.
    public var kind: String
    /// Info the screen always has.
    public var info: [String: String]
    /// The link's values the screen's info takes, each under its own name.
    public var parameters: [String]

    /// A template of `kind` with the fixed `info` and the link's values named `parameters`.
    public init(_ kind: String, _ info: [String: String] = [:], parameters: [String] = []) {
        self.kind = kind
        self.info = info
        self.parameters = parameters
    }

    /// A template of `kind` taking the link's values named `parameters`.
    public static func screen(_ kind: String, parameters: [String] = []) -> ScreenTemplate {
        ScreenTemplate(kind, parameters: parameters)
    }

    /// A template that always builds `screen`.
    public init(_ screen: Screen) {
        self.init(screen.kind, screen.info)
    }

    /// The screen for `values` (a match's path parameters and declared query values): a name
    /// with no value (an optional part the link left out) is left out of the info.
    public func screen(_ values: [String: String]) -> Screen {
        var info = self.info
        for name in parameters {
            if let value = values[name] { info[name] = value }
        }
        return Screen(kind, info)
    }

    /// `product(productId)`, or the kind alone when it takes no value; fixed info follows as
    /// `name: value`.
    public var description: String {
        let fixed = info.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        let all = parameters + fixed
        return all.isEmpty ? kind : "\(kind)(\(all.joined(separator: ", ")))"
    }
}
