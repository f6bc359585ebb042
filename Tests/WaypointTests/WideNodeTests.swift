import Testing
import Waypoint
import WaypointTesting

/// A trie node with more than six literal children finds them through the trie's hash table,
/// keyed by the node and the key's bytes read eight at a time; narrower nodes compare each key.
/// The generated tables elsewhere use five literals, so no node there is ever hashed. These are
/// wide on purpose, with keys that share their first eight or sixteen bytes, keys of every length
/// around the word boundaries, and misses that differ from a key in one byte or in length.
@Suite("Wide trie nodes")
struct WideNodeTests {
    /// Keys of 1…20 bytes; several share their first 8 or 16 bytes and differ after.
    static let keys = [
        "a", "bb", "ccc", "users", "detail12", "detail13", "detail123", "detail124", "abcdefgh",
        "abcdefghi", "abcdefghij", "abcdefgh12345678", "abcdefgh12345679", "abcdefgh123456789",
        "photos", "x-y_z.1", "2024", "settings", "archive49", "zzzzzzzzzzzzzzzzzzzz",
    ]
    /// Link words: every key, and near misses that differ from one in a single byte or length.
    static let linkWords =
        keys + [
            "detail1", "detail1234", "abcdefgg", "abcdefghik", "abcdefgh1234567", "abcdefgh12345670",
            "zzzzzzzzzzzzzzzzzzzy", "user", "42",
        ]

    static func randomPattern(_ generator: inout SeededGenerator) -> String {
        let length = Int.random(in: 1...3, using: &generator)
        let parts = (0..<length).map { index -> String in
            switch Int.random(in: 0..<10, using: &generator) {
            case 0...6: return keys.randomElement(using: &generator) ?? "a"
            case 7: return "<int:n\(index)>"
            default: return ":p\(index)"
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    @Test func trieAgreesWithReferenceOnWideTables() throws {
        let matched = try DifferentialTests.agreesOnRandomTables(
            300, seed: 0x1DE_2026, routeCount: 20...80, linksPerTable: 40, pattern: Self.randomPattern
        ) { generator in
            (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                Self.linkWords.randomElement(using: &generator) ?? "a"
            }
        }
        // Both hits and misses must be exercised.
        #expect(matched > 3_000 && matched < 11_000)
    }

    /// A case-insensitive router finds a wide node's keys in any case, long tails included, and
    /// answers exactly what a case-sensitive router answers for the lowercased link.
    @Test func caseInsensitiveWideNodes() throws {
        let sensitive = Router<Int>()
        let insensitive = Router<Int>(options: RouterOptions(caseSensitivePaths: false))
        for (index, key) in Self.keys.enumerated() {
            try sensitive.register("/w/\(key)", destination: index)
            try insensitive.register("/w/\(key.uppercased())", destination: index)
        }
        var generator = SeededGenerator(seed: 7)
        for word in Self.linkWords {
            let mixed = String(word.map { Bool.random(using: &generator) ? Character($0.uppercased()) : $0 })
            #expect(
                insensitive.match(for: "/w/\(mixed)")?.destination == sensitive.match(for: "/w/\(word)")?.destination,
                "\(mixed)")
        }
    }

    /// Two wide nodes of `width` keys each share the hash table: at 341 they fill 682 of its
    /// 1,024 slots, as full as it is built (two thirds); at 342 it doubles.
    @Test(arguments: [7, 8, 50, 341, 342, 500])
    func everyKeyOfAWideNodeIsFound(width: Int) throws {
        let router = Router<Int>(schemes: ["myapp"])
        for index in 0..<width {
            try router.register("/items/key\(index)-long-enough-for-a-tail", destination: index)
            try router.register("myapp://items/k\(index)", destination: width + index)
        }
        for index in 0..<width {
            #expect(router.match(for: "/items/key\(index)-long-enough-for-a-tail")?.destination == index)
            // The scheme's own trie first, then the unqualified one: the same segment keys serve both.
            #expect(router.match(for: "myapp://items/k\(index)")?.destination == width + index)
            #expect(router.match(for: "myapp://items/key\(index)-long-enough-for-a-tail")?.destination == index)
            #expect(router.match(for: "/items/key\(index)-long-enough-for-a-tai") == nil)
            #expect(router.match(for: "/items/k\(index)") == nil)
        }
    }

    /// Explanations list a wide node's routes in key order, as they do a narrow node's, whatever
    /// order the hash table keeps them in.
    @Test func explanationsReadWideNodesInKeyOrder() throws {
        let router = Router<String>(schemes: ["myapp"])
        let keys = (0..<12).map { "k\($0 + 10)" }
        for key in keys.reversed() { try router.register("/w/\(key)/end", destination: key) }
        let explanation = router.explain("myapp://w/nothing")
        #expect(explanation.failedSegmentIndex == 1)
        #expect(Set(explanation.nearest.map(\.description)) == ["/w/k10/end", "/w/k11/end", "/w/k12/end"])
    }

    /// Keys beyond ASCII in a wide node compare as strings (canonical equivalence).
    @Test func nonASCIIKeysInAWideNode() throws {
        let router = Router<Int>()
        let keys = (0..<10).map { "caf\u{E9}\($0)" }
        for (index, key) in keys.enumerated() { try router.register("/m/\(key)", destination: index) }
        for (index, key) in keys.enumerated() {
            #expect(router.match(for: "/m/\(key)")?.destination == index)
            // "e" followed by a combining acute accent is the same text.
            let decomposed = key.replacingOccurrences(of: "\u{E9}", with: "e\u{301}")
            #expect(router.match(for: "/m/\(decomposed)")?.destination == index)
        }
        #expect(router.match(for: "/m/cafe1") == nil)
    }
}
