import Foundation
import Testing
import Waypoint

/// UUIDs are case-insensitive on input (RFC 9562): a link carrying `UUID.uuidString`, which
/// Foundation prints in uppercase, opens the `uuid` route, and the value prints back lowercase.
@Suite("Uppercase UUIDs")
struct UppercaseUUIDTests {
    static let printed = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"

    @Test(arguments: [printed, printed.lowercased(), "3f2504e0-4F89-11d3-9A0C-0305e82c3301"])
    func aUUIDPlaceholderMatchesEitherCase(text: String) throws {
        let router = Router<String>()
        try router.register("/orders/<uuid:id>", destination: "Order")
        try router.register("/orders/:name", destination: "Order by name")
        let match = router.match(for: "myapp://orders/" + text)
        #expect(match?.destination == "Order")
        #expect(match?.parameters.uuid("id") == UUID(uuidString: Self.printed))
    }

    @Test func foundationsOwnSpellingOpensATypedRouteThatPrintsLowercase() throws {
        let id = try #require(UUID(uuidString: Self.printed))
        #expect(id.uuidString == Self.printed)
        let routes = try ShopRoute.routes()
        let route = try routes.route(for: "shop://order/" + id.uuidString)
        #expect(route == .order(id))
        let link = try routes.link(for: route)
        #expect(link.hasSuffix("order/" + Self.printed.lowercased()))
        #expect(try routes.route(for: link) == route)
    }
}
