/// The segment counts of the links a trie's records can match: one bit a count, the last for
/// 63 and more. A lookup skips a scheme's or host's trie that cannot match its link's count:
/// most links with a registered scheme or host are matched by an unqualified route, and the
/// qualified trie, searched first, usually holds a few routes of other lengths.
struct SegmentCounts: Sendable {
    private var bits: UInt64 = 0

    /// Whether a link of `count` segments may match.
    @inline(__always)
    func contains(_ count: Int) -> Bool { bits &>> UInt64(min(count, 63)) & 1 != 0 }

    /// Adds `count`: a record ends `count` segments deep.
    mutating func insert(exactly count: Int) { bits |= 1 &<< UInt64(min(count, 63)) }

    /// Adds `count` and every larger count: a rest-of-path record.
    mutating func insert(atLeast count: Int) { bits |= ~0 &<< UInt64(min(count, 63)) }

    /// The counts the records below `root` match, read from the flattened trie.
    static func matched(
        below root: Int32, nodes: [CompiledTrie.Node], edges: [CompiledTrie.Edge], typedChildren: [Int32]
    ) -> SegmentCounts {
        var counts = SegmentCounts()
        var pending: [(node: Int32, depth: Int)] = [(root, 0)]
        while let (index, depth) = pending.popLast() {
            let node = nodes[Int(index)]
            if node.terminal >= 0 { counts.insert(exactly: depth) }
            // A rest-of-path placeholder takes at least one segment.
            if node.rest >= 0 { counts.insert(atLeast: depth + 1) }
            node.forEachChild(edges: edges, typedChildren: typedChildren) { pending.append(($0, depth + 1)) }
        }
        return counts
    }
}

/// The root of a scheme's or host's trie, and the segment counts its records match.
struct QualifiedRoot: Sendable {
    /// The root node.
    let node: Int32
    /// The segment counts of the links its records match.
    let counts: SegmentCounts
}
