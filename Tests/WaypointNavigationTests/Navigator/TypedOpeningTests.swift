import Testing
import Waypoint
import WaypointNavigation

/// A route value that prints the link it holds, or fails to print.
private struct PrintedRoute: OpenableRoute, CustomStringConvertible {
    var text: String?

    func link() throws(RouteError) -> String {
        guard let text else { throw .noMatch("", detail: "nothing to print") }
        return text
    }

    var description: String { "PrintedRoute(\(text ?? "nil"))" }
}

/// Opening a route value opens the link it prints; the caller's presentation holds for that
/// route alone, never for a link a guard redirects to or one an action opens meanwhile.
@Suite("Opening route values")
@MainActor
struct TypedOpeningTests {
    private static func navigator() async throws -> (Navigator, HeadlessHost) {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("home")])))
        let navigator = Navigator(schemes: ["shop"], host: host)
        try navigator.register("product/:productId", .screen("product", presentation: .push))
        try navigator.register("login", .screen("login", presentation: .push))
        let locked = NavigationGuard("signedIn") { _ in .redirect(.link("login")) }
        try navigator.register("orders", .screen("orders", presentation: .push, guards: [locked]))
        try navigator.register(
            "promo",
            .action { [weak navigator] _ in
                _ = await navigator?.open("product/9")
                return true
            })
        try await navigator.ready()
        return (navigator, host)
    }

    @Test func aValueThatCannotBePrintedIsAnInvalidLink() async throws {
        let (navigator, host) = try await Self.navigator()
        let outcome = await navigator.open(route: PrintedRoute(text: nil))
        guard case .unmatched(.invalidLink(let link, let reason)) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(link == "PrintedRoute(nil)")
        #expect(reason.contains("nothing to print"))
        #expect(host.state.topScreen == Screen("home"))
    }

    @Test func theCallersPresentationReplacesTheRoutesOwn() async throws {
        let (navigator, host) = try await Self.navigator()
        _ = await navigator.open(
            route: PrintedRoute(text: "product/1"), presentation: .modal(.formSheet, embedInStack: true))
        #expect(host.state.layers.map(\.style) == [.formSheet])
        #expect(host.state.topScreen == Screen("product", ["productId": "1"]))
        _ = await navigator.open(route: PrintedRoute(text: "product/2"))
        #expect(host.state.layers.count == 1)
        #expect(host.state.root.screens == [Screen("home")])
    }

    @Test func aGuardsRedirectKeepsItsOwnPresentation() async throws {
        let (navigator, host) = try await Self.navigator()
        _ = await navigator.open(route: PrintedRoute(text: "orders"), presentation: .modal(.formSheet))
        #expect(host.state.layers.isEmpty)
        #expect(host.state.topScreen == Screen("login"))
    }

    @Test func aLinkAnActionOpensMeanwhileKeepsTheRoutesPresentation() async throws {
        let (navigator, host) = try await Self.navigator()
        _ = await navigator.open(route: PrintedRoute(text: "promo"), presentation: .modal(.formSheet))
        await navigator.settled()
        #expect(host.state.layers.isEmpty)
        #expect(host.state.topScreen == Screen("product", ["productId": "9"]))
    }

    @Test func aTypedActionReadsTheLinksValuesAndDeclinesOnesOfAnotherType() async throws {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("home")])))
        let navigator = Navigator(schemes: ["shop"], host: host)
        final class Rated { var stars: [Int] = [] }
        let rated = Rated()
        try navigator.register(
            "rate/:stars",
            .action(query: ["note"]) { values in
                rated.stars.append(try values.value("stars", as: Int.self))
                return try values.optionalValue("note", as: String.self) != "decline"
            })
        try await navigator.ready()
        #expect(await navigator.open("rate/5?note=great") == .handledByAction)
        #expect(await navigator.open("rate/five") == .refused(.actionDeclined("rate/five")))
        #expect(await navigator.open("rate/1?note=decline") == .refused(.actionDeclined("rate/1?note=decline")))
        #expect(rated.stars == [5, 1])
    }

    @Test(arguments: [
        (["id": "7"], ["id"], "7"),
        (
            ["id": "7", "extra": "x"], ["id"],
            "the screen item(extra: x, id: 7) carries values its kind does not show: extra"
        ),
        (["id": "seven"], ["id"], "the value 'seven' for 'id' in the screen item(id: seven) is not Int text"),
        ([:], ["id"], "the screen item has no value for 'id'"),
    ])
    func routeValuesReadAScreensInfoAsSwiftTypes(info: [String: String], keys: [String], expected: String) {
        do {
            let values = try RouteValues(Screen("item", info), keys: Set(keys))
            #expect("\(try values.value("id", as: Int.self))" == expected)
        } catch {
            #expect("\(error)" == expected)
        }
    }
}
