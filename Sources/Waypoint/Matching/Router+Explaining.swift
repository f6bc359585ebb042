extension Router {
    /// Why `link` matches a route, or where and why it does not.
    public func explain(_ link: String) -> MatchExplanation {
        let parsed: Link
        let qualifier: String?
        do {
            parsed = try Link(parsing: link, options: options.link)
            qualifier = try acceptedQualifier(parsed)
        } catch {
            return MatchExplanation(
                link: link, matched: nil, error: error, failedSegmentIndex: nil, failedSegment: nil, nearest: [],
                steps: 0)
        }
        // One lookup, counted, gives both the route and the steps.
        let (matched, steps, overLimit) = withSnapshot { snapshot -> (RoutePattern?, Int, Bool) in
            let (answer, steps) = snapshot.lookup(parsed.segments, qualifier: qualifier)
            switch answer {
            case .matched(let record, _): return (snapshot.pattern(ofRecord: record), steps, false)
            case .unmatched: return (nil, steps, false)
            case .overLimit: return (nil, steps, true)
            }
        }
        // A lookup gives up at the step limit only when it found no route.
        if matched != nil || overLimit {
            let error: RouteError? = overLimit ? .tooManySteps(link, limit: options.maxLookupSteps) : nil
            return MatchExplanation(
                link: link, matched: matched, error: error, failedSegmentIndex: nil, failedSegment: nil, nearest: [],
                steps: steps)
        }
        let found = explanation(for: parsed, qualifier: qualifier)
        // The failed segment lies past the link's last when the link ends before any route does.
        let failed = found.index < parsed.segments.count ? parsed.segments[found.index] : nil
        return MatchExplanation(
            link: link, matched: nil, error: .noMatch(link, detail: found.detail), failedSegmentIndex: found.index,
            failedSegment: failed, nearest: found.nearest, steps: steps)
    }

    /// The most nodes of the routing trie one lookup can enter, whatever the link: the bound on
    /// every ``MatchExplanation/steps``, and so on what a crafted link can cost.
    ///
    /// A lookup compares one segment at each node it enters. A node's literal children are
    /// exclusive (a segment equals one key at most) but a placeholder child is tried too when
    /// the branch below a literal dead-ends, so the bound grows with how far placeholder
    /// branches run alongside literal ones: for ordinary tables it is a few steps per segment of
    /// the longest route; a table with a placeholder branch at each of 60 depths, all accepting
    /// the same link, lets that link make about 2,000 steps. While this bound is no more than
    /// ``RouterOptions/maxLookupSteps`` (256 by default), no link is refused for its steps;
    /// above it, a link that would take more steps than the limit is refused with
    /// ``RouteError/tooManySteps(_:limit:)``. Check this number when a table is generated or
    /// very deep.
    ///
    /// ```swift
    /// let router = Router<String>()
    /// try router.register("/a/b/c", destination: "abc")
    /// try router.register("/a/:x/d", destination: "xd")
    /// router.maximumLookupSteps  // 6: root, a, b, c, then :x and d
    /// router.explain("/a/b/d").steps  // 5: b's branch fails at "d", then :x and d match
    /// ```
    public var maximumLookupSteps: Int { withSnapshot { $0.trie.maximumSteps } }

    func explanation(
        for link: Link, qualifier: String?
    ) -> (index: Int, nearest: [RoutePattern], detail: String) {
        let (depth, patterns) = withSnapshot { snapshot in
            let explored = snapshot.explore(link.segments, qualifier: qualifier)
            // A pattern's forms are records of their own: name each pattern once.
            var seen: Set<Int> = []
            let records = explored.nearest.filter { seen.insert(snapshot.order(ofRecord: $0)).inserted }
            return (explored.depth, records.map { snapshot.pattern(ofRecord: $0) })
        }
        let index = max(depth, 0)
        let prefix = "/" + link.segments.prefix(index).joined(separator: "/")
        var detail: String
        if patterns.isEmpty && index == 0 {
            detail = "no route is registered for this kind of link"
        } else if index < link.segments.count {
            detail =
                "segment \(index + 1) \"\(RouteError.clipped(link.segments[index]))\" (after \(prefix)) matches no route"
        } else {
            detail = "the link ends after \(prefix), where no route ends"
        }
        if !patterns.isEmpty {
            detail += "; nearest: " + patterns.map(\.description).joined(separator: ", ")
        }
        return (index, patterns, detail)
    }
}
