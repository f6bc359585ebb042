/// Builds the flattened trie of ``CompiledTrie`` straight from its records, one node at a time:
/// a node takes the records that reach it, ends the ones with no segment left, groups the others
/// by their next segment and builds a child per group. Children are laid out in precedence
/// order — literal (by key), typed placeholders (by type rank, then first registration), string
/// placeholder, `*` — and a rest-of-path placeholder ends its records at the node it follows, so
/// the first record a search finds is the route with the highest precedence.
///
/// Nodes are stored depth first, each followed by its children's subtrees: a node with one
/// child is followed by it, which is what lets a lookup follow a chain of such nodes by index.
struct TrieBuilder {
    /// Each record's segments, in record order.
    private let segments: [[PatternSegment]]
    private let types: [String: ParameterType]
    private let caseSensitive: Bool

    private(set) var nodes: [CompiledTrie.Node] = []
    /// Only nodes where more than one record ends (duplicates, optional expansions) need lists.
    private(set) var lists: [Int32: CompiledTrie.RecordLists] = [:]
    private(set) var edges: [CompiledTrie.Edge] = []
    var keyBytes: [UInt8] = []
    private(set) var typedTypes: [ParameterType] = []
    private(set) var typedChildren: [Int32] = []
    private(set) var recordLists: [Int32] = []
    var isASCII = true
    /// The segment counts of the links the records built since it was last reset match: what
    /// a qualified root's ``QualifiedRoot/counts`` are.
    var counts = SegmentCounts()
    /// Where each distinct long key (``CompiledTrie/longKeyLength`` bytes or more) is stored:
    /// equal long keys share their bytes, so a lookup tells them apart by where they start.
    private(set) var longKeyStarts: [String: Int32] = [:]

    /// A builder for records with these segments; `types` are the custom placeholder types.
    init(segments: [[PatternSegment]], types: [String: ParameterType], caseSensitive: Bool) {
        self.segments = segments
        self.types = types
        self.caseSensitive = caseSensitive
        let nodeCount = segments.reduce(1) { $0 + $1.count }
        nodes.reserveCapacity(nodeCount)
        edges.reserveCapacity(nodeCount)
    }

    /// Appends the node that `records` (in record order) reach after `depth` segments, and the
    /// subtrees below it; returns its index.
    mutating func build(_ records: [Int32], depth: Int) -> Int32 {
        let index = Int32(nodes.count)
        nodes.append(CompiledTrie.Node())
        var terminals: [Int32] = []
        var rests: [Int32] = []
        // The literal children's keys with their records, in order of first registration, and
        // where each key's entry is.
        var literals: [(key: String, records: [Int32])] = []
        var literalGroups: [String: Int] = [:]
        var typed: [(name: String, records: [Int32])] = []
        var strings: [Int32] = []
        var wildcards: [Int32] = []
        for record in records {
            let recordSegments = segments[Int(record)]
            guard depth < recordSegments.count else {
                terminals.append(record)
                continue
            }
            switch recordSegments[depth] {
            case .literal(let text):
                // Keys compare with `==` on `String`s, so canonically equivalent keys are one child.
                let key = caseSensitive ? text : text.lowercased()
                if let group = literalGroups[key] {
                    literals[group].records.append(record)
                } else {
                    if literalGroups.isEmpty { literalGroups.reserveCapacity(records.count) }
                    literalGroups[key] = literals.count
                    literals.append((key, [record]))
                }
            case .parameter(_, "string"):
                strings.append(record)
            case .parameter(_, let name):
                if let group = typed.firstIndex(where: { $0.name == name }) {
                    typed[group].records.append(record)
                } else {
                    typed.append((name, [record]))
                }
            case .wildcard:
                wildcards.append(record)
            case .rest:
                rests.append(record)
            }
        }
        var node = CompiledTrie.Node()
        node.terminal = terminals.first ?? -1
        node.rest = rests.first ?? -1
        if !terminals.isEmpty { counts.insert(exactly: depth) }
        // A rest-of-path placeholder takes at least one segment.
        if !rests.isEmpty { counts.insert(atLeast: depth + 1) }
        if terminals.count > 1 || rests.count > 1 {
            let terminalStart = Int32(recordLists.count)
            recordLists.append(contentsOf: terminals)
            let restStart = Int32(recordLists.count)
            recordLists.append(contentsOf: rests)
            lists[index] = CompiledTrie.RecordLists(
                terminalStart: terminalStart, terminalCount: Int32(terminals.count), restStart: restStart,
                restCount: Int32(rests.count))
        }
        // This node's edges and typed slots are contiguous; children are filled in after.
        if literals.count > 1 { literals.sort { $0.key < $1.key } }
        node.edgeStart = Int32(edges.count)
        node.edgeCount = Int32(literals.count)
        var hasNonASCIIKey = false
        for (key, _) in literals where !appendEdge(key) { hasNonASCIIKey = true }
        if hasNonASCIIKey {
            node.edgeCount = -node.edgeCount
            isASCII = false
        }
        // By type rank; a stable sort keeps registration order among equal ranks.
        let types = typed.map { self.types[$0.name] ?? ParameterType.builtIns[$0.name] ?? .int }
        let order =
            typed.count < 2
            ? Array(typed.indices) : typed.indices.sorted { (types[$0].rank, $0) < (types[$1].rank, $1) }
        node.typedStart = Int32(typedTypes.count)
        node.typedCount = Int32(order.count)
        for group in order {
            typedTypes.append(types[group])
            typedChildren.append(-1)
        }
        for (offset, group) in literals.enumerated() {
            edges[Int(node.edgeStart) + offset].child = build(group.records, depth: depth + 1)
        }
        for (offset, group) in order.enumerated() {
            typedChildren[Int(node.typedStart) + offset] = build(typed[group].records, depth: depth + 1)
        }
        if !strings.isEmpty { node.string = build(strings, depth: depth + 1) }
        if !wildcards.isEmpty { node.wildcard = build(wildcards, depth: depth + 1) }
        if node.typedCount == 0 { node.typedStart = chainLength(of: node, at: index) }
        nodes[Int(index)] = node
        return index
    }

    /// Appends the edge of literal key `key`, its bytes stored once; returns whether the key is
    /// ASCII.
    private mutating func appendEdge(_ key: String) -> Bool {
        var start = Int32(keyBytes.count)
        let ascii = key.utf8.allSatisfy { $0 < 0x80 }
        // ASCII strings are equal exactly when their bytes are (other `String`s compare by
        // canonical equivalence, and are compared as `String`s).
        if key.utf8.count < CompiledTrie.longKeyLength || !ascii {
            keyBytes.append(contentsOf: key.utf8)
        } else if let stored = longKeyStarts[key] {
            start = stored
        } else {
            longKeyStarts[key] = start
            keyBytes.append(contentsOf: key.utf8)
        }
        edges.append(CompiledTrie.Edge(keyStart: start, keyLength: Int32(key.utf8.count), child: -1))
        return ascii
    }

    /// The ``CompiledTrie/Node/chainLength`` of `node`, built at `index` after its children: a
    /// node with one way on (one ASCII literal child, or a string placeholder alone) and no
    /// record ending at it is one longer than its child's chain; any other node is 0.
    private func chainLength(of node: CompiledTrie.Node, at index: Int32) -> Int32 {
        guard node.terminal < 0, node.rest < 0, node.wildcard < 0 else { return 0 }
        let child: Int32
        if node.edgeCount == 1 && node.string < 0 {
            child = edges[Int(node.edgeStart)].child
        } else if node.edgeCount == 0 && node.string >= 0 {
            child = node.string
        } else {
            return 0
        }
        assert(child == index + 1, "a node with one child is followed by it")
        return 1 + nodes[Int(child)].chainLength
    }
}
