/// A registered route, as the trie stores it: one entry per expansion of its optional parts.
struct RouteRecord<Destination> {
    /// The route's index in registration order; the smaller wins a tie.
    let order: Int
    let pattern: RoutePattern
    let destination: Destination
    /// The captured names, in the order captures are pushed while matching (`nil` for `_`).
    let captureNames: [String?]
    /// The segments of this expansion.
    let segments: [PatternSegment]
}

/// One node of the routing trie. Children are kept by kind, and matching tries the kinds in
/// precedence order — literal, typed placeholders (by type rank), string placeholder, `*`,
/// rest-of-path — so the first terminal found is the route with the highest precedence.
///
/// Nodes are mutated only while a router's builder owns them; a published snapshot is a deep
/// copy that nobody mutates, which is what makes lock-free concurrent reads safe.
final class TrieNode: @unchecked Sendable {
    var literals: [String: TrieNode] = [:]
    /// Typed placeholder children, sorted by the type's rank and then by first registration.
    var typed: [(type: ParameterType, node: TrieNode)] = []
    var string: TrieNode?
    var wildcard: TrieNode?
    /// Records whose last segment is a rest-of-path placeholder ending here, first registered first.
    var rest: [Int] = []
    /// Records that end exactly at this node, first registered first.
    var terminals: [Int] = []

    init() {}

    func child(for segment: PatternSegment, types: [String: ParameterType], caseSensitive: Bool) -> TrieNode {
        switch segment {
        case .literal(let text):
            let key = caseSensitive ? text : text.lowercased()
            if let existing = literals[key] { return existing }
            let node = TrieNode()
            literals[key] = node
            return node
        case .parameter(_, "string"):
            if let string { return string }
            let node = TrieNode()
            string = node
            return node
        case .parameter(_, let typeName):
            if let existing = typed.first(where: { $0.type.name == typeName }) { return existing.node }
            let type = types[typeName] ?? ParameterType.builtIns[typeName] ?? .int
            let node = TrieNode()
            // Stable insertion keeps registration order among types of equal rank.
            let index = typed.firstIndex { $0.type.rank > type.rank } ?? typed.endIndex
            typed.insert((type, node), at: index)
            return node
        case .wildcard:
            if let wildcard { return wildcard }
            let node = TrieNode()
            wildcard = node
            return node
        case .rest:
            return self
        }
    }

    func copy() -> TrieNode {
        let node = TrieNode()
        node.literals = literals.mapValues { $0.copy() }
        node.typed = typed.map { ($0.type, $0.node.copy()) }
        node.string = string?.copy()
        node.wildcard = wildcard?.copy()
        node.rest = rest
        node.terminals = terminals
        return node
    }
}

/// An immutable, compiled view of a router's routes: what every lookup reads.
final class TrieSnapshot<Destination>: @unchecked Sendable {
    let records: [RouteRecord<Destination>]
    let root: TrieNode
    /// Tries of scheme- or host-qualified patterns, tried before the unqualified one.
    let qualified: [String: TrieNode]
    let caseSensitive: Bool

    init(records: [RouteRecord<Destination>], root: TrieNode, qualified: [String: TrieNode], caseSensitive: Bool) {
        self.records = records
        self.root = root
        self.qualified = qualified
        self.caseSensitive = caseSensitive
    }

    /// The best route for `segments`, with its captures, trying a qualified trie first.
    func lookup(_ segments: [String], qualifier: String?) -> (record: Int, captures: [String])? {
        var captures: [String] = []
        if let qualifier, let node = qualified[qualifier],
            let found = search(node, segments, 0, &captures)
        {
            return (found, captures)
        }
        captures.removeAll(keepingCapacity: true)
        if let found = search(root, segments, 0, &captures) { return (found, captures) }
        return nil
    }

    /// Depth-first search in precedence order. When a more specific branch dead-ends the next
    /// one is tried (backtracking). The trie is a tree and each node sits at one depth, so a
    /// lookup visits each node at most once: the cost is bounded by the link's length times the
    /// handful of child kinds per node, never by the number of routes.
    private func search(_ node: TrieNode, _ segments: [String], _ depth: Int, _ captures: inout [String]) -> Int? {
        guard depth < segments.count else { return node.terminals.first }
        let segment = segments[depth]
        let key = caseSensitive ? segment : segment.lowercased()
        if let child = node.literals[key], let found = search(child, segments, depth + 1, &captures) {
            return found
        }
        // Placeholders never match an empty segment ("/a//b").
        guard !segment.isEmpty else { return nil }
        for (type, child) in node.typed where type.accepts(segment) {
            captures.append(segment)
            if let found = search(child, segments, depth + 1, &captures) { return found }
            captures.removeLast()
        }
        if let child = node.string {
            captures.append(segment)
            if let found = search(child, segments, depth + 1, &captures) { return found }
            captures.removeLast()
        }
        if let child = node.wildcard, let found = search(child, segments, depth + 1, &captures) {
            return found
        }
        if let found = node.rest.first {
            captures.append(segments[depth...].joined(separator: "/"))
            return found
        }
        return nil
    }

    /// The deepest point any route reached for `segments`, and routes continuing from there.
    func explore(_ segments: [String], qualifier: String?) -> (depth: Int, nearest: [Int]) {
        var best = (depth: -1, nodes: [TrieNode]())
        let roots = [qualifier.flatMap { qualified[$0] }, root].compactMap { $0 }
        for start in roots { walk(start, segments, 0, &best) }
        var nearest: [Int] = []
        for node in best.nodes { collect(node, into: &nearest, limit: 3) }
        return (best.depth, Array(nearest.sorted().prefix(3)))
    }

    private func walk(
        _ node: TrieNode, _ segments: [String], _ depth: Int, _ best: inout (depth: Int, nodes: [TrieNode])
    ) {
        if depth > best.depth {
            best = (depth, [node])
        } else if depth == best.depth {
            best.nodes.append(node)
        }
        guard depth < segments.count else { return }
        let segment = segments[depth]
        if let child = node.literals[caseSensitive ? segment : segment.lowercased()] {
            walk(child, segments, depth + 1, &best)
        }
        guard !segment.isEmpty else { return }
        for (type, child) in node.typed where type.accepts(segment) { walk(child, segments, depth + 1, &best) }
        if let child = node.string { walk(child, segments, depth + 1, &best) }
        if let child = node.wildcard { walk(child, segments, depth + 1, &best) }
    }

    private func collect(_ node: TrieNode, into result: inout [Int], limit: Int) {
        guard result.count < limit else { return }
        result.append(contentsOf: node.terminals.prefix(limit - result.count))
        result.append(contentsOf: node.rest.prefix(max(0, limit - result.count)))
        for key in node.literals.keys.sorted() {
            if let child = node.literals[key] { collect(child, into: &result, limit: limit) }
        }
        for (_, child) in node.typed { collect(child, into: &result, limit: limit) }
        if let child = node.string { collect(child, into: &result, limit: limit) }
        if let child = node.wildcard { collect(child, into: &result, limit: limit) }
    }
}
