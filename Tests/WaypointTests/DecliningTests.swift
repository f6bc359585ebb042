import Foundation
import Testing
import Waypoint

/// A handler may decline a link, and the link goes on to the next route that matches, by
/// precedence, as JLRoutes and Crossroad do.
@Suite("Declining a match")
struct DecliningTests {
    /// One route of each kind at the second segment, registered worst first so that
    /// registration order cannot pass for precedence.
    private static func ladder() throws -> Router<String> {
        let router = Router<String>(schemes: ["myapp"])
        try router.register("/items/**rest", destination: "rest")
        try router.register("/items/*", destination: "wildcard")
        try router.register("/items/:name", destination: "string")
        try router.register("/items/<int:id>", destination: "int")
        try router.register("/items/new", destination: "literal")
        return router
    }

    @Test(arguments: [
        ("/items/new", ["literal", "string", "wildcard", "rest"]),
        ("/items/42", ["int", "string", "wildcard", "rest"]),
        ("myapp://items/abc", ["string", "wildcard", "rest"]),
        ("/items/a/b", ["rest"]),
        ("/items/%6Eew", ["literal", "string", "wildcard", "rest"]),
        ("/other", []),
        ("otherapp://items/new", []),
        ("not a link", []),
    ])
    func everyMatchingRouteIsOfferedBestFirst(link: String, expected: [String]) throws {
        let router = try Self.ladder()
        #expect(router.matches(for: link).map(\.destination) == expected)
        #expect(router.match(for: link)?.destination == expected.first)
    }

    /// Declining the first `declines` candidates gives the next one; declining them all, nil.
    @Test(arguments: 0...4)
    func eachDeclineHandsTheLinkToTheNextRoute(declines: Int) throws {
        let router = try Self.ladder()
        let order = ["literal", "string", "wildcard", "rest"]
        var offered: [String] = []
        let match = router.match(for: "myapp://items/new") { candidate in
            offered.append(candidate.destination)
            return offered.count > declines
        }
        #expect(match?.destination == order[safe: declines])
        #expect(offered == Array(order.prefix(declines + 1)))
    }

    @Test func eachCandidateCarriesItsOwnParameters() throws {
        let router = try Self.ladder()
        let candidates = Array(router.matches(for: "/items/42"))
        #expect(candidates.map(\.parameters.dictionary) == [["id": "42"], ["name": "42"], [:], ["rest": "42"]])
        #expect(
            candidates.map(\.pattern.description) == ["/items/<int:id>", "/items/:name", "/items/*", "/items/**rest"])
        #expect(candidates.allSatisfy { $0.link.segments == ["items", "42"] })
    }

    @Test func aDeclineBacktracksToAnEarlierSegment() throws {
        let router = Router<String>()
        try router.register("/a/:x/c", destination: "x-c")
        try router.register("/a/b/:y", destination: "b-y")
        try router.register("/a/b/c", destination: "b-c")
        try router.register("/:s/b/c", destination: "s-b-c")
        #expect(router.matches(for: "/a/b/c").map(\.destination) == ["b-c", "b-y", "x-c", "s-b-c"])
    }

    @Test func qualifiedRoutesComeBeforeUnqualifiedOnes() throws {
        let router = Router<String>(schemes: ["myapp"], hosts: ["example.com"])
        try router.register("/posts/:id", destination: "any")
        try router.register("myapp://posts/:id", destination: "myapp")
        try router.register("https://example.com/posts/:id", destination: "web")
        #expect(router.matches(for: "myapp://posts/1").map(\.destination) == ["myapp", "any"])
        #expect(router.matches(for: "https://example.com/posts/1").map(\.destination) == ["web", "any"])
    }

    @Test func duplicatesAreOfferedInRegistrationOrder() throws {
        let router = Router<String>()
        try router.register("/a/:id", destination: "first")
        try router.register("/a/:id", destination: "second")
        try router.register("/a/:name", destination: "third")
        #expect(router.matches(for: "/a/1").map(\.destination) == ["first", "second", "third"])
    }

    @Test func aRouteWithOptionalPartsIsOfferedOnce() throws {
        let router = Router<String>()
        try router.register("/search/:query?", destination: "search")
        try router.register("/search/**rest", destination: "rest")
        #expect(router.matches(for: "/search/cats").map(\.destination) == ["search", "rest"])
        #expect(router.matches(for: "/search").map(\.destination) == ["search"])
    }

    @Test func disabledRoutesAreNeverOffered() throws {
        let router = try Self.ladder()
        try router.setRoute("/items/:name", enabled: false)
        #expect(router.matches(for: "/items/new").map(\.destination) == ["literal", "wildcard", "rest"])
    }

    @Test func candidatesComeFromTheTableTheyStartedWith() throws {
        let router = try Self.ladder()
        var candidates = router.matches(for: "/items/new")
        #expect(candidates.next()?.destination == "literal")
        try router.unregister("/items/:name")
        try router.register("/items/:other", destination: "added")
        #expect(candidates.next()?.destination == "string")
        #expect(router.matches(for: "/items/new").map(\.destination) == ["literal", "added", "wildcard", "rest"])
    }

    /// A match from `match(for:)` or `resolve(_:)`, through the quick lookup or the full one,
    /// goes on to the routes after it in the table it was found in.
    @Test(arguments: ["/items/new", "/items/n%65w", "myapp://items/new?x=1"])
    func theRoutesAfterAMatchComeFromItsTable(link: String) throws {
        let router = try Self.ladder()
        let quick = try #require(router.match(for: link))
        let resolved = try router.resolve(link)
        let parsed = try router.resolve(Link(parsing: link))
        try router.unregister("/items/*")
        #expect(router.matches(after: parsed).map(\.destination) == ["string", "wildcard", "rest"])
        #expect(router.matches(after: quick).map(\.destination) == ["string", "wildcard", "rest"])
        #expect(router.matches(after: resolved).map(\.destination) == ["string", "wildcard", "rest"])
        let made = RouteMatch(
            destination: "made", pattern: quick.pattern, parameters: quick.parameters, link: quick.link)
        #expect(router.matches(after: made).map(\.destination).isEmpty)
    }

    @Test func anErrorFromTheDecisionEndsTheSearch() throws {
        struct Stop: Error, Equatable {}
        let router = try Self.ladder()
        var offered = 0
        #expect(throws: Stop()) {
            _ = try router.match(for: "/items/new") { (_: RouteMatch<String>) throws(Stop) -> Bool in
                offered += 1
                throw Stop()
            }
        }
        #expect(offered == 1)
    }

    @Test func aURLIsOfferedAsItsText() throws {
        let router = try Self.ladder()
        let url = try #require(URL(string: "myapp://items/42"))
        #expect(router.match(for: url) { $0.destination != "int" }?.destination == "string")
    }

    /// A table where every candidate costs many steps: the candidates stop where a lookup
    /// would pass the limit, never with a route of lower precedence found past it.
    @Test(arguments: [(8, ["literal"]), (9, ["literal", "placeholders"])])
    func candidatesStopAtTheStepLimit(limit: Int, expected: [String]) throws {
        let router = Router<String>(options: RouterOptions(maxLookupSteps: limit))
        try router.register("/a/b/c/d", destination: "literal")
        try router.register("/:p/:q/:r/:s", destination: "placeholders")
        // The second lookup enters the five literal nodes again, then the four placeholders.
        #expect(router.matches(for: "/a/b/c/d").map(\.destination) == expected)
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
