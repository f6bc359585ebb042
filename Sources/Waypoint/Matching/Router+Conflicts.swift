extension Router {
    /// Routes that can never be chosen: duplicates of an earlier pattern, patterns that only
    /// match links a higher-precedence pattern already takes, and patterns whose scheme or host
    /// the router never accepts (``RouteConflict/Reason/unreachable``, with the refusal).
    ///
    /// Only enabled routes count: a disabled route (``setRoute(_:enabled:)-(String,_)``) is
    /// listed neither as a loser nor as a winner, just as it matches no link. Indices are those
    /// of ``patterns``.
    public var conflicts: [RouteConflict] {
        let (records, patterns) = builder.withLock { state in
            let records = state.expansions.compactMap { expansion -> (Int, RoutePattern, [PatternSegment])? in
                let order = Int(expansion.order)
                guard state.enabled[order] else { return nil }
                let pattern = state.patterns[order]
                return (order, pattern, Array(pattern.segments.prefix(Int(expansion.length))))
            }
            let enabled = state.patterns.indices.map { state.enabled[$0] ? state.patterns[$0] : nil }
            return (records, enabled)
        }
        var groups: [String: [(order: Int, pattern: RoutePattern, ranks: [Int])]] = [:]
        var keys: [String] = []
        for (order, pattern, segments) in records {
            let key = conflictKey(pattern, segments)
            if groups[key] == nil { keys.append(key) }
            groups[key, default: []].append((order, pattern, segments.map(\.precedence)))
        }
        var result: [RouteConflict] = []
        var seen: Set<[Int]> = []
        for key in keys {
            guard let members = groups[key], members.count > 1 else { continue }
            let winner = members.min { lhs, rhs in
                lhs.ranks == rhs.ranks ? lhs.order < rhs.order : lhs.ranks.lexicographicallyPrecedes(rhs.ranks)
            }
            guard let winner else { continue }
            for member in members
            where member.order != winner.order && seen.insert([member.order, winner.order]).inserted {
                result.append(
                    RouteConflict(
                        reason: member.ranks == winner.ranks ? .duplicate : .shadowed, pattern: member.pattern,
                        index: member.order, winner: winner.pattern, winnerIndex: winner.order))
            }
        }
        result += unreachableConflicts(patterns)
        return result.sorted { ($0.index, $0.winnerIndex) < ($1.index, $1.winnerIndex) }
    }

    /// Two expansions collide when they accept the same links: `*` and a string placeholder
    /// accept the same segments, and names do not matter.
    private func conflictKey(_ pattern: RoutePattern, _ segments: [PatternSegment]) -> String {
        var key = pattern.qualifier ?? ""
        for segment in segments {
            switch segment {
            case .literal(let text): key += "/L" + (options.caseSensitivePaths ? text : text.lowercased())
            case .parameter(_, "string"), .wildcard: key += "/S"
            case .parameter(_, let type): key += "/T" + type
            case .rest: key += "/R"
            }
        }
        return key
    }
}
