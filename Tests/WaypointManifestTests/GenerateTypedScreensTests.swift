import Foundation
import Testing

@testable import WaypointManifest

/// `waypoint generate` writes a screen enum with a case for each screen kind, typed by every
/// place the file makes the kind, and actions that take the route's values as Swift types.
@Suite("Generating typed screens and actions")
struct GenerateTypedScreensTests {
    @Test func eachKindIsACaseTypedByEveryPlaceThatMakesIt() throws {
        let text = try generated(
            """
            root: feed
            routes:
              - pattern: /product/<int:productId>
                screen: product
              - pattern: "/product/<int:productId>/reviews(/<int:page>)"
                screen: reviews
                backStack: [product(productId)]
              - pattern: /p/:productId
                screen: product
              - pattern: /map/<double:lat>/<uuid:id>
                screen: map
                query: [zoom]
              - pattern: /orders
                screen: orders
                backStack: [{screen: account, info: {section: orders}}]
            """)
        #expect(text.contains("case feed\n"))
        // An `int` in one route and any text in another: `String`.
        #expect(text.contains("case product(productId: String)"))
        #expect(text.contains("case reviews(productId: Int, page: Int?)"))
        #expect(text.contains("case map(lat: Double, id: UUID, zoom: String?)"))
        // The tab-less account appears only in a back stack, with its fixed value.
        #expect(text.contains("case account(section: String)"))
        #expect(text.contains("internal enum Screen: TypedScreen {"))
        #expect(
            text.contains(
                "self = try .reviews(productId: values.value(\"productId\"), page: values.optionalValue(\"page\"))"))
    }

    @Test func aValueSomePlacesLeaveOutIsOptional() throws {
        let text = try generated(
            """
            tabs: [account]
            routes:
              - pattern: /orders
                screen: orders
                backStack: [{screen: account, info: {section: orders}}]
            """)
        #expect(text.contains("case account(section: String?)"))
    }

    @Test func actionsTakeTheRoutesValues() throws {
        let text = try generated(
            """
            routes:
              - pattern: "cart:add:{productId}"
                action: addToCart
              - pattern: "/rate/<int:stars>"
                action: rate
                query: [note]
              - pattern: logout
                action: logout
            """)
        #expect(text.contains("func addToCart(productId: String) async -> Bool"))
        #expect(text.contains("func rate(stars: Int, note: String?) async -> Bool"))
        #expect(text.contains("func logout() async -> Bool"))
        #expect(
            text.contains(
                "try await actions.rate(stars: values.value(\"stars\"), note: values.optionalValue(\"note\"))"))
        #expect(!text.contains("RouteMatch"))
    }

    @Test func anActionWhoseRoutesCarryDifferentValuesReadsTheMatch() throws {
        let text = try generated(
            """
            routes:
              - pattern: "/share/:postId"
                action: share
              - pattern: "/share/user/<int:userId>"
                action: share
            """)
        #expect(text.contains("func share(_ match: RouteMatch<RouteEntry>) async -> Bool"))
    }

    @Test func theRouteEnumOpensThroughTheNavigator() throws {
        let text = try generated("routes:\n  - {pattern: /cart, screen: cart}\n")
        #expect(text.contains("internal enum Route: Hashable, Sendable, OpenableRoute {"))
        #expect(text.contains("_ route: AppRoutes.Route,"))
        #expect(text.contains("configuration.screenKinds = screenKinds"))
    }

    @Test func aKindSpelledLikeTheEnumsOwnMemberIsAnErrorAtItsLine() throws {
        let file = try Files.routeFile(
            "routes:\n  - {pattern: /a, screen: b}\n  - {pattern: /k, screen: screen kinds}\n")
        let (text, diagnostics) = RouteCodeGenerator().generate(file)
        #expect(text == nil)
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(error.location.line == 3)
        #expect(error.message.contains("is spelled 'screenKinds' in Swift"))
    }

    @Test(
        "A file with more screen kinds than a Swift switch can be checked over keeps string screens, with a warning",
        arguments: [RouteCodeGenerator.maxTypedScreenKinds - 1, RouteCodeGenerator.maxTypedScreenKinds])
    func tooManyKindsLeaveTheScreenEnumOut(routes: Int) throws {
        // The root's kind counts too: `routes + 1` kinds in all.
        let lines = (0..<routes).map { "  - {pattern: /s\($0)/:id, screen: s\($0)}" }
        let file = try Files.routeFile("root: feed\nroutes:\n" + lines.joined(separator: "\n") + "\n")
        let (text, diagnostics) = RouteCodeGenerator().generate(file)
        let generated = try #require(text)
        let typed = routes + 1 <= RouteCodeGenerator.maxTypedScreenKinds
        #expect(generated.contains("enum Screen: TypedScreen {") == typed)
        #expect(generated.contains("static func makeNavigator"))
        if typed {
            #expect(diagnostics.isEmpty, "\(diagnostics)")
        } else {
            #expect(diagnostics.map(\.severity) == [.warning])
            #expect(diagnostics.first?.message.contains("\(routes + 1) screen kinds") == true, "\(diagnostics)")
        }
    }

    private func generated(_ yaml: String) throws -> String {
        let file = try Files.routeFile(yaml)
        let (text, diagnostics) = RouteCodeGenerator().generate(file)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(text)
    }
}
