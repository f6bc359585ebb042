import Testing
import Waypoint

/// Nothing invisible gets through: every format character (Cf), line and paragraph separator
/// and other character that renders as nothing is refused in segments, hosts, query names and
/// fragments, raw or percent-encoded; only what real text needs passes — joiners inside emoji
/// sequences and words, variation selectors, the tags of the flags of England, Scotland and Wales.
@Suite("Invisible characters")
struct InvisibleCharacterTests {
    /// Every class of invisible character, one or more of each.
    static let refused: [(name: String, scalar: Unicode.Scalar)] = [
        ("soft hyphen", "\u{00AD}"),
        ("Arabic number sign", "\u{0600}"),
        ("Arabic letter mark", "\u{061C}"),
        ("Mongolian vowel separator", "\u{180E}"),
        ("zero-width space", "\u{200B}"),
        ("left-to-right mark", "\u{200E}"),
        ("right-to-left override", "\u{202E}"),
        ("line separator", "\u{2028}"),
        ("paragraph separator", "\u{2029}"),
        ("word joiner", "\u{2060}"),
        ("an unassigned default-ignorable code point", "\u{2065}"),
        ("inhibit symmetric swapping", "\u{206A}"),
        ("nominal digit shapes", "\u{206F}"),
        ("byte order mark", "\u{FEFF}"),
        ("interlinear annotation anchor", "\u{FFF9}"),
        ("interlinear annotation separator", "\u{FFFA}"),
        ("interlinear annotation terminator", "\u{FFFB}"),
        ("musical symbol begin beam", "\u{1D173}"),
        ("musical symbol end phrase", "\u{1D17A}"),
        ("language tag", "\u{E0001}"),
        ("tag space", "\u{E0020}"),
        ("tag capital A", "\u{E0041}"),
        ("cancel tag", "\u{E007F}"),
        ("combining grapheme joiner", "\u{034F}"),
        ("Hangul choseong filler", "\u{115F}"),
        ("Hangul filler", "\u{3164}"),
        ("halfwidth Hangul filler", "\u{FFA0}"),
        ("next line, a C1 control", "\u{0085}"),
    ]

    /// `text` with every byte beyond ASCII and every control character percent-encoded.
    static func escaped(_ text: String) -> String {
        let digits = Array("0123456789ABCDEF")
        var result = ""
        for byte in text.utf8 {
            if byte >= 0x20 && byte < 0x7F {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
            }
        }
        return result
    }

    /// The problem `Link(parsing:)` reports for `link`, or `nil` when it reads.
    static func problem(_ link: String) -> RouteError.LinkProblem? {
        do {
            _ = try Link(parsing: link)
            return nil
        } catch {
            if case .invalidLink(_, _, let problem) = error { return problem }
            return .empty
        }
    }

    static func router() throws -> Router<String> {
        let router = Router<String>(schemes: ["myapp"], hosts: ["example.com"])
        try router.register("/posts/:id", destination: "post")
        return router
    }

    @Test(
        "Each invisible character is refused raw and percent-encoded in a segment, a custom host, a query name and the fragment",
        arguments: refused)
    func refusedInDecodedParts(name: String, scalar: Unicode.Scalar) throws {
        let character = String(scalar)
        let router = try Self.router()
        var links = [
            "myapp://posts/a\(character)b", "myapp://posts/\(character)", "myapp://pos\(character)ts/1",
            "myapp://posts/1?na\(character)me=x", "/posts/\(character)1", "https://example.com/posts/a\(character)b",
        ]
        // The fragment, like a query value, may hold line breaks: the separators among them.
        let category = scalar.properties.generalCategory
        if category != .lineSeparator && category != .paragraphSeparator {
            links.append("myapp://posts/1#a\(character)b")
        }
        for link in links {
            for form in [link, Self.escaped(link)] {
                #expect(Self.problem(form) == .forbiddenCharacter, "\(name) in \(form)")
                #expect(router.match(for: form) == nil, "\(name) in \(form)")
            }
        }
    }

    @Test("Each invisible character is refused in a web host and in user information", arguments: refused)
    func refusedInWebHosts(name: String, scalar: Unicode.Scalar) {
        let character = String(scalar)
        #expect(Self.problem("https://exam\(character)ple.com/posts/1") == .forbiddenCharacter, "\(name)")
        #expect(Self.problem("https://example.com\(character)/posts/1") == .forbiddenCharacter, "\(name)")
        #expect(Self.problem("https://a\(character)b@example.com/posts/1") == .forbiddenCharacter, "\(name)")
        // A host is never decoded: its escaped form is refused as a host.
        #expect(Self.problem(Self.escaped("https://exam\(character)ple.com/posts/1")) == .invalidHost, "\(name)")
    }

    @Test("Each invisible character is refused in a link-valued parameter", arguments: refused)
    func refusedInLinkParameters(name: String, scalar: Unicode.Scalar) {
        let policy = LinkParameterPolicy.web(hosts: ["example.com"])
        for value in [
            "https://example.com/a\(String(scalar))b", Self.escaped("https://example.com/a\(String(scalar))b"),
        ] {
            #expect(throws: RouteError.self, "\(name) in \(value)") { try policy.check(value) }
        }
    }

    @Test(
        "A link that would capture an invisible tag character (U+E0041) is refused",
        arguments: ["myapp://p/a%F3%A0%81%81b", "myapp://p/a\u{E0041}b"])
    func capturedTagIsRefused(link: String) throws {
        let router = Router<String>(schemes: ["myapp"])
        try router.register("/p/:value", destination: "p")
        #expect(throws: RouteError.invalidLink(link, position: 10, problem: .forbiddenCharacter)) {
            try router.resolve(link)
        }
    }

    /// Text that needs an invisible character: each passes as a segment and is captured whole.
    static let allowed: [(name: String, text: String)] = [
        ("a ZWJ emoji sequence", "\u{1F469}\u{200D}\u{1F4BB}"),
        ("a ZWJ sequence with a skin tone", "\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}"),
        ("a ZWJ sequence after a variation selector", "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}"),
        ("a family of four", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"),
        ("the flag of Scotland", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"),
        ("the flag of England", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"),
        ("the flag of Wales", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}"),
        ("a flag in a word", "go\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}team"),
        ("an emoji variation selector", "\u{2764}\u{FE0F}"),
        ("a text variation selector", "\u{263A}\u{FE0E}"),
        ("an ideographic variation selector", "\u{845B}\u{E0100}"),
        ("a Mongolian free variation selector", "\u{1820}\u{180B}"),
        ("a Persian word with a non-joiner", "\u{0645}\u{06CC}\u{200C}\u{062E}\u{0648}\u{0627}\u{0647}\u{0645}"),
        ("a Devanagari half form", "\u{0915}\u{094D}\u{200D}\u{0937}"),
        ("an accented word", "caf\u{00E9}"),
    ]

    @Test("Text that needs a joiner, a variation selector or flag tags passes, raw and escaped", arguments: allowed)
    func allowedInSegments(name: String, text: String) throws {
        let router = try Self.router()
        for link in ["myapp://posts/\(text)", Self.escaped("myapp://posts/\(text)")] {
            let match = try router.resolve(link)
            #expect(match.parameters["id"] == text, "\(name)")
        }
        let policy = LinkParameterPolicy.web(hosts: ["example.com"])
        for value in ["https://example.com/\(text)", Self.escaped("https://example.com/\(text)")] {
            #expect(try policy.check(value).link.segments == [text], "\(name)")
        }
    }

    /// A joiner or tag where real text has none: alone, at an edge, beside ASCII, doubled, or
    /// tags that spell no flag.
    static let misplaced: [(name: String, text: String)] = [
        ("a joiner at the start", "\u{200D}\u{1F469}"),
        ("a joiner at the end", "\u{1F469}\u{200D}"),
        ("a joiner alone", "\u{200D}"),
        ("a joiner between ASCII letters", "pay\u{200D}pal"),
        ("a non-joiner between ASCII letters", "pay\u{200C}pal"),
        ("a joiner after an ASCII digit", "1\u{200D}\u{1F469}"),
        ("a joiner before an ASCII letter", "\u{1F469}\u{200D}a"),
        ("two joiners", "\u{1F469}\u{200D}\u{200D}\u{1F4BB}"),
        ("a joiner before a space", "\u{1F469}\u{200D} "),
        ("a joiner beside a format character", "\u{1F469}\u{200D}\u{200B}\u{1F4BB}"),
        ("tags that spell no flag", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0078}\u{E0079}\u{E007A}\u{E007F}"),
        ("a flag's tags without the cancel tag", "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}"),
        ("a flag's tags on another emoji", "\u{1F600}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"),
        ("a flag's tags without the flag", "\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"),
        (
            "more tags after a flag",
            "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}\u{E0041}"
        ),
        ("capital tag letters", "\u{1F3F4}\u{E0047}\u{E0042}\u{E0053}\u{E0043}\u{E0054}\u{E007F}"),
    ]

    @Test("A joiner or tag where real text has none is refused, raw and escaped", arguments: misplaced)
    func misplacedJoinersAndTagsAreRefused(name: String, text: String) {
        for link in ["myapp://posts/\(text)", Self.escaped("myapp://posts/\(text)")] {
            #expect(Self.problem(link) == .forbiddenCharacter, "\(name)")
        }
    }

    @Test("A web host takes no joiner, tag or other format character, even in an emoji sequence", arguments: allowed)
    func webHostsTakeNoFormatCharacter(name: String, text: String) {
        let problem = Self.problem("https://\(text).example.com/posts/1")
        let holdsFormat = text.unicodeScalars.contains { $0.properties.generalCategory == .format }
        #expect((problem == .forbiddenCharacter) == holdsFormat, "\(name): \(String(describing: problem))")
    }

    @Test(
        "Query values and the fragment may hold line and paragraph separators, as they hold line breaks",
        arguments: ["\u{2028}", "\u{2029}", "\n"])
    func separatorsInQueryValues(separator: String) throws {
        let router = try Self.router()
        let match = try router.resolve(Self.escaped("myapp://posts/1?text=a\(separator)b#c\(separator)d"))
        #expect(match.query.first?.value == "a\(separator)b")
        #expect(match.link.fragment == "c\(separator)d")
        #expect(Self.problem(Self.escaped("myapp://posts/1?te\(separator)xt=ab")) == .forbiddenCharacter)
        #expect(Self.problem(Self.escaped("myapp://posts/a\(separator)b")) == .forbiddenCharacter)
    }
}
