/// Accumulates the flattened trie; ``CompiledTrie`` keeps the result in constants, which lookups
/// read without exclusivity checks.
struct FlatTrieBuilder {
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
