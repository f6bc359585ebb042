/// The lookup: a depth-first search in precedence order, bounded by the step limit.
extension CompiledTrie {
    /// Captures pushed while searching: a segment index, or `-1 - index` for the rest from `index`.
    struct Captures {
        let slots: UnsafeMutablePointer<Int32>
        var count = 0
        /// One node per depth: the literal path a search is backtracking along. Room for one
        /// more than the link's segments. A search started from a placeholder at depth `d`
        /// writes only depths after `d`, which the search that started it has left behind.
        let path: UnsafeMutablePointer<Int32>
        /// The long key each segment equals, during a lookup in a trie that has long keys.
        var keys: SegmentKeys?
        /// The nodes the search entered so far: what ``CompiledTrie/maximumSteps`` bounds. Above
        /// ``CompiledTrie/stepLimit`` once the lookup has given up.
        var steps = 0
        /// The records the search treats as not ending where they end (see
        /// ``CompiledTrie/lookup(_:qualifiedRoot:captures:skipping:)``), during a lookup given
        /// them; `nil` for none. A pointer, so that captures stay plain values.
        var skipping: UnsafePointer<(Int32) -> Bool>?
    }

    /// The best record for `segments` under `qualifiedRoot` (if any) and then the unqualified
    /// root, with its captures in `captures` and the nodes entered in `captures.steps`; `nil`
    /// when no record matches, or when the search would enter more than ``stepLimit`` nodes
    /// (``exceedsLimit(_:)`` tells which).
    ///
    /// A record for which `skipping` returns `true` does not match where it ends, and the search
    /// goes on in precedence order: looked up again, skipping every record found so far, a link
    /// gives its next matching record.
    func lookup(
        _ segments: SegmentBytes, qualifiedRoot: QualifiedRoot?, captures: inout Captures,
        skipping: ((Int32) -> Bool)? = nil
    ) -> Int32? {
        guard let skipping else { return lookupWithKeys(segments, qualifiedRoot, &captures) }
        return withUnsafePointer(to: skipping) { closure in
            captures.skipping = closure
            defer { captures.skipping = nil }
            return lookupWithKeys(segments, qualifiedRoot, &captures)
        }
    }

    /// ``lookup(_:qualifiedRoot:captures:skipping:)`` once `captures` holds what to skip.
    @inline(__always)
    private func lookupWithKeys(
        _ segments: SegmentBytes, _ qualifiedRoot: QualifiedRoot?, _ captures: inout Captures
    ) -> Int32? {
        // Checked here too, not only in `withSegmentKeys`: setting and clearing `captures.keys`
        // on every lookup costs 1.5-1.9 % more instructions on the lookup rows.
        guard !longKeys.isEmpty else { return search(segments, qualifiedRoot, &captures) }
        // What each segment equals holds for both roots too.
        return withSegmentKeys(count: segments.count) { keys in
            captures.keys = keys
            defer { captures.keys = nil }
            return search(segments, qualifiedRoot, &captures)
        }
    }

    /// Whether a lookup that counted `steps` gave up at the limit rather than finding nothing.
    @inline(__always)
    func exceedsLimit(_ steps: Int) -> Bool { steps > stepLimit }

    @inline(__always)
    private func search(
        _ segments: SegmentBytes, _ qualifiedRoot: QualifiedRoot?, _ captures: inout Captures
    ) -> Int32? {
        // A scheme's or host's trie is searched only if one of its records is as long as the
        // link: most such links are matched by unqualified routes.
        if let qualifiedRoot, qualifiedRoot.counts.contains(segments.count),
            let found = search(qualifiedRoot.node, segments, 0, &captures)
        {
            return found
        }
        if exceedsLimit(captures.steps) { return nil }
        captures.count = 0
        return search(root, segments, 0, &captures)
    }

    /// Depth-first search in precedence order, backtracking when a more specific branch
    /// dead-ends. The trie is a tree with each node at one depth, so a lookup visits each node at
    /// most once: its cost is bounded by the nodes whose path accepts the link's first segments,
    /// never by the number of routes; ``maximumSteps`` bounds it for any link, and ``stepLimit``
    /// caps it.
    ///
    /// Literal children are followed in a loop as far as they go; placeholders recurse. Walking
    /// back up that path and trying each node's placeholders visits the nodes in the order
    /// recursing at every node would.
    ///
    /// Every count of nodes entered is checked against ``stepLimit`` before another node is
    /// entered, so a lookup gives up exactly when a search without the limit would enter more
    /// nodes than it, and never answers with a record found after that.
    private func search(
        _ start: Int32, _ segments: SegmentBytes, _ from: Int, _ captures: inout Captures
    ) -> Int32? {
        let path = captures.path
        let count = segments.count
        var depth = from
        var index = start
        path[depth] = index
        // A search that starts at a chain (a placeholder branch such as `/:p/x/x/…/end` or
        // `/:p/:q/…/end`, or a root with one way on) decides it in one loop. Its nodes have
        // nothing else to try, so the way back ends where the chain does.
        var chainEnd = from
        let pushed = captures.count
        if nodes[Int(start)].chainLength > 1 && segments.isASCII {
            guard let end = followChain(start, segments, from, &captures) else { return nil }
            depth = end
            chainEnd = end
            index = path[end]
        }
        while depth < count {
            let node = nodes[Int(index)]
            guard let child = literalChild(node, index, segments, depth, captures.keys) else { break }
            depth &+= 1
            index = child
            path[depth] = index
        }
        // The start node and each child entered.
        captures.steps &+= depth &- from &+ 1
        if exceedsLimit(captures.steps) { return nil }
        if depth == count {
            let terminal = nodes[Int(index)].terminal
            if terminal >= 0, let kept = unskipped(terminal, at: index, rest: false, captures.skipping) { return kept }
            // The end of the link: only a terminal ends here, so go back one segment.
            depth &-= 1
        }
        while depth >= chainEnd {
            let node = nodes[Int(path[depth])]
            if node.hasPlaceholders {
                if let found = searchPlaceholders(node, path[depth], segments, depth, &captures) { return found }
                if exceedsLimit(captures.steps) { return nil }
            }
            depth &-= 1
        }
        // Without the values the chain took.
        captures.count = pushed
        return nil
    }

    /// Follows the chain (``Node/chainLength``) from node `start` at segment `from`, comparing
    /// keys and pushing string captures with no search frame per node. Returns the depth at the
    /// chain's last node's child, with the path noted up to it; or `nil` when the link leaves
    /// the chain, with the captures as they were and the nodes entered counted.
    @inline(never)
    private func followChain(
        _ start: Int32, _ segments: SegmentBytes, _ from: Int, _ captures: inout Captures
    ) -> Int? {
        guard let starts = segments.bounds.baseAddress, let bytes = segments.base.baseAddress,
            let keys = keyBytes.baseAddress, let edges = edges.baseAddress, let nodes = nodes.baseAddress
        else { return nil }
        // Raw pointers and wrapping arithmetic: this loop runs once per node of a chain, which
        // in a table built to backtrack is most of the lookup.
        let ends = starts + segments.endOffset
        let lowercasing = !caseSensitive
        let segmentKeys = captures.keys
        /// Whether the way on of `node` takes segment `depth`: its one literal key, or its string
        /// placeholder, which takes any segment but an empty one.
        @inline(__always)
        func takes(_ node: Node, at depth: Int) -> Bool {
            let first = Int(starts[depth])
            let count = Int(ends[depth]) &- first
            guard node.edgeCount == 1 else { return count > 0 }
            let edge = edges[Int(node.edgeStart)]
            guard Int(edge.keyLength) == count else { return false }
            if count >= Self.longKeyLength {
                guard let segmentKeys else { return false }
                return segment(depth, equalsLongKeyAt: edge.keyStart, segments, segmentKeys)
            }
            return ByteWords.equalBytes(
                keys + Int(edge.keyStart), bytes + first, count: count, lowercasing: lowercasing)
        }
        let length = Int(nodes[Int(start)].chainLength)
        let last = from &+ length &- 1
        var depth = from
        // The chain's last step is checked first: branches that share their start differ at
        // their ends (`/:p/x/x/end1`, `/:p/x/x/end2`), so a link that leaves a chain mostly
        // leaves it there, or ends before it, and costs one step rather than one per node.
        if last < segments.count && takes(nodes[Int(start) &+ length &- 1], at: last) {
            // A chain's nodes are stored one after the other, so the next node's address does
            // not wait for the edge to be read: the processor loads it while the key is compared.
            // The loop keeps what it changes in locals and notes the path only at the end.
            var index = Int(start)
            var pushed = captures.count
            let slots = captures.slots
            /// Enters the child of `node` (at `index`), whose way on takes segment `depth`.
            @inline(__always)
            func enterChild(of node: Node) {
                if node.edgeCount != 1 {
                    slots[pushed] = Int32(truncatingIfNeeded: depth)
                    pushed &+= 1
                }
                index &+= 1
                depth &+= 1
            }
            while depth < last {
                let node = nodes[index]
                guard takes(node, at: depth) else { break }
                enterChild(of: node)
            }
            if depth == last {
                enterChild(of: nodes[index])
                captures.count = pushed
                for step in 1...length { captures.path[from &+ step] = start &+ Int32(truncatingIfNeeded: step) }
                return depth
            }
        }
        // The link left the chain, or ends inside it where no record ends: it fails here, and
        // the caller checks the count against the limit.
        captures.steps &+= depth &- from &+ 1
        return nil
    }

    /// The placeholder children of `node` (node `index`) for segment `depth`, in precedence
    /// order; `nil` also as soon as a child's search gives up at the limit.
    private func searchPlaceholders(
        _ node: Node, _ index: Int32, _ segments: SegmentBytes, _ depth: Int, _ captures: inout Captures
    ) -> Int32? {
        // Placeholders never match an empty segment ("/a//b").
        guard segments.length(depth) > 0 else { return nil }
        if node.typedCount > 0 {
            // The `String` is made only for a type the bytes may match (`int` refuses most
            // segments on their bytes), and only once.
            let bytes = segments.bytes(depth)
            var segment: String?
            for typed in Int(node.typedStart)..<Int(node.typedStart + node.typedCount) {
                let type = typedTypes[typed]
                guard type.bytesMayMatch.passes(bytes) else { continue }
                let text = segment ?? segments.string(depth)
                segment = text
                guard type.accepts(text) else { continue }
                captures.slots[captures.count] = Int32(depth)
                captures.count += 1
                if let found = search(typedChildren[typed], segments, depth + 1, &captures) { return found }
                captures.count -= 1
                if exceedsLimit(captures.steps) { return nil }
            }
        }
        if node.string >= 0 {
            captures.slots[captures.count] = Int32(depth)
            captures.count += 1
            if let found = search(node.string, segments, depth + 1, &captures) { return found }
            captures.count -= 1
            if exceedsLimit(captures.steps) { return nil }
        }
        if node.wildcard >= 0 {
            if let found = search(node.wildcard, segments, depth + 1, &captures) { return found }
            if exceedsLimit(captures.steps) { return nil }
        }
        if node.rest >= 0, Self.joinsIntoAPath(segments, from: depth),
            let kept = unskipped(node.rest, at: index, rest: true, captures.skipping)
        {
            captures.slots[captures.count] = -1 - Int32(depth)
            captures.count += 1
            return kept
        }
        return nil
    }

    /// The first record ending at node `index` (`first`, then the rest of its list; the ones
    /// with a rest-of-path placeholder when `rest`) that the lookup does not skip.
    @inline(__always)
    private func unskipped(
        _ first: Int32, at index: Int32, rest: Bool, _ skipping: UnsafePointer<(Int32) -> Bool>?
    ) -> Int32? {
        guard let skipping = skipping?.pointee else { return first }
        guard let list = lists[index] else { return skipping(first) ? nil : first }
        let start = Int(rest ? list.restStart : list.terminalStart)
        let count = Int(rest ? list.restCount : list.terminalCount)
        return recordLists[start..<(start + count)].first { !skipping($0) }
    }

    /// Whether the segments from `index` on, joined by '/' as a rest-of-path value, read as a path
    /// with no empty, `.` or `..` part. An escaped slash joins in as a separator, so
    /// `files/..%2Fsecret` would hand on `../secret`, the traversal the link parser refuses as
    /// `..`; and `files/a//` would hand on `a/`, which no link prints back. Neither matches.
    private static func joinsIntoAPath(_ segments: SegmentBytes, from index: Int) -> Bool {
        // No allocation: this runs on the lookup path. Without a decoded `/`, each segment is
        // one part, and only a part of at most two bytes can be empty, `.` or `..`: its length
        // tells the others apart without reading them.
        guard segments.holdsSlash else {
            for segment in index..<segments.count where segments.length(segment) <= 2 {
                if !LinkText.isNamedPart(segments.bytes(segment)) { return false }
            }
            return true
        }
        for segment in index..<segments.count {
            let bytes = segments.bytes(segment)
            var partStart = 0
            for offset in 0...bytes.count where offset == bytes.count || bytes[offset] == UInt8(ascii: "/") {
                guard LinkText.isNamedPart(UnsafeBufferPointer(rebasing: bytes[partStart..<offset])) else {
                    return false
                }
                partStart = offset + 1
            }
        }
        return true
    }
}
