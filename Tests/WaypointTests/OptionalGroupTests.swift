import Testing
import Waypoint
import WaypointTesting

/// JLRoutes' optional groups: `/path(/:id)(/:action)` matches with and without each group.
/// Cases marked JLRoutes are that library's own README and tests.
@Suite("Optional groups")
struct OptionalGroupTests {
    /// One pattern, links with and without each group, and what each captures (`nil`: no match).
    static let matching: [(pattern: String, link: String, captured: [String: String]?)] = [
        ("/path(/:id)(/:action)", "/path", [:]),
        ("/path(/:id)(/:action)", "/path/7", ["id": "7"]),
        ("/path(/:id)(/:action)", "/path/7/edit", ["id": "7", "action": "edit"]),
        ("/path(/:id)(/:action)", "/path/7/edit/more", nil),
        // JLRoutes README: every combination of the groups.
        ("/the(/foo/:a)(/bar/:b)", "/the/foo/1/bar/2", ["a": "1", "b": "2"]),
        ("/the(/foo/:a)(/bar/:b)", "/the/foo/1", ["a": "1"]),
        ("/the(/foo/:a)(/bar/:b)", "/the/bar/2", ["b": "2"]),
        ("/the(/foo/:a)(/bar/:b)", "/the", [:]),
        ("/the(/foo/:a)(/bar/:b)", "/the/bar/2/foo/1", nil),
        // JLRoutes testOptionalRoutesAtEnd.
        (
            "/path/:thing(/new)(/anotherpath/:anotherthing)", "/path/abc/new/anotherpath/def",
            ["thing": "abc", "anotherthing": "def"]
        ),
        (
            "/path/:thing(/new)(/anotherpath/:anotherthing)", "/path/foo/anotherpath/bar",
            ["thing": "foo", "anotherthing": "bar"]
        ),
        ("/path/:thing(/new)(/anotherpath/:anotherthing)", "/path/yyy/new", ["thing": "yyy"]),
        ("/path/:thing(/new)(/anotherpath/:anotherthing)", "/path/zzz", ["thing": "zzz"]),
        ("/path/:thing(/new)(/anotherpath/:anotherthing)", "/path/zzz/anotherpath", nil),
        // JLRoutes testOptionalRoutesAtStart: the slash may stand inside the group, after it.
        ("/(rest/)(app/):object/:id", "/rest/app/aaa/bbb", ["object": "aaa", "id": "bbb"]),
        ("/(rest/)(app/):object/:id", "/app/aaa/bbb", ["object": "aaa", "id": "bbb"]),
        ("/(rest/)(app/):object/:id", "/rest/aaa/bbb", ["object": "aaa", "id": "bbb"]),
        ("/(rest/)(app/):object/:id", "/aaa/bbb", ["object": "aaa", "id": "bbb"]),
        // JLRoutes testOptionalRoutesInterleaved.
        ("/(rest/):object/(app/):id", "/rest/aaa/app/bbb", ["object": "aaa", "id": "bbb"]),
        ("/(rest/):object/(app/):id", "/aaa/app/bbb", ["object": "aaa", "id": "bbb"]),
        ("/(rest/):object/(app/):id", "/rest/aaa/bbb", ["object": "aaa", "id": "bbb"]),
        ("/(rest/):object/(app/):id", "/aaa/bbb", ["object": "aaa", "id": "bbb"]),
        // Nested: the inner group is written only with the outer one.
        ("/a(/b(/c))", "/a", [:]),
        ("/a(/b(/c))", "/a/b", [:]),
        ("/a(/b(/c))", "/a/b/c", [:]),
        ("/a(/b(/c))", "/a/c", nil),
        ("/archive(/:year(/:month))", "/archive/2024/5", ["year": "2024", "month": "5"]),
        // Any placeholder in a group, and a rest of the path at the end of one.
        ("/users/<int:id>(/posts/<int:post>)", "/users/4/posts/9", ["id": "4", "post": "9"]),
        ("/users/<int:id>(/posts/<int:post>)", "/users/4/posts/x", nil),
        ("/docs(/**path)", "/docs", [:]),
        ("/docs(/**path)", "/docs/a/b", ["path": "a/b"]),
        ("/tags(/{tag})(/*)", "/tags/swift/x", ["tag": "swift"]),
        // A group after a custom host, on a web host, and in a URN.
        ("myapp://user(/:id)", "myapp://user", [:]),
        ("myapp://user(/:id)", "myapp://user/5", ["id": "5"]),
        ("myapp:///(app/)user", "myapp://app/user", [:]),
        ("https://example.com/a(/:b)", "https://example.com/a/2", ["b": "2"]),
        ("post:{id}:(comments)", "post:abc:comments", ["id": "abc"]),
        ("post:{id}:(comments)", "post:abc", ["id": "abc"]),
        ("post:{id}:(a):(b)", "post:x:b", ["id": "x"]),
        // `:name?` is a group too, and mixes with them.
        ("/search/:q?", "/search", [:]),
        ("/a(/x/:b?)/:c?", "/a/x/c", ["b": "c"]),
        ("/a(/x/:b?)/:c?", "/a/c", ["c": "c"]),
        ("/a(/x/:b?)/:c?", "/a/x/1/2", ["b": "1", "c": "2"]),
        // A literal parenthesis is written escaped.
        ("/wiki/Foo_%28bar%29", "/wiki/Foo_(bar)", [:]),
    ]

    @Test(arguments: matching)
    func matchesWithAndWithoutEachGroup(pattern: String, link: String, captured: [String: String]?) throws {
        let router = Router<String>(schemes: ["myapp"], hosts: ["example.com"])
        try router.register(pattern, destination: pattern)
        let match = router.match(for: link)
        #expect(match?.parameters.dictionary == captured, "\(link)")
        // The full lookup and the quick lookup agree, and explain names the pattern.
        #expect((try? router.resolve(link))?.parameters.dictionary == captured)
        #expect(router.explain(link).matched?.description == (captured == nil ? nil : pattern))
    }

    @Test(arguments: [
        ("/path(/:id)(/:action)", ["/path/{id}/{action}", "/path/{id}", "/path/{action}", "/path"]),
        ("/the(/foo/:a)(/bar/:b)", ["/the/foo/{a}/bar/{b}", "/the/foo/{a}", "/the/bar/{b}", "/the"]),
        ("/a(/b(/c))", ["/a/b/c", "/a/b", "/a"]),
        ("/archive(/:year(/:month))", ["/archive/{year}/{month}", "/archive/{year}", "/archive"]),
        (
            "/(rest/)(app/):object/:id",
            ["/rest/app/{object}/{id}", "/rest/{object}/{id}", "/app/{object}/{id}", "/{object}/{id}"]
        ),
        ("/a/:b?/:c?", ["/a/{b}/{c}", "/a/{b}", "/a"]),
        ("/(a/)b", ["/a/b", "/b"]),
        ("/x((/a)(/b))", ["/x/a/b", "/x/a", "/x/b", "/x"]),
        ("/plain/:id", ["/plain/{id}"]),
    ])
    func formsAreListedFullestFirst(pattern: String, forms: [String]) throws {
        let parsed = try RoutePattern(pattern)
        let spelled = parsed.variants.map { variant in
            "/"
                + variant.map { segment in
                    switch segment {
                    case .literal(let text): text
                    case .parameter(let name, _): "{\(name ?? "_")}"
                    case .wildcard: "*"
                    case .rest(let name): "**\(name ?? "")"
                    }
                }.joined(separator: "/")
        }
        #expect(spelled == forms)
        #expect(parsed.segments == parsed.variants.first)
    }

    /// A form is spelled (in conflicts and route-file checks) as a pattern that reads back as
    /// the same segments: a literal `*`, `(` or `)` is written escaped, not as a wildcard or group.
    @Test(arguments: ["/a%2Ab(/:x)", "/wiki/Foo_%28bar%29(/:x)", "/%2A(/%29)", "myapp://h%2A/(:x)"])
    func aFormsSpellingReadsBackAsItsSegments(pattern: String) throws {
        let parsed = try RoutePattern(pattern)
        #expect(parsed.variants.count == 2)
        for variant in parsed.variants {
            #expect(try RoutePattern(parsed.spelling(of: variant)).segments == variant)
        }
    }

    @Test func requiredCountIsTheSegmentsBeforeTheFirstGroup() throws {
        #expect(try RoutePattern("/a/b(/c)/d").requiredCount == 2)
        #expect(try RoutePattern("/(a/)b").requiredCount == 0)
        #expect(try RoutePattern("/a/b").requiredCount == 2)
    }

    // MARK: Precedence

    @Test(arguments: [
        ("/posts/new", "literal"), ("/posts/5", "group"), ("/posts", "group"),
        ("/users/42", "typed group"), ("/users/bob", "string"),
    ])
    func formsTakePartInPrecedenceLikeAnyPattern(link: String, destination: String) throws {
        let router = Router<String>()
        try router.register("/posts(/:id)", destination: "group")
        try router.register("/posts/new", destination: "literal")
        try router.register("/users/:name", destination: "string")
        try router.register("/users(/<int:id>)", destination: "typed group")
        #expect(router.match(for: link)?.destination == destination)
    }

    /// Of one pattern's forms that take the same links, the earlier group takes the value.
    @Test func theEarlierGroupWinsAmongFormsOfOneShape() throws {
        let router = Router<String>()
        try router.register("/a(/:x)(/:y)", destination: "a")
        #expect(router.match(for: "/a/1")?.parameters.dictionary == ["x": "1"])
        #expect(router.conflicts.isEmpty)
    }

    /// Forms compare segment by segment as the patterns they spell: a literal in the fuller form
    /// beats the rest of the path in the other, and a literal in the shorter one beats a placeholder.
    @Test func formsCompareSegmentBySegment() throws {
        let router = Router<String>()
        try router.register("/a(/b)/**rest", destination: "literal first")
        #expect(router.match(for: "/a/b/c")?.parameters.dictionary == ["rest": "c"])
        #expect(router.match(for: "/a/x/c")?.parameters.dictionary == ["rest": "x/c"])
        let other = Router<String>()
        try other.register("/a(/:x)/b/**rest", destination: "placeholder first")
        #expect(other.match(for: "/a/b/b/c")?.parameters.dictionary == ["rest": "b/c"])
        #expect(other.match(for: "/a/z/b/c")?.parameters.dictionary == ["x": "z", "rest": "c"])
    }

    @Test func restSegmentsFollowTheFormThatMatched() throws {
        let router = Router<String>()
        try router.register("/docs(/v/:version)/**page", destination: "docs")
        #expect(router.match(for: "/docs/v/2/a/b%2Fc")?.restSegments("page") == ["a", "b/c"])
        #expect(router.match(for: "/docs/a/b")?.restSegments("page") == ["a", "b"])
        #expect(router.match(for: "/docs/v/b")?.restSegments("page") == ["v", "b"])
        // Segments of different lengths, so that only one start joins to the captured value.
        let pages = (1...58).map { String(repeating: "p", count: $0 % 7 + 1) }
        #expect(router.match(for: "/docs/v/2/" + pages.joined(separator: "/"))?.restSegments("page") == pages)
        #expect(router.match(for: "/docs/" + pages.joined(separator: "/"))?.restSegments("page") == pages)
    }

    // MARK: Conflicts

    @Test(
        arguments: [
            // Only the form /posts of the second route loses.
            (["/posts", "/posts(/:page)"], [RouteConflict.Reason.duplicate], [[PatternSegment.literal("posts")]]),
            // Every form of the second route loses to the first.
            (["/posts(/:page)", "/posts"], [.duplicate], [nil]),
            (["/a(/:x)", "/a(/:y)"], [.duplicate], [nil]),
            (["/a(/:id)", "/a/*"], [.shadowed], [nil]),
            (["/a(/:x)(/:y)"], [], []),
            (["/a/b", "/a(/b)(/c)"], [.duplicate], [[.literal("a"), .literal("b")]]),
        ] as [([String], [RouteConflict.Reason], [[PatternSegment]?])])
    func conflictsCompareFormByForm(
        patterns: [String], reasons: [RouteConflict.Reason], variants: [[PatternSegment]?]
    ) throws {
        let router = Router<String>()
        for pattern in patterns { try router.register(pattern, destination: pattern) }
        #expect(router.conflicts.map(\.reason) == reasons)
        #expect(router.conflicts.map(\.variant) == variants)
        #expect(router.conflicts.allSatisfy { $0.index == 1 && $0.winnerIndex == 0 })
    }

    @Test func aConflictNamesTheFormThatLoses() throws {
        let router = Router<String>()
        try router.register("/posts", destination: "index")
        try router.register("/posts(/:page)", destination: "pages")
        #expect(
            router.conflicts.map(\.description)
                == ["/posts(/:page) (route 1) in its form /posts is duplicate by /posts (route 0)"])
        #expect(router.match(for: "/posts/2")?.destination == "pages")
    }

    @Test func explainNamesEachPatternOnce() throws {
        let router = Router<String>()
        try router.register("/a(/:x)(/:y)", destination: "a")
        #expect(router.explain("/b").nearest.map(\.description) == ["/a(/:x)(/:y)"])
    }

    // MARK: Errors

    @Test(arguments: [
        ("/a(/b", 2, RouteError.PatternProblem.unbalancedGroup),
        ("/a(/b(/c)", 2, .unbalancedGroup),
        ("/a/b)", 4, .unbalancedGroup),
        ("/a()", 2, .emptyGroup),
        ("/a(/)", 2, .emptyGroup),
        ("/a(b)", 2, .groupSplitsSegment),
        ("/a/(b)c", 5, .groupSplitsSegment),
        ("/a(/:id)/:id", 9, .duplicateName("id")),
        ("/a(/**)(/b)", 4, .restNotLast),
        ("/a/(**)/b", 4, .restNotLast),
        ("https://(www.)example.com/a", 8, .groupOutsidePath),
        ("https://example.com(a)", 19, .groupOutsidePath),
        ("https://www.(x).com/a", 12, .groupOutsidePath),
        ("myapp://(user)/x", 8, .groupOutsidePath),
        ("my(app)://x", 2, .groupOutsidePath),
        ("/a/:b?(/c)", 6, .optionalNotTrailing),
        ("/(/a)", 2, .emptySegment),
        ("/a/(/b)", 4, .emptySegment),
        ("/a(/b)(/c)(/d)(/e)(/f)(/g)(/h)", 26, .tooManyVariants(limit: 64)),
    ])
    func malformedGroupsAreTypedErrors(pattern: String, position: Int, problem: RouteError.PatternProblem) {
        #expect(throws: RouteError.invalidPattern(pattern, position: position, problem: problem)) {
            try Router<String>().register(pattern, destination: "x")
        }
    }

    /// A group may start a web pattern's path: the host's root and every path below it.
    @Test func aGroupMayStartAWebPatternsPath() throws {
        let router = Router<String>(hosts: ["emails.example.com"])
        try router.register("https://emails.example.com(/**)", destination: "email")
        #expect(try RoutePattern("https://emails.example.com(/**)").variants.count == 2)
        for link in ["https://emails.example.com", "https://emails.example.com/", "https://emails.example.com/a/b"] {
            #expect(router.match(for: link)?.destination == "email", "\(link)")
        }
        #expect(router.match(for: "https://other.example.com/a") == nil)
    }

    /// Six groups side by side are 64 forms, the most a pattern may have; a chain of nested
    /// groups counts one form per group.
    @Test func sixGroupsAreTheLimit() throws {
        let router = Router<String>()
        try router.register("/a(/b)(/c)(/d)(/e)(/f)(/g)", destination: "six")
        #expect(try RoutePattern("/a(/b)(/c)(/d)(/e)(/f)(/g)").variants.count == 64)
        let chain = "/r" + (0..<63).map { "/:p\($0)?" }.joined()
        #expect(try RoutePattern(chain).variants.count == 64)
        #expect(throws: RouteError.self) { try RoutePattern(chain + "/:p63?") }
        #expect(router.match(for: "/a/c/g")?.destination == "six")
    }

    /// Parentheses around nothing but a group add no form, but each is a group: 64 at most.
    @Test func groupsAroundGroupsCountAsGroups() throws {
        let nested = { (count: Int) in
            "/a" + String(repeating: "(", count: count) + "/b" + String(repeating: ")", count: count)
        }
        #expect(try RoutePattern(nested(64)).variants.count == 2)
        #expect(throws: RouteError.invalidPattern(nested(65), position: 66, problem: .tooManyVariants(limit: 64))) {
            try RoutePattern(nested(65))
        }
    }

    // MARK: Printing

    @Test(
        arguments: [
            ("/path(/:id)(/:action)", [:], "/path"),
            ("/path(/:id)(/:action)", ["id": "7"], "/path/7"),
            ("/path(/:id)(/:action)", ["action": "edit"], "/path/edit"),
            ("/path(/:id)(/:action)", ["id": "7", "action": "edit"], "/path/7/edit"),
            ("/archive(/:year(/:month))", ["month": "5"], "/archive"),
            ("/a(/*)/b", [:], "/a/b"),
            ("/posts(/all)", [:], "/posts/all"),
            ("myapp://user(/:id)", ["id": "5"], "myapp://user/5"),
        ] as [(String, [String: String], String)])
    func expandPrintsTheFullestFormItsValuesAllow(pattern: String, values: [String: String], link: String) throws {
        #expect(try RoutePattern(pattern).expand(values) == link)
    }

    @Test func expandNamesAValueOfARequiredPart() throws {
        #expect(throws: RouteError.missingValue(key: "id")) { try RoutePattern("/u/:id(/:tab)").expand(["tab": "x"]) }
        #expect(throws: RouteError.malformedValue(key: "n", value: "x", expected: "int")) {
            try RoutePattern("/u(/<int:n>)").expand(["n": "x"])
        }
    }
}

/// The trie against the reference matcher of `DifferentialTests`, given every form of each
/// pattern as a route of its own, in the order the router registers them.
@Suite("Differential: optional groups vs reference")
struct OptionalGroupDifferentialTests {
    /// A random pattern with groups, possibly nested, around runs of its segments.
    static func randomPattern(_ generator: inout SeededGenerator) -> String {
        let length = Int.random(in: 1...5, using: &generator)
        var text = "/"
        var open = 0
        for index in 0..<length {
            var opens = 0
            while opens < 2 && Int.random(in: 0..<3, using: &generator) == 0 { opens += 1 }
            if index > 0 { text += "/" }
            text += String(repeating: "(", count: opens)
            open += opens
            switch Int.random(in: 0..<10, using: &generator) {
            case 0...4: text += DifferentialTests.literals.randomElement(using: &generator) ?? "a"
            case 5: text += "<int:n\(index)>"
            case 6, 7: text += ":p\(index)"
            case 8: text += "*"
            default: text += index == length - 1 ? "<path:r\(index)>" : "*"
            }
            var closes = 0
            while open > 0 && Int.random(in: 0..<2, using: &generator) == 0 {
                closes += 1
                open -= 1
            }
            text += String(repeating: ")", count: closes)
        }
        return text + String(repeating: ")", count: open)
    }

    @Test func trieAgreesWithReferenceOnGeneratedTablesWithGroups() throws {
        var generator = SeededGenerator(seed: 0x6209_2026)
        var matched = 0
        for table in 0..<3_000 {
            let router = Router<Int>()
            var routes: [DifferentialTests.ReferenceRoute] = []
            for destination in 0..<Int.random(in: 1...6, using: &generator) {
                let parsed = try router.register(Self.randomPattern(&generator), destination: destination)
                for variant in parsed.variants {
                    routes.append(DifferentialTests.ReferenceRoute(segments: variant, destination: destination))
                }
            }
            for _ in 0..<6 {
                let link = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                    DifferentialTests.linkWords.randomElement(using: &generator) ?? "a"
                }
                let answer = DifferentialTests.answersAsReference(
                    router, routes, link, "table \(table) \(router.patterns.map(\.description))")
                if answer.matched { matched += 1 }
                if !answer.agrees { return }
            }
        }
        // The tables must match often enough for the comparison to mean something.
        #expect(matched > 2_000)
    }
}
