/// The routing trie flattened into arrays: what every lookup reads. Literal children are found by
/// comparing bytes (a short list per node, or one shared hash table for wide nodes), so a lookup
/// allocates nothing until it builds the match.
///
/// Immutable once built, which is what makes lock-free concurrent reads safe.
final class CompiledTrie: @unchecked Sendable {
    /// What a lookup reads of a node: 32 bytes, so that two nodes share a cache line.
    struct Node {
        var edgeStart: Int32 = 0
        /// The number of literal children, negated when a key is not ASCII: such keys compare
        /// as `String`s (canonical equivalence), never as bytes.
        var edgeCount: Int32 = 0
        /// Where the typed children start; for a node without any, its ``chainLength``.
        var typedStart: Int32 = 0
        var typedCount: Int32 = 0
        var string: Int32 = -1
        var wildcard: Int32 = -1
        /// The first record ending here, or -1: the one a lookup returns.
        var terminal: Int32 = -1
        /// The first record with a rest-of-path placeholder ending here, or -1.
        var rest: Int32 = -1

        /// How many literal children the node has.
        var literalCount: Int { Int(edgeCount.magnitude) }
        /// How many nodes, from this one down, have one way on (one ASCII literal child, or a
        /// string placeholder alone) and no record ending at them; otherwise 0. A link follows
        /// such a chain to its end or fails in it, with nothing to try on the way back, so
        /// ``CompiledTrie/followChain(_:_:_:_:)`` decides it in one loop over the segments.
        var chainLength: Int32 { typedCount == 0 ? typedStart : 0 }

        /// Whether the node has a placeholder, `*` or rest-of-path child. The test ANDs the
        /// indices: -1 (none) has every bit set, so an AND of indices is negative only when all
        /// are -1.
        var hasPlaceholders: Bool { typedCount > 0 || string & wildcard & rest >= 0 }

        /// Calls `body` with each placeholder child: the typed ones, then the string and `*`
        /// placeholders'.
        func forEachPlaceholderChild(typedChildren: UnsafeMutableBufferPointer<Int32>, _ body: (Int32) -> Void) {
            for typed in Int(typedStart)..<Int(typedStart + typedCount) { body(typedChildren[typed]) }
            if string >= 0 { body(string) }
            if wildcard >= 0 { body(wildcard) }
        }
    }

    /// Every record ending at a node, for explanations: lookups need only the first.
    struct RecordLists {
        var terminalStart: Int32 = 0
        var terminalCount: Int32 = 0
        var restStart: Int32 = 0
        var restCount: Int32 = 0
    }

    struct Edge {
        var keyStart: Int32
        var keyLength: Int32
        var child: Int32
    }

    /// Nodes with more literal children than this find them through the hash table.
    static let linearLimit: Int32 = 6

    /// Keys of at least this many bytes are long: a lookup compares each segment with long keys
    /// through its ``SegmentKeys`` (a search may compare one segment with them at every step of
    /// a backtracking walk).
    static let longKeyLength = 16

    /// A distinct long key of an ASCII node, in ``longKeys``: where its bytes start (-1 for an
    /// empty slot), how many there are and their hash.
    struct LongKey {
        var hash: Int
        var start: Int32
        var length: Int32
    }

    // Lookups read these buffers directly (allocated once, exactly sized, freed in deinit).
    let nodes: UnsafeMutableBufferPointer<Node>
    /// The record lists of the nodes where more than one record ends.
    let lists: [Int32: RecordLists]
    let edges: UnsafeMutableBufferPointer<Edge>
    let keyBytes: UnsafeMutableBufferPointer<UInt8>
    let typedTypes: [ParameterType]
    let typedChildren: UnsafeMutableBufferPointer<Int32>
    /// Record indices listed by nodes (terminals and rests), first registered first.
    let recordLists: UnsafeMutableBufferPointer<Int32>
    /// A slot of ``table``: an edge of a wide node, or -1 for an empty slot, and the edge's child.
    struct Slot {
        var edge: Int32
        /// The edge's child, beside it: a lookup goes on to the child as soon as it has read the
        /// slot, while the edge and its key bytes are compared (which the processor runs ahead
        /// of, predicting a match). Read from the edge, it would wait for two dependent loads.
        var child: Int32
    }

    /// Open addressing over edges of wide nodes, keyed by the parent and the key's bytes, or,
    /// for a long key, where its bytes start.
    let table: UnsafeMutableBufferPointer<Slot>
    let tableMask: Int
    /// Open addressing over the distinct long keys of ASCII nodes, keyed by their bytes: a
    /// lookup finds here, once per segment, the one long key a segment can equal. Empty when
    /// the trie has no long key.
    let longKeys: UnsafeMutableBufferPointer<LongKey>
    let longKeyMask: Int
    /// Roots of scheme- or host-qualified tries (`scheme:myapp`, `web:example.com`), tried first.
    let qualifierKeys: [String]
    let qualifierRoots: [QualifiedRoot]
    /// The unqualified trie.
    let root: Int32 = 0
    let caseSensitive: Bool
    /// Whether every literal and qualifier is ASCII, so links can be looked up as raw bytes.
    let isASCII: Bool
    /// The most nodes a lookup may enter (``RouterOptions/maxLookupSteps``): one that would
    /// enter more stops and fails, with ``Captures/steps`` above this.
    let stepLimit: Int

    /// Builds the trie of the expansions of `patterns`, in record order.
    init(
        patterns: [RoutePattern], expansions: [RouteExpansion], types: [String: ParameterType], caseSensitive: Bool,
        stepLimit: Int
    ) {
        self.caseSensitive = caseSensitive
        self.stepLimit = stepLimit
        var unqualified: [Int32] = []
        var qualified: [String: [Int32]] = [:]
        var qualifierOrder: [String] = []
        for (index, expansion) in expansions.enumerated() {
            guard let qualifier = patterns[Int(expansion.order)].qualifier else {
                unqualified.append(Int32(index))
                continue
            }
            if qualified[qualifier] == nil { qualifierOrder.append(qualifier) }
            qualified[qualifier, default: []].append(Int32(index))
        }
        var builder = TrieBuilder(
            segments: expansions.map { $0.segments(of: patterns[Int($0.order)]) }, types: types,
            caseSensitive: caseSensitive)
        _ = builder.build(unqualified, depth: 0)
        var roots: [QualifiedRoot] = []
        for key in qualifierOrder {
            if !key.utf8.allSatisfy({ $0 < 0x80 }) { builder.isASCII = false }
            builder.counts = SegmentCounts()
            let index = builder.build(qualified[key] ?? [], depth: 0)
            roots.append(QualifiedRoot(node: index, counts: builder.counts))
        }
        qualifierKeys = qualifierOrder
        qualifierRoots = roots
        isASCII = builder.isASCII
        // Wide nodes share one open-addressing table keyed by (parent, key bytes), at most two
        // thirds full rather than half: a longer probe mostly stays in the cache line it started
        // in, and most tables take half the slots.
        var hashed = 0
        for node in builder.nodes where node.edgeCount > Self.linearLimit {
            hashed += Int(node.edgeCount)
        }
        var table: [Slot] = []
        var mask = 0
        if hashed > 0 {
            let size = hashSlotCount(for: hashed, fullAtMost: 2, of: 3)
            table = [Slot](repeating: Slot(edge: -1, child: -1), count: size)
            mask = size - 1
            builder.keyBytes.withUnsafeBufferPointer { keys in
                for (parent, node) in builder.nodes.enumerated()
                where node.edgeCount > Self.linearLimit {
                    guard let base = keys.baseAddress else { continue }
                    for edge in Int(node.edgeStart)..<Int(node.edgeStart + node.edgeCount) {
                        let key = builder.edges[edge]
                        let window = ByteWords.Window(offset: Int(key.keyStart), in: keys.count)
                        var slot =
                            // A long key's slot is found by its start (wide nodes are ASCII).
                            key.keyLength >= Self.longKeyLength
                            ? ByteWords.hash(word: UInt64(key.keyStart), seed: parent) & mask
                            : ByteWords.hash(
                                base + Int(key.keyStart), window, count: Int(key.keyLength), seed: parent,
                                lowercasing: false) & mask
                        while table[slot].edge >= 0 { slot = (slot + 1) & mask }
                        table[slot] = Slot(edge: Int32(edge), child: key.child)
                    }
                }
            }
        }
        self.table = Self.buffer(table)
        tableMask = mask
        let (longKeys, longKeyMask) = Self.longKeyTable(builder.longKeyStarts, keyBytes: builder.keyBytes)
        self.longKeys = longKeys
        self.longKeyMask = longKeyMask
        nodes = Self.buffer(builder.nodes)
        lists = builder.lists
        edges = Self.buffer(builder.edges)
        keyBytes = Self.buffer(builder.keyBytes)
        typedTypes = builder.typedTypes
        typedChildren = Self.buffer(builder.typedChildren)
        recordLists = Self.buffer(builder.recordLists)
    }

    deinit {
        nodes.deallocate()
        edges.deallocate()
        keyBytes.deallocate()
        typedChildren.deallocate()
        recordLists.deallocate()
        table.deallocate()
        longKeys.deallocate()
    }

    /// The table of the distinct long keys, each stored in `keyBytes` at its start, with its
    /// mask.
    private static func longKeyTable(
        _ starts: [String: Int32], keyBytes: [UInt8]
    ) -> (UnsafeMutableBufferPointer<LongKey>, Int) {
        guard !starts.isEmpty else { return (buffer([]), 0) }
        let size = hashSlotCount(for: starts.count, fullAtMost: 1, of: 2)
        let mask = size - 1
        var slots = [LongKey](repeating: LongKey(hash: 0, start: -1, length: 0), count: size)
        keyBytes.withUnsafeBufferPointer { keys in
            guard let base = keys.baseAddress else { return }
            // In the order they are stored, so that the table is the same in every process.
            for (key, start) in starts.sorted(by: { $0.value < $1.value }) {
                let length = key.utf8.count
                let hash = ByteWords.hash(
                    base + Int(start), ByteWords.Window(offset: Int(start), in: keys.count), count: length, seed: 0,
                    lowercasing: false)
                var slot = hash & mask
                while slots[slot].start >= 0 { slot = (slot + 1) & mask }
                slots[slot] = LongKey(hash: hash, start: start, length: Int32(length))
            }
        }
        return (buffer(slots), mask)
    }

    /// A buffer holding `elements` (at least one slot, so that it always has an address).
    private static func buffer<Element>(_ elements: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(elements.count, 1))
        _ = buffer.initialize(from: elements)
        return UnsafeMutableBufferPointer(rebasing: buffer[0..<elements.count])
    }
}

/// How many slots an open-addressing table of the trie takes for `entries` entries: the
/// smallest power of two, from 16 on, that keeps it at most `numerator / denominator` full
/// (under one, so a probe always ends at an empty slot).
func hashSlotCount(for entries: Int, fullAtMost numerator: Int, of denominator: Int) -> Int {
    var size = 16
    while size * numerator < entries * denominator { size <<= 1 }
    return size
}
