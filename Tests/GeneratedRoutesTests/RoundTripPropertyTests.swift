import Foundation
import Testing
import Waypoint
import WaypointTesting

/// The round-trip law on the generated route enums, over generated values: for every value, the
/// link `link(for:)` prints reads back as the same value.
@Suite("Generated typed routes: the round trip over generated values")
struct RoundTripPropertyTests {
    /// Text a link must escape: spaces, reserved characters, non-ASCII letters.
    static func text(_ random: inout SeededGenerator) -> String {
        let pieces = ["a", "B7", " ", "/", "?", "#", "&", "=", "+", "%", "é", "日", "-", ".", "~", "x y", "42"]
        var text = ""
        for _ in 0..<Int.random(in: 1...6, using: &random) { text += pieces.randomElement(using: &random)! }
        // A path value cannot be empty or a dot segment: no link could carry it.
        return text == "." || text == ".." ? text + "x" : text
    }

    static func maybe<Value>(_ value: Value, _ random: inout SeededGenerator) -> Value? {
        Bool.random(using: &random) ? value : nil
    }

    @Test func theArticlesRoutes() throws {
        let routes = try AppRoutes.makeRoutes()
        var random = SeededGenerator(seed: 0xA57)
        for _ in 0..<500 {
            let value: AppRoutes.Route
            switch Int.random(in: 0..<4, using: &random) {
            case 0: value = .userProfile(userId: Int.random(in: Int.min...Int.max, using: &random))
            case 1:
                value = .post(
                    postId: Self.text(&random), commentId: Self.maybe(Self.text(&random), &random),
                    ref: Self.maybe(Self.text(&random), &random))
            case 2: value = .settings
            default: value = .logout
            }
            let link = try routes.link(for: value)
            #expect(try routes.route(for: link) == value, "\(value) printed as \(link)")
        }
    }

    @Test func theExampleAppsRoutes() throws {
        let routes = try CompiledShopRoutes.makeRoutes()
        var random = SeededGenerator(seed: 0x5409)
        for _ in 0..<500 {
            let value: CompiledShopRoutes.Route
            switch Int.random(in: 0..<6, using: &random) {
            case 0: value = .product(productId: Int.random(in: -1_000_000...1_000_000, using: &random))
            case 1:
                value = .reviews(
                    productId: Int.random(in: 0...99_999, using: &random),
                    page: Self.maybe(Int.random(in: 1...500, using: &random), &random))
            case 2: value = .search(q: Self.maybe(Self.text(&random), &random))
            case 3: value = .order(orderId: Self.text(&random))
            case 4: value = .cart
            default: value = .addToCart(productId: Self.text(&random))
            }
            let link = try routes.link(for: value)
            #expect(try routes.route(for: link) == value, "\(value) printed as \(link)")
        }
    }

    @Test func everyPlaceholderType() throws {
        let routes = try ShopRoutes.makeRoutes()
        var random = SeededGenerator(seed: 0x7795)
        let simple: [ShopRoutes.Route] = [.deals, .cart, .logout, .debug, .settings, .orders]
        for _ in 0..<1_000 {
            let value: ShopRoutes.Route
            switch Int.random(in: 0..<11, using: &random) {
            case 0: value = .product(productId: Int.random(in: Int.min...Int.max, using: &random))
            case 1:
                value = .reviews(
                    productId: Int.random(in: 0...99, using: &random),
                    page: Self.maybe(Int.random(in: -5...5, using: &random), &random),
                    sort: Self.maybe(Self.text(&random), &random))
            case 2:
                let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
                let uuid = bytes.withUnsafeBytes { UUID(uuid: $0.load(as: uuid_t.self)) }
                value = .order(orderId: uuid)
            case 3:
                // Doubles print in their shortest form and read back exactly.
                value = .map(
                    lat: Double.random(in: -90...90, using: &random), lon: Double.random(in: -180...180, using: &random)
                )
            case 4: value = .search(q: Self.maybe(Self.text(&random), &random), sort: Self.maybe("price", &random))
            case 5:
                // A rest-of-path value keeps its slashes, so its segments cannot be empty.
                let segments = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    Self.text(&random).replacingOccurrences(of: "/", with: "")
                }
                value = .file(
                    file: segments.map { $0.isEmpty || $0 == "." || $0 == ".." ? "s" + $0 : $0 }.joined(separator: "/"))
            case 6: value = .promo(code: Self.text(&random))
            case 7: value = .addToCart(productId: Self.text(&random))
            case 8: value = .faq(topic: Self.maybe(Self.text(&random), &random))
            case 9: value = .preview(productId: Self.text(&random))
            default: value = simple.randomElement(using: &random)!
            }
            let link = try routes.link(for: value)
            #expect(try routes.route(for: link) == value, "\(value) printed as \(link)")
        }
    }

    @Test func aValueNoLinkCanCarryIsAnErrorNotAWrongLink() throws {
        let routes = try ShopRoutes.makeRoutes()
        #expect(throws: RouteError.self) { try routes.link(for: .file(file: "a//b")) }
        #expect(throws: RouteError.self) { try routes.link(for: .promo(code: "")) }
    }
}
