/// How many slots an open-addressing table of the trie takes for `entries` entries: the
/// smallest power of two, from 16 on, that keeps it at most `numerator / denominator` full
/// (under one, so a probe always ends at an empty slot).
private func hashSlotCount(for entries: Int, fullAtMost numerator: Int, of denominator: Int) -> Int {
    var size = 16
    while size * numerator < entries * denominator { size <<= 1 }
    return size
}

/// The trie while one thread compiles a snapshot: plain nodes in one array, addressed by index,
/// their literal and typed children in shared lists, and one table that finds a literal child by
/// its parent and key. Matching tries the kinds of children in precedence order — literal, typed
/// placeholders (by type rank), string placeholder, `*`, rest-of-path — so the first terminal
/// found is the route with the highest precedence. It is flattened into a ``CompiledTrie`` and
/// dropped.
///
/// Nodes hold no references, so building and dropping the tree costs no reference counting and
/// no allocation per node. With a tree of objects, each with a dictionary of its literal
/// children, compiling a 10,000-route table took a third longer, in time and in instructions,
/// much of it retaining, releasing and freeing them.
struct TrieTree {
    /// One node: where its children and the records ending at it are.
    struct Node {
        /// The last-added literal child's entry in ``literals`` (each names the one added before
        /// it), or -1.
        var lastLiteral: Int32 = -1
        var literalCount: Int32 = 0
        /// The first typed child's entry in ``typed``, in precedence order: by the type's rank,
        /// then by first registration. -1 for none.
        var firstTyped: Int32 = -1
        var typedCount: Int32 = 0
        var string: Int32 = -1
        var wildcard: Int32 = -1
        /// The first record ending exactly here, or -1; any others are in ``moreTerminals``.
        var terminal: Int32 = -1
        /// The first record whose last segment is a rest-of-path placeholder ending here, or -1;
        /// any others are in ``moreRests``.
        var rest: Int32 = -1
    }

    /// The literal child `child` of `parent`, keyed `key`; `previous` is the parent's literal
    /// child added before it, or -1.
    struct LiteralEntry {
        let key: String
        let parent: Int32
        let child: Int32
        let previous: Int32
    }

    /// The typed child `child`; `next` is its parent's next typed child in precedence order.
    struct TypedEntry {
        let type: ParameterType
        let child: Int32
        var next: Int32
    }

    private(set) var nodes: [Node] = []
    private(set) var literals: [LiteralEntry] = []
    private(set) var typed: [TypedEntry] = []
    /// Finds a literal child by parent and key: open addressing over ``literals``, each slot an
    /// entry's index or -1. Keys compare with `==` on `String`s, so canonically equivalent keys
    /// are one child. Four bytes a slot, where a dictionary keyed by parent and key took 28 and
    /// made the tree half as large again.
    private var slots: [Int32]
    /// The records after the first that end at a node, first registered first: only duplicates
    /// and optional expansions have any.
    private(set) var moreTerminals: [Int32: [Int32]] = [:]
    private(set) var moreRests: [Int32: [Int32]] = [:]

    /// A tree with room for `nodes` nodes and as many literal children, so that it does not
    /// copy itself as it grows.
    init(reservingCapacity nodes: Int) {
        self.nodes.reserveCapacity(nodes)
        literals.reserveCapacity(nodes)
        slots = Self.emptySlots(for: nodes)
    }

    /// Empty slots for `count` literal children: at most half full.
    private static func emptySlots(for count: Int) -> [Int32] {
        [Int32](repeating: -1, count: hashSlotCount(for: count, fullAtMost: 1, of: 2))
    }

    /// The first slot to probe for the literal child of `parent` keyed `key`.
    private func firstSlot(_ parent: Int32, _ key: String) -> Int {
        var hasher = Hasher()
        hasher.combine(parent)
        hasher.combine(key)
        return hasher.finalize() & (slots.count - 1)
    }

    /// The literal child of `parent` keyed `key`, added if missing.
    private mutating func literalChild(of parent: Int32, _ key: String) -> Int32 {
        let mask = slots.count - 1
        var slot = firstSlot(parent, key)
        while slots[slot] >= 0 {
            let entry = literals[Int(slots[slot])]
            if entry.parent == parent && entry.key == key { return entry.child }
            slot = (slot + 1) & mask
        }
        let added = addNode()
        slots[slot] = Int32(literals.count)
        literals.append(
            LiteralEntry(key: key, parent: parent, child: added, previous: nodes[Int(parent)].lastLiteral))
        nodes[Int(parent)].lastLiteral = Int32(literals.count - 1)
        nodes[Int(parent)].literalCount += 1
        if literals.count * 2 > slots.count { rehash() }
        return added
    }

    /// Doubles the slots: only when the tree holds more literal children than it reserved.
    private mutating func rehash() {
        slots = Self.emptySlots(for: literals.count * 2)
        let mask = slots.count - 1
        for (index, entry) in literals.enumerated() {
            var slot = firstSlot(entry.parent, entry.key)
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }

    /// Adds a node without children or records; returns its index.
    mutating func addNode() -> Int32 {
        nodes.append(Node())
        return Int32(nodes.count - 1)
    }

    /// The child of `parent` that `segment` leads to, added if missing. A rest-of-path
    /// placeholder leads to `parent` itself: its records end there, as ``Node/rest``.
    mutating func child(
        of parent: Int32, for segment: PatternSegment, types: [String: ParameterType], caseSensitive: Bool
    ) -> Int32 {
        switch segment {
        case .literal(let text):
            return literalChild(of: parent, caseSensitive ? text : text.lowercased())
        case .parameter(_, "string"):
            if nodes[Int(parent)].string >= 0 { return nodes[Int(parent)].string }
            let added = addNode()
            nodes[Int(parent)].string = added
            return added
        case .parameter(_, let typeName):
            return typedChild(of: parent, typeName, types: types)
        case .wildcard:
            if nodes[Int(parent)].wildcard >= 0 { return nodes[Int(parent)].wildcard }
            let added = addNode()
            nodes[Int(parent)].wildcard = added
            return added
        case .rest:
            return parent
        }
    }

    /// The typed child of `parent` for the type named `typeName`, added if missing after every
    /// child whose type ranks no lower, so that registration order decides among equal ranks.
    private mutating func typedChild(of parent: Int32, _ typeName: String, types: [String: ParameterType]) -> Int32 {
        var entry = nodes[Int(parent)].firstTyped
        while entry >= 0 {
            if typed[Int(entry)].type.name == typeName { return typed[Int(entry)].child }
            entry = typed[Int(entry)].next
        }
        let type = types[typeName] ?? ParameterType.builtIns[typeName] ?? .int
        var previous: Int32 = -1
        var next = nodes[Int(parent)].firstTyped
        while next >= 0 && typed[Int(next)].type.rank <= type.rank {
            previous = next
            next = typed[Int(next)].next
        }
        let added = addNode()
        typed.append(TypedEntry(type: type, child: added, next: next))
        let position = Int32(typed.count - 1)
        if previous < 0 {
            nodes[Int(parent)].firstTyped = position
        } else {
            typed[Int(previous)].next = position
        }
        nodes[Int(parent)].typedCount += 1
        return added
    }

    /// Records `record` as ending at `node`: as a rest-of-path record when its pattern's last
    /// segment is one, as a terminal otherwise.
    mutating func end(_ record: Int32, at node: Int32, rest: Bool) {
        if rest {
            if nodes[Int(node)].rest < 0 {
                nodes[Int(node)].rest = record
            } else {
                moreRests[node, default: []].append(record)
            }
        } else if nodes[Int(node)].terminal < 0 {
            nodes[Int(node)].terminal = record
        } else {
            moreTerminals[node, default: []].append(record)
        }
    }
}

/// The segments of one lookup: UTF-8 bytes and the range of each segment in them. Lookups run on
/// byte ranges so that a link's segments never have to become `String`s unless captured.
struct SegmentBytes {
    let base: UnsafeBufferPointer<UInt8>
    /// Start offsets, and from `endOffset` on the end offsets.
    let bounds: UnsafeBufferPointer<Int32>
    let endOffset: Int
    let count: Int
    /// Whether every segment is ASCII (bytes compare exactly as `String` does).
    let isASCII: Bool
    /// Whether a segment may hold `/` (decoded from `%2F`); `false` only when none does.
    var holdsSlash = true

    @inline(__always)
    func length(_ index: Int) -> Int { Int(bounds[endOffset + index] - bounds[index]) }

    @inline(__always)
    func bytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: base[Int(bounds[index])..<Int(bounds[endOffset + index])])
    }

    func string(_ index: Int) -> String { String(decoding: bytes(index), as: UTF8.self) }

    /// Whether segment `index` is ASCII.
    @inline(__always)
    func isASCIISegment(_ index: Int) -> Bool { isASCII || bytes(index).allSatisfy { $0 < 0x80 } }

    /// The segments from `index` on, joined by `/`: what a rest-of-path placeholder captures.
    func joined(from index: Int) -> String {
        var total = 0
        for segment in index..<count { total += length(segment) + (segment > index ? 1 : 0) }
        return String(unsafeUninitializedCapacity: total) { buffer in
            guard let output = buffer.baseAddress else { return 0 }
            var position = 0
            for segment in index..<count {
                if segment > index {
                    output[position] = UInt8(ascii: "/")
                    position += 1
                }
                let source = bytes(segment)
                if let start = source.baseAddress { (output + position).update(from: start, count: source.count) }
                position += source.count
            }
            return position
        }
    }

    /// Runs `body` with the bytes of `segments` laid out in one buffer.
    static func withSegments<Result>(_ segments: [String], _ body: (SegmentBytes) -> Result) -> Result {
        var total = 0
        var isASCII = true
        for segment in segments {
            total += segment.utf8.count
            if isASCII && !segment.utf8.allSatisfy({ $0 < 0x80 }) { isASCII = false }
        }
        let count = segments.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(total, 1)) { bytes in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(count * 2, 1)) { bounds in
                var position = 0
                for (index, segment) in segments.enumerated() {
                    bounds[index] = Int32(position)
                    for byte in segment.utf8 {
                        bytes[position] = byte
                        position += 1
                    }
                    bounds[count + index] = Int32(position)
                }
                return body(
                    SegmentBytes(
                        base: UnsafeBufferPointer(bytes), bounds: UnsafeBufferPointer(bounds), endOffset: count,
                        count: count,
                        isASCII: isASCII))
            }
        }
    }
}

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

/// Accumulates the flattened trie; ``CompiledTrie`` keeps the result in constants, which lookups
/// read without exclusivity checks.
private struct FlatTrieBuilder {
    /// The tree being flattened.
    let tree: TrieTree
    var nodes: [CompiledTrie.Node] = []
    /// Only nodes where more than one record ends (duplicates, optional expansions) need lists.
    var lists: [Int32: CompiledTrie.RecordLists] = [:]
    var edges: [CompiledTrie.Edge] = []
    var keyBytes: [UInt8] = []
    var typedTypes: [ParameterType] = []
    var typedChildren: [Int32] = []
    var recordLists: [Int32] = []
    var isASCII = true
    /// Where each distinct long key (``CompiledTrie/longKeyLength`` bytes or more) is stored:
    /// equal long keys share their bytes, so a lookup tells them apart by where they start.
    var longKeyStarts: [String: Int32] = [:]
    /// The tree's literal entries of the nodes being flattened, each node's sorted by key: a
    /// stack that every node pushes its own onto and pops before it returns.
    private var sortedLiterals: [Int32] = []

    /// A builder for `tree`, with room for all of it: the flattened trie has a node per node of
    /// the tree, an edge per literal child and a typed slot per typed child.
    init(tree: TrieTree) {
        self.tree = tree
        nodes.reserveCapacity(tree.nodes.count)
        edges.reserveCapacity(tree.literals.count)
        typedTypes.reserveCapacity(tree.typed.count)
        typedChildren.reserveCapacity(tree.typed.count)
    }

    /// Appends the tree's node `treeIndex` and its subtree; returns its index.
    mutating func flatten(_ treeIndex: Int32) -> Int32 {
        let node = tree.nodes[Int(treeIndex)]
        let index = Int32(nodes.count)
        nodes.append(CompiledTrie.Node())
        var flat = CompiledTrie.Node()
        flat.terminal = node.terminal
        flat.rest = node.rest
        let moreTerminals = tree.moreTerminals[treeIndex]
        let moreRests = tree.moreRests[treeIndex]
        if moreTerminals != nil || moreRests != nil {
            var list = CompiledTrie.RecordLists()
            list.terminalStart = Int32(recordLists.count)
            if node.terminal >= 0 { recordLists.append(node.terminal) }
            recordLists.append(contentsOf: moreTerminals ?? [])
            list.terminalCount = Int32(recordLists.count) - list.terminalStart
            list.restStart = Int32(recordLists.count)
            if node.rest >= 0 { recordLists.append(node.rest) }
            recordLists.append(contentsOf: moreRests ?? [])
            list.restCount = Int32(recordLists.count) - list.restStart
            lists[index] = list
        }
        // This node's edges and typed slots are contiguous; children are filled in after.
        let literalCount = Int(node.literalCount)
        let sortedStart = sortedLiterals.count
        var entry = node.lastLiteral
        while entry >= 0 {
            sortedLiterals.append(entry)
            entry = tree.literals[Int(entry)].previous
        }
        if literalCount > 1 {
            let entries = tree.literals
            sortedLiterals[sortedStart...].sort { entries[Int($0)].key < entries[Int($1)].key }
        }
        flat.edgeStart = Int32(edges.count)
        flat.edgeCount = node.literalCount
        var hasNonASCIIKey = false
        for position in sortedStart..<(sortedStart + literalCount) {
            let key = tree.literals[Int(sortedLiterals[position])].key
            var start = Int32(keyBytes.count)
            let ascii = key.utf8.allSatisfy { $0 < 0x80 }
            if !ascii {
                hasNonASCIIKey = true
                isASCII = false
            }
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
        }
        if hasNonASCIIKey { flat.edgeCount = -flat.edgeCount }
        flat.typedStart = Int32(typedTypes.count)
        flat.typedCount = node.typedCount
        entry = node.firstTyped
        while entry >= 0 {
            typedTypes.append(tree.typed[Int(entry)].type)
            typedChildren.append(-1)
            entry = tree.typed[Int(entry)].next
        }
        for offset in 0..<literalCount {
            let childIndex = flatten(tree.literals[Int(sortedLiterals[sortedStart + offset])].child)
            edges[Int(flat.edgeStart) + offset].child = childIndex
        }
        sortedLiterals.removeLast(literalCount)
        entry = node.firstTyped
        var offset = 0
        while entry >= 0 {
            let childIndex = flatten(tree.typed[Int(entry)].child)
            typedChildren[Int(flat.typedStart) + offset] = childIndex
            offset += 1
            entry = tree.typed[Int(entry)].next
        }
        if node.string >= 0 { flat.string = flatten(node.string) }
        if node.wildcard >= 0 { flat.wildcard = flatten(node.wildcard) }
        if node.typedCount == 0 {
            flat.typedStart = chainLength(of: node, at: index, flat, literalCount, hasNonASCIIKey)
        }
        nodes[Int(index)] = flat
        return index
    }

    /// The ``CompiledTrie/Node/chainLength`` of `node`, flattened as `flat` after its children:
    /// a node with one way on (one ASCII literal child, or a string placeholder alone) and no
    /// record ending at it is one longer than its child's chain; any other node is 0.
    /// Its one child was flattened right after it, so a chain's nodes are stored one after the
    /// other: ``CompiledTrie`` reads a chain's last node at its start plus its length minus one.
    private func chainLength(
        of node: TrieTree.Node, at index: Int32, _ flat: CompiledTrie.Node, _ literals: Int, _ nonASCII: Bool
    ) -> Int32 {
        guard node.terminal < 0, node.rest < 0, node.wildcard < 0 else { return 0 }
        let child: Int32
        if literals == 1 && !nonASCII && node.string < 0 {
            child = edges[Int(flat.edgeStart)].child
        } else if literals == 0 && node.string >= 0 {
            child = flat.string
        } else {
            return 0
        }
        assert(child == index + 1, "a node with one child is followed by it")
        return 1 + nodes[Int(child)].chainLength
    }
}

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
        /// How many nodes, from this one down, have one way on and no record ending at them:
        /// one ASCII literal child, or a string placeholder and nothing else. 0 for a node with
        /// more (or less). A link either follows such a chain to its end or fails in it, with
        /// nothing to try instead on the way back, so a search started at one
        /// (``CompiledTrie/followChain(_:_:_:_:)``) decides it in one loop over the segments.
        var chainLength: Int32 { typedCount == 0 ? typedStart : 0 }
        /// Whether the node's only child is a string placeholder (a record may end here).
        var hasOnlyAString: Bool {
            // -1 (none) has every bit set: both are -1 exactly when their AND is.
            edgeCount == 0 && typedCount == 0 && string >= 0 && wildcard & rest == -1
        }

        /// Whether the node has a placeholder, `*` or rest-of-path child.
        var hasPlaceholders: Bool {
            // -1 (none) has every bit set: the three are all -1 exactly when their AND is negative.
            typedCount > 0 || string & wildcard & rest >= 0
        }

        /// Calls `body` with each child, out of the trie's `edges` and `typedChildren`: the
        /// literal ones in key order, then the typed, string and `*` placeholders'. For building
        /// and explaining; lookups read the children they need themselves.
        func forEachChild<Edges: RandomAccessCollection<Edge>, Children: RandomAccessCollection<Int32>>(
            edges: Edges, typedChildren: Children, _ body: (Int32) -> Void
        ) where Edges.Index == Int, Children.Index == Int {
            for edge in Int(edgeStart)..<(Int(edgeStart) + literalCount) { body(edges[edge].child) }
            forEachPlaceholderChild(typedChildren: typedChildren, body)
        }

        /// Calls `body` with each placeholder child: the typed ones, then the string and `*`
        /// placeholders'.
        func forEachPlaceholderChild<Children: RandomAccessCollection<Int32>>(
            typedChildren: Children, _ body: (Int32) -> Void
        ) where Children.Index == Int {
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
    private static let linearLimit: Int32 = 6

    /// Keys of at least this many bytes are long: a lookup compares each segment with long keys
    /// through its ``SegmentKeys`` (they are at least two words, and a search may compare one
    /// segment with them at every step of a backtracking walk).
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
        /// of, predicting a match). Read from the edge, the child waited for two dependent loads.
        var child: Int32
    }

    /// Open addressing over edges of wide nodes, keyed by the parent and the key's bytes, or,
    /// for a long key, where its bytes start.
    let table: UnsafeMutableBufferPointer<Slot>
    private let tableMask: Int
    /// Open addressing over the distinct long keys of ASCII nodes, keyed by their bytes: a
    /// lookup finds here, once per segment, the one long key a segment can equal. Empty when
    /// the trie has no long key.
    let longKeys: UnsafeMutableBufferPointer<LongKey>
    let longKeyMask: Int
    /// Per node, its shape's slot in a lookup's ``FailureMemo`` (-1 for a leaf, or a shape no
    /// other node has); empty when no shape repeats.
    let shapeSlots: UnsafeMutableBufferPointer<Int32>
    /// Whether a shape repeats, so that lookups keep a ``FailureMemo``.
    let remembersFailures: Bool
    /// Roots of scheme- or host-qualified tries (`scheme:myapp`, `web:example.com`), tried first.
    let qualifierKeys: [String]
    /// The names after `scheme:` and `web:` as bytes, with their roots: what a snapshot's
    /// ``QualifierNames`` are built from, for lookups on raw links.
    let schemeRoots: [(name: [UInt8], root: QualifiedRoot)]
    let hostRoots: [(name: [UInt8], root: QualifiedRoot)]
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
        // The root, and for each pattern a qualified root and a node per segment of its fullest
        // form: more only for a pattern whose optional groups leave out segments in the middle.
        var tree = TrieTree(reservingCapacity: patterns.reduce(1) { $0 + 1 + $1.segments.count })
        let unqualified = tree.addNode()
        var qualified: [String: Int32] = [:]
        var qualifierOrder: [String] = []
        for (index, expansion) in expansions.enumerated() {
            let pattern = patterns[Int(expansion.order)]
            let segments = expansion.segments(of: pattern)
            var node: Int32
            if let qualifier = pattern.qualifier {
                if let existing = qualified[qualifier] {
                    node = existing
                } else {
                    node = tree.addNode()
                    qualified[qualifier] = node
                    qualifierOrder.append(qualifier)
                }
            } else {
                node = unqualified
            }
            for segment in segments {
                node = tree.child(of: node, for: segment, types: types, caseSensitive: caseSensitive)
            }
            let endsInRest: Bool
            if case .rest = segments.last { endsInRest = true } else { endsInRest = false }
            tree.end(Int32(index), at: node, rest: endsInRest)
        }
        var builder = FlatTrieBuilder(tree: tree)
        _ = builder.flatten(unqualified)
        var roots: [QualifiedRoot] = []
        for key in qualifierOrder {
            guard let node = qualified[key] else { continue }
            if !key.utf8.allSatisfy({ $0 < 0x80 }) { builder.isASCII = false }
            let index = builder.flatten(node)
            let counts = SegmentCounts.matched(
                below: index, nodes: builder.nodes, edges: builder.edges, typedChildren: builder.typedChildren)
            roots.append(QualifiedRoot(node: index, counts: counts))
        }
        qualifierKeys = qualifierOrder
        var schemeRoots: [(name: [UInt8], root: QualifiedRoot)] = []
        var hostRoots: [(name: [UInt8], root: QualifiedRoot)] = []
        for (key, root) in zip(qualifierOrder, roots) {
            if key.hasPrefix("scheme:") {
                schemeRoots.append((Array(key.utf8.dropFirst(7)), root))
            } else if key.hasPrefix("web:") {
                hostRoots.append((Array(key.utf8.dropFirst(4)), root))
            }
        }
        self.schemeRoots = schemeRoots
        self.hostRoots = hostRoots
        qualifierRoots = roots
        isASCII = builder.isASCII
        // Eight zero bytes after the last key let every key be read as whole words.
        builder.keyBytes.append(contentsOf: repeatElement(0, count: 8))
        // Wide nodes share one open-addressing table keyed by (parent, key bytes), at most two
        // thirds full. Kept at most half full, it took twice the slots for most tables
        // (128 KiB more at 10,000 routes) and was no faster: a longer probe mostly stays in the
        // cache line it started in.
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
                            ? ByteWords.hash(word: UInt64(key.keyStart), count: 0, seed: parent) & mask
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
        let layout = Layout(
            nodes: Self.buffer(builder.nodes), edges: Self.buffer(builder.edges),
            keyBytes: Self.buffer(builder.keyBytes), typedTypes: builder.typedTypes,
            typedChildren: Self.buffer(builder.typedChildren))
        nodes = layout.nodes
        lists = builder.lists
        edges = layout.edges
        keyBytes = layout.keyBytes
        typedTypes = layout.typedTypes
        typedChildren = layout.typedChildren
        recordLists = Self.buffer(builder.recordLists)
        let slots = Self.shapeSlots(of: layout)
        shapeSlots = Self.buffer(slots ?? [])
        remembersFailures = slots != nil
    }

    deinit {
        nodes.deallocate()
        edges.deallocate()
        keyBytes.deallocate()
        typedChildren.deallocate()
        recordLists.deallocate()
        table.deallocate()
        longKeys.deallocate()
        shapeSlots.deallocate()
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

    // MARK: Lookup

    /// The root of the trie for `qualifier` (`scheme:myapp`, `web:example.com`), if any.
    func root(for qualifier: String) -> QualifiedRoot? {
        for (index, key) in qualifierKeys.enumerated() where key == qualifier { return qualifierRoots[index] }
        return nil
    }

    /// The literal child of `node` for segment `index`, comparing as the `String` dictionary did.
    @inline(__always)
    private func literalChild(
        _ node: Node, _ parent: Int32, _ segments: SegmentBytes, _ index: Int, _ keys: SegmentKeys?
    ) -> Int32? {
        let count = node.edgeCount
        guard count != 0 else { return nil }
        if count < 0 || !segments.isASCIISegment(index) { return stringChild(node, segments.string(index)) }
        let length = segments.length(index)
        let offset = Int(segments.bounds[index])
        guard let segment = segments.base.baseAddress.map({ $0 + offset }) else { return nil }
        let window = ByteWords.Window(offset: offset, in: segments.base.count)
        let start = Int(node.edgeStart)
        let lowercasing = !caseSensitive
        if length > 0 && length <= 8, let keys = keyBytes.baseAddress {
            // One word holds the segment: read it once, and each key of its length as a word
            // (the eight zero bytes after the last key keep every such read in the buffer).
            let unused = UInt64(truncatingIfNeeded: 64 &- length &* 8)
            var word = ByteWords.load(segment, count: length, window: window)
            if lowercasing { word = ByteWords.lowercased(word) }
            if count <= Self.linearLimit {
                for edge in start..<(start &+ Int(count)) where Int(edges[edge].keyLength) == length {
                    let key = ByteWords.word(at: keys + Int(edges[edge].keyStart))
                    if (key &<< unused) &>> unused == word { return edges[edge].child }
                }
                return nil
            }
            var slot = ByteWords.hash(word: word, count: length, seed: Int(parent)) & tableMask
            while true {
                let found = table[slot]
                let edge = Int(found.edge)
                if edge < 0 { return nil }
                if edge >= start && edge < start &+ Int(count) && Int(edges[edge].keyLength) == length {
                    let key = ByteWords.word(at: keys + Int(edges[edge].keyStart))
                    if (key &<< unused) &>> unused == word { return found.child }
                }
                slot = (slot &+ 1) & tableMask
            }
        }
        if length >= Self.longKeyLength {
            // No key is as long as the segment in a trie without long keys.
            guard let keys else { return nil }
            return longChild(node, parent, segments, index, keys)
        }
        if count <= Self.linearLimit {
            for edge in start..<(start &+ Int(count)) where matches(edges[edge], segment, window, length, lowercasing) {
                return edges[edge].child
            }
            return nil
        }
        var slot =
            ByteWords.hash(segment, window, count: length, seed: Int(parent), lowercasing: lowercasing) & tableMask
        while true {
            let found = table[slot]
            let edge = Int(found.edge)
            if edge < 0 { return nil }
            if edge >= start && edge < start &+ Int(count)
                && matches(edges[edge], segment, window, length, lowercasing)
            {
                return found.child
            }
            slot = (slot &+ 1) & tableMask
        }
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
        var slot = ByteWords.hash(word: UInt64(key), count: 0, seed: Int(parent)) & tableMask
        while true {
            let found = table[slot]
            let edge = Int(found.edge)
            if edge < 0 { return nil }
            if edge >= start && edge < start &+ count && edges[edge].keyStart == key { return found.child }
            slot = (slot &+ 1) & tableMask
        }
    }

    @inline(__always)
    private func matches(
        _ edge: Edge, _ segment: UnsafePointer<UInt8>, _ window: ByteWords.Window, _ length: Int, _ lowercasing: Bool
    ) -> Bool {
        guard Int(edge.keyLength) == length, let keys = keyBytes.baseAddress else { return false }
        let start = Int(edge.keyStart)
        return ByteWords.equal(
            keys + start, ByteWords.Window(offset: start, in: keyBytes.count), segment, window, count: length,
            lowercasing: lowercasing)
    }

    /// The slow way, for keys or segments beyond ASCII: `String` equality, as dictionary keys compare.
    private func stringChild(_ node: Node, _ segment: String) -> Int32? {
        let key = caseSensitive ? segment : segment.lowercased()
        for edge in edges[Int(node.edgeStart)..<(Int(node.edgeStart) + node.literalCount)] {
            let text = String(
                decoding: UnsafeBufferPointer(
                    rebasing: keyBytes[Int(edge.keyStart)..<Int(edge.keyStart + edge.keyLength)]), as: UTF8.self)
            if text == key { return edge.child }
        }
        return nil
    }

    /// Captures pushed while searching: a segment index, or `-1 - index` for the rest from `index`.
    struct Captures {
        let slots: UnsafeMutablePointer<Int32>
        var count = 0
        /// One node per depth: the literal path a search is backtracking along. Room for one
        /// more than the link's segments. A search started from a placeholder at depth `d`
        /// writes only depths after `d`, which the search that started it has left behind.
        let path: UnsafeMutablePointer<Int32>
        /// The subtrees that failed in this lookup, when the trie has repeated shapes.
        var failures = FailureMemo(storage: nil)
        /// The long key each segment equals, during a lookup in a trie that has long keys.
        var keys: SegmentKeys?
        /// The nodes the search entered so far: what ``CompiledTrie/maximumSteps`` bounds. Above
        /// ``CompiledTrie/stepLimit`` once the lookup has given up.
        var steps = 0
        /// The records the search treats as not ending where they end (see
        /// ``CompiledTrie/lookup(_:qualifiedRoot:captures:skipping:)``), during a lookup given
        /// them; `nil` for none. A pointer, so that captures stay plain values.
        var skipping: UnsafePointer<(Int32) -> Bool>?

        init(slots: UnsafeMutablePointer<Int32>, path: UnsafeMutablePointer<Int32>) {
            self.slots = slots
            self.path = path
        }
    }

    /// The best record for `segments` under `qualifiedRoot` (if any) and then the unqualified
    /// root, with its captures in `captures` and the nodes entered in `captures.steps`; `nil`
    /// when no record matches, or when the search would enter more than ``stepLimit`` nodes
    /// (``exceedsLimit(_:)`` tells which).
    ///
    /// A record for which `skipping` returns `true` does not match where it ends, and the search
    /// goes on in precedence order: looked up again, skipping every record found so far, a link
    /// gives its next matching record. Such a lookup keeps no failure memo, since whether a
    /// subtree matches then depends on which records end in it, not only on its shape.
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
        guard !longKeys.isEmpty else { return lookupRemembering(segments, qualifiedRoot, &captures) }
        // What each segment equals holds for both roots too.
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(segments.count, 1)) { storage -> Int32? in
            guard let start = storage.baseAddress else { return nil }
            start.initialize(repeating: SegmentKeys.unknown, count: storage.count)
            captures.keys = SegmentKeys(storage: start)
            defer { captures.keys = nil }
            return lookupRemembering(segments, qualifiedRoot, &captures)
        }
    }

    /// ``lookup(_:qualifiedRoot:captures:skipping:)`` once the segment keys are set up.
    @inline(__always)
    private func lookupRemembering(
        _ segments: SegmentBytes, _ qualifiedRoot: QualifiedRoot?, _ captures: inout Captures
    ) -> Int32? {
        guard remembersFailures, captures.skipping == nil else { return search(segments, qualifiedRoot, &captures) }
        // One failure memo for both roots: a shape fails for this link wherever it is.
        return withUnsafeTemporaryAllocation(of: Int64.self, capacity: FailureMemo.capacity) { storage in
            captures.failures = FailureMemo(storage: storage.baseAddress)
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

    /// Depth-first search in precedence order. When a more specific branch dead-ends the next
    /// one is tried (backtracking). The trie is a tree and each node sits at one depth, so a
    /// lookup visits each node at most once: the cost is bounded by the nodes whose path accepts
    /// the link's first segments, a node or two per segment in ordinary tables, never by the
    /// number of routes; ``maximumSteps`` bounds it for any link, and ``stepLimit`` caps it.
    ///
    /// Literal children, the most specific kind, are followed in a loop as far as they go, and so
    /// is the string placeholder of a node that has no other child (`/:owner/:repo`); other
    /// placeholders recurse. Walking back up that path and trying each node's placeholders
    /// visits the nodes in the same order as recursing at every node would.
    ///
    /// Every count of nodes entered is followed by a check against ``stepLimit`` before any
    /// other node is entered, so a lookup gives up exactly when a search without the limit
    /// would enter more nodes than it, and it never answers with a record found after that.
    private func search(
        _ start: Int32, _ segments: SegmentBytes, _ from: Int, _ captures: inout Captures
    ) -> Int32? {
        let path = captures.path
        let count = segments.count
        var depth = from
        var index = start
        path[depth] = index
        // A search that starts at a chain (a placeholder branch such as `/:p/x/x/…/end` or
        // `/:p/:q/…/end`, or a root with one way on) decides it in one loop; on the way back,
        // its nodes have nothing else to try.
        if nodes[Int(start)].chainLength > 1 && segments.isASCII {
            guard let end = followChain(start, segments, from, &captures) else { return nil }
            depth = end
            index = path[end]
        }
        while depth < count {
            let node = nodes[Int(index)]
            let child: Int32
            if let literal = literalChild(node, index, segments, depth, captures.keys) {
                if skips(literal, at: depth &+ 1, &captures) { break }
                child = literal
            } else if node.hasOnlyAString, segments.length(depth) > 0 {
                // The string placeholder is the node's one way on: it is followed here too, so
                // that a run of them costs a loop step each, not a call.
                if skips(node.string, at: depth &+ 1, &captures) { break }
                captures.slots[captures.count] = Int32(depth)
                captures.count &+= 1
                child = node.string
            } else {
                break
            }
            depth &+= 1
            index = child
            path[depth] = index
        }
        // The nodes above `passed` were left by the child the loop took.
        let passed = depth
        // The start node and each child entered.
        captures.steps &+= depth &- from &+ 1
        if exceedsLimit(captures.steps) { return nil }
        if depth == count {
            let terminal = nodes[Int(index)].terminal
            if terminal >= 0, let kept = unskipped(terminal, at: index, rest: false, captures.skipping) { return kept }
            // The end of the link: only a terminal ends here, so go back one segment.
            if depth == from { return nil }
            depth &-= 1
        }
        while true {
            let node = nodes[Int(path[depth])]
            if depth < passed && node.hasOnlyAString {
                // The loop took its string placeholder, its only child: nothing is left to try.
                captures.count &-= 1
            } else if node.hasPlaceholders {
                if let found = searchPlaceholders(node, path[depth], segments, depth, &captures) { return found }
                if exceedsLimit(captures.steps) { return nil }
            }
            // Its literal child and its placeholders failed: the whole subtree fails.
            if remembersFailures, captures.failures.countsFailure() {
                captures.failures.record(shapeSlots[Int(path[depth])], at: depth)
            }
            if depth == from { return nil }
            depth &-= 1
        }
    }

    /// Follows the chain that starts at node `start` at segment `from` (its nodes have one way
    /// on each; see ``Node/chainLength``), comparing keys and pushing string captures, with no
    /// search frame per node, after checking the chain's last step. Returns the depth at the
    /// chain's last node's child, the path noted up to it; or `nil` when the link leaves the
    /// chain, with the captures as they were and the nodes entered counted (only the start,
    /// when the last step fails).
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
        // The chain's last step is checked first. Branches that share their start differ at
        // their ends (`/:p/x/x/end1`, `/:p/x/x/end2`), so a link that leaves a chain mostly
        // leaves it there, or ends before it: it then costs one step, not one per node. The
        // last step, once checked, is taken without comparing again.
        if last < segments.count && takes(nodes[Int(start) &+ length &- 1], at: last) {
            // A chain's nodes are stored one after the other, each its parent's only child: the
            // next node's address does not wait for the edge (or the node) to be read, so the
            // processor loads it while the key is compared. The loop keeps what it changes in
            // locals, and notes the path only once the chain is followed to its end.
            var index = Int(start)
            var pushed = captures.count
            let slots = captures.slots
            // Only recording a failure changes whether the memo is checked, and the loop
            // records none.
            let checksFailures = captures.failures.count > 0
            /// Enters the child of `node` (at `index`), whose way on takes segment `depth`:
            /// `false` when a subtree of the child's shape already failed there (the branches of
            /// a table built to backtrack share their tails).
            @inline(__always)
            func enterChild(of node: Node) -> Bool {
                if checksFailures && captures.failures.hasFailed(shapeSlots[index &+ 1], at: depth &+ 1) {
                    return false
                }
                if node.edgeCount != 1 {
                    slots[pushed] = Int32(truncatingIfNeeded: depth)
                    pushed &+= 1
                }
                index &+= 1
                depth &+= 1
                return true
            }
            while depth < last {
                let node = nodes[index]
                guard takes(node, at: depth), enterChild(of: node) else { break }
            }
            if depth == last && enterChild(of: nodes[index]) {
                captures.count = pushed
                for step in 1...length { captures.path[from &+ step] = start &+ Int32(truncatingIfNeeded: step) }
                return depth
            }
        }
        // The link left the chain (or ends before its end, where no record ends): it fails,
        // with the captures as they were. The caller, given `nil`, checks the count against
        // the limit.
        captures.steps &+= depth &- from &+ 1
        if remembersFailures, captures.failures.countsFailure() {
            captures.failures.record(shapeSlots[Int(start)], at: from)
        }
        return nil
    }

    /// Whether the subtree at `child`, entered at `depth`, has a shape that already failed for
    /// this link: it fails again.
    @inline(__always)
    private func skips(_ child: Int32, at depth: Int, _ captures: inout Captures) -> Bool {
        captures.failures.count > 0 && captures.failures.hasFailed(shapeSlots[Int(child)], at: depth)
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
                let text = segment ?? String(decoding: bytes, as: UTF8.self)
                segment = text
                guard type.accepts(text), !skips(typedChildren[typed], at: depth + 1, &captures) else { continue }
                captures.slots[captures.count] = Int32(depth)
                captures.count += 1
                if let found = search(typedChildren[typed], segments, depth + 1, &captures) { return found }
                captures.count -= 1
                if exceedsLimit(captures.steps) { return nil }
            }
        }
        if node.string >= 0, !skips(node.string, at: depth + 1, &captures) {
            captures.slots[captures.count] = Int32(depth)
            captures.count += 1
            if let found = search(node.string, segments, depth + 1, &captures) { return found }
            captures.count -= 1
            if exceedsLimit(captures.steps) { return nil }
        }
        if node.wildcard >= 0, !skips(node.wildcard, at: depth + 1, &captures) {
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

    // MARK: Bounding

    /// The most nodes one lookup can enter, whatever the link: the unqualified trie's bound plus
    /// the largest of the qualified tries' (a link with a qualifier searches its trie first).
    ///
    /// A search enters a node's literal child only when the segment equals its key, so at most
    /// one of them; it may enter every placeholder child. So a node's bound is one, plus the
    /// largest bound among its literal children, plus the bounds of its placeholder children.
    /// The sum is an upper bound because the children's subtrees read the same later segments,
    /// and it is reached by tables where every branch accepts the same link (each placeholder
    /// branch below a literal chain). The failure memo only ever lowers the count.
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
    /// The walk enters each node that accepts the link's first segments, with no failure memo,
    /// and stops after ``stepLimit`` nodes: an explanation costs no more than a lookup may.
    func explore(_ segments: [String], qualifier: String?) -> (depth: Int, nearest: [Int]) {
        var best = (depth: -1, nodes: [Int32]())
        var budget = stepLimit
        let roots = [qualifier.flatMap { root(for: $0)?.node }, root].compactMap { $0 }
        for start in roots { walk(start, segments, 0, &best, &budget) }
        var nearest: [Int] = []
        for node in best.nodes { collect(node, into: &nearest, limit: 3) }
        return (best.depth, Array(nearest.sorted().prefix(3)))
    }

    private func walk(
        _ index: Int32, _ segments: [String], _ depth: Int, _ best: inout (depth: Int, nodes: [Int32]),
        _ budget: inout Int
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
        if let child = stringChild(node, segment) { walk(child, segments, depth + 1, &best, &budget) }
        guard !segment.isEmpty else { return }
        for typed in Int(node.typedStart)..<Int(node.typedStart + node.typedCount)
        where typedTypes[typed].accepts(segment) {
            walk(typedChildren[typed], segments, depth + 1, &best, &budget)
        }
        if node.string >= 0 { walk(node.string, segments, depth + 1, &best, &budget) }
        if node.wildcard >= 0 { walk(node.wildcard, segments, depth + 1, &best, &budget) }
    }

    private func collect(_ index: Int32, into result: inout [Int], limit: Int) {
        guard result.count < limit else { return }
        let node = nodes[Int(index)]
        let terminals: [Int32]
        let rests: [Int32]
        if let list = lists[index] {
            terminals = Array(recordLists[Int(list.terminalStart)..<Int(list.terminalStart + list.terminalCount)])
            rests = Array(recordLists[Int(list.restStart)..<Int(list.restStart + list.restCount)])
        } else {
            terminals = node.terminal >= 0 ? [node.terminal] : []
            rests = node.rest >= 0 ? [node.rest] : []
        }
        result.append(contentsOf: terminals.prefix(limit - result.count).map { Int($0) })
        result.append(contentsOf: rests.prefix(max(0, limit - result.count)).map { Int($0) })
        // Edges are stored sorted by key, the order the dictionary's sorted keys gave.
        node.forEachChild(edges: edges, typedChildren: typedChildren) { collect($0, into: &result, limit: limit) }
    }
}

/// The destinations of a router's patterns, behind a non-generic snapshot.
@usableFromInline
final class DestinationList<Destination>: @unchecked Sendable {
    @usableFromInline
    let values: [Destination]
    init(_ values: [Destination]) { self.values = values }
}

/// An immutable, compiled view of a router's routes: what every lookup reads. It is not generic,
/// so a lookup runs without looking up generic metadata until it builds the match. A quick
/// match keeps its snapshot, to read its pattern and parse its link when asked.
@usableFromInline
final class TrieSnapshot: @unchecked Sendable {
    let patterns: [RoutePattern]
    /// The options links were read with, for parsing a quick match's link on demand.
    let linkOptions: LinkOptions
    let expansions: [RouteExpansion]
    /// A ``DestinationList`` of the router's destination type, one per pattern.
    @usableFromInline
    let destinations: AnyObject
    let trie: CompiledTrie
    /// The captured names of every record in one run, each as its index in ``names`` (-1 for
    /// `_`), so that building a match's parameters reads one cache line instead of the
    /// pattern's segments. Four bytes a name rather than a 16-byte `String?`: a 10,000-route
    /// table keeps 14 bytes a route fewer, and its lookups find more of them in cache.
    private let captureNames: UnsafeMutableBufferPointer<Int32>
    /// Every distinct captured name once, in order of first capture: a handful, in any table.
    private let names: UnsafeMutableBufferPointer<String>
    /// Per record, its pattern's index and where its names start in ``captureNames``, side by
    /// side so that a match reads one cache line for both; one more entry ends the last names.
    private let records: UnsafeMutableBufferPointer<(order: Int32, captureStart: Int32)>
    /// What the router accepts, read by quick lookups from the snapshot they already hold
    /// rather than copied into every call.
    let acceptance: LinkAcceptance
    /// The schemes a quick lookup accepts or has routes for, with their tries' roots.
    let schemeNames: QualifierNames
    /// The hosts a quick lookup accepts by name or has routes for, with their tries' roots.
    let hostNames: QualifierNames

    init(
        patterns: [RoutePattern], expansions: [RouteExpansion], destinations: AnyObject,
        types: [String: ParameterType], caseSensitive: Bool, linkOptions: LinkOptions, acceptance: LinkAcceptance,
        stepLimit: Int
    ) {
        self.patterns = patterns
        self.linkOptions = linkOptions
        self.expansions = expansions
        self.destinations = destinations
        self.trie = CompiledTrie(
            patterns: patterns, expansions: expansions, types: types, caseSensitive: caseSensitive,
            stepLimit: stepLimit)
        var captured: [Int32] = []
        var distinct: [String] = []
        var indexOfName: [String: Int32] = [:]
        var records: [(order: Int32, captureStart: Int32)] = []
        records.reserveCapacity(expansions.count + 1)
        for expansion in expansions {
            records.append((expansion.order, Int32(captured.count)))
            for segment in expansion.segments(of: patterns[Int(expansion.order)]) where segment.captures {
                guard let name = segment.capturedName else {
                    captured.append(-1)
                    continue
                }
                if let index = indexOfName[name] {
                    captured.append(index)
                } else {
                    let index = Int32(distinct.count)
                    indexOfName[name] = index
                    distinct.append(name)
                    captured.append(index)
                }
            }
        }
        records.append((-1, Int32(captured.count)))
        captureNames = .allocate(capacity: max(captured.count, 1))
        _ = captureNames.initialize(from: captured)
        // Exactly as many names as were initialized, so that deinit deinitializes only those.
        let storage = UnsafeMutableBufferPointer<String>.allocate(capacity: max(distinct.count, 1))
        _ = storage.initialize(from: distinct)
        names = UnsafeMutableBufferPointer(rebasing: storage[0..<distinct.count])
        self.records = .allocate(capacity: records.count)
        _ = self.records.initialize(from: records)
        self.acceptance = acceptance
        schemeNames = QualifierNames(
            accepted: acceptance.schemeBytes, qualified: trie.schemeRoots, acceptsEvery: acceptance.schemes == nil)
        hostNames = QualifierNames(
            accepted: acceptance.exactHostBytes, qualified: trie.hostRoots, acceptsEvery: false)
    }

    deinit {
        names.baseAddress?.deinitialize(count: names.count)
        names.deallocate()
        captureNames.deallocate()
        records.deallocate()
        schemeNames.deallocate()
        hostNames.deallocate()
    }

    /// The pattern of record `index`.
    func pattern(ofRecord index: Int) -> RoutePattern { patterns[order(ofRecord: index)] }

    /// The registration index of record `index`'s pattern: the index of its destination.
    func order(ofRecord index: Int) -> Int { Int(records[index].order) }

    /// The parameters of record `index` from its captures, in pattern order (`_` skipped).
    func parameters(ofRecord index: Int, _ value: (Int) -> String, count: Int) -> Parameters {
        guard count > 0 else { return Parameters(elements: []) }
        let start = Int(records[index].captureStart)
        let slots = min(count, Int(records[index + 1].captureStart) - start)
        // Most routes capture one or two named values: an array literal of exactly that size is
        // one allocation, with neither the generic array path nor a value held aside.
        var first = -1
        var second = -1
        var named = 0
        for slot in 0..<slots where captureNames[start + slot] >= 0 {
            if named == 0 { first = slot } else if named == 1 { second = slot }
            named += 1
        }
        switch named {
        case 0:
            return Parameters(elements: [])
        case 1:
            return Parameters(elements: [element(start, first, value)])
        case 2:
            return Parameters(elements: [element(start, first, value), element(start, second, value)])
        default:
            var elements: [Parameters.Element] = []
            elements.reserveCapacity(named)
            for slot in 0..<slots where captureNames[start + slot] >= 0 {
                elements.append(element(start, slot, value))
            }
            return Parameters(elements: elements)
        }
    }

    /// The parameter of capture `slot` of the record whose names start at `start`; the slot
    /// has a name.
    @inline(__always)
    private func element(_ start: Int, _ slot: Int, _ value: (Int) -> String) -> Parameters.Element {
        Parameters.Element(name: names[Int(captureNames[start + slot])], value: value(slot))
    }

    /// What a lookup of parsed segments found.
    enum Answer {
        /// The best record, with its captured values.
        case matched(record: Int, parameters: Parameters)
        /// No record matches.
        case unmatched
        /// The search would enter more nodes than ``CompiledTrie/stepLimit``.
        case overLimit
    }

    /// The best record for `segments`, with its captured values, trying a qualified trie first;
    /// records for which `skipping` returns `true` are passed over, as
    /// ``CompiledTrie/lookup(_:qualifiedRoot:captures:skipping:)`` says.
    func lookup(_ segments: [String], qualifier: String?, skipping: ((Int32) -> Bool)? = nil) -> Answer {
        let answer = search(segments, qualifier: qualifier, skipping: skipping) { found, captures, bytes -> Answer in
            guard let found else { return trie.exceedsLimit(captures.steps) ? .overLimit : .unmatched }
            let parameters = self.parameters(
                ofRecord: Int(found),
                { slot in
                    let value = captures.slots[slot]
                    return value >= 0 ? segments[Int(value)] : bytes.joined(from: Int(-1 - value))
                }, count: captures.count)
            return .matched(record: Int(found), parameters: parameters)
        }
        return answer ?? .unmatched
    }

    /// The best record for `segments`, if any, how many nodes of the trie its lookup entered,
    /// and whether it gave up at ``CompiledTrie/stepLimit``.
    func countedLookup(_ segments: [String], qualifier: String?) -> (record: Int?, steps: Int, overLimit: Bool) {
        search(segments, qualifier: qualifier) { found, captures, _ in
            (found.map { Int($0) }, captures.steps, found == nil && trie.exceedsLimit(captures.steps))
        } ?? (nil, 0, false)
    }

    /// Looks `segments` up in the trie, trying `qualifier`'s trie first, and hands `body` the
    /// record found, the search's captures and the segments' bytes (`nil` only if the stack
    /// buffer had no address, which a buffer of at least two elements always has).
    private func search<Result>(
        _ segments: [String], qualifier: String?, skipping: ((Int32) -> Bool)? = nil,
        _ body: (Int32?, CompiledTrie.Captures, SegmentBytes) -> Result
    ) -> Result? {
        SegmentBytes.withSegments(segments) { bytes in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * (bytes.count + 1)) { slots in
                guard let base = slots.baseAddress else { return nil }
                var captures = CompiledTrie.Captures(slots: base, path: base + bytes.count + 1)
                let qualifiedRoot = qualifier.flatMap { trie.root(for: $0) }
                let found = trie.lookup(bytes, qualifiedRoot: qualifiedRoot, captures: &captures, skipping: skipping)
                return body(found, captures, bytes)
            }
        }
    }

    /// The deepest point any route reached for `segments`, and routes continuing from there.
    func explore(_ segments: [String], qualifier: String?) -> (depth: Int, nearest: [Int]) {
        trie.explore(segments, qualifier: qualifier)
    }
}
