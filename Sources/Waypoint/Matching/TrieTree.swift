/// How many slots an open-addressing table of the trie takes for `entries` entries: the
/// smallest power of two, from 16 on, that keeps it at most `numerator / denominator` full
/// (under one, so a probe always ends at an empty slot).
func hashSlotCount(for entries: Int, fullAtMost numerator: Int, of denominator: Int) -> Int {
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
/// no allocation per node.
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
    /// are one child. Four bytes a slot, a fraction of what a dictionary keyed by parent and key
    /// takes.
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
