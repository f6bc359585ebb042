import Testing
import Waypoint
import WaypointTesting

/// `RouterOptions.maxLookupSteps` caps the nodes one lookup may enter. A link that would take
/// more is refused with `RouteError.tooManySteps`: exactly when a lookup without the limit would
/// enter more nodes, never answered by a route of lower precedence, and the same way by
/// `match(for:)`, `resolve(_:)` and `explain(_:)`.
@Suite("The lookup step limit")
struct LookupLimitTests {
    static func router(_ patterns: [String], limit: Int) throws -> Router<Int> {
        let router = Router<Int>(options: RouterOptions(maxLookupSteps: limit))
        for (index, pattern) in patterns.enumerated() {
            try router.register(pattern, destination: index)
        }
        return router
    }

    static func isTooManySteps(_ error: RouteError?, link: String, limit: Int) -> Bool {
        if case .tooManySteps(link, limit) = error { return true }
        return false
    }

    /// `/a/b/c/d` dead-ends at `e` after four nodes; `:p`, `c` and `e` then match: 7 nodes.
    /// Below 7 the link is refused, even though the catch-all would take it.
    @Test(arguments: [(1, false), (4, false), (6, false), (7, true), (8, true), (256, true)])
    func aMatchPastTheLimitIsRefusedNotAnsweredByALowerRoute(limit: Int, answered: Bool) throws {
        let router = try Self.router(["/a/b/c/d", "/a/:p/c/e", "/**"], limit: limit)
        let link = "/a/b/c/e"
        let explanation = router.explain(link)
        if answered {
            #expect(router.match(for: link)?.destination == 1)
            #expect(try router.resolve(link).parameters["p"] == "b")
            #expect(explanation.steps == 7)
            #expect(explanation.error == nil)
        } else {
            #expect(router.match(for: link) == nil)
            #expect(throws: RouteError.tooManySteps(link, limit: limit)) { try router.resolve(link) }
            #expect(Self.isTooManySteps(explanation.error, link: link, limit: limit))
            #expect(explanation.matched == nil)
            #expect(explanation.steps > limit)
        }
        // The catch-all is a record of the root: a link no other branch takes costs one step.
        #expect(router.explain("/z/y").steps == 1)
        #expect(router.match(for: "/z/y")?.destination == 2)
    }

    /// A scheme's trie is searched before the unqualified one: a search that gives up there
    /// does not go on to the unqualified catch-all. `myapp://a/b/c/f` enters 5 nodes of the
    /// scheme's trie before both its branches fail at `f`, then the unqualified root, whose
    /// catch-all takes it: 6.
    @Test(arguments: [(4, false), (5, false), (6, true)])
    func aSearchThatGivesUpInASchemesTrieDoesNotFallThrough(limit: Int, answered: Bool) throws {
        let router = Router<Int>(schemes: ["myapp"], options: RouterOptions(maxLookupSteps: limit))
        for (index, pattern) in ["myapp://a/b/c/d", "myapp://a/:p/c/e", "/**"].enumerated() {
            try router.register(pattern, destination: index)
        }
        let link = "myapp://a/b/c/f"
        #expect(router.match(for: link)?.destination == (answered ? 2 : nil))
        #expect(router.explain(link).steps == (answered ? 6 : limit + 1))
        if !answered {
            #expect(throws: RouteError.tooManySteps(link, limit: limit)) { try router.resolve(link) }
        }
    }

    /// Random tables built to backtrack, and links close to their routes: under every limit,
    /// a link is refused exactly when the unlimited lookup enters more nodes than the limit,
    /// and otherwise answered as the unlimited lookup answers it.
    @Test(arguments: [4, 7, 10])
    func refusedExactlyWhenTheUnlimitedLookupTakesMoreSteps(depth: Int) throws {
        var generator = SeededGenerator(seed: 0x1_1317 + UInt64(depth))
        var refused = 0
        var answered = 0
        for _ in 0..<150 {
            let patterns = RepeatedBranchTests.randomTable(&generator, depth: depth)
            let unlimited = try Self.router(patterns, limit: Int.max)
            let bound = unlimited.maximumLookupSteps
            // Links of these tables mostly take a node or two per segment: limits around that.
            let limit = Int.random(in: 1...max(min(bound, 2 * depth), 1), using: &generator)
            let limited = try Self.router(patterns, limit: limit)
            for _ in 0..<20 {
                let words = (0..<Int.random(in: 1...(depth + 1), using: &generator)).map { _ in
                    ["x", "x", "x", "y", "7", "end", "q"].randomElement(using: &generator) ?? "x"
                }
                let link = "/" + words.joined(separator: "/")
                let steps = unlimited.explain(link).steps
                let context = "limit \(limit), \(steps) steps: \(patterns) \(link)"
                if steps > limit {
                    refused += 1
                    #expect(limited.match(for: link) == nil, "\(context)")
                    #expect(Self.isTooManySteps(limited.explain(link).error, link: link, limit: limit), "\(context)")
                    #expect(throws: RouteError.tooManySteps(link, limit: limit), "\(context)") {
                        try limited.resolve(link)
                    }
                } else {
                    answered += 1
                    let expected = unlimited.match(for: link)
                    let actual = limited.match(for: link)
                    #expect(actual?.destination == expected?.destination, "\(context)")
                    #expect(actual?.parameters == expected?.parameters, "\(context)")
                    #expect(limited.explain(link).steps == steps, "\(context)")
                }
            }
        }
        // Both sides of the limit must be common, or the property is not put to the test.
        #expect(refused > 300 && answered > 300, "refused \(refused), answered \(answered)")
    }

    /// The benchmarks' table built against the chain-end check: a link of x's enters 1,956 nodes
    /// of its 4,095-step bound. The default limit refuses it past 256 (by one run of nodes at
    /// most); an app that means such a table raises the limit and pays the table's cost.
    @Test func theDefaultLimitRefusesATableBuiltToBacktrack() throws {
        let depth = 62
        var patterns = ["/trap/" + Array(repeating: "x", count: depth).joined(separator: "/") + "/end"]
        for level in 0..<depth {
            let segments = (0..<depth).map { index -> String in
                if index == level { return ":p\(index)" }
                return index == depth - 1 ? "e\(level)" : "x"
            }
            let end = level == depth - 1 ? "/end\(level)" : "/miss"
            patterns.append("/trap/" + segments.joined(separator: "/") + end)
            patterns.append(
                "/trap/" + segments.map { $0.hasPrefix(":p") ? "<int:n>" : $0 }.joined(separator: "/") + end)
        }
        let link = "/trap/" + Array(repeating: "x", count: depth).joined(separator: "/") + "/miss"
        let defaults = Router<Int>()
        let raised = try Self.router(patterns, limit: 10_000)
        for (index, pattern) in patterns.enumerated() { try defaults.register(pattern, destination: index) }
        #expect(RouterOptions().maxLookupSteps == 256)
        #expect(defaults.maximumLookupSteps == 4_095)

        let refusal = defaults.explain(link)
        #expect(Self.isTooManySteps(refusal.error, link: link, limit: 256))
        #expect(refusal.steps > 256 && refusal.steps <= 256 + LinkOptions.default.maxSegments + 1)
        #expect(defaults.match(for: link) == nil)
        #expect(throws: RouteError.tooManySteps(link, limit: 256)) { try defaults.resolve(link) }

        let searched = raised.explain(link)
        #expect(searched.steps == 1_956)
        guard case .noMatch = searched.error else {
            Issue.record("expected noMatch, got \(String(describing: searched.error))")
            return
        }
        // The table's own links still match under the default limit: the x chain is walked first.
        let own = "/trap/" + Array(repeating: "x", count: depth).joined(separator: "/") + "/end"
        #expect(defaults.match(for: own)?.destination == 0)
    }

    @Test func theErrorNamesTheLinkTheLimitAndWhereToLook() {
        let message = RouteError.tooManySteps("/trap/x/x/miss", limit: 256).description
        #expect(message.contains("\"/trap/x/x/miss\""))
        #expect(message.contains("256"))
        #expect(message.contains("RouterOptions.maxLookupSteps"))
        #expect(message.contains("Router.maximumLookupSteps"))
    }

    /// Explaining a miss walks every node of every branch that accepts the link, where the
    /// lookup checks each branch's last step first: it stops at the limit too, and still says
    /// where the link left the table.
    @Test func explainingAMissStaysWithinTheLimit() throws {
        // Every branch is a chain that fails at its last step, which the lookup checks first, so
        // it stays under the limit; the explanation's walk would enter every node.
        let depth = 30
        var patterns = ["/t/" + Array(repeating: "x", count: depth).joined(separator: "/") + "/end"]
        for level in 0..<depth {
            patterns.append("/t/" + (0..<depth).map { $0 == level ? ":p" : "x" }.joined(separator: "/") + "/end")
        }
        let router = try Self.router(patterns, limit: 256)
        let link = "/t/" + Array(repeating: "x", count: depth).joined(separator: "/") + "/miss"
        let explanation = router.explain(link)
        #expect(explanation.steps <= 256)
        guard case .noMatch(_, let detail) = explanation.error else {
            Issue.record("expected noMatch, got \(String(describing: explanation.error))")
            return
        }
        #expect(explanation.failedSegmentIndex == depth + 1)
        #expect(detail.contains("\"miss\""))
    }
}
