extension Router {
    /// Routes that can never be chosen: duplicates of an earlier pattern, patterns that only
    /// match links a higher-precedence pattern already takes, and patterns whose scheme or host
    /// the router never accepts (``RouteConflict/Reason/unreachable``, with the refusal).
    ///
    /// Only enabled routes count: a disabled route (``setRoute(_:enabled:)-(String,_)``) is
    /// listed neither as a loser nor as a winner, just as it matches no link. Indices are those
    /// of ``patterns``.
    ///
    /// A pattern with optional parts is compared form by form (``RoutePattern/variants``): when
    /// only some of its forms lose, each conflict names the form in ``RouteConflict/variant``.
    /// The forms of one pattern never conflict with each other: of two that take the same links,
    /// the one registered first (the fuller, or the one with the earlier group) wins.
    public var conflicts: [RouteConflict] {
        let (expansions, patterns, enabled) = builder.withLock { ($0.expansions, $0.patterns, $0.enabled) }
        var forms = [Int](repeating: 0, count: patterns.count)
        var groups: [String: [Form]] = [:]
        for (index, expansion) in expansions.enumerated() {
            let order = Int(expansion.order)
            guard enabled[order] else { continue }
            let pattern = patterns[order]
            let segments = expansion.segments(of: pattern)
            groups[conflictKey(pattern, segments), default: []].append(
                Form(order: order, record: index, position: forms[order], segments: segments))
            forms[order] += 1
        }
        // Each form that loses, by loser and winner. The conflicts are sorted at the end, so the
        // order the dictionaries give does not matter.
        var losses: [Pair: [(form: Form, reason: RouteConflict.Reason)]] = [:]
        for members in groups.values {
            guard members.count > 1, let winner = members.min(by: Form.precedes) else { continue }
            for member in members where member.order != winner.order {
                losses[Pair(loser: member.order, winner: winner.order), default: []].append(
                    (member, member.ranks == winner.ranks ? .duplicate : .shadowed))
            }
        }
        var result: [(conflict: RouteConflict, position: Int)] = []
        for (pair, lost) in losses {
            func conflict(_ reason: RouteConflict.Reason, variant: [PatternSegment]?) -> RouteConflict {
                RouteConflict(
                    reason: reason, pattern: patterns[pair.loser], index: pair.loser, winner: patterns[pair.winner],
                    winnerIndex: pair.winner, refusal: nil, variant: variant)
            }
            if lost.count == forms[pair.loser] {
                // Every form loses to this one winner: the whole route is never chosen.
                let reason: RouteConflict.Reason = lost.allSatisfy { $0.reason == .duplicate } ? .duplicate : .shadowed
                result.append((conflict(reason, variant: nil), 0))
            } else {
                result += lost.map { (conflict($0.reason, variant: $0.form.segments), $0.form.position) }
            }
        }
        result += unreachableConflicts(patterns, enabled: enabled).map { ($0, 0) }
        return result.sorted {
            ($0.conflict.index, $0.conflict.winnerIndex, $0.position) < (
                $1.conflict.index, $1.conflict.winnerIndex, $1.position
            )
        }.map(\.conflict)
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

/// A loser's and a winner's registration indices.
private struct Pair: Hashable {
    let loser: Int
    let winner: Int
}

/// One form of a registered pattern, as conflicts compare them.
private struct Form {
    let order: Int
    /// Its record in the trie: among forms that take the same links, the smaller wins.
    let record: Int
    /// Its place among its pattern's forms.
    let position: Int
    let segments: [PatternSegment]

    var ranks: [Int] { segments.map(\.precedence) }

    /// Whether `lhs` wins over `rhs`: by precedence, then by the order the trie returns them.
    static func precedes(_ lhs: Form, _ rhs: Form) -> Bool {
        let (left, right) = (lhs.ranks, rhs.ranks)
        return left == right ? lhs.record < rhs.record : left.lexicographicallyPrecedes(right)
    }
}
