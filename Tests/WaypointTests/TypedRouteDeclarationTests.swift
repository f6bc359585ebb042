import Testing
import Waypoint

/// Mistakes in a declaration are reported when the route is declared, naming the pattern.
@Suite("Typed routes: declaration errors")
struct TypedRouteDeclarationTests {
    enum Route: Hashable, Sendable {
        case user(id: Int)
        case profile(name: String)
        case tab(String, Int)
        case files
    }

    static func routes() -> Routes<Route> { Routes<Route>(scheme: "app", hosts: ["app.example.com"]) }

    /// Declaring a second route whose pattern accepts exactly the same links is an error,
    /// whatever the dialect or placeholder names.
    @Test(arguments: ["user/:name", "user:{name}", "/user/<name>", "user/<string:name>/"])
    func samePatternTwiceIsRefused(second: String) throws {
        let routes = Self.routes()
        try routes.add("user/:id", .path("id", String.self), parse: Route.profile) {
            if case .profile(let name) = $0 { name } else { nil }
        }
        #expect(throws: RouteError.invalidPattern(second, position: 0, problem: .duplicateRoute("user/:id"))) {
            try routes.add(second, .path("name", String.self), parse: Route.profile) {
                if case .profile(let name) = $0 { name } else { nil }
            }
        }
        // The refused declaration left nothing behind.
        #expect(routes.patterns.map(\.description) == ["user/:id"])
        #expect(try routes.route(for: "app://user/bob") == .profile(name: "bob"))
    }

    /// Two routes of the same shape whose values convert to different types are not duplicates:
    /// the typed one comes first by precedence, the string one takes the rest.
    @Test func sameShapeWithDifferentTypesIsAllowed() throws {
        let routes = Self.routes()
        try routes.add("user/:name", .path("name", String.self), parse: Route.profile) {
            if case .profile(let name) = $0 { name } else { nil }
        }
        try routes.add("user/:id", .path("id", Int.self), parse: Route.user) {
            if case .user(let id) = $0 { id } else { nil }
        }
        #expect(try routes.route(for: "app://user/7") == .user(id: 7))
        #expect(try routes.route(for: "app://user/bob") == .profile(name: "bob"))
    }

    /// A constant route declared twice under the same pattern is a duplicate too.
    @Test func constantRouteTwiceIsRefused() throws {
        let routes = Self.routes()
        try routes.add("files", Route.files)
        #expect(throws: RouteError.invalidPattern("files/", position: 0, problem: .duplicateRoute("files"))) {
            try routes.add("files/", Route.files)
        }
    }

    /// The pattern must capture every path value the route needs, in a part links cannot leave out;
    /// it must not capture anything no parameter reads; and no name may be used twice.
    @Test(arguments: [
        ("user", RouteError.PatternProblem.missingValue("id"), 4),
        ("user/:userID", .missingValue("id"), 12),
        ("user/:id?", .missingValue("id"), 6),
        ("user/:id/:tab", .unusedValue("tab"), 10),
        ("user/:id/*", .unusedValue("*"), 9),
        ("user/:id/**", .unusedValue("**"), 9),
        ("user/:id/<_>", .unusedValue("_"), 10),
    ])
    func patternAndParametersMustAgree(pattern: String, problem: RouteError.PatternProblem, position: Int) {
        let routes = Self.routes()
        #expect(throws: RouteError.invalidPattern(pattern, position: position, problem: problem)) {
            try routes.add(pattern, .path("id", Int.self), parse: Route.user) {
                if case .user(let id) = $0 { id } else { nil }
            }
        }
    }

    /// A name read twice, or read from both the path and the query, is ambiguous.
    @Test func nameUsedTwiceIsRefused() {
        let routes = Self.routes()
        #expect(throws: RouteError.invalidPattern("tab/:name", position: 5, problem: .duplicateName("name"))) {
            try routes.add("tab/:name", .path("name", String.self), .query("name", Int.self), parse: Route.tab) {
                if case .tab(let name, let index) = $0 { (name, index) } else { nil }
            }
        }
        #expect(throws: RouteError.invalidPattern("tab", position: 0, problem: .duplicateName("q"))) {
            try routes.add("tab", .query("q", String.self), .query("q", Int.self), parse: Route.tab) {
                if case .tab(let name, let index) = $0 { (name, index) } else { nil }
            }
        }
    }

    /// A pattern the core grammar refuses is refused here with the core's error.
    @Test func invalidPatternKeepsTheCoreError() {
        let routes = Self.routes()
        #expect(throws: RouteError.invalidPattern("user/{id", position: 5, problem: .unclosedPlaceholder)) {
            try routes.add("user/{id", .path("id", Int.self), parse: Route.user) {
                if case .user(let id) = $0 { id } else { nil }
            }
        }
    }
}
