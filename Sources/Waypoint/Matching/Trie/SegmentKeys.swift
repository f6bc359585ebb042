/// Remembers, during one lookup, which long key each segment of the link equals, so that the
/// search reads a segment's bytes a bounded number of times however often it compares the
/// segment with long keys: a table built to backtrack compares one segment with a key at every
/// step of its walk, and would otherwise read the whole link again for each branch it tries.
///
/// Long keys (``CompiledTrie/longKeyLength`` bytes or more, of ASCII) are stored once per
/// distinct byte string, so a key's start names it, and a segment equals at most one long key.
/// Per segment the memo holds the start of that key once known, or one of three states:
/// - ``unknown``: not compared yet. The first compare reads the bytes and settles the segment
///   when they are equal.
/// - ``differedOnce``: one key was unequal. The next compare looks the segment up among all
///   long keys (``CompiledTrie/longKeys``): a hash, and a compare with the key of equal hash and
///   length, if any.
/// - ``noKey``: no long key equals the segment.
///
/// Once settled, a compare is one integer test, so a segment's bytes are read at most four
/// times in a lookup, plus once per long key whose 64-bit hash and length collide with the
/// segment's. Equality of bytes does not depend on where in the trie they are compared, so the
/// answer is the one a search without the memo gives.
struct SegmentKeys {
    /// Not compared with a long key yet.
    static let unknown: Int32 = -1
    /// Compared once, with a long key it does not equal.
    static let differedOnce: Int32 = -2
    /// Equal to no long key of the trie.
    static let noKey: Int32 = -3

    /// One entry per segment of the link: a key's start, or one of the states above.
    let storage: UnsafeMutablePointer<Int32>
}

extension CompiledTrie {
    /// Runs `body` with an empty memo for `count` segments, or with `nil` when the trie has no
    /// long key to compare them with.
    @inline(__always)
    func withSegmentKeys<Result>(count: Int, _ body: (SegmentKeys?) -> Result) -> Result {
        guard !longKeys.isEmpty else { return body(nil) }
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(count, 1)) { storage in
            // A buffer of at least one element always has an address.
            guard let start = storage.baseAddress else { return body(nil) }
            start.initialize(repeating: SegmentKeys.unknown, count: storage.count)
            return body(SegmentKeys(storage: start))
        }
    }

    /// Whether ASCII segment `index`, as long as the long key at `start`, equals it.
    @inline(__always)
    func segment(
        _ index: Int, equalsLongKeyAt start: Int32, _ segments: SegmentBytes, _ keys: SegmentKeys
    ) -> Bool {
        let known = keys.storage[index]
        if known >= 0 { return known == start }
        return settle(index, comparingWith: start, segments, keys)
    }

    /// ``segment(_:equalsLongKeyAt:_:_:)`` for a segment not yet known equal to a key.
    @inline(never)
    private func settle(
        _ index: Int, comparingWith start: Int32, _ segments: SegmentBytes, _ keys: SegmentKeys
    )
        -> Bool
    {
        switch keys.storage[index] {
        case SegmentKeys.noKey:
            return false
        case SegmentKeys.unknown:
            guard let key = keyBytes.baseAddress, let bytes = segments.base.baseAddress else { return false }
            let equal = ByteLanes.equal(
                key + Int(start), bytes + Int(segments.bounds[index]), count: segments.length(index),
                lowercasing: !caseSensitive)
            keys.storage[index] = equal ? start : SegmentKeys.differedOnce
            return equal
        default:
            return longKey(of: index, segments, keys) == start
        }
    }

    /// The start of the long key that ASCII segment `index` equals, or ``SegmentKeys/noKey``;
    /// looked up once per segment.
    @inline(__always)
    func longKey(of index: Int, _ segments: SegmentBytes, _ keys: SegmentKeys) -> Int32 {
        let known = keys.storage[index]
        if known >= 0 || known == SegmentKeys.noKey { return known }
        let found = findLongKey(index, segments)
        keys.storage[index] = found
        return found
    }

    /// The start of the long key equal to ASCII segment `index`, from ``longKeys``, or
    /// ``SegmentKeys/noKey``.
    @inline(never)
    private func findLongKey(_ index: Int, _ segments: SegmentBytes) -> Int32 {
        let length = segments.length(index)
        guard let bytes = segments.base.baseAddress.map({ $0 + Int(segments.bounds[index]) }),
            let key = keyBytes.baseAddress, !longKeys.isEmpty
        else { return SegmentKeys.noKey }
        let lowercasing = !caseSensitive
        let hash = segments.hash(index, seed: 0, lowercasing: lowercasing)
        var slot = hash & longKeyMask
        while true {
            let entry = longKeys[slot]
            if entry.start < 0 { return SegmentKeys.noKey }
            if entry.hash == hash && Int(entry.length) == length
                && ByteLanes.equal(key + Int(entry.start), bytes, count: length, lowercasing: lowercasing)
            {
                return entry.start
            }
            slot = (slot &+ 1) & longKeyMask
        }
    }
}
