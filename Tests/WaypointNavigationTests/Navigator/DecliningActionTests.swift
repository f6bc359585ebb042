import Testing
import Waypoint
import WaypointNavigation

/// An action that returns `false` declines its link: the navigator offers the link to the next
/// route that matches, by precedence, which may show a screen, and the outcome and the events
/// say which route took it.
@Suite("Declining actions")
@MainActor
struct DecliningActionTests {
    /// Records which actions ran, in order.
    final class Ran {
        var names: [String] = []
    }

    /// A navigator whose `items/…` routes are, best first: a literal action, an `int` action, a
    /// string action, a `*` screen and a rest-of-path action. Each action listed in `declining`
    /// returns `false`.
    private static func navigator(declining: Set<String>, ran: Ran) async throws -> (Navigator, HeadlessHost) {
        let host = HeadlessHost(Fixture.photoFeed())
        let navigator = Navigator(schemes: ["photofeed"], host: host)
        func action(_ name: String) -> RouteEntry {
            .action { _ in
                ran.names.append(name)
                return !declining.contains(name)
            }
        }
        // Registered worst first, so that the order offered is precedence, not registration.
        try navigator.register("items/**rest", action("rest"))
        try navigator.register("items/*", .screen("item", presentation: .push))
        try navigator.register("items/:name", action("string"))
        try navigator.register("items/<int:id>", action("int"))
        try navigator.register("items/new", action("literal"))
        try await navigator.ready()
        return (navigator, host)
    }

    @Test(
        arguments: [
            // link, actions that decline, actions that run, the route that takes the link
            ("photofeed://items/new", [], ["literal"], "items/new"),
            ("photofeed://items/new", ["literal"], ["literal", "string"], "items/:name"),
            ("photofeed://items/42", [], ["int"], "items/<int:id>"),
            ("photofeed://items/42", ["int"], ["int", "string"], "items/:name"),
            ("photofeed://items/a/b", [], ["rest"], "items/**rest"),
        ] as [(String, Set<String>, [String], String)])
    func aDeclinedLinkGoesToTheNextRouteByPrecedence(
        link: String, declining: Set<String>, ran expected: [String], takenBy pattern: String
    ) async throws {
        let ran = Ran()
        let (navigator, _) = try await Self.navigator(declining: declining, ran: ran)
        var events: [NavigationEvent] = []
        navigator.onEvent = { events.append($0) }
        #expect(await navigator.open(link) == .handledByAction)
        #expect(ran.names == expected)
        #expect(events.last?.pattern == pattern)
        #expect(events.compactMap(\.pattern).dropLast().last == pattern)
    }

    @Test(arguments: [
        ("photofeed://items/new", ["literal", "string"]),
        ("photofeed://items/42", ["int", "string"]),
        ("photofeed://items/abc", ["string"]),
        // Read by the full lookup, not the quick lookup: the routes after come all the same.
        ("photofeed://items/n%65w?x=1", ["literal", "string"]),
    ])
    func declinesInARowFallThroughToAScreenRoute(link: String, ran expected: [String]) async throws {
        let ran = Ran()
        let (navigator, host) = try await Self.navigator(declining: ["literal", "int", "string"], ran: ran)
        var matched: [String] = []
        var ended: NavigationEvent?
        navigator.onEvent = { event in
            if case .matched(let pattern) = event.stage { matched.append(pattern) }
            if event.outcome != nil { ended = event }
        }
        guard case .navigated = await navigator.open(link) else {
            Issue.record("the screen route after the declining actions should open")
            return
        }
        #expect(ran.names == expected)
        #expect(host.state.topScreen == Screen("item"))
        #expect(matched.last == "items/*")
        #expect(matched.count == expected.count + 1)
        #expect(ended?.pattern == "items/*")
    }

    @Test func whenEveryRouteDeclinesTheLinkIsRefused() async throws {
        let ran = Ran()
        let (navigator, host) = try await Self.navigator(declining: ["rest"], ran: ran)
        var ended: NavigationEvent?
        navigator.onEvent = { if $0.outcome != nil { ended = $0 } }
        let link = "photofeed://items/a/b"
        #expect(await navigator.open(link) == .refused(.actionDeclined(link)))
        #expect(ran.names == ["rest"])
        #expect(ended?.pattern == "items/**rest")
        #expect(host.state == Fixture.photoFeed())
    }

    @Test func theLastRouteOfAChainOfDeclinesRefusesTheLink() async throws {
        let host = HeadlessHost(Fixture.photoFeed())
        let navigator = Navigator(schemes: ["photofeed"], host: host)
        let ran = Ran()
        for pattern in ["go/:a", "go/*", "go/**rest"] {
            try navigator.register(
                pattern,
                .action { _ in
                    ran.names.append(pattern)
                    return false
                })
        }
        try await navigator.ready()
        #expect(await navigator.open("photofeed://go/x") == .refused(.actionDeclined("photofeed://go/x")))
        #expect(ran.names == ["go/:a", "go/*", "go/**rest"])
    }

    @Test func theNextRouteIsCheckedAsTheFirstWas() async throws {
        let host = HeadlessHost(Fixture.photoFeed())
        let navigator = Navigator(schemes: ["photofeed"], host: host)
        try navigator.register("pay/:id", .action(sources: .anySource) { _ in false })
        // In-app only: a link from outside is refused at this route, after the first declined.
        try navigator.register("pay/*", .action { _ in true })
        try await navigator.ready()
        let link = "photofeed://pay/1"
        guard case .refused(.sourceNotAllowed) = await navigator.open(link, source: .customScheme(sendingApp: nil))
        else {
            Issue.record("the next route's source policy applies")
            return
        }
        #expect(await navigator.open(link) == .handledByAction)
    }

    @Test func declinedActionsInAGroupFallThroughToTheNavigatorsRoutes() async throws {
        let host = HeadlessHost(Fixture.photoFeed())
        let navigator = Navigator(schemes: ["photofeed"], host: host)
        try navigator.register("promo/*", .screen("promo", presentation: .push))
        var group = RouteGroup("campaigns")
        group.register("promo/:id", .action { match in match.parameters["id"] == "live" })
        try navigator.mount(group)
        try await navigator.ready()
        #expect(await navigator.open("photofeed://promo/live") == .handledByAction)
        guard case .navigated = await navigator.open("photofeed://promo/old") else {
            Issue.record("the screen route should take the declined link")
            return
        }
        #expect(host.state.topScreen == Screen("promo"))
    }
}
