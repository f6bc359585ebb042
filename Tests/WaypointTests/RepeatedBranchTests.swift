import Testing
import Waypoint
import WaypointTesting

/// Tables that repeat one branch below placeholders make a lookup backtrack deeply, follow
/// chains (one way on per node) in one loop, and try each placeholder type in turn. These are
/// built from random repeated branches whose placeholder types differ and whose routes end at
/// different depths: every answer must still be the reference matcher's.
@Suite("Backtracking through repeated branches")
struct RepeatedBranchTests {
    static func randomTable(_ generator: inout SeededGenerator, depth: Int) -> [String] {
        let inner = ["x", "x", "x", "y", ":p", "<int:n>", "*"]
        let last = ["end", "end", "x", ":p", "<int:n>", "<path:r>"]
        return (0..<Int.random(in: 8...40, using: &generator)).map { _ in
            let length = Int.random(in: (depth - 2)...depth, using: &generator)
            var parts = (0..<(length - 1)).map { position -> String in
                let part = inner.randomElement(using: &generator) ?? "x"
                return part.hasPrefix(":") || part.hasPrefix("<")
                    ? part.replacingOccurrences(of: "p", with: "p\(position)")
                        .replacingOccurrences(of: "n>", with: "n\(position)>") : part
            }
            parts.append(last.randomElement(using: &generator) ?? "end")
            return "/" + parts.joined(separator: "/")
        }
    }

    @Test(arguments: [4, 7, 10])
    func deepBacktrackingAgreesWithReference(depth: Int) throws {
        var generator = SeededGenerator(seed: 0xBAC7 + UInt64(depth))
        var matched = 0
        var lookups = 0
        for table in 0..<400 {
            let router = Router<Int>()
            var routes: [DifferentialTests.ReferenceRoute] = []
            for (destination, pattern) in Self.randomTable(&generator, depth: depth).enumerated() {
                let parsed = try router.register(pattern, destination: destination)
                routes.append(DifferentialTests.ReferenceRoute(segments: parsed.segments, destination: destination))
            }
            for _ in 0..<25 {
                // A route's own link with one segment changed: close enough to match often, and to
                // fail late after backtracking through the other branches.
                let pattern = routes.randomElement(using: &generator)?.segments ?? []
                var link = pattern.map { segment -> String in
                    switch segment {
                    case .literal(let text): return text
                    case .parameter(_, let type): return type == "int" ? "7" : "q"
                    default: return "x"
                    }
                }
                if !link.isEmpty, Bool.random(using: &generator) {
                    link[Int.random(in: 0..<link.count, using: &generator)] =
                        ["x", "y", "7", "q", "end", "miss"].randomElement(using: &generator) ?? "x"
                }
                let answer = DifferentialTests.answersAsReference(
                    router, routes, link, "table \(table) \(router.patterns.map(\.description))")
                lookups += 1
                if answer.matched { matched += 1 }
                if !answer.agrees { return }
            }
        }
        // Both answers must be common: matches, and misses after backtracking.
        #expect(matched > lookups / 10 && matched < lookups * 19 / 20, "\(matched) of \(lookups)")
    }

    /// The benchmarks' table: `/trap/x/…/x/end`, and for each depth the same route with a string
    /// placeholder there, and with an `int` one; with `distinctEnds`, each depth's routes end in
    /// `end0`, `end1` …, so that no two branches end alike.
    static func trapRouter(depth: Int, distinctEnds: Bool = false) throws -> Router<String> {
        let router = Router<String>()
        try router.register(
            "/trap/" + Array(repeating: "x", count: depth).joined(separator: "/") + "/end", destination: "x")
        for level in 0..<depth {
            let segments = (0..<depth).map { $0 == level ? ":p" : "x" }
            let end = distinctEnds ? "/end\(level)" : "/end"
            try router.register("/trap/" + segments.joined(separator: "/") + end, destination: "string \(level)")
            let typed = segments.map { $0 == "x" ? "x" : "<int:n>" }
            try router.register("/trap/" + typed.joined(separator: "/") + end, destination: "int \(level)")
        }
        return router
    }

    @Test func everyBranchOfTheDeepTableStillMatches() throws {
        let depth = 62
        let router = try Self.trapRouter(depth: depth)
        let xs = Array(repeating: "x", count: depth)
        #expect(router.match(for: "/trap/" + xs.joined(separator: "/") + "/miss") == nil)
        #expect(router.match(for: "/trap/" + xs.joined(separator: "/") + "/end")?.destination == "x")
        for level in [0, 1, 30, 60, 61] {
            var segments = xs
            segments[level] = "7"
            let typed = try #require(router.match(for: "/trap/" + segments.joined(separator: "/") + "/end"))
            #expect(typed.destination == "int \(level)")
            #expect(typed.parameters["n"] == "7")
            segments[level] = "q"
            #expect(
                router.match(for: "/trap/" + segments.joined(separator: "/") + "/end")?.destination == "string \(level)"
            )
            // Two levels off the literal chain match nothing, after failing through every branch.
            segments[(level + 1) % depth] = "q"
            #expect(router.match(for: "/trap/" + segments.joined(separator: "/") + "/end") == nil)
        }
    }

    /// With distinct ends every branch's chain ends in its own literal: every answer must still
    /// be the full search's.
    @Test func theDistinctEndsTableAnswersAsBefore() throws {
        let depth = 62
        let router = try Self.trapRouter(depth: depth, distinctEnds: true)
        let xs = Array(repeating: "x", count: depth)
        #expect(router.match(for: "/trap/" + xs.joined(separator: "/") + "/miss") == nil)
        #expect(router.match(for: "/trap/" + xs.joined(separator: "/") + "/end")?.destination == "x")
        for level in [0, 1, 30, 60, 61] {
            var segments = xs
            segments[level] = "q"
            #expect(
                router.match(for: "/trap/" + segments.joined(separator: "/") + "/end\(level)")?.destination
                    == "string \(level)")
            segments[level] = "7"
            #expect(
                router.match(for: "/trap/" + segments.joined(separator: "/") + "/end\(level)")?.destination
                    == "int \(level)")
            // The literal chain matches every x, so a branch's own end is reached that way too.
            #expect(
                router.match(for: "/trap/" + xs.joined(separator: "/") + "/end\(level)")?.destination
                    == "string \(level)")
            #expect(router.match(for: "/trap/" + segments.joined(separator: "/") + "/end") == nil)
        }
    }

    /// Equal branches under different qualifiers: the scheme's trie fails first, and that must not
    /// hide the unqualified trie's match of another branch.
    @Test func aFailureUnderOneRootDoesNotHideAnother() throws {
        let router = Router<String>(schemes: ["myapp"])
        for level in 0..<12 {
            let segments = (0..<12).map { $0 == level ? ":p" : "x" }
            try router.register("myapp://" + segments.joined(separator: "/") + "/end", destination: "scheme \(level)")
            try router.register("/" + segments.joined(separator: "/") + "/last", destination: "plain \(level)")
        }
        var segments = Array(repeating: "x", count: 12)
        segments[3] = "q"
        #expect(router.match(for: "myapp://" + segments.joined(separator: "/") + "/last")?.destination == "plain 3")
        #expect(router.match(for: "myapp://" + segments.joined(separator: "/") + "/end")?.destination == "scheme 3")
        #expect(router.match(for: "myapp://" + segments.joined(separator: "/") + "/none") == nil)
    }

    /// Two branches equal but for a placeholder's type deep down (`int` and `hex`, names of one
    /// length): the `int` branch fails on `ff` after a long literal run, and the `hex` branch,
    /// tried next, must not be skipped as the same branch.
    @Test(arguments: [3, 14])
    func placeholderTypesKeepShapesApart(run: Int) throws {
        let router = Router<String>()
        try router.register(type: ParameterType(name: "hex") { $0.allSatisfy(\.isHexDigit) })
        let xs = Array(repeating: "x", count: run).joined(separator: "/")
        try router.register("/t/x/\(xs)/<int:n>/end", destination: "int")
        try router.register("/t/:p/\(xs)/<hex:h>/end", destination: "hex")
        let match = try #require(router.match(for: "/t/x/\(xs)/ff/end"))
        #expect(match.destination == "hex")
        #expect(match.parameters["h"] == "ff")
        #expect(router.match(for: "/t/x/\(xs)/2/end")?.destination == "int")
    }
}
