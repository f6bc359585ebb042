import Testing
import Waypoint

/// A quick lookup keeps its decoded bytes, segment bounds and capture slots in stack buffers
/// sized for the link and the segment limit. They must give the full lookup's answer for links
/// of any length, at every segment limit and under limits no app should set.
@Suite("Quick path: the lookup's buffers")
struct QuickLookupBufferTests {
    static func router(
        maxSegments: Int = LinkOptions().maxSegments, maxLength: Int = LinkOptions().maxLength
    ) throws -> (Router<String>, LinkOptions) {
        let options = LinkOptions(maxLength: maxLength, maxSegments: maxSegments)
        let router = Router<String>(schemes: ["myapp"], options: RouterOptions(link: options))
        for pattern in ["/files/<path:file>", "/posts/:id", "/posts/:id/comments/:comment"] {
            try router.register(pattern, destination: pattern)
        }
        return (router, options)
    }

    /// `link`'s match, expected to be the full lookup's.
    static func agreeing(_ router: Router<String>, _ options: LinkOptions, _ link: String) -> RouteMatch<String>? {
        QuickPathAgreement.expect(router, link, options: options, "\(link)")
    }

    /// The piece a link's catch-all repeats, and what it decodes to (at most 54 segments in
    /// 280 bytes, under the default limit).
    static let pieces: [(raw: String, decoded: String)] = [
        ("a", "a"), ("%41", "A"), ("b%42", "bB"), ("abcde/", "abcde/"), ("%41%42/c", "AB/c"),
    ]

    /// Pieces with longer segments, for links of about 512 bytes: at most 47 segments in 530
    /// bytes.
    static let longPieces: [(raw: String, decoded: String)] = [
        ("a", "a"), ("%41", "A"), ("b%42", "bB"), ("abcdefghij/", "abcdefghij/"), ("%41%42%43/d", "ABC/d"),
    ]

    @Test("links of 230 to 280 bytes read alike", arguments: pieces)
    func shortLinks(raw: String, decoded: String) throws {
        try Self.expectReadAlike(raw: raw, decoded: decoded, lengths: 230...280)
    }

    @Test("links of 490 to 530 bytes read alike", arguments: longPieces)
    func longerLinks(raw: String, decoded: String) throws {
        try Self.expectReadAlike(raw: raw, decoded: decoded, lengths: 490...530)
    }

    /// Links of each length in `lengths`: `raw` repeated under a catch-all, then plain letters to
    /// make up the length, never a trailing slash. Each must match, decoded, as the full lookup
    /// matches it, with and without a query.
    static func expectReadAlike(raw: String, decoded: String, lengths: ClosedRange<Int>) throws {
        let (router, options) = try router()
        let prefix = "myapp://files/"
        for length in lengths {
            // The raw pieces, then plain letters to make up the length; never a trailing slash.
            let count = (length - prefix.utf8.count - 1) / raw.utf8.count
            let padding = length - prefix.utf8.count - count * raw.utf8.count
            let rawPath = String(repeating: raw, count: count) + String(repeating: "z", count: padding)
            let link = prefix + rawPath
            #expect(link.utf8.count == length)
            let match = agreeing(router, options, link)
            let expected = String(repeating: decoded, count: count) + String(repeating: "z", count: padding)
            #expect(match?.parameters["file"] == expected, "\(link)")
            // With a query whose values are decoded too.
            let withQuery = link + "?q=%41&r=" + String(repeating: "x", count: length % 7)
            #expect(agreeing(router, options, withQuery)?.query["q"] == "A", "\(withQuery)")
        }
    }

    @Test(
        "every segment limit reads a link at, under and over it alike",
        arguments: [1, 2, 7, 8, 55, 56, 63, 64, 65, 72, 100, 200])
    func segmentLimits(maxSegments: Int) throws {
        let (router, options) = try Self.router(maxSegments: maxSegments)
        for segments in [maxSegments - 1, maxSegments, maxSegments + 1] where segments >= 1 {
            for unit in ["a", "%41", String(repeating: "b", count: 9)] {
                let parts = ["files"] + Array(repeating: unit, count: max(segments - 1, 0))
                let link = "myapp://" + parts.joined(separator: "/")
                let match = Self.agreeing(router, options, link)
                if segments >= 2 && segments <= maxSegments {
                    #expect(match?.destination == "/files/<path:file>", "\(link)")
                } else {
                    #expect(match == nil, "\(link)")
                }
            }
        }
        // Two placeholders, a short link: within every limit of four segments or more.
        let comment = Self.agreeing(router, options, "myapp://posts/42/comments/7")
        #expect(comment?.parameters["comment"] == (maxSegments >= 4 ? "7" : nil))
    }

    /// Limits no app should set, which must still give the parser's answer, not a crash or a
    /// buffer sized by the limit: negative, zero, and far beyond any link.
    static let extremeLimits: [(segments: Int, length: Int)] = [
        (-1, 8_192), (Int.min, 8_192), (0, 8_192), (1 << 40, 8_192), (Int.max, 8_192), (Int.max, Int.max),
        (64, -1), (64, 0), (64, 20), (1 << 40, 300), (Int.max, 1 << 40),
    ]

    @Test("extreme limits give the parser's answer", arguments: extremeLimits)
    func extremeLimit(segments: Int, length: Int) throws {
        let (router, options) = try Self.router(maxSegments: segments, maxLength: length)
        let long = "myapp://files/" + Array(repeating: "abc%41", count: 60).joined(separator: "/")
        for link in [
            "myapp://posts/42", "myapp://files/a/b", "myapp://", "myapp://posts/42/comments/7?x=1", long, long + "/",
        ] {
            let match = Self.agreeing(router, options, link)
            // Whatever the limits, a match only ever comes from a link within them.
            if match != nil {
                #expect(link.utf8.count <= length, "\(link)")
                #expect((match?.link.segments.count ?? 0) <= segments, "\(link)")
            }
        }
        // Within generous limits the long link matches, decoded.
        if segments >= 61 && length >= long.utf8.count {
            let file = Array(repeating: "abcA", count: 60).joined(separator: "/")
            #expect(router.match(for: long)?.parameters["file"] == file)
        }
    }
}
