import Testing
import Waypoint
import WaypointTesting

/// `match(for:)` reads links with `%` escapes on its quick path, decoding them on the stack;
/// `resolve(_: Link)` always goes through the full lookup. Every answer must be the same, and
/// escapes must be refused for exactly what the parser refuses them for.
@Suite("Quick path: escaped links")
struct EscapedQuickPathTests {
    static func router() throws -> Router<String> {
        let router = Router<String>(schemes: ["myapp"], hosts: ["example.com"])
        for pattern in ["/posts/:id", "/posts/:id/comments", "/files/<path:file>", "/all/**", "/user/<int:id>"] {
            try router.register(pattern, destination: pattern)
        }
        return router
    }

    @Test(
        "escapes decode once, after splitting",
        arguments: [
            ("myapp://posts/%41", "/posts/:id", "id", "A"),
            ("myapp://posts/caf%C3%A9", "/posts/:id", "id", "caf\u{E9}"),
            ("myapp://posts/caf%c3%a9/comments", "/posts/:id/comments", "id", "caf\u{E9}"),
            ("myapp://posts/a%2Fb", "/posts/:id", "id", "a/b"),
            ("myapp://posts/..%2F..%2Fadmin", "/posts/:id", "id", "../../admin"),
            ("myapp://posts/%252F", "/posts/:id", "id", "%2F"),
            ("myapp://posts/%F0%9F%91%A9%E2%80%8D%F0%9F%92%BB", "/posts/:id", "id", "\u{1F469}\u{200D}\u{1F4BB}"),
            ("https://example.com/files/a/b%20c/d", "/files/<path:file>", "file", "a/b c/d"),
            ("myapp://files/a%2Fb/c", "/files/<path:file>", "file", "a/b/c"),
            ("myapp://user/%34%32", "/user/<int:id>", "id", "42"),
            ("myapp://posts/x?text=%E2%80%AE", "", "", ""),
        ])
    func escapesDecodeOnce(link: String, pattern: String, name: String, value: String) throws {
        let router = try Self.router()
        let quick = router.match(for: link)
        let full = QuickPathAgreement.fullMatch(router, link)
        #expect(quick?.pattern == full?.pattern)
        #expect(quick?.parameters == full?.parameters)
        if pattern.isEmpty {
            #expect(quick == nil)
        } else {
            #expect(quick?.pattern.description == pattern)
            #expect(quick?.parameters[name] == value)
        }
    }

    @Test(
        "escapes the parser refuses give no match",
        arguments: [
            "myapp://posts/%2e%2e", "myapp://posts/.%2E", "myapp://posts/%2E", "myapp://posts/%4", "myapp://posts/%G1",
            "myapp://posts/%", "myapp://posts/a%", "myapp://posts/%00", "myapp://posts/%0A", "myapp://posts/%09",
            "myapp://posts/%7F", "myapp://posts/%C2%85", "myapp://posts/%E2%80%AE", "myapp://posts/%E2%80%8B",
            "myapp://posts/%E2%81%A6", "myapp://posts/%EF%BB%BF", "myapp://posts/%D8%9C", "myapp://posts/%C0%AE",
            "myapp://posts/%E0%80%AE", "myapp://posts/%ED%A0%80", "myapp://posts/%F4%90%80%80", "myapp://posts/%FF",
            "myapp://posts/%C3", "myapp://posts/%80", "myapp://posts/1?q%0A=1", "myapp://posts/1?q=%E2%80%AE",
            "myapp://posts/1?q=%4", "myapp://posts/1?q=%C0%AE", "myapp://posts/1?%00", "https://ex%61mple.com/posts/1",
            // A rest-of-path value gains no empty, `.` or `..` part through an escaped slash.
            "myapp://files/..%2Fsecret", "myapp://files/a%2F..%2Fb", "myapp://files/a%2F%2Fb", "myapp://files/a%2F",
            "myapp://files/%2Fa", "myapp://files/a/.%2Fb", "myapp://all/x/%2E%2E%2Fy",
        ])
    func refusedEscapesGiveNoMatch(link: String) throws {
        let router = try Self.router()
        #expect(router.match(for: link) == nil)
        #expect(QuickPathAgreement.fullMatch(router, link) == nil)
    }

    @Test("query values may hold escaped line breaks; names may not")
    func queryLineBreaks() throws {
        let router = try Self.router()
        let match = router.match(for: "myapp://posts/1?text=a%0Ab%09c%0D&x=%26%3D")
        #expect(match?.query["text"] == "a\nb\tc\r")
        #expect(match?.query["x"] == "&=")
        #expect(router.match(for: "myapp://posts/1?te%0Axt=a") == nil)
    }

    /// A link at the default limits (8,192 bytes, 64 segments) with every byte of its long
    /// segments escaped; `segment` replaces one of them.
    static func escapedLinkAtLimits(replacing target: Int = 40, with segment: String? = nil) -> String {
        let prefix = "myapp://all"
        let segments = 63
        let budget = 8_192 - prefix.utf8.count - segments
        var parts = (0..<segments).map { _ in String(repeating: "%41", count: budget / segments / 3) }
        if let segment { parts[target] = segment }
        var link = prefix + "/" + parts.joined(separator: "/")
        link += String(repeating: "b", count: 8_192 - link.utf8.count)
        return link
    }

    @Test("an escaped link at the limits matches, with its value decoded")
    func escapedLinkAtLimitsMatches() throws {
        let router = try Self.router()
        let link = Self.escapedLinkAtLimits()
        #expect(link.utf8.count == 8_192)
        let match = router.match(for: link)
        #expect(match?.pattern.description == "/all/**")
        #expect(match?.parameters == QuickPathAgreement.fullMatch(router, link)?.parameters)
        #expect(router.match(for: link + "b") == nil)
    }

    @Test(
        "a refused segment deep inside a long escaped link is found",
        arguments: [
            "%2E%2E", "%2e", ".%2E", "%41%2F%2E%2E", "%41%2F%2F%41", "%41%E2%80%AE%41", "%41%0A", "%C0%AE",
            "%41%4G", "%41%FF%41", "%41%ED%A0%80", "%41%",
        ])
    func refusedSegmentDeepInside(segment: String) throws {
        let router = try Self.router()
        for target in [1, 17, 40, 61] {
            let link = Self.escapedLinkAtLimits(replacing: target, with: segment)
            #expect(router.match(for: link) == nil, "\(segment) in segment \(target)")
            #expect(QuickPathAgreement.fullMatch(router, link) == nil, "\(segment) in segment \(target)")
        }
    }

    /// A run of sixteen escapes of printable ASCII (first digit 2 to 7, second digit not F) is
    /// decoded three escapes a word, without the table of digits; any other escape in it sends
    /// the run to the table. Every escape, well-formed or not, in either case, at each place of
    /// a run of sixteen and just after it, and each byte that breaks the run where a `%` or a
    /// digit stands, must read as the parser reads it.
    @Test("every escape, at every place of a run of sixteen, decodes as the parser decodes it", arguments: 0..<18)
    func everyEscapeInARun(position: Int) throws {
        let router = try Self.router()
        let digits = Array("0123456789ABCDEFabcdefG/")
        var replacements = digits.flatMap { first in digits.map { second in "%\(first)\(second)" } }
        replacements += ["x41", "/41", "?41", "&41", ".41", "%%41", "%4", "%"]
        for replacement in replacements {
            var escapes = Array(repeating: "%6b", count: 18)
            escapes[position] = replacement
            let segment = escapes.joined()
            for link in [
                "myapp://all/" + segment, "myapp://posts/" + segment + "/comments", "/all/a" + segment + "?q=1",
            ] {
                QuickPathAgreement.expect(router, link, "\(replacement) at \(position): \(link)")
            }
        }
    }

    /// Escapes are decoded eight at a time where eight well-formed ones follow each other, and
    /// one at a time otherwise: random runs of escaped ASCII, multi-byte characters, random
    /// bytes and malformed escapes, in either case of hex digit, must read as the parser reads them.
    @Test("random runs of escapes decode as the parser decodes them")
    func randomEscapeRuns() throws {
        let router = try Self.router()
        var generator = SeededGenerator(seed: 0xE5CA_9E5)
        let digits = Array("0123456789ABCDEF")
        func escape(_ byte: UInt8, _ generator: inout SeededGenerator) -> String {
            var text = "%"
            for nibble in [byte >> 4, byte & 0x0F] {
                let digit = digits[Int(nibble)]
                text.append(Bool.random(using: &generator) ? Character(digit.lowercased()) : digit)
            }
            return text
        }
        let scalars: [Unicode.Scalar] = [
            "\u{E9}", "\u{20AC}", "\u{1F600}", "\u{200D}", "\u{202E}", "\u{85}", "\u{FEFF}",
        ]
        var matched = 0
        for _ in 0..<4_000 {
            var segment = ""
            for _ in 0..<Int.random(in: 1...40, using: &generator) {
                switch Int.random(in: 0..<20, using: &generator) {
                case 0..<13: segment += escape(UInt8.random(in: 0x20...0x7E, using: &generator), &generator)
                case 13..<16:
                    let scalar = scalars.randomElement(using: &generator) ?? "a"
                    for byte in String(scalar).utf8 { segment += escape(byte, &generator) }
                case 16: segment += escape(UInt8.random(in: 0...255, using: &generator), &generator)
                case 17: segment += ["%G1", "%1g", "%%4", "%4", "%"].randomElement(using: &generator) ?? "%"
                default: segment += "a"
                }
            }
            let link = "myapp://posts/" + segment
            let quick = router.match(for: link)
            let full = QuickPathAgreement.fullMatch(router, link)
            if quick != nil { matched += 1 }
            #expect(quick?.pattern == full?.pattern, "\(link)")
            #expect(quick?.parameters == full?.parameters, "\(link)")
        }
        #expect(matched > 200)
    }

    /// The link reader passes bytes sixteen at a time, then eight, then one: a byte that matters
    /// must be seen at every offset of each, and in the bytes after the last sixteen.
    @Test(
        "every byte is seen, whatever its offset in a long link",
        arguments: [" ", "^", "#", "\u{7F}", "\u{E9}", "%", "%2F", "%2E", "%41", "/", "//", "?", "&", "=", ".", "%0A"])
    func everyOffsetIsRead(special: String) throws {
        let router = try Self.router()
        for offset in 12..<110 {
            var link = "myapp://all/" + String(repeating: "a", count: 120)
            let index = link.utf8.index(link.utf8.startIndex, offsetBy: offset)
            link.insert(contentsOf: special, at: index)
            let quick = router.match(for: link)
            let full = QuickPathAgreement.fullMatch(router, link)
            #expect(quick?.pattern == full?.pattern, "\(special) at \(offset)")
            #expect(quick?.parameters == full?.parameters, "\(special) at \(offset)")
            #expect(quick?.query == full?.query, "\(special) at \(offset)")
        }
    }
}
