import Testing
import Waypoint
import WaypointTesting

/// A chain of literal keys (nodes with one way on) is followed comparing each key with its
/// segment: byte by byte for short keys; from 16 bytes on, through what the lookup remembers of
/// each segment (the one long key it equals, found by comparing sixteen bytes at a time, or by
/// its hash among all long keys). A key must match only its own bytes, whatever its length,
/// wherever a byte differs, and in either case when paths compare without case.
@Suite("Long literal keys")
struct LongKeyTests {
    /// Lengths on both sides of the word path's start (16) and of word ends, and one as long as
    /// the benchmark's long-key trap (370).
    static let lengths = [1, 7, 8, 9, 15, 16, 17, 23, 24, 25, 31, 32, 33, 64, 370]

    static func key(_ length: Int) -> String {
        String((0..<length).map { Character(UnicodeScalar(UInt8(0x61 + $0 % 26))) })
    }

    /// `/docs/KEY/KEY/end`, whose keys the search's literal loop compares, and
    /// `/:p/KEY/KEY/other`, whose placeholder starts a chain (one way on at each node) that
    /// the search follows comparing each key with its segment, a word at a time when long.
    static func router(_ key: String, caseSensitive: Bool) throws -> Router<String> {
        let router = Router<String>(options: RouterOptions(caseSensitivePaths: caseSensitive))
        try router.register("/docs/\(key)/\(key)/end", destination: "chain")
        try router.register("/:p/\(key)/\(key)/other", destination: "placeholder chain")
        return router
    }

    @Test("a long key matches its own bytes and no link that differs in one", arguments: lengths)
    func keyDiffersAnywhere(length: Int) throws {
        let key = Self.key(length)
        for caseSensitive in [true, false] {
            let router = try Self.router(key, caseSensitive: caseSensitive)
            #expect(router.match(for: "/docs/\(key)/\(key)/end")?.destination == "chain")
            #expect(router.match(for: "/x/\(key)/\(key)/other")?.destination == "placeholder chain")
            var bytes = Array(key.utf8)
            for place in 0..<length {
                let original = bytes[place]
                bytes[place] = UInt8(ascii: "0")
                let changed = String(decoding: bytes, as: UTF8.self)
                bytes[place] = original
                for link in [
                    "/docs/\(changed)/\(key)/end", "/docs/\(key)/\(changed)/end", "/x/\(changed)/\(key)/other",
                    "/x/\(key)/\(changed)/other",
                ] {
                    #expect(router.match(for: link) == nil, "\(length) bytes, changed at \(place): \(link)")
                }
            }
            for link in ["/docs/\(key)x/\(key)/end", "/docs/\(key.dropLast())/\(key)/end"] {
                #expect(router.match(for: link) == nil, "\(length) bytes: \(link)")
            }
        }
    }

    @Test("a long key compares without case only when paths do", arguments: lengths)
    func keyInUppercase(length: Int) throws {
        let key = Self.key(length)
        // Uppercase at every place, one at a time and all at once.
        var variants = [key.uppercased()]
        for place in 0..<length {
            var bytes = Array(key.utf8)
            bytes[place] &-= 0x20
            variants.append(String(decoding: bytes, as: UTF8.self))
        }
        for caseSensitive in [true, false] {
            let router = try Self.router(key, caseSensitive: caseSensitive)
            for variant in variants {
                let link = "/x/\(key)/\(variant)/other"
                #expect(
                    (router.match(for: link)?.destination == "placeholder chain") == !caseSensitive,
                    "case-sensitive \(caseSensitive): \(link)")
            }
        }
    }

    /// A long key of `length` bytes, all `a` but the byte at `place`, which is `byte`.
    static func key(_ length: Int, _ byte: Character, at place: Int) -> String {
        String((0..<length).map { $0 == place ? byte : "a" })
    }

    @Test("one long key at many places matches at each, and a segment equal to none at none")
    func sharedKeys() throws {
        let key = Self.key(40)
        let other = Self.key(40, "z", at: 39)
        let router = Router<String>()
        // The same bytes in the literal loop, in chains, under a placeholder, and at several depths.
        for pattern in [
            "/\(key)/a", "/b/\(key)", "/:p/\(key)/\(key)/end", "/c/\(other)/\(key)", "/c/\(key)/\(other)",
        ] {
            try router.register(pattern, destination: pattern)
        }
        for pattern in router.patterns.map(\.description) {
            let link = pattern.replacingOccurrences(of: ":p", with: "x")
            #expect(router.match(for: link)?.destination == pattern, "\(link)")
        }
        // A segment of a key's length that equals no key is compared at several nodes, the
        // second time through the hash of all long keys.
        let neither = Self.key(40, "y", at: 39)
        for link in [
            "/\(neither)/a", "/b/\(neither)", "/x/\(key)/\(neither)/end", "/c/\(neither)/\(key)",
            "/c/\(key)/\(neither)", "/c/\(other)/\(other)", "/c/\(key)/\(key)",
        ] {
            #expect(router.match(for: link) == nil, "\(link)")
        }
    }

    @Test("keys of one length that differ in one byte are told apart in either order", arguments: [16, 17, 33, 64])
    func sameLengthKeys(length: Int) throws {
        for place in [0, length / 2, length - 1] {
            let first = Self.key(length, "b", at: place)
            let second = Self.key(length, "c", at: place)
            let third = Self.key(length, "d", at: place)
            let router = Router<String>()
            // Three children of one node: a segment compared with the first unequal key is
            // then looked up by its hash, and its answer kept for the following nodes.
            for key in [first, second, third] {
                try router.register("/n/\(key)/\(key)", destination: key)
                try router.register("/m/\(key)/\(first)", destination: "m" + key)
            }
            for key in [first, second, third] {
                #expect(router.match(for: "/n/\(key)/\(key)")?.destination == key)
                #expect(router.match(for: "/m/\(key)/\(first)")?.destination == "m" + key)
                #expect(router.match(for: "/n/\(key)/\(first)")?.destination == (key == first ? key : nil))
            }
            let none = Self.key(length, "e", at: place)
            #expect(router.match(for: "/n/\(none)/\(none)") == nil)
            #expect(router.match(for: "/m/\(second)/\(second)") == nil)
        }
    }

    @Test("a wide node of long keys finds each, only under itself, in either case when asked")
    func wideNodeOfLongKeys() throws {
        let keys = (0..<12).map { Self.key(24, Character(UnicodeScalar(UInt8(0x62 + $0))), at: $0 % 2 == 0 ? 23 : 0) }
        for caseSensitive in [true, false] {
            let router = Router<String>(options: RouterOptions(caseSensitivePaths: caseSensitive))
            // Another wide node with the same keys (its children are found by the same key
            // starts) and one more: the segment equals it, but the first node has no child for it.
            let elsewhere = Self.key(24, "z", at: 5)
            for key in keys {
                try router.register("/wide/\(key)", destination: key)
                try router.register("/other/\(key)", destination: "other " + key)
            }
            try router.register("/other/\(elsewhere)", destination: "other")
            for key in keys {
                #expect(router.match(for: "/wide/\(key)")?.destination == key)
                #expect(router.match(for: "/other/\(key)")?.destination == "other " + key)
                #expect(
                    (router.match(for: "/wide/\(key.uppercased())")?.destination == key) == !caseSensitive,
                    "case-sensitive \(caseSensitive)")
            }
            #expect(router.match(for: "/other/\(elsewhere)")?.destination == "other")
            #expect(router.match(for: "/wide/\(elsewhere)") == nil)
            #expect(router.match(for: "/wide/\(Self.key(24, "y", at: 23))") == nil)
            #expect(router.match(for: "/wide/\(Self.key(25))") == nil)
        }
    }

    /// Long keys from a small pool (several of each length, sharing all but one byte), in
    /// chains, literal loops and wide nodes, against the reference matcher.
    @Test func trieAgreesWithReferenceOnLongKeyTables() throws {
        let pool = [16, 23, 40].flatMap { length in
            ["b", "c", "d"].flatMap { byte in [0, length - 1].map { Self.key(length, Character(byte), at: $0) } }
        }
        let linkWords = pool + [Self.key(16, "e", at: 15), Self.key(40), "a", "b", "42"]
        let matched = try DifferentialTests.agreesOnRandomTables(
            600, seed: 0x10_4B_2026, routeCount: 1...24, linksPerTable: 30,
            pattern: { generator in
                let parts = (0..<Int.random(in: 1...4, using: &generator)).map { index -> String in
                    switch Int.random(in: 0..<10, using: &generator) {
                    case 0...6: return pool.randomElement(using: &generator) ?? "a"
                    case 7: return "<int:n\(index)>"
                    default: return ":p\(index)"
                    }
                }
                return "/" + parts.joined(separator: "/")
            },
            link: { generator in
                (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                    linkWords.randomElement(using: &generator) ?? "a"
                }
            })
        // Both hits and misses must be exercised.
        #expect(matched > 1_500 && matched < 15_000)
    }
}
