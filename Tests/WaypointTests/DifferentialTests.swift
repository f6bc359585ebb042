import Testing
import Waypoint
import WaypointTesting

/// The trie against a plain reference matcher that scans every route and applies the documented
/// precedence: compare pattern segments from the left (literal < int < string < `*` < rest),
/// and the first registered wins a tie.
@Suite("Differential: trie vs reference")
struct DifferentialTests {
    struct ReferenceRoute {
        let segments: [PatternSegment]
        let destination: Int
    }

    static func rank(_ segment: PatternSegment) -> Int {
        switch segment {
        case .literal: return 0
        case .parameter(_, let type): return type == "string" ? 2 : 1
        case .wildcard: return 3
        case .rest: return 4
        }
    }

    /// Captures of `route` for `link`, or `nil` when it does not match.
    static func referenceMatch(_ route: ReferenceRoute, _ link: [String]) -> [String: String]? {
        var captures: [String: String] = [:]
        for (index, segment) in route.segments.enumerated() {
            if case .rest(let name) = segment {
                guard index < link.count else { return nil }
                if let name { captures[name] = link[index...].joined(separator: "/") }
                return captures
            }
            guard index < link.count else { return nil }
            let value = link[index]
            switch segment {
            case .literal(let text): guard text == value else { return nil }
            case .parameter(let name, let type):
                guard !value.isEmpty, type != "int" || Int(value) != nil else { return nil }
                if let name { captures[name] = value }
            case .wildcard: guard !value.isEmpty else { return nil }
            case .rest: break
            }
        }
        return route.segments.count == link.count ? captures : nil
    }

    static func referenceBest(_ routes: [ReferenceRoute], _ link: [String]) -> (Int, [String: String])? {
        var best: (ranks: [Int], order: Int, destination: Int, captures: [String: String])?
        for (order, route) in routes.enumerated() {
            guard let captures = referenceMatch(route, link) else { continue }
            let ranks = route.segments.map(rank)
            if let current = best, !ranks.lexicographicallyPrecedes(current.ranks) { continue }
            best = (ranks, order, route.destination, captures)
        }
        return best.map { ($0.destination, $0.captures) }
    }

    /// Expects `router` to answer `link` with the reference's route and values. Returns whether
    /// it did, and whether the reference matched at all; callers stop at the first
    /// disagreement, so that one bug does not report thousands of issues.
    static func answersAsReference(
        _ router: Router<Int>, _ routes: [ReferenceRoute], _ link: [String], _ context: @autoclosure () -> String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (agrees: Bool, matched: Bool) {
        let expected = referenceBest(routes, link)
        let actual = router.match(for: "/" + link.joined(separator: "/"))
        let agrees =
            actual?.destination == expected?.0 && (actual?.parameters.dictionary ?? [:]) == (expected?.1 ?? [:])
        #expect(agrees, "\(context()) link /\(link.joined(separator: "/"))", sourceLocation: sourceLocation)
        return (agrees, expected != nil)
    }

    /// Builds `tables` routers of random patterns (`routeCount` each, from `pattern`) and expects
    /// each to answer `linksPerTable` random links (from `link`) as the reference does. Returns
    /// how many links the reference matched; stops at the first disagreement.
    static func agreesOnRandomTables(
        _ tables: Int, seed: UInt64, routeCount: ClosedRange<Int>, linksPerTable: Int,
        pattern: (inout SeededGenerator) -> String, link: (inout SeededGenerator) -> [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Int {
        var generator = SeededGenerator(seed: seed)
        var matched = 0
        for table in 0..<tables {
            let router = Router<Int>()
            var routes: [ReferenceRoute] = []
            for destination in 0..<Int.random(in: routeCount, using: &generator) {
                let parsed = try router.register(pattern(&generator), destination: destination)
                routes.append(ReferenceRoute(segments: parsed.segments, destination: destination))
            }
            for _ in 0..<linksPerTable {
                let answer = answersAsReference(
                    router, routes, link(&generator), "table \(table)", sourceLocation: sourceLocation)
                if answer.matched { matched += 1 }
                if !answer.agrees { return matched }
            }
        }
        return matched
    }

    static let literals = ["a", "b", "c", "1", "22"]
    static let linkWords = ["a", "b", "c", "1", "22", "x", "-3", "99999999999999999999"]

    static func randomPattern(_ generator: inout SeededGenerator) -> String {
        let length = Int.random(in: 0...4, using: &generator)
        var parts: [String] = []
        for index in 0..<length {
            let isLast = index == length - 1
            switch Int.random(in: 0..<10, using: &generator) {
            case 0...4: parts.append(literals.randomElement(using: &generator) ?? "a")
            case 5: parts.append("<int:n\(index)>")
            case 6, 7: parts.append(":p\(index)")
            case 8: parts.append("*")
            default: parts.append(isLast ? "<path:r\(index)>" : "*")
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    @Test(arguments: LookupPath.allCases)
    func trieAgreesWithReferenceOnGeneratedTables(path: LookupPath) throws {
        var generator = SeededGenerator(seed: 0x5EED_2026)
        var comparisons = 0
        var matched = 0
        for table in 0..<10_000 {
            let router = Router<Int>(options: path.options())
            var routes: [ReferenceRoute] = []
            for destination in 0..<Int.random(in: 1...8, using: &generator) {
                let pattern = Self.randomPattern(&generator)
                let parsed = try router.register(pattern, destination: destination)
                routes.append(ReferenceRoute(segments: parsed.segments, destination: destination))
            }
            for _ in 0..<6 {
                let link = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                    Self.linkWords.randomElement(using: &generator) ?? "a"
                }
                let answer = Self.answersAsReference(
                    router, routes, link, "table \(table) \(router.patterns.map(\.description))")
                comparisons += 1
                if answer.matched { matched += 1 }
                if !answer.agrees { return }
            }
        }
        #expect(comparisons == 60_000)
        // The generator must exercise matches, not only misses.
        #expect(matched > 15_000)
    }
}

/// `match(for:)` answers most links on a quick path over raw bytes; `resolve(_: Link)` always goes
/// through the full lookup. Both must give the same route and values for every link.
@Suite("Differential: quick path vs full lookup")
struct QuickPathDifferentialTests {
    static let pieces = [
        "myapp://", "myapp:///", "MyApp://", "other://", "https://example.com", "https://EXAMPLE.com:443",
        "https://a.example.com", "https://example.com@evil.com", "http://example.com.", "post:", "user:", "/",
        "user", "posts", "42", "-7", "new", "edit", "comments", ":", "self", "%2F", "%41", "%ZZ", "%", "é", "%C3%A9",
        "..", ".", "?", "&", "=", "#", "q=1", "animated=0", "**", "files", "a", " ", "+", "//",
        // Escapes: valid, malformed, separators and dots, controls, bidi and invisible
        // characters, multi-byte, overlong and invalid UTF-8, in either case of hex digit.
        "%2f", "%2E%2E", "%2e", ".%2E", "%2E.", "%25", "%252F", "%3F", "%26", "%3D", "%23", "%3A", "%20", "%4",
        "%G1", "%00", "%09", "%0A", "%0d", "%1F", "%7F", "%C2%85", "%E2%80%AE", "%e2%80%8b", "%E2%81%A0",
        "%EF%BB%BF", "%D8%9C", "%E2%80%8D", "%C3%A9", "%c3%a9", "%F0%9F%98%80", "%C0%AE", "%E0%80%AE",
        "%ED%A0%80", "%F4%90%80%80", "%FF", "%C3", "%80", "q=%0A", "%0A=v", "q=%E2%80%AE", "q=a%26b",
        // Long pieces, so that escapes and special bytes stand at many offsets of long links.
        "abcdefghijklmnopqrstuvwxyz0123456789", "%41%42%43%44%45%46%47%48%49%4A%4B", "AbC9%2Fxyz%2e%2E",
        "posts%2F..%2Fsecret", "Zz09Zz09Zz09Zz09-Zz09",
    ]

    static func router(_ path: LookupPath) throws -> Router<String> {
        let router = Router<String>(
            schemes: ["myapp"], hosts: ["example.com", "*.example.com"], options: path.options())
        let patterns = [
            "/", "/posts", "/posts/new/edit", "/posts/:id", "/posts/:id/comments", "/user/<int:id>", "/user/:name",
            "/files/<path:file>", "post:{postId}", "user:{userId}", "logout", "myapp://posts/*/edit",
            "https://a.example.com/**", "/search/:q?", "/all/**",
        ]
        for pattern in patterns { try router.register(pattern, destination: pattern) }
        return router
    }

    @Test(arguments: LookupPath.allCases)
    func quickPathAgreesWithFullParser(path: LookupPath) throws {
        let router = try Self.router(path)
        var generator = SeededGenerator(seed: 0xD1FF)
        var matched = 0
        for _ in 0..<60_000 {
            let count = Int.random(in: 1...9, using: &generator)
            var link = ""
            for index in 0..<count {
                let piece = Self.pieces.randomElement(using: &generator) ?? "/"
                link += (index > 0 && Bool.random(using: &generator) ? "/" : "") + piece
            }
            let quick = router.match(for: link)
            let full = (try? Link(parsing: link)).flatMap { try? router.resolve($0) }
            if quick != nil { matched += 1 }
            #expect(quick?.pattern == full?.pattern, "\(link)")
            #expect(quick?.parameters == full?.parameters, "\(link)")
            #expect(quick?.link.resetsToRoot == full?.link.resetsToRoot, "\(link)")
            #expect(quick?.query == full?.query, "\(link)")
        }
        #expect(matched > 1_000)
    }
}
