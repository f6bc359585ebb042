/// What explanations read: the most nodes a lookup can enter, and the deepest point routes reach.
extension CompiledTrie {
    // MARK: Bounding

    /// The most nodes one lookup can enter, whatever the link: the unqualified trie's bound plus
    /// the largest of the qualified tries' (a link with a qualifier searches its trie first).
    ///
    /// A search enters a node's literal child only when the segment equals its key, so at most
    /// one of them; it may enter every placeholder child. So a node's bound is one, plus the
    /// largest bound among its literal children, plus the bounds of its placeholder children.
    /// The sum is an upper bound because the children's subtrees read the same later segments,
    /// and it is reached by tables where every branch accepts the same link (each placeholder
    /// branch below a literal chain).
    var maximumSteps: Int {
        guard nodes.count > 0 else { return 0 }
        // Nodes are stored parents first, so one pass from the end sees children first.
        var bounds = [Int](repeating: 1, count: nodes.count)
        for index in nodes.indices.reversed() {
            let node = nodes[index]
            var literal = 0
            for edge in Int(node.edgeStart)..<(Int(node.edgeStart) + node.literalCount) {
                literal = max(literal, bounds[Int(edges[edge].child)])
            }
            var placeholders = 0
            node.forEachPlaceholderChild(typedChildren: typedChildren) { placeholders += bounds[Int($0)] }
            bounds[index] = 1 + literal + placeholders
        }
        return bounds[Int(root)] + (qualifierRoots.map { bounds[Int($0.node)] }.max() ?? 0)
    }

    // MARK: Explaining

    /// The deepest point any route reached for `segments`, and routes continuing from there.
    ///
    /// The walk enters each node that accepts the link's first segments, and stops after
    /// ``stepLimit`` nodes: an explanation costs no more than a lookup may. It finds a node's
    /// literal child as a lookup does, so a node with thousands of children costs one probe.
    func explore(_ segments: [String], qualifier: String?) -> (depth: Int, nearest: [Int]) {
        SegmentBytes.withSegments(segments) { bytes in
            withSegmentKeys(count: bytes.count) { keys in
                var best = (depth: -1, nodes: [Int32]())
                var budget = stepLimit
                let roots = [qualifier.flatMap { root(for: $0)?.node }, root].compactMap { $0 }
                for start in roots { walk(start, segments, bytes, keys, 0, &best, &budget) }
                var nearest: [Int] = []
                for node in best.nodes { collect(node, into: &nearest, limit: 3) }
                return (best.depth, nearest.sorted())
            }
        }
    }

    private func walk(
        _ index: Int32, _ segments: [String], _ bytes: SegmentBytes, _ keys: SegmentKeys?, _ depth: Int,
        _ best: inout (depth: Int, nodes: [Int32]), _ budget: inout Int
    ) {
        guard budget > 0 else { return }
        budget -= 1
        if depth > best.depth {
            best = (depth, [index])
        } else if depth == best.depth {
            best.nodes.append(index)
        }
        guard depth < segments.count else { return }
        let node = nodes[Int(index)]
        let segment = segments[depth]
        if let child = literalChild(node, index, bytes, depth, keys) {
            walk(child, segments, bytes, keys, depth + 1, &best, &budget)
        }
        guard !segment.isEmpty else { return }
        for typed in Int(node.typedStart)..<Int(node.typedStart + node.typedCount)
        where typedTypes[typed].accepts(segment) {
            walk(typedChildren[typed], segments, bytes, keys, depth + 1, &best, &budget)
        }
        if node.string >= 0 { walk(node.string, segments, bytes, keys, depth + 1, &best, &budget) }
        if node.wildcard >= 0 { walk(node.wildcard, segments, bytes, keys, depth + 1, &best, &budget) }
    }

    /// Adds to `result` the records ending at node `index` and below it, literal children first
    /// in key order, until it holds `limit`.
    private func collect(_ index: Int32, into result: inout [Int], limit: Int) {
        guard result.count < limit else { return }
        let node = nodes[Int(index)]
        let records: [Int32]
        if let list = lists[index] {
            records =
                Array(recordLists[Int(list.terminalStart)..<Int(list.terminalStart + list.terminalCount)])
                + recordLists[Int(list.restStart)..<Int(list.restStart + list.restCount)]
        } else {
            records = [node.terminal, node.rest].filter { $0 >= 0 }
        }
        result += records.prefix(limit - result.count).map { Int($0) }
        // Literal children in key order, then the placeholders'; a node may have thousands of
        // children, so the loop stops as soon as enough records are found.
        for edge in Int(node.edgeStart)..<(Int(node.edgeStart) + node.literalCount) {
            guard result.count < limit else { return }
            collect(edges[edge].child, into: &result, limit: limit)
        }
        node.forEachPlaceholderChild(typedChildren: typedChildren) { collect($0, into: &result, limit: limit) }
    }
}
