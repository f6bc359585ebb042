/// An optional part of a pattern: a run of its segments that a link may leave out, written in
/// parentheses (`/posts(/:id)`) or, for placeholders that end the pattern, with a `?`
/// (`/search/:query?`, the group `(/:query)`).
///
/// A pattern's groups are kept in the order they open, so a group's parent comes before it.
/// A group inside another is written only where its parent is.
struct OptionalGroup: Hashable, Sendable {
    /// The first segment it holds, an index into the pattern's fullest form.
    var start: Int
    /// One past the last segment it holds.
    var end: Int
    /// The index of the group it sits in, or -1 at the top level.
    var parent: Int

    /// The most forms one pattern may take, and the most groups it may have. Each form is a
    /// route of its own in the routing table, and six groups side by side already make 64; a
    /// pattern that needs more is clearer as several patterns, and a bound keeps a hostile or
    /// generated pattern from filling memory.
    static let variantLimit = 64
}

/// A pattern's optional groups and the forms they give, worked out once when it is read and
/// held by reference, so that a pattern without any costs one empty pointer.
final class OptionalParts: Hashable, Sendable {
    /// The groups, in the order they open: a group's parent comes before it.
    let groups: [OptionalGroup]
    /// The sets of groups a link may hold, one bit per group, in the order of
    /// ``RoutePattern/variants``.
    let variants: [UInt64]

    init(groups: [OptionalGroup], segmentCount: Int) {
        self.groups = groups
        self.variants = OptionalGroup.variants(of: groups, segmentCount: segmentCount)
    }

    static func == (lhs: OptionalParts, rhs: OptionalParts) -> Bool { lhs.groups == rhs.groups }

    func hash(into hasher: inout Hasher) { hasher.combine(groups) }
}

extension OptionalGroup {
    /// Every set of `groups` a link may hold, one bit per group, the fullest first: each group
    /// is tried present before absent, earlier groups before later ones, and a group is present
    /// only with its parent. Two sets that keep the same segments (a group holding nothing but
    /// groups) are listed once.
    static func variants(of groups: [OptionalGroup], segmentCount: Int) -> [UInt64] {
        var masks: [UInt64] = []
        var kept: Set<[Bool]> = []
        var stack: [(index: Int, mask: UInt64)] = [(0, 0)]
        // Depth first, the "present" branch pushed last so that it is taken first.
        while let (index, mask) = stack.popLast() {
            guard index < groups.count else {
                if kept.insert(keeps(groups, mask, segmentCount)).inserted { masks.append(mask) }
                continue
            }
            let parent = groups[index].parent
            stack.append((index + 1, mask))
            if parent < 0 || mask & (1 << UInt64(parent)) != 0 {
                stack.append((index + 1, mask | 1 << UInt64(index)))
            }
        }
        return masks
    }

    /// Which segments a link holding the groups of `mask` keeps.
    static func keeps(_ groups: [OptionalGroup], _ mask: UInt64, _ segmentCount: Int) -> [Bool] {
        var keeps = [Bool](repeating: true, count: segmentCount)
        for (index, group) in groups.enumerated() where mask & (1 << UInt64(index)) == 0 {
            for segment in group.start..<group.end { keeps[segment] = false }
        }
        return keeps
    }

    /// How many forms `groups` give (the length of ``variants(of:segmentCount:)``), counted
    /// without listing them and capped at `limit + 1`. A group is absent, or present with any
    /// choice of its children; when it holds no segment of its own, present with every child
    /// absent is the same form as absent.
    static func variantCount(of groups: [OptionalGroup], limit: Int) -> Int {
        var inner = [Int](repeating: 1, count: groups.count)
        var heldByChildren = [Int](repeating: 0, count: groups.count)
        var total = 1
        for (index, group) in groups.enumerated().reversed() {
            let ownSegments = group.end - group.start - heldByChildren[index]
            let count = min(limit + 1, 1 + inner[index] - (ownSegments == 0 ? 1 : 0))
            if group.parent >= 0 {
                inner[group.parent] = min(limit + 1, inner[group.parent] * count)
                heldByChildren[group.parent] += group.end - group.start
            } else {
                total = min(limit + 1, total * count)
            }
        }
        return total
    }
}

extension RoutePattern {
    /// Every form of the pattern, fullest first: the segments a link holds with each optional
    /// part written or left out. A pattern without optional parts has one form, ``segments``.
    ///
    /// ```swift
    /// try RoutePattern("/path(/:id)(/:action)").variants.count   // 4
    /// // /path/:id/:action, /path/:id, /path/:action, /path
    /// ```
    ///
    /// Forms that take the same links (here `/path/:id` and `/path/:action`) are tried in this
    /// order, so the earlier group takes the value: `/path/7` gives `id = "7"`.
    public var variants: [[PatternSegment]] { variantMasks.map { segments(keeping: $0) } }

    /// The optional groups, in the order they open.
    var groups: [OptionalGroup] { optionalParts?.groups ?? [] }

    /// The sets of optional groups a link may hold, in the order of ``variants``.
    var variantMasks: [UInt64] { optionalParts?.variants ?? Self.onlyForm }

    /// The one form of a pattern without groups, shared so that registering one allocates nothing.
    private static let onlyForm: [UInt64] = [0]

    /// The segments of the form that holds the optional groups of `mask`.
    func segments(keeping mask: UInt64) -> [PatternSegment] {
        guard !groups.isEmpty else { return segments }
        let keeps = OptionalGroup.keeps(groups, mask, segments.count)
        return segments.indices.compactMap { keeps[$0] ? segments[$0] : nil }
    }

    /// Where the rest-of-path placeholder `name` starts in `link`, given the value it captured:
    /// optional parts before it move it, and the captured value tells which form matched.
    func restStart(_ name: String, in link: [String], value: String) -> Int? {
        guard let index = segments.firstIndex(of: .rest(name: name)) else { return nil }
        guard groups.contains(where: { $0.start < index }) else { return index }
        // Each later start drops a segment and its slash, so one start at most joins to a value
        // of this length: one join, not one per start, which a long link would make quadratic.
        var length = link.reduce(-1) { $0 + $1.utf8.count + 1 }
        for start in link.indices {
            if length == value.utf8.count { return link[start...].joined(separator: "/") == value ? start : nil }
            length -= link[start].utf8.count + 1
        }
        return nil
    }
}
