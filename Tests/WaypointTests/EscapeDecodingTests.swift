import Testing
import Waypoint

/// The quick path decodes an escape with two table loads whose sum holds the decoded byte and
/// what it is (control, line break, `/`, beyond ASCII, malformed), and decodes runs of escapes
/// four at a time before it takes them one at a time. Every byte value, in either case of hex
/// digit, at every place in a run, must read exactly as the full lookup reads it.
@Suite("Quick path: escape decoding")
struct EscapeDecodingTests {
    static func router() throws -> Router<String> {
        let router = Router<String>(schemes: ["myapp"], hosts: ["example.com"])
        for pattern in ["/posts/:id", "/posts/:id/comments", "/all/**"] {
            try router.register(pattern, destination: pattern)
        }
        return router
    }

    /// `byte` as an escape, its hex digits in upper or lower case.
    static func escape(_ byte: UInt8, lowercase: Bool) -> String {
        let digits = Array(lowercase ? "0123456789abcdef" : "0123456789ABCDEF")
        return "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0x0F)])
    }

    /// Segments that put an escape at each place of a run: alone, first, last, and at every
    /// offset of the four-at-a-time loop and the one-at-a-time loop after it.
    static func runs(around escape: String) -> [String] {
        var segments: [String] = []
        for before in 0..<6 {
            for after in [0, 1, 3, 4, 7] {
                let left = String(repeating: "%41", count: before)
                let right = String(repeating: "%62", count: after)
                segments.append(left + escape + right)
            }
        }
        segments.append("x" + escape + "y")
        segments.append("abcdefgh" + escape + "abcdefgh" + escape)
        return segments
    }

    @Test("every byte value decodes as the parser decodes it, in either case", arguments: 0...255)
    func everyByteValue(value: Int) throws {
        let router = try Self.router()
        for lowercase in [false, true] {
            let escape = Self.escape(UInt8(value), lowercase: lowercase)
            for segment in Self.runs(around: escape) {
                for link in [
                    "myapp://posts/" + segment, "myapp://posts/" + segment + "/comments",
                    "myapp://all/a/" + segment + "/b", "myapp://posts/1?q=" + segment,
                    "myapp://posts/1?" + segment + "=1",
                ] {
                    QuickPathAgreement.expect(router, link, "\(link)")
                }
            }
        }
    }

    @Test(
        "malformed escapes at a segment's end are refused",
        arguments: ["%", "%4", "%G", "%4G", "%G4", "%%41", "%-1", "% 1"])
    func malformedAtSegmentEnd(malformed: String) throws {
        let router = try Self.router()
        for before in 0..<9 {
            let segment = String(repeating: "%41", count: before) + malformed
            for link in [
                "myapp://posts/" + segment, "myapp://posts/" + segment + "/comments", "myapp://all/" + segment + "/b",
                "myapp://posts/" + segment + "?q=1", "myapp://posts/1?q=" + segment,
                "myapp://posts/1?q=" + segment + "&r=2",
            ] {
                #expect(router.match(for: link) == nil, "\(link)")
                QuickPathAgreement.expect(router, link, "\(link)")
            }
        }
    }

    @Test(
        "escaped slashes, dots and characters beyond ASCII read as the parser reads them",
        arguments: [
            "%2F", "%2f", "a%2Fb", "%41%41%41%41%2F", "%2E%2E", "%2e%2E", "%2E", ".%2E", "%2E.", "%2E%2E%2F%41",
            "%41%41%41%41%2E", "%C3%A9", "%c3%a9%C3%A9%c3%A9%C3%A9", "%E2%80%AE", "%F0%9F%98%80", "%C0%AE",
            "%E2%80", "%80%80%80%80", "%FF%FE%FD%FC", "%7F", "%41%41%41%7F", "%1F", "%0D%0A", "%09",
        ])
    func slashesDotsAndNonASCII(segment: String) throws {
        let router = try Self.router()
        for link in [
            "myapp://posts/" + segment, "myapp://all/a/" + segment, "myapp://all/" + segment + "/b",
            "myapp://posts/1?q=" + segment, "myapp://posts/1?" + segment + "=v",
        ] {
            QuickPathAgreement.expect(router, link, "\(link)")
        }
    }
}

/// The link reader finds a path's slashes sixteen bytes at a time, then eight, then one: slashes
/// at every offset of each, alone, in runs and beside other bytes, before the query and after
/// it (where a slash is plain).
@Suite("Quick path: slashes in long links")
struct LongLinkSlashTests {
    @Test("segments of every length split as the parser splits them", arguments: 1...40)
    func segmentsOfEveryLength(length: Int) throws {
        let router = try EscapeDecodingTests.router()
        for unit in ["a", "%41", "a%2F"] {
            let segment = String(repeating: unit, count: length)
            for count in [4, 12, 63, 64, 65] {
                let path = Array(repeating: segment, count: count).joined(separator: "/")
                for link in [
                    "myapp://all/" + path, "myapp://all/" + path + "/", "myapp://all/" + path + "//x",
                    "myapp://posts/1?q=" + path + "&r=" + path, "myapp://all/" + path + "?q=" + path,
                ] {
                    QuickPathAgreement.expect(router, link, "\(length) × \(unit), \(count) segments: \(link)")
                }
            }
        }
    }

    @Test(
        "runs of slashes and slashes beside other bytes in a chunk",
        arguments: ["//", "///", "/-/", "/./", "/../", "/?/"])
    func slashesBesideOtherBytes(special: String) throws {
        let router = try EscapeDecodingTests.router()
        for offset in 0..<40 {
            let link =
                "myapp://all/" + String(repeating: "b", count: 40 + offset) + special
                + String(repeating: "c", count: 120)
            QuickPathAgreement.expect(router, link, "\(special) after \(40 + offset) bytes")
        }
    }
}
