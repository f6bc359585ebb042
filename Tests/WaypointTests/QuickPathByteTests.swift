import Testing
import Waypoint

/// Every byte that matters to a link's reading must be seen wherever it stands, at every offset
/// and in links of every length up to and past 128 bytes, and the quick lookup must answer as
/// the full one does.
@Suite("Quick path: every byte at every offset")
struct QuickPathByteTests {
    static func router() throws -> Router<String> {
        let router = Router<String>(schemes: ["myapp"], hosts: ["example.com"])
        for pattern in ["/all/**", "/:a", "/:a/:b", "/:a/:b/:c", "myapp://posts/:id"] {
            try router.register(pattern, destination: pattern)
        }
        return router
    }

    /// Every byte of printable ASCII that is not plain, the bytes the reader acts on, escapes
    /// (well-formed and not), a byte beyond ASCII, and every control character.
    static let specials: [String] =
        [
            "/", "?", "&", "%", "%41", "%2F", "%2e", "%4", "%G1", "#", " ", "\u{7F}", "\u{E9}", "\u{80}", "=", ".",
            ":", "@", "\"", "<", ">", "[", "\\", "]", "^", "`", "{", "|", "}", "~", "+", "!",
        ] + (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }

    /// The first `length` bytes of a path with slashes, dots and digits, so that words hold a
    /// mix of the bytes the reader passes and those it notes.
    static func filler(_ length: Int) -> String {
        String(String(repeating: "/all/ab.c9/xyz-0/", count: 9).prefix(length))
    }

    @Test("a special byte is seen at every offset of links of every length", arguments: specials)
    func specialAtEveryOffset(special: String) throws {
        let router = try Self.router()
        // Every length up to 80, and lengths around 128: many turns of the sixteen-byte pass.
        for length in Array(1...80) + Array(118...136) {
            let base = Array(Self.filler(length))
            for offset in 0..<length {
                var characters = base
                characters[offset...offset] = ArraySlice(special)
                let path = String(characters)
                QuickPathAgreement.expect(router, path, "\(special.debugDescription) at \(offset) of \(length)")
                let custom = "myapp:/" + path
                QuickPathAgreement.expect(router, custom, "\(special.debugDescription) at \(offset) of \(custom)")
            }
        }
    }

    @Test(
        "a query item boundary is seen at every offset",
        arguments: ["&", "&&", "=", "?", "/", "%26", "%0A", "#x"])
    func queryAtEveryOffset(special: String) throws {
        let router = try Self.router()
        for length in 1...72 {
            let query = String(String(repeating: "ab=cd&ef", count: 10).prefix(length))
            for offset in 0...length {
                var characters = Array(query)
                characters.insert(contentsOf: special, at: offset)
                let link = "myapp://posts/1?" + String(characters)
                QuickPathAgreement.expect(router, link, "\(link)")
            }
        }
    }

    @Test(
        "escapes straddling words and malformed escapes in a run decode as the parser decodes them",
        arguments: ["%4", "%G1", "%1g", "%", "%%41", "%2F", "%2E", "%0A", "%C3%A9", "%FF"])
    func escapesAcrossWords(odd: String) throws {
        let router = try Self.router()
        for lead in 0..<17 {
            for run in 0..<8 {
                for position in 0...run {
                    var escapes = Array(repeating: "%41", count: run)
                    escapes.insert(odd, at: position)
                    let segment = String(repeating: "a", count: lead) + escapes.joined()
                    for link in ["myapp://all/" + segment, "myapp://all/" + segment + "/b", "/all/" + segment + "?q=1"]
                    {
                        QuickPathAgreement.expect(router, link, "\(link)")
                    }
                }
            }
        }
    }
}
