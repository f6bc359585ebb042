import Testing
import Waypoint
import WaypointTesting

/// A run of nodes with one way on each (one literal child, or a string placeholder alone, and
/// no route ending there) is followed in one loop when a search starts at it: the branches of a
/// table built to backtrack are such runs. It must decide exactly as the node-by-node search
/// does: the same route, the same values, the same case rules. It checks the chain's last step
/// first, and counts the nodes it enters: the start alone when that step fails.
@Suite("Walking chains of single children")
struct ChainWalkTests {
    static func router(_ patterns: [String], options: RouterOptions = RouterOptions()) throws -> Router<Int> {
        let router = Router<Int>(options: options)
        for (index, pattern) in patterns.enumerated() { try router.register(pattern, destination: index) }
        return router
    }

    /// `/c/:p/x/y/end` is one chain from the root to `y`, and `/c/x/:p` one from the root to
    /// `x`, whose last step is a string placeholder: the links leave them at every place. A
    /// chain's last step (the key `end`, or a non-empty segment for `:p`) is checked first, so
    /// a link that leaves it there, or is too short for it, counts the root alone.
    @Test(
        arguments: [
            ("/c/:p/x/y/end", "/c/v/x/y/end", 0, 6),  // root, c, :p, x, y, end
            ("/c/:p/x/y/end", "/c/v/x/BAD/end", nil, 4),  // root, c, :p, x: "BAD" is not y
            ("/c/:p/x/y/end", "/c/v/x/y/END", nil, 1),  // the last key is checked first: END is not end
            ("/c/:p/x/y/end", "/c/v/x", nil, 1),  // the link ends before the chain does
            ("/c/:p/x/y/end", "/c//x/y/end", nil, 2),  // root, c: a placeholder never takes ""
            ("/c/:p/x/y/end", "/d/v/x/y/end", nil, 1),  // the root's one key is not d
            ("/c/:p/x/y/end", "/c/v/x/y/end/more", nil, 6),  // past the chain, end has no child
            ("/c/:p/x/y/end", "/", nil, 1),  // the root only
            ("/c/x/:p", "/c/x/v", 0, 4),  // root, c, x, :p
            ("/c/x/:p", "/c/x", nil, 1),  // too short for the chain's last step
            ("/c/x/:p", "/c/y/v", nil, 2),  // root, c: y is not x
            ("/c/x/:p", "/d/x/v", nil, 1),  // the root's one key is not d
            ("/c/x/:p", "/c/x//v", nil, 1),  // the placeholder's segment is empty, which none takes
        ] as [(String, String, Int?, Int)])
    func aChainDecidesAsTheSearchDoes(pattern: String, link: String, destination: Int?, steps: Int) throws {
        let router = try Self.router([pattern])
        #expect(router.match(for: link)?.destination == destination)
        #expect(router.explain(link).steps == steps)
        if destination != nil { #expect(router.match(for: link)?.parameters["p"] == "v") }
    }

    /// Chains of string placeholders push their captures, and hand them back when they fail so
    /// that the next branch captures its own.
    @Test func chainCapturesAreKeptOnlyWhenTheChainHolds() throws {
        let router = try Self.router(["/files/:owner/:repo/:branch/tree", "/files/*/:name/:kind/blob"])
        let tree = router.match(for: "/files/a/b/c/tree")
        #expect(tree?.destination == 0)
        #expect(tree?.parameters.dictionary == ["owner": "a", "repo": "b", "branch": "c"])
        let blob = router.match(for: "/files/a/b/c/blob")
        #expect(blob?.destination == 1)
        #expect(blob?.parameters.dictionary == ["name": "b", "kind": "c"])
        #expect(router.match(for: "/files/a/b/c/other") == nil)
    }

    @Test(arguments: ["/docs/2/GUIDE/intro", "/DOCS/2/guide/INTRO", "/docs/2/Guide/Intro"])
    func chainKeysFollowTheCaseRule(link: String) throws {
        let insensitive = try Self.router(["/Docs/:v/Guide/Intro"], options: RouterOptions(caseSensitivePaths: false))
        #expect(insensitive.match(for: link)?.parameters["v"] == "2")
        let sensitive = try Self.router(["/docs/:v/Guide/Intro"])
        #expect((sensitive.match(for: link) != nil) == (link == "/docs/2/Guide/Intro"))
    }

    /// A segment beyond ASCII leaves the chain to the search, which compares it as strings:
    /// the Kelvin sign lowercases to an ASCII `k`.
    @Test func aSegmentBeyondASCIIComparesAsStrings() throws {
        let router = try Self.router(["/a/:p/k/end"], options: RouterOptions(caseSensitivePaths: false))
        #expect(router.match(for: "/a/1/%E2%84%AA/end")?.destination == 0)
        #expect(router.match(for: "/a/1/K/end")?.destination == 0)
        #expect(router.match(for: "/a/1/%C3%A9/end") == nil)
    }

    /// Branches that are chains, one below a placeholder at every depth, each ending in its own
    /// key or sharing one, against the reference matcher with links that leave the chains at
    /// every depth.
    @Test(arguments: [false, true])
    func chainBranchesAgreeWithReference(sharedEnds: Bool) throws {
        var generator = SeededGenerator(seed: sharedEnds ? 0xC4A1 : 0xC4A2)
        for table in 0..<60 {
            let depth = Int.random(in: 3...9, using: &generator)
            var patterns = ["/t/" + Array(repeating: "x", count: depth).joined(separator: "/") + "/end"]
            for level in 0..<depth {
                let parts = (0..<depth).map { index -> String in
                    if index == level { return ":p\(index)" }
                    return index > level && Bool.random(using: &generator) ? ":q\(index)" : "x"
                }
                patterns.append("/t/" + parts.joined(separator: "/") + (sharedEnds ? "/end" : "/end\(level)"))
            }
            let router = Router<Int>()
            var routes: [DifferentialTests.ReferenceRoute] = []
            for (destination, pattern) in patterns.enumerated() {
                let parsed = try router.register(pattern, destination: destination)
                routes.append(DifferentialTests.ReferenceRoute(segments: parsed.segments, destination: destination))
            }
            let ends = ["end", "miss", "", "x"] + (0..<depth).map { "end\($0)" }
            for _ in 0..<30 {
                var link =
                    ["t"] + (0..<depth).map { _ in ["x", "x", "x", "y", ""].randomElement(using: &generator) ?? "x" }
                link.append(ends.randomElement(using: &generator) ?? "end")
                if Bool.random(using: &generator) { link.removeLast(Int.random(in: 0...2, using: &generator)) }
                let answer = DifferentialTests.answersAsReference(router, routes, link, "table \(table) \(patterns)")
                if !answer.agrees { return }
            }
        }
    }
}
