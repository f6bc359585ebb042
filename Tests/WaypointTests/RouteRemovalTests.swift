import Foundation
import Testing
import Waypoint

/// Routes are removed by pattern or by registration, and switched off and on again, at run
/// time: the next lookup sees the table without them, shadowed routes match again, and
/// `conflicts` speaks of the routes in place and enabled only.
@Suite("Removing and disabling routes")
struct RouteRemovalTests {
    /// How a test takes a route away.
    enum Removal: String, CaseIterable, CustomTestStringConvertible {
        case byText, byPattern, byRegistration, byDisabling
        var testDescription: String { rawValue }

        /// Takes away the route registered as `pattern` at `index`.
        func apply(_ pattern: RoutePattern, at index: Int, in router: Router<String>) throws {
            switch self {
            case .byText: try router.unregister(pattern.description)
            case .byPattern: try router.unregister(pattern)
            case .byRegistration: try router.unregister(pattern, at: index)
            case .byDisabling: try router.setRoute(pattern, enabled: false)
            }
        }
    }

    /// A small table: the route under test is the second.
    private static func router(
        _ path: LookupPath = .lockFree
    ) throws -> (router: Router<String>, pattern: RoutePattern) {
        let router = Router<String>(schemes: ["myapp"], options: path.options())
        try router.register("/home", destination: "Home")
        let pattern = try router.register("/posts/:id", destination: "Post")
        try router.register("/users/<int:id>", destination: "User")
        return (router, pattern)
    }

    @Test(arguments: Removal.allCases, LookupPath.allCases)
    func aRemovedRouteMatchesNothingAndTheOthersStay(removal: Removal, path: LookupPath) throws {
        let (router, pattern) = try Self.router(path)
        #expect(router.match(for: "myapp://posts/9")?.destination == "Post")
        try removal.apply(pattern, at: 1, in: router)
        #expect(router.match(for: "myapp://posts/9") == nil)
        #expect(router.match(for: "/posts/9") == nil)
        #expect(throws: RouteError.self) { try router.resolve("myapp://posts/9") }
        #expect(router.match(for: "myapp://home")?.destination == "Home")
        let user = router.match(for: "myapp://users/42")
        #expect(user?.destination == "User" && user?.parameters["id"] == "42")
    }

    @Test(arguments: Removal.allCases, LookupPath.allCases)
    func aRouteTakenAwayLetsTheRouteItShadowedMatch(removal: Removal, path: LookupPath) throws {
        let router = Router<String>(options: path.options())
        try router.register("/files/*", destination: "Any file")
        let winner = try router.register("/files/:name", destination: "Named file")
        try router.register("/files/new", destination: "New file")
        #expect(router.conflicts.map(\.index) == [0])
        try removal.apply(winner, at: 1, in: router)
        #expect(router.match(for: "/files/a.txt")?.destination == "Any file")
        #expect(router.match(for: "/files/new")?.destination == "New file")
        #expect(router.conflicts.isEmpty)
    }

    @Test func removingByPatternRemovesEveryRegistrationOfIt() throws {
        let router = Router<String>()
        let pattern = try router.register("/a/:id", destination: "first")
        try router.register("/a/:id", destination: "second")
        try router.register("/b", destination: "b")
        try router.unregister(pattern)
        #expect(router.match(for: "/a/1") == nil)
        #expect(router.patterns.map(\.description) == ["/b"])
    }

    @Test(arguments: [0, 1])
    func removingOneRegistrationKeepsTheOther(index: Int) throws {
        let router = Router<String>()
        let pattern = try router.register("/a/:id", destination: "first")
        try router.register("/a/:id", destination: "second")
        #expect(router.conflicts.map(\.reason) == [.duplicate])
        try router.unregister(pattern, at: index)
        #expect(router.match(for: "/a/1")?.destination == (index == 0 ? "second" : "first"))
        #expect(router.conflicts.isEmpty)
    }

    @Test func indicesMoveDownAfterARemoval() throws {
        let router = Router<String>()
        try router.register("/gone", destination: "gone")
        try router.register("/a/:id", destination: "first")
        try router.register("/a/:name", destination: "second")
        try router.unregister("/gone")
        let conflict = try #require(router.conflicts.first)
        #expect(conflict.index == 1 && conflict.winnerIndex == 0)
        #expect(router.patterns[conflict.index] == conflict.pattern)
        try router.unregister(conflict.pattern, at: conflict.index)
        #expect(router.patterns.map(\.description) == ["/a/:id"])
    }

    @Test func aDisabledRouteComesBackWithItsPrecedence() throws {
        let router = Router<String>()
        try router.register("/posts/new", destination: "Compose")
        try router.register("/posts/:id", destination: "Post")
        try router.setRoute("/posts/new", enabled: false)
        #expect(router.isRouteEnabled("/posts/new") == false)
        let disabled = router.match(for: "/posts/new")
        #expect(disabled?.destination == "Post" && disabled?.parameters["id"] == "new")
        try router.setRoute("/posts/new", enabled: true)
        #expect(router.isRouteEnabled("/posts/new") == true)
        #expect(router.match(for: "/posts/new")?.destination == "Compose")
        // Disabled again, enabled again: the same each time.
        for _ in 0..<3 {
            try router.setRoute("/posts/new", enabled: false)
            #expect(router.match(for: "/posts/new")?.destination == "Post")
            try router.setRoute("/posts/new", enabled: true)
            #expect(router.match(for: "/posts/new")?.destination == "Compose")
        }
    }

    @Test func aDisabledRouteStaysRegisteredAndCanBeRemoved() throws {
        let router = Router<String>()
        try router.register("/a", destination: "a")
        try router.register("/b", destination: "b")
        try router.setRoute("/a", enabled: false)
        #expect(router.patterns.map(\.description) == ["/a", "/b"])
        try router.unregister("/a")
        #expect(router.isRouteEnabled("/a") == nil)
        #expect(router.match(for: "/b")?.destination == "b")
    }

    @Test func disabledRoutesCountForNoConflict() throws {
        let router = Router<String>(schemes: ["myapp"])
        try router.register("/a/:id", destination: "winner")
        try router.register("/a/*", destination: "shadowed")
        try router.register("otherapp://x", destination: "unreachable")
        #expect(router.conflicts.map(\.reason) == [.shadowed, .unreachable])
        // The winner off: the shadowed route matches, and nothing shadows it.
        try router.setRoute("/a/:id", enabled: false)
        #expect(router.conflicts.map(\.reason) == [.unreachable])
        #expect(router.match(for: "/a/1")?.destination == "shadowed")
        // The loser off: it is not listed either.
        try router.setRoute("/a/:id", enabled: true)
        try router.setRoute("/a/*", enabled: false)
        try router.setRoute("otherapp://x", enabled: false)
        #expect(router.conflicts.isEmpty)
    }

    @Test func switchingARouteToItsStateChangesNothing() throws {
        let router = Router<String>()
        try router.register("/a", destination: "a")
        #expect(router.match(for: "/a") != nil)
        let revision = router.revision
        try router.setRoute("/a", enabled: true)
        #expect(router.revision == revision)
        try router.setRoute("/a", enabled: false)
        try router.setRoute("/a", enabled: false)
        #expect(router.revision == revision + 1)
    }

    @Test func aRouteWithOptionalPartsGoesWhole() throws {
        let router = Router<String>()
        try router.register("/search/:query?", destination: "Search")
        try router.register("/search/:query/:page", destination: "Page")
        try router.setRoute("/search/:query?", enabled: false)
        #expect(router.match(for: "/search") == nil)
        #expect(router.match(for: "/search/cats") == nil)
        try router.setRoute("/search/:query?", enabled: true)
        try router.unregister("/search/:query?")
        #expect(router.match(for: "/search") == nil && router.match(for: "/search/cats") == nil)
        #expect(router.match(for: "/search/cats/2")?.destination == "Page")
    }

    /// Links the quick lookup answers and links it hands to the full lookup see the same table.
    @Test(arguments: ["myapp://posts/9", "https://example.com/posts/9", "myapp://posts/%39", "/posts/9?x=1#f"])
    func everyKindOfLinkSeesTheChange(link: String) throws {
        let router = Router<String>(schemes: ["myapp"], hosts: ["example.com"])
        try router.register("/posts/:id", destination: "Post")
        try router.register("/posts/*", destination: "Any")
        #expect(router.match(for: link)?.destination == "Post")
        try router.setRoute("/posts/:id", enabled: false)
        #expect(router.match(for: link)?.destination == "Any")
        #expect(try router.resolve(link).destination == "Any")
        #expect(router.explain(link).matched?.description == "/posts/*")
        try router.unregister("/posts/*")
        #expect(router.match(for: link) == nil)
    }

    @Test func aMatchMadeBeforeARemovalKeepsItsRoute() throws {
        let router = Router<String>()
        try router.register("/posts/:id", destination: "Post")
        let match = try #require(router.match(for: "/posts/9"))
        try router.unregister("/posts/:id")
        #expect(match.pattern.description == "/posts/:id" && match.parameters["id"] == "9")
        #expect(match.link.segments == ["posts", "9"])
    }

    @Test func routesRegisteredAfterARemovalMatch() throws {
        let router = Router<String>()
        try router.register("/a/:id", destination: "a")
        try router.unregister("/a/:id")
        try router.register("/a/:id", destination: "again")
        try router.register("/b/:id", destination: "b")
        #expect(router.match(for: "/a/1")?.destination == "again")
        #expect(router.match(for: "/b/1")?.destination == "b")
    }

    // MARK: Errors

    /// What a test asks of a router that lacks the route.
    enum MissingRouteCall: String, CaseIterable, CustomTestStringConvertible {
        case unregisterText, unregisterPattern, unregisterAtIndex, unregisterAtWrongIndex
        case setText, setPattern, setAtIndex
        var testDescription: String { rawValue }
    }

    @Test(arguments: MissingRouteCall.allCases)
    func aRouteNotRegisteredIsATypedError(call: MissingRouteCall) throws {
        let router = Router<String>()
        let kept = try router.register("/kept/:id", destination: "kept")
        let missing = try RoutePattern("/missing")
        let expected: RouteError
        switch call {
        case .unregisterAtIndex, .setAtIndex: expected = .notRegistered("/missing", index: 0)
        case .unregisterAtWrongIndex: expected = .notRegistered("/kept/:id", index: 3)
        default: expected = .notRegistered("/missing", index: nil)
        }
        #expect(throws: expected) {
            switch call {
            case .unregisterText: try router.unregister("/missing")
            case .unregisterPattern: try router.unregister(missing)
            case .unregisterAtIndex: try router.unregister(missing, at: 0)
            case .unregisterAtWrongIndex: try router.unregister(kept, at: 3)
            case .setText: try router.setRoute("/missing", enabled: false)
            case .setPattern: try router.setRoute(missing, enabled: false)
            case .setAtIndex: try router.setRoute(missing, at: 0, enabled: false)
            }
        }
        #expect(router.match(for: "/kept/1")?.destination == "kept")
        #expect(router.isRouteEnabled("/missing") == nil)
    }

    @Test func removingTwiceThrowsTheSecondTime() throws {
        let router = Router<String>()
        try router.register("/a", destination: "a")
        try router.unregister("/a")
        #expect(throws: RouteError.notRegistered("/a", index: nil)) { try router.unregister("/a") }
        #expect(
            RouteError.notRegistered("/a", index: nil).description
                == "No route is registered with the pattern \"/a\"; Router.patterns lists those in place")
    }

    @Test func patternsAreComparedAsWritten() throws {
        let router = Router<String>()
        try router.register("/a/:id", destination: "a")
        // The same routes, written otherwise: not this registration.
        #expect(throws: RouteError.notRegistered("/a/{id}", index: nil)) { try router.unregister("/a/{id}") }
        #expect(throws: RouteError.notRegistered("/a/:id/", index: nil)) { try router.unregister("/a/:id/") }
        #expect(router.match(for: "/a/1")?.destination == "a")
    }
}
