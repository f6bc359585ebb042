import Testing

@testable import Waypoint

/// The tree a snapshot's trie is compiled from: its own table of literal children must find
/// each child again by parent and key, also past the room it reserved.
@Suite("Trie tree: literal children")
struct TrieTreeTests {
    /// Adds `count` literal children keyed `k0`… under each of `parents`; returns them by parent.
    static func addChildren(_ tree: inout TrieTree, under parents: [Int32], count: Int) -> [[Int32]] {
        parents.map { parent in
            (0..<count).map { tree.child(of: parent, for: .literal("k\($0)"), types: [:], caseSensitive: true) }
        }
    }

    @Test(arguments: [1, 16, 2_000])
    func childrenAreFoundAgainWhateverWasReserved(reserved: Int) {
        var tree = TrieTree(reservingCapacity: reserved)
        let root = tree.addNode()
        let first = Self.addChildren(&tree, under: [root], count: 300)[0]
        // The same keys under other parents are other children.
        let second = Self.addChildren(&tree, under: [first[0], first[299]], count: 300)
        #expect(tree.nodes.count == 1 + 300 * 3)
        #expect(Set(first + second[0] + second[1]).count == 900)
        #expect(Self.addChildren(&tree, under: [root], count: 300)[0] == first)
        #expect(Self.addChildren(&tree, under: [first[0], first[299]], count: 300) == second)
        #expect(tree.nodes.count == 1 + 300 * 3)
        #expect(tree.nodes[Int(root)].literalCount == 300)
    }

    @Test func canonicallyEquivalentKeysAreOneChild() {
        var tree = TrieTree(reservingCapacity: 4)
        let root = tree.addNode()
        let composed = tree.child(of: root, for: .literal("caf\u{E9}"), types: [:], caseSensitive: true)
        let decomposed = tree.child(of: root, for: .literal("cafe\u{301}"), types: [:], caseSensitive: true)
        #expect(composed == decomposed)
        #expect(tree.nodes[Int(root)].literalCount == 1)
    }

    @Test func keysDifferingInCaseAreOneChildOnlyWhenCaseIsIgnored() {
        var tree = TrieTree(reservingCapacity: 4)
        let root = tree.addNode()
        let lower = tree.child(of: root, for: .literal("posts"), types: [:], caseSensitive: false)
        #expect(tree.child(of: root, for: .literal("Posts"), types: [:], caseSensitive: false) == lower)
        #expect(tree.child(of: root, for: .literal("Posts"), types: [:], caseSensitive: true) != lower)
    }
}
