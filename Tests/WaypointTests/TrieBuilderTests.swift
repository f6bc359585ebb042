import Testing

@testable import Waypoint

/// The builder a snapshot's trie comes from: records sharing a literal share its node, whatever
/// their number, and keys are one child exactly when a lookup cannot tell them apart.
@Suite("Trie builder: literal children")
struct TrieBuilderTests {
    /// The trie of records with these segments, built from its root.
    static func built(_ segments: [[PatternSegment]], caseSensitive: Bool = true) -> TrieBuilder {
        var builder = TrieBuilder(segments: segments, types: [:], caseSensitive: caseSensitive)
        _ = builder.build(segments.indices.map(Int32.init), depth: 0)
        return builder
    }

    /// The record lookups in `builder` find for `keys`, following literal edges from the root.
    static func record(_ builder: TrieBuilder, _ keys: [String]) -> Int32? {
        var node = builder.nodes[0]
        for key in keys {
            let range = Int(node.edgeStart)..<(Int(node.edgeStart) + node.literalCount)
            guard
                let edge = range.first(where: {
                    let edge = builder.edges[$0]
                    let start = Int(edge.keyStart)
                    return Array(builder.keyBytes[start..<(start + Int(edge.keyLength))]) == Array(key.utf8)
                })
            else { return nil }
            node = builder.nodes[Int(builder.edges[edge].child)]
        }
        return node.terminal >= 0 ? node.terminal : nil
    }

    @Test(arguments: [2, 16, 300])
    func everyRecordIsFoundUnderItsOwnKeys(count: Int) {
        // `count` one-segment records, then the same keys under the first and the last of them.
        let first = (0..<count).map { [PatternSegment.literal("k\($0)")] }
        let nested = [0, count - 1].flatMap { parent in
            (0..<count).map { [PatternSegment.literal("k\(parent)"), .literal("k\($0)")] }
        }
        let builder = Self.built(first + nested)
        #expect(builder.nodes.count == 1 + count * 3)
        #expect(builder.nodes[0].literalCount == count)
        for key in 0..<count {
            #expect(Self.record(builder, ["k\(key)"]) == Int32(key))
            #expect(Self.record(builder, ["k0", "k\(key)"]) == Int32(count + key))
            #expect(Self.record(builder, ["k\(count - 1)", "k\(key)"]) == Int32(2 * count + key))
        }
    }

    @Test func canonicallyEquivalentKeysAreOneChild() {
        let builder = Self.built([[.literal("caf\u{E9}")], [.literal("cafe\u{301}")]])
        #expect(builder.nodes[0].literalCount == 1)
        #expect(builder.lists[1]?.terminalCount == 2)
    }

    @Test(arguments: [false, true])
    func keysDifferingInCaseAreOneChildOnlyWhenCaseIsIgnored(caseSensitive: Bool) {
        let builder = Self.built([[.literal("posts")], [.literal("Posts")]], caseSensitive: caseSensitive)
        #expect(builder.nodes[0].literalCount == (caseSensitive ? 2 : 1))
    }
}
