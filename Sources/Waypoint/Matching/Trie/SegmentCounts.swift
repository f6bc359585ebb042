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
}

/// The root of a scheme's or host's trie, and the segment counts its records match.
struct QualifiedRoot: Sendable {
    let node: Int32
    let counts: SegmentCounts
}
