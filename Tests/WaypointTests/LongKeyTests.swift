import Testing
import Waypoint

/// A chain of literal keys (nodes with one way on) is followed comparing each key with its
/// segment, byte by byte for short keys and a word at a time from 16 bytes on, the last word
/// read back from the key's end. A key must match only its own bytes, whatever its length,
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
}
