/// Finding a node's literal child for a segment: a short list compared byte by byte, a wide
/// node's child through the shared hash table, and `String` equality for keys or segments beyond
/// ASCII.
extension CompiledTrie {
    /// The root of the trie for `qualifier` (`scheme:myapp`, `web:example.com`), if any.
    func root(for qualifier: String) -> QualifiedRoot? {
        for (index, key) in qualifierKeys.enumerated() where key == qualifier { return qualifierRoots[index] }
        return nil
    }

    /// The roots qualified by `prefix` (`scheme:`, `web:`), each with the name after it as bytes:
    /// what a snapshot's ``QualifierNames`` are built from, for lookups on raw links.
    func roots(qualifiedBy prefix: String) -> [(name: [UInt8], root: QualifiedRoot)] {
        zip(qualifierKeys, qualifierRoots).compactMap { key, root in
            key.hasPrefix(prefix) ? (Array(key.utf8.dropFirst(prefix.utf8.count)), root) : nil
        }
    }

    /// The literal child of `node` for segment `index`, comparing as `String` equality does.
    @inline(__always)
    func literalChild(
        _ node: Node, _ parent: Int32, _ segments: SegmentBytes, _ index: Int, _ keys: SegmentKeys?
    ) -> Int32? {
        let count = node.edgeCount
        guard count != 0 else { return nil }
        if count < 0 || !segments.isASCIISegment(index) { return stringChild(node, segments.string(index)) }
        let length = segments.length(index)
        guard let segment = segments.base.baseAddress.map({ $0 + Int(segments.bounds[index]) }) else { return nil }
        let start = Int(node.edgeStart)
        let lowercasing = !caseSensitive
        if length >= Self.longKeyLength {
            // No key is as long as the segment in a trie without long keys.
            guard let keys else { return nil }
            return longChild(node, parent, segments, index, keys)
        }
        if count <= Self.linearLimit {
            for edge in start..<(start &+ Int(count)) where matches(edges[edge], segment, length, lowercasing) {
                return edges[edge].child
            }
            return nil
        }
        let slot = segments.hash(index, seed: Int(parent), lowercasing: lowercasing) & tableMask
        return probe(from: slot, edges: start, Int(count)) { matches(edges[$0], segment, length, lowercasing) }
    }

    /// ``literalChild(_:_:_:_:_:)`` for a segment of at least ``longKeyLength`` bytes, through
    /// `keys`: the keys of a short list compared as the segment keys know them, a wide node's
    /// child found by the start of the one long key the segment equals.
    private func longChild(
        _ node: Node, _ parent: Int32, _ segments: SegmentBytes, _ index: Int, _ keys: SegmentKeys
    ) -> Int32? {
        let start = Int(node.edgeStart)
        let count = Int(node.edgeCount)
        if count <= Self.linearLimit {
            let length = segments.length(index)
            for edge in start..<(start &+ count) where Int(edges[edge].keyLength) == length {
                if segment(index, equalsLongKeyAt: edges[edge].keyStart, segments, keys) { return edges[edge].child }
            }
            return nil
        }
        let key = longKey(of: index, segments, keys)
        guard key >= 0 else { return nil }
        let slot = ByteWords.hash(word: UInt64(key), seed: Int(parent)) & tableMask
        return probe(from: slot, edges: start, count) { edges[$0].keyStart == key }
    }

    /// The child in the first slot of ``table`` from `slot` on whose edge is one of the `count`
    /// from `start` and `matches`; `nil` at an empty slot.
    @inline(__always)
    private func probe(from slot: Int, edges start: Int, _ count: Int, _ matches: (Int) -> Bool) -> Int32? {
        var slot = slot
        while true {
            let found = table[slot]
            let edge = Int(found.edge)
            if edge < 0 { return nil }
            if edge >= start && edge < start &+ count && matches(edge) { return found.child }
            slot = (slot &+ 1) & tableMask
        }
    }

    /// Whether `edge`'s key equals the `length` bytes at `segment`, read in lowercase when
    /// `lowercasing`.
    @inline(__always)
    private func matches(_ edge: Edge, _ segment: UnsafePointer<UInt8>, _ length: Int, _ lowercasing: Bool) -> Bool {
        guard Int(edge.keyLength) == length, let keys = keyBytes.baseAddress else { return false }
        return ByteWords.equalBytes(keys + Int(edge.keyStart), segment, count: length, lowercasing: lowercasing)
    }

    /// The slow way, for keys or segments beyond ASCII: `String` equality, as dictionary keys compare.
    func stringChild(_ node: Node, _ segment: String) -> Int32? {
        let key = caseSensitive ? segment : segment.lowercased()
        for edge in edges[Int(node.edgeStart)..<(Int(node.edgeStart) + node.literalCount)] {
            let text = String(
                decoding: UnsafeBufferPointer(
                    rebasing: keyBytes[Int(edge.keyStart)..<Int(edge.keyStart + edge.keyLength)]), as: UTF8.self)
            if text == key { return edge.child }
        }
        return nil
    }
}
