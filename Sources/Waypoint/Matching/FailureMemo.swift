/// Remembers, during one lookup, the subtrees that already failed, so that backtracking does not
/// search the same shape twice.
///
/// Whether a subtree at some depth holds a match for the rest of a link depends only on its
/// shape: its keys, placeholder types, `*` and rest-of-path children, and where records end,
/// not on which records those are. Tables where several branches share a shape below a
/// placeholder (`/users/:id/posts` and `/:section/:id/posts`, or a branch per depth as in the
/// benchmarks' backtracking table) make a search enter equal subtrees again after the first one
/// failed. The trie numbers every shape that more than one node has
/// (``CompiledTrie/shapeSlots``); a lookup that has backtracked for a while records each such
/// subtree that fails, with its depth, and skips an equal one at the same depth when it comes to
/// it. Only failures are remembered, never matches, so the answer is the one a search without
/// the memo gives, in the same precedence order.
struct FailureMemo {
    /// How many subtrees fail before a lookup starts recording: ordinary lookups backtrack a
    /// step or two and never pay for the memo.
    static let recordingThreshold = 8
    /// How many shapes are recorded without a single one being skipped before the memo gives
    /// up for the lookup: in a table whose failing branches all differ it would only cost.
    static let hitlessLimit = 8
    /// The slots of the set (1 KB on the lookup's stack). A set half full records nothing more:
    /// lookups stay correct, and a check for a shape that did not fail stays a probe or two.
    static let capacity = 128

    /// The set's storage: ``capacity`` keys, each a shape's slot and a depth. `nil` when the trie
    /// has no repeated shapes.
    let storage: UnsafeMutablePointer<Int64>?
    /// Subtrees that failed so far in this lookup; very negative once the memo gave up.
    private var failures = 0
    /// Shapes recorded, while checks are worth making (0 before the first and after giving up);
    /// the storage is cleared at the first.
    private(set) var count = 0
    /// Subtrees skipped.
    private var hits = 0

    init(storage: UnsafeMutablePointer<Int64>?) { self.storage = storage }

    /// Whether a subtree of shape `slot` (-1 for a shape no other node has) at `depth` already
    /// failed in this lookup.
    @inline(__always)
    mutating func hasFailed(_ slot: Int32, at depth: Int) -> Bool {
        guard count > 0, slot >= 0, let storage else { return false }
        let key = Self.key(slot, depth)
        guard storage[Self.position(of: key, in: storage)] == key else { return false }
        hits &+= 1
        return true
    }

    /// Counts a failed subtree; `true` when the lookup records failures by now, so that the
    /// caller reads the subtree's shape only then (a load that may miss the cache).
    @inline(__always)
    mutating func countsFailure() -> Bool {
        failures &+= 1
        return failures > Self.recordingThreshold && storage != nil && count < Self.capacity / 2
    }

    /// Records that a subtree of shape `slot` at `depth` failed (after ``countsFailure()``).
    mutating func record(_ slot: Int32, at depth: Int) {
        guard slot >= 0, let storage else { return }
        if count >= Self.hitlessLimit && hits == 0 {
            // Nothing repeats in this lookup: stop checking and recording.
            count = 0
            failures = Int.min / 2
            return
        }
        if count == 0 { storage.update(repeating: -1, count: Self.capacity) }
        let key = Self.key(slot, depth)
        let index = Self.position(of: key, in: storage)
        guard storage[index] != key else { return }
        storage[index] = key
        count &+= 1
    }

    @inline(__always)
    private static func key(_ slot: Int32, _ depth: Int) -> Int64 { Int64(slot) << 32 | Int64(depth) }

    /// Where `key` is in the set, or the free slot where it would go (the set is never full).
    @inline(__always)
    private static func position(of key: Int64, in storage: UnsafeMutablePointer<Int64>) -> Int {
        var index = Int(truncatingIfNeeded: (UInt64(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) &>> 57)
        while storage[index] >= 0 && storage[index] != key { index = (index &+ 1) & (capacity &- 1) }
        return index
    }
}

extension CompiledTrie {
    /// The compiled trie's buffers, as ``shapeSlots(of:)`` reads them.
    struct Layout {
        let nodes: UnsafeMutableBufferPointer<Node>
        let edges: UnsafeMutableBufferPointer<Edge>
        /// With eight bytes of padding after the last key, so keys read as whole words.
        let keyBytes: UnsafeMutableBufferPointer<UInt8>
        let typedTypes: [ParameterType]
        let typedChildren: UnsafeMutableBufferPointer<Int32>
    }

    /// Per node, the number of its shape among the shapes with children that at least two nodes
    /// have, or -1; `nil` when no shape repeats. Shapes are numbered bottom-up, a node's from its
    /// own fields and its children's shapes, so equal numbers mean equal subtrees. Nodes are
    /// stored parents first, so one pass from the end sees children first. A leaf's shape is
    /// only whether a record or a rest-of-path record ends there (-2 to -5): leaves are most
    /// nodes, and skipping a failed leaf saves nothing.
    static func shapeSlots(of layout: Layout) -> [Int32]? {
        let nodes = layout.nodes
        guard nodes.count > 1 else { return nil }
        // Plain buffers, not arrays: this runs once per node of every table while registering.
        let shapes = UnsafeMutableBufferPointer<Int32>.allocate(capacity: nodes.count)
        let hashes = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: nodes.count)
        // A shape's node count, by shape number: at most one shape per node.
        let members = UnsafeMutableBufferPointer<Int32>.allocate(capacity: nodes.count)
        var bucketCount = 16
        while bucketCount < nodes.count * 2 { bucketCount <<= 1 }
        let buckets = UnsafeMutableBufferPointer<Int32>.allocate(capacity: bucketCount)
        buckets.initialize(repeating: -1)
        defer {
            shapes.deallocate()
            hashes.deallocate()
            members.deallocate()
            buckets.deallocate()
        }
        var shapeCount = 0
        var repeated = false
        for index in nodes.indices.reversed() {
            let node = nodes[index]
            guard node.literalCount > 0 || node.hasPlaceholders else {
                shapes[index] = -2 - (node.terminal >= 0 ? 1 : 0) - (node.rest >= 0 ? 2 : 0)
                continue
            }
            let hash = shapeHash(of: node, layout, shapes)
            hashes[index] = hash
            var bucket = Int(truncatingIfNeeded: hash) & (bucketCount - 1)
            while true {
                let other = Int(buckets[bucket])
                if other < 0 {
                    buckets[bucket] = Int32(index)
                    shapes[index] = Int32(shapeCount)
                    members[shapeCount] = 1
                    shapeCount += 1
                    break
                }
                if hashes[other] == hash, sameShape(node, nodes[other], layout, shapes) {
                    shapes[index] = shapes[other]
                    members[Int(shapes[other])] += 1
                    repeated = true
                    break
                }
                bucket = (bucket + 1) & (bucketCount - 1)
            }
        }
        guard repeated else { return nil }
        // Shapes become dense slots; a shape of one node, or a leaf, gets none. `members`
        // turns into each shape's slot.
        var slots = [Int32](repeating: -1, count: nodes.count)
        var next: Int32 = 0
        for index in nodes.indices {
            let shape = Int(shapes[index])
            guard shape >= 0, members[shape] != 1 else { continue }
            if members[shape] > 1 {
                members[shape] = -1 - next
                next += 1
            }
            slots[index] = -1 - members[shape]
        }
        return slots
    }

    /// A hash of a node's shape: equal shapes hash equally; ``sameShape(_:_:_:_:)`` decides.
    /// A multiply-and-fold per field, not `Hasher`: this runs once per node while registering.
    private static func shapeHash(
        of node: Node, _ layout: Layout, _ shapes: UnsafeMutableBufferPointer<Int32>
    ) -> UInt64 {
        var hash = mixed(
            UInt64(truncatingIfNeeded: node.edgeCount) &* 0x9E37_79B9_7F4A_7C15,
            (node.terminal >= 0 ? 1 : 0) | (node.rest >= 0 ? 2 : 0) | Int(node.typedCount) << 2)
        if let keys = layout.keyBytes.baseAddress {
            let edgeStart = Int(node.edgeStart)
            for edge in edgeStart..<(edgeStart + node.literalCount) {
                let start = Int(layout.edges[edge].keyStart)
                let key = ByteWords.hash(
                    keys + start, ByteWords.Window(offset: start, in: layout.keyBytes.count),
                    count: Int(layout.edges[edge].keyLength), seed: 0, lowercasing: false)
                hash = mixed(mixed(hash, key), Int(shapes[Int(layout.edges[edge].child)]))
            }
        }
        let typedStart = Int(node.typedStart)
        for typed in typedStart..<(typedStart + Int(node.typedCount)) {
            hash = mixed(
                mixed(hash, layout.typedTypes[typed].name.utf8.count), Int(shapes[Int(layout.typedChildren[typed])]))
        }
        return mixed(mixed(hash, Int(shape(node.string, shapes))), Int(shape(node.wildcard, shapes)))
    }

    @inline(__always)
    private static func mixed(_ hash: UInt64, _ value: Int) -> UInt64 {
        let product = (hash ^ UInt64(truncatingIfNeeded: value)) &* 0xFF51_AFD7_ED55_8CCD
        return product ^ product &>> 29
    }

    /// Whether two nodes have the same shape: the same kinds of record ending there, the same
    /// keys and placeholder types, each leading to a child of the same shape.
    private static func sameShape(
        _ left: Node, _ right: Node, _ layout: Layout, _ shapes: UnsafeMutableBufferPointer<Int32>
    ) -> Bool {
        guard (left.terminal >= 0) == (right.terminal >= 0), (left.rest >= 0) == (right.rest >= 0),
            left.edgeCount == right.edgeCount, left.typedCount == right.typedCount,
            shape(left.string, shapes) == shape(right.string, shapes),
            shape(left.wildcard, shapes) == shape(right.wildcard, shapes)
        else { return false }
        for offset in 0..<left.literalCount {
            let one = layout.edges[Int(left.edgeStart) + offset]
            let other = layout.edges[Int(right.edgeStart) + offset]
            guard shapes[Int(one.child)] == shapes[Int(other.child)], one.keyLength == other.keyLength,
                layout.keyBytes[Int(one.keyStart)..<Int(one.keyStart + one.keyLength)]
                    .elementsEqual(layout.keyBytes[Int(other.keyStart)..<Int(other.keyStart + other.keyLength)])
            else { return false }
        }
        for offset in 0..<Int(left.typedCount) {
            let one = Int(left.typedStart) + offset
            let other = Int(right.typedStart) + offset
            guard layout.typedTypes[one].name == layout.typedTypes[other].name,
                shapes[Int(layout.typedChildren[one])] == shapes[Int(layout.typedChildren[other])]
            else { return false }
        }
        return true
    }

    private static func shape(_ node: Int32, _ shapes: UnsafeMutableBufferPointer<Int32>) -> Int32 {
        node >= 0 ? shapes[Int(node)] : -1
    }
}
