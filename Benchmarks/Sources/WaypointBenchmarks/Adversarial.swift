import Waypoint

/// How the branches of a backtracking table continue below their placeholder.
enum TrapTail {
    /// `x/…/x/end` in every branch: the branches share their shape.
    case shared
    /// `x/…/x/end<depth>`: no two branches share a shape.
    case distinctEnds
    /// `:q/…/:q/end<depth>`: as `distinctEnds`, with placeholders instead of literals below the
    /// branch, so that every step of the walk is a placeholder's.
    case placeholders
    /// `x/…/x/e<depth>/miss`: as `distinctEnds`, with the key that differs one before the end, and
    /// every branch ending in the link's own last segment. A lookup checks a branch's last key
    /// first, which fails `distinctEnds` at once; this table is built against that check, so each
    /// branch is walked to its second-to-last node.
    case distinctBeforeEnd
}

/// Where an adversarial link is looked up.
enum WorstTable {
    /// The 1,000-route table: links at and past the limits.
    case app
    /// A table built to backtrack, under the default `maxLookupSteps`: what any table costs
    /// an app that keeps the default.
    case builtToBacktrack
    /// The same tables with `maxLookupSteps` raised above their bound, as an app that means
    /// such a table would set it: their cost is the table's (reported, not a target).
    case limitRaised
    /// The app's tables, looked up with `resolve`, whose error for a miss names where the link
    /// left the routes and the nearest ones: what a navigator reports (reported, not a target).
    case explained
}

/// An adversarial link, the router it is looked up in, and the `--profile` key that runs it
/// alone (`nil` for the rows with keys of their own, or none).
typealias WorstRow = (name: String, router: Waypoint.Router<Int>, link: String, table: WorstTable, profileKey: String?)

/// The adversarial links: against the app's table (links at and past the link limits), and
/// against tables built to backtrack, under the default step limit and with it raised.
struct AdversarialLinks {
    let limits = LinkOptions.default
    /// 64 segments of 8 KB in all, under a catch-all route of the app's table.
    let atLimits: String
    /// The same length and segments, every byte of the added segments written as `%41`.
    let escapedAtLimits: String
    /// 64 query items filling 8 KB.
    let queryAtLimits: String
    /// One byte over the length limit.
    let tooLong: String
    /// One segment over the segment limit.
    let tooManySegments: String
    /// The depth of the trap tables: two segments under the segment limit.
    let trapDepth: Int
    /// A trap whose keys are as long as the length limit allows: each step of the walk compares
    /// that many bytes. Of the depths 8 to 40 (keys of 1,020 to 203 bytes), 22 cost the most under
    /// the default step limit, which it reaches (its bound is 579).
    let longKeyTrapDepth = 22
    let longTrapKey: String
    let longKeyTrapLink: String
    /// A step limit above every trap table's bound (4,099): what an app that means such a table sets.
    let raisedStepLimit = 10_000
    /// Every adversarial link with its router, in report order.
    let rows: [WorstRow]

    /// The links against `app`, the router of `table`, whose first catch-all route (`…/**`)
    /// matches the links at the limits; the trap tables hold `table`'s routes too.
    /// `large` is a larger table's router, for misses explained there too.
    init(table: RouteTable, app: Waypoint.Router<Int>, large: Waypoint.Router<Int>) {
        let limits = LinkOptions.default
        let pattern = table.patterns.first { $0.hasSuffix("/**") } ?? "/users/**"
        let prefix = "myapp://" + String(pattern.dropFirst().dropLast(3))
        atLimits = Self.link(prefix: prefix, segments: limits.maxSegments, length: limits.maxLength)
        escapedAtLimits = Self.link(prefix: prefix, segments: limits.maxSegments, length: limits.maxLength, unit: "%41")
        queryAtLimits = Self.queryLink(base: prefix + "/x?", items: limits.maxQueryItems, length: limits.maxLength)
        tooLong = atLimits + "c"
        tooManySegments = "myapp://" + Array(repeating: "s", count: limits.maxSegments + 1).joined(separator: "/")
        trapDepth = limits.maxSegments - 2
        let fixed = Self.walkingLink(depth: longKeyTrapDepth, key: "").utf8.count
        longTrapKey = String(repeating: "x", count: (limits.maxLength - fixed) / longKeyTrapDepth)
        longKeyTrapLink = Self.walkingLink(depth: longKeyTrapDepth, key: longTrapKey)

        var rows: [WorstRow] = [
            ("worst.at-limits-64-segments-8KB", app, atLimits, .app, nil),
            ("worst.at-limits-escaped-8KB", app, escapedAtLimits, .app, nil),
            ("worst.at-limits-64-query-items", app, queryAtLimits, .app, nil),
            ("worst.over-length-limit", app, tooLong, .app, nil),
            ("worst.over-segment-limit", app, tooManySegments, .app, nil),
            ("worst.resolve-miss", app, "myapp://nosuch/page", .explained, "resolve-miss"),
            ("worst.resolve-miss-10000", large, "myapp://nosuch/page", .explained, "resolve-miss-10000"),
        ]
        let trapLink = Self.walkingLink(depth: trapDepth)
        let long = "backtracking-depth-\(longKeyTrapDepth)-keys-of-\(longTrapKey.utf8.count)-bytes"
        let traps: [(name: String, depth: Int, tail: TrapTail, key: String, link: String, profileKey: String?)] = [
            ("backtracking-depth-8", 8, .shared, "x", Self.walkingLink(depth: 8), nil),
            ("backtracking-depth-\(trapDepth)", trapDepth, .shared, "x", trapLink, "trap"),
            ("backtracking-depth-\(trapDepth)-distinct-ends", trapDepth, .distinctEnds, "x", trapLink, "distinct"),
            ("backtracking-depth-\(trapDepth)-placeholder-tails", trapDepth, .placeholders, "x", trapLink, "tails"),
            (
                "backtracking-depth-\(trapDepth)-distinct-before-end", trapDepth, .distinctBeforeEnd, "x", trapLink,
                "before-end"
            ),
            (long + "-distinct-ends", longKeyTrapDepth, .distinctEnds, longTrapKey, longKeyTrapLink, "long-distinct"),
            (
                long + "-distinct-before-end", longKeyTrapDepth, .distinctBeforeEnd, longTrapKey, longKeyTrapLink,
                "long-before-end"
            ),
        ]
        // The raised rows keep the names (and profile keys) these tables had before the limit
        // existed, when every lookup searched them whole: their figures go on from the earlier runs'.
        for (limit, kind, namePrefix, keyPrefix) in [
            (nil, WorstTable.builtToBacktrack, "worst.default-limit.", "limited-"),
            (raisedStepLimit, .limitRaised, "worst.", ""),
        ] {
            for trap in traps {
                let router = Self.trapRouter(table, depth: trap.depth, tail: trap.tail, stepLimit: limit, key: trap.key)
                rows.append((namePrefix + trap.name, router, trap.link, kind, trap.profileKey.map { keyPrefix + $0 }))
            }
        }
        self.rows = rows
    }

    /// What is wrong with the links and tables: each must do the work its row claims.
    func problems(app: Waypoint.Router<Int>) -> [String] {
        var problems: [String] = []
        if app.match(for: atLimits) == nil { problems.append("the at-limits link did not match its catch-all") }
        if app.match(for: tooLong) != nil { problems.append("the over-length link matched") }
        let longLength = longKeyTrapLink.utf8.count
        if longLength > limits.maxLength || longLength <= limits.maxLength - longKeyTrapDepth {
            problems.append("the long-key trap link is \(longLength) bytes, not at the length limit")
        }
        for item in rows where item.table != .app && item.router.match(for: item.link) != nil {
            problems.append("\(item.name): the link matched, so the row does not measure a miss")
        }
        for item in rows where item.table == .limitRaised {
            if case .tooManySteps? = item.router.explain(item.link).error {
                problems.append("\(item.name): refused at the raised limit, so the table was not searched whole")
            }
        }
        return problems
    }

    /// `prefix` (two segments) followed by segments of `unit` that bring the link to exactly
    /// `segments` segments and `length` bytes.
    private static func link(prefix: String, segments: Int, length: Int, unit: String = "a") -> String {
        let remaining = segments - 2
        let budget = length - prefix.utf8.count - remaining  // one slash per added segment
        let each = budget / remaining / unit.utf8.count
        var parts = [String](repeating: String(repeating: unit, count: each), count: remaining)
        let missing = budget - each * unit.utf8.count * remaining
        parts[remaining - 1] += String(repeating: "b", count: missing)
        return prefix + "/" + parts.joined(separator: "/")
    }

    /// `base` followed by `items` query items that bring the link to exactly `length` bytes.
    private static func queryLink(base: String, items: Int, length: Int) -> String {
        let each = (length - base.utf8.count - (items - 1)) / items
        var parts = (0..<items).map { index -> String in
            let key = "k\(index)="
            return key + String(repeating: "v", count: each - key.utf8.count)
        }
        let used = base.utf8.count + parts.reduce(0) { $0 + $1.utf8.count } + items - 1
        parts[items - 1] += String(repeating: "w", count: length - used)
        return base + parts.joined(separator: "&")
    }

    /// The link that walks a trap table of `depth` with `key` for each `x`, and misses at its end.
    private static func walkingLink(depth: Int, key: String = "x") -> String {
        "myapp://trap/" + Array(repeating: key, count: depth).joined(separator: "/") + "/miss"
    }

    /// `table`'s routes and a table built to make matching backtrack: `/trap/x/…/x/end` and, for
    /// each depth, the same route with a placeholder at that depth (a string and an `int` one).
    /// A link of x's that ends in `miss` walks the literal chain to the end, fails, and retries
    /// every placeholder branch on the way back; `tail` says what each branch holds below its
    /// placeholder. Walked node by node, the lookup would visit about depth²/2 nodes: the table's
    /// own size, unless the router's `maxLookupSteps` (`stepLimit`; `nil` for the default, 256)
    /// refuses the link first. `key` stands for each `x`: a longer one makes each step compare
    /// more bytes.
    private static func trapRouter(
        _ table: RouteTable, depth: Int, tail: TrapTail, stepLimit: Int?, key: String
    ) -> Waypoint.Router<Int> {
        let router = table.makeRouter(options: stepLimit.map { RouterOptions(maxLookupSteps: $0) } ?? RouterOptions())
        var patterns = ["/trap/" + Array(repeating: key, count: depth).joined(separator: "/") + "/end"]
        for level in 0..<depth {
            let segments = (0..<depth).map { index -> String in
                if index == level { return ":p\(index)" }
                if index == depth - 1 && tail == .distinctBeforeEnd { return "e\(level)" }
                return index > level && tail == .placeholders ? ":q\(index)" : key
            }
            let end: String
            switch tail {
            case .shared: end = "/end"
            case .distinctEnds, .placeholders: end = "/end\(level)"
            // The branch with its placeholder last has no key before its end: it differs at its end.
            case .distinctBeforeEnd: end = level == depth - 1 ? "/end\(level)" : "/miss"
            }
            patterns.append("/trap/" + segments.joined(separator: "/") + end)
            patterns.append(
                "/trap/" + segments.map { $0.hasPrefix(":p") ? "<int:n>" : $0 }.joined(separator: "/") + end)
        }
        for (index, pattern) in patterns.enumerated() {
            do { try router.register(pattern, destination: 100_000 + index) } catch { fatalError("\(error)") }
        }
        _ = router.match(for: "/")
        return router
    }
}
