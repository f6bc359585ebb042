import Testing
import Waypoint
import WaypointTesting

/// Typed routes whose patterns have optional groups: an optional path value lives in a group,
/// a route prints the fullest form its values allow, and `route(for: link(for: x)) == x`.
@Suite("Typed routes: optional groups")
struct TypedRouteGroupTests {
    enum Route: Hashable, Sendable {
        case thread(id: Int, page: Int?)
        case archive(year: Int?, month: Int?)
        case posts
        case file(path: String?)
        case tag(name: String, sort: String?)
    }

    static func routes(canonical: CanonicalForm = .customScheme("forum")) throws -> Routes<Route> {
        let routes = Routes<Route>(schemes: ["forum"], hosts: ["forum.example.com"], canonical: canonical)
        try routes.add(
            "thread/:id(/page/:page)", .path("id", Int.self), .path("page", Int?.self), parse: Route.thread
        ) { if case .thread(let id, let page) = $0 { (id, page) } else { nil } }
        try routes.add(
            "archive(/:year(/:month))", .path("year", Int?.self), .path("month", Int?.self), parse: Route.archive
        ) { if case .archive(let year, let month) = $0 { (year, month) } else { nil } }
        try routes.add("posts(/all)", Route.posts)
        try routes.add("files(/<path:path>)", .path("path", String?.self), parse: Route.file) {
            if case .file(let path) = $0 { path } else { nil }
        }
        try routes.add(
            "tag/:name(/sorted/:sort)", .path("name", String.self), .path("sort", String?.self), parse: Route.tag
        ) { if case .tag(let name, let sort) = $0 { (name, sort) } else { nil } }
        return routes
    }

    @Test(arguments: [
        (Route.thread(id: 5, page: nil), "forum://thread/5"),
        (.thread(id: 5, page: 2), "forum://thread/5/page/2"),
        (.archive(year: nil, month: nil), "forum://archive"),
        (.archive(year: 2024, month: nil), "forum://archive/2024"),
        (.archive(year: 2024, month: 5), "forum://archive/2024/5"),
        (.posts, "forum://posts/all"),
        (.file(path: nil), "forum://files"),
        (.file(path: "a/b c"), "forum://files/a/b%20c"),
        (.tag(name: "swift", sort: "new"), "forum://tag/swift/sorted/new"),
    ])
    func printsTheFullestFormItsValuesAllow(route: Route, link: String) throws {
        let routes = try Self.routes()
        #expect(try routes.link(for: route) == link)
        #expect(try routes.route(for: link) == route)
    }

    @Test(
        arguments: [
            ("forum://posts", Route.posts),
            ("https://forum.example.com/archive/1999", .archive(year: 1999, month: nil)),
            ("forum://thread/5/page/x", nil), ("forum://archive/x", nil),
        ] as [(String, Route?)])
    func everyFormParses(link: String, route: Route?) throws {
        #expect((try? Self.routes().route(for: link)) == route)
    }

    /// The law, over generated values, in every canonical form.
    @Test(arguments: [CanonicalForm.customScheme("forum"), .web(host: "forum.example.com"), .path, .urn])
    func parsingThePrintedLinkGivesTheValueBack(form: CanonicalForm) throws {
        let routes = try Self.routes(canonical: form)
        var random = SeededGenerator(seed: 35)
        let words = ["a", "b c", "é", "x/y", "%", "(", ")", "new", "7", "-1"]
        func word() -> String { words.randomElement(using: &random) ?? "a" }
        func number() -> Int? { Bool.random(using: &random) ? nil : Int.random(in: -5...3000, using: &random) }
        for _ in 0..<500 {
            let route: Route
            switch Int.random(in: 0..<5, using: &random) {
            case 0: route = .thread(id: Int.random(in: 0...99, using: &random), page: number())
            case 1:
                let year = number()
                route = .archive(year: year, month: year == nil ? nil : number())
            case 2: route = .posts
            case 3: route = .file(path: Bool.random(using: &random) ? nil : word() + "/" + word())
            default: route = .tag(name: word(), sort: Bool.random(using: &random) ? nil : word())
            }
            let link = try routes.link(for: route)
            #expect(try routes.route(for: link) == route, "\(link)")
        }
    }

    /// `archive(/:year(/:month))` cannot hold a month without a year: such a value has no link,
    /// and printing says so instead of handing out a link that opens another value.
    @Test func aValueNoFormHoldsIsRefused() throws {
        #expect(throws: RouteError.self) { try Self.routes().link(for: .archive(year: nil, month: 5)) }
    }

    /// Two groups of one shape: `/pair(/:a)(/:b)` reads `/pair/1` as `a`, so a value with only
    /// `b` has no link of its own, and printing refuses it rather than break the law.
    @Test func aValueAnEarlierFormTakesIsRefused() throws {
        enum Pair: Hashable, Sendable { case pair(a: String?, b: String?) }
        let routes = Routes<Pair>(scheme: "app")
        try routes.add("pair(/:a)(/:b)", .path("a", String?.self), .path("b", String?.self), parse: Pair.pair) {
            if case .pair(let a, let b) = $0 { (a, b) } else { nil }
        }
        #expect(try routes.link(for: .pair(a: "1", b: nil)) == "app://pair/1")
        #expect(try routes.link(for: .pair(a: "1", b: "2")) == "app://pair/1/2")
        #expect(throws: RouteError.self) { try routes.link(for: .pair(a: nil, b: "2")) }
    }

    @Test(arguments: [
        ("user(/:id)", false, RouteError.PatternProblem.missingValue("id"), 7),
        ("user/:id", true, .optionalValueAlwaysPresent("id"), 6),
    ])
    func optionalValuesSitInOptionalParts(pattern: String, optional: Bool, problem: RouteError.PatternProblem, at: Int)
    {
        enum User: Hashable, Sendable { case user(Int?) }
        let routes = Routes<User>(scheme: "app")
        #expect(throws: RouteError.invalidPattern(pattern, position: at, problem: problem)) {
            if optional {
                try routes.add(pattern, .path("id", Int?.self), parse: User.user) {
                    if case .user(let id) = $0 { id } else { nil }
                }
            } else {
                try routes.add(pattern, .path("id", Int.self), parse: { User.user($0) }) {
                    if case .user(let id) = $0 { id } else { nil }
                }
            }
        }
    }

    /// Two declarations whose forms take exactly the same links are duplicates, however the
    /// optional parts are written.
    @Test func sameFormsTwiceIsRefused() throws {
        enum Search: Hashable, Sendable { case search(String?) }
        let routes = Routes<Search>(scheme: "app")
        try routes.add("search/:q?", .path("q", String?.self), parse: Search.search) {
            if case .search(let q) = $0 { q } else { nil }
        }
        #expect(
            throws: RouteError.invalidPattern("search(/:text)", position: 0, problem: .duplicateRoute("search/:q?"))
        ) {
            try routes.add("search(/:text)", .path("text", String?.self), parse: Search.search) {
                if case .search(let q) = $0 { q } else { nil }
            }
        }
    }
}
