import Testing
import Waypoint
import WaypointTesting

/// `Router.maximumLookupSteps` bounds what any link can make a lookup do, and
/// `MatchExplanation.steps` counts what one link did: the bound must hold for every link, and be
/// reached where every branch of a table accepts the same link.
@Suite("Lookup steps and their bound")
struct LookupStepsTests {
    static func router(_ patterns: [String], schemes: Set<String>? = nil) throws -> Router<Int> {
        let router = Router<Int>(schemes: schemes)
        for (index, pattern) in patterns.enumerated() {
            try router.register(pattern, destination: index)
        }
        return router
    }

    /// `/a/b/c` and `/a/:x/d`: root, `a`, `b`, `c`, `:x`, `d`; `b` and `:x` both accept `b`.
    @Test(arguments: [
        ("/a/b/c", 4),  // root, a, b, c
        ("/a/b/d", 5),  // b's branch dead-ends at "d"; then :x and d
        ("/a/q/d", 4),  // no literal "q": straight to :x and d
        ("/z", 1),  // the root only
        ("/", 1),
    ])
    func stepsCountTheNodesEntered(link: String, steps: Int) throws {
        let router = try Self.router(["/a/b/c", "/a/:x/d"])
        #expect(router.maximumLookupSteps == 6)
        #expect(router.explain(link).steps == steps)
    }

    @Test func everyBranchAcceptingTheLinkReachesTheBound() throws {
        // A placeholder branch beside each literal one; a link one segment longer than every
        // route enters every node before it fails.
        let router = try Self.router(["/t/x/x/x", "/t/:a/x/x", "/t/x/:b/x", "/t/x/x/:c"])
        #expect(router.maximumLookupSteps == 11)
        let explanation = router.explain("/t/x/x/x/more")
        #expect(explanation.matched == nil)
        #expect(explanation.steps == 11)
    }

    @Test func qualifiedTriesAddTheirBound() throws {
        // The scheme's trie is searched first, then the unqualified one.
        let router = try Self.router(
            ["myapp://a/:x/c", "myapp://a/:x/d", "/a/b/e", "/a/b/f"], schemes: ["myapp"])
        #expect(router.maximumLookupSteps == 8)
        #expect(router.explain("myapp://a/b/g").steps == 6)  // root, a, :x; then root, a, b
        #expect(router.explain("myapp://a/b/c").steps == 4)  // the scheme's root, a, :x, c match first
        #expect(router.explain("/a/b/e").steps == 4)
        // No route of the scheme has two segments: a link of two does not search its trie.
        #expect(router.explain("myapp://a/b").steps == 3)  // root, a, b
    }

    /// Runs of string placeholders are walked in a loop: a run that dead-ends must hand back
    /// its captures before the next alternative takes its own.
    @Test(
        arguments: [
            ("/1/2/x", 0, ["a": "1", "b": "2"], 4),  // root, :a, :b, x
            // Each run is a chain whose last key is checked first: the run :a, :b, whose last
            // key is x, fails at :a alone.
            ("/1/2/y", 1, ["c": "2"], 5),  // root, :a; then *, :c, y
            ("/1/2/z", nil, [:], 3),  // root, :a, *: both runs fail at their last key
            ("/1//x", nil, [:], 3),  // root, :a, *: a placeholder never takes an empty segment
        ] as [(String, Int?, [String: String], Int)])
    func placeholderRunsBacktrackWithTheirCaptures(
        link: String, destination: Int?, parameters: [String: String], steps: Int
    ) throws {
        let router = try Self.router(["/:a/:b/x", "/*/:c/y"])
        let match = router.match(for: link)
        #expect(match?.destination == destination)
        #expect((match?.parameters.dictionary ?? [:]) == parameters)
        if destination != nil {
            #expect(try router.resolve(link).parameters.dictionary == parameters)
        }
        #expect(router.explain(link).steps == steps)
    }

    @Test(arguments: ["other://a/b", "/a/../b", "/a/%ZZ"])
    func refusedLinksTakeNoStep(link: String) throws {
        let router = try Self.router(["/a/b", "/a/:x"], schemes: ["myapp"])
        #expect(router.explain(link).error != nil)
        #expect(router.explain(link).steps == 0)
    }

    @Test func literalKeysAreExclusiveInTheBound() throws {
        // Four literal children: a segment enters at most one of them.
        let router = try Self.router(["/a/b", "/c/d/e", "/f", "/g/:x"])
        #expect(router.maximumLookupSteps == 4)  // root, c, d, e
    }

    @Test(arguments: [4, 7, 10])
    func noLinkExceedsTheBoundInDeepBacktrackingTables(depth: Int) throws {
        var generator = SeededGenerator(seed: 0x57E9 + UInt64(depth))
        var backtracked = 0
        for _ in 0..<200 {
            let router = try Self.router(RepeatedBranchTests.randomTable(&generator, depth: depth))
            let bound = router.maximumLookupSteps
            for _ in 0..<20 {
                let words = (0..<Int.random(in: 1...(depth + 1), using: &generator)).map { _ in
                    ["x", "x", "x", "y", "7", "end", "z"].randomElement(using: &generator) ?? "x"
                }
                let steps = router.explain("/" + words.joined(separator: "/")).steps
                #expect(steps >= 1 && steps <= bound, "\(router.patterns) /\(words.joined(separator: "/"))")
                // More nodes than the link has segments (and the root): the lookup backtracked.
                if steps > words.count + 1 { backtracked += 1 }
                if steps > bound { return }
            }
        }
        // The tables must make lookups backtrack, or the bound is never put to the test.
        #expect(backtracked > 400)
    }

    @Test func noLinkExceedsTheBoundInGeneratedTables() throws {
        var generator = SeededGenerator(seed: 0x57E9_2026)
        for _ in 0..<2_000 {
            let router = Router<Int>()
            for destination in 0..<Int.random(in: 1...8, using: &generator) {
                try router.register(DifferentialTests.randomPattern(&generator), destination: destination)
            }
            let bound = router.maximumLookupSteps
            for _ in 0..<6 {
                let link =
                    "/"
                    + (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                        DifferentialTests.linkWords.randomElement(using: &generator) ?? "a"
                    }.joined(separator: "/")
                let steps = router.explain(link).steps
                #expect(steps <= bound, "\(router.patterns) \(link)")
                if steps > bound { return }
            }
        }
    }
}
