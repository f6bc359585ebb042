import Testing
import Waypoint

/// The link reader decodes a run of escapes four at a time while four `%`s stand three bytes
/// apart, then one at a time, and copies the bytes between runs eight at a time. Wherever a run
/// starts, ends or breaks, and whatever stands beside it, the answer must be the full lookup's.
@Suite("Quick path: runs of escapes")
struct EscapeBlockTests {
    /// Run lengths from none to 52: every count of escapes left after the four-at-a-time loop,
    /// many times over.
    static let runLengths = Array(0...52)

    /// The links a segment is tried in: a placeholder, the middle of a rest-of-path value, a
    /// query value and a query name.
    static func links(_ segment: String) -> [String] {
        [
            "myapp://posts/" + segment, "myapp://all/a/" + segment + "/b", "myapp://posts/1?q=" + segment,
            "myapp://posts/1?" + segment + "=v",
        ]
    }

    @Test("a run of escapes decodes wherever it starts and ends", arguments: runLengths)
    func runOfEveryLength(length: Int) throws {
        let router = try EscapeDecodingTests.router()
        // Escapes 0x41, 0x42, …: a byte decoded to the wrong place shows in the value.
        var run = ""
        for index in 0..<length {
            let byte = UInt8(0x41 + index % 26)
            run += EscapeDecodingTests.escape(byte, lowercase: index % 2 == 1)
        }
        for before in ["", "x", "xy", "abcdefgh", "abcdefghi"] {
            for after in ["", "z", "zz", "%7a"] {
                for link in Self.links(before + run + after) {
                    QuickPathAgreement.expect(router, link, "\(length) escapes: \(link)")
                }
            }
        }
    }

    /// What may stand in place of one escape of a run: malformed escapes, a `%` moved, a byte
    /// from space to `/` or a `%` between the digits, and escapes that decode to what the
    /// parser refuses or marks (`/`, `.`, controls, bytes beyond ASCII).
    static let intruders = [
        "%4", "%G1", "%4G", "%g1", "%%41", "4%1", "%4-", "%-4", "%4.", "%.4", "%4%", "%%", "%4/", "%4?", "x",
        "%41%", "%2F", "%2f", "%2E", "%00", "%0A", "%09", "%0D", "%1F", "%7F", "%20", "%25", "%C3%A9", "%E2%80%AE",
        "%80", "%FF", "%5F", "%3F",
    ]

    @Test("anything in place of one escape of a block reads as the parser reads it", arguments: intruders)
    func intruderAtEveryPlace(intruder: String) throws {
        let router = try EscapeDecodingTests.router()
        // 40 escapes: the intruder at each place of the first block, the second, and the
        // eight and single escapes after them.
        for place in 0..<40 {
            var escapes = Array(repeating: "%41", count: 40)
            escapes[place] = intruder
            let segment = escapes.joined()
            for link in Self.links(segment) {
                QuickPathAgreement.expect(router, link, "\(intruder.debugDescription) at \(place): \(link)")
            }
        }
    }

    @Test("plain bytes between escapes break a run at every offset", arguments: 1...20)
    func plainBytesBetweenRuns(gap: Int) throws {
        let router = try EscapeDecodingTests.router()
        let plain = String(String(repeating: "a0-._~", count: 4).prefix(gap))
        for first in [1, 15, 16, 17, 31] {
            let left = String(repeating: "%41", count: first)
            let right = String(repeating: "%62", count: 48 - first)
            for link in Self.links(left + plain + right) {
                QuickPathAgreement.expect(router, link, "\(first) escapes, \(gap) plain: \(link)")
            }
        }
    }

    @Test("a run decodes the same in links of every length around the long-link pass", arguments: 100...140)
    func runsInLinksAroundTheLongLinkPass(length: Int) throws {
        let router = try EscapeDecodingTests.router()
        let prefix = "myapp://all/"
        let escapes = (length - prefix.utf8.count) / 3
        let padding = String(repeating: "p", count: length - prefix.utf8.count - escapes * 3)
        let link = prefix + padding + String(repeating: "%4A", count: escapes)
        QuickPathAgreement.expect(router, link, "\(link.utf8.count) bytes")
        #expect(router.match(for: link)?.pattern.description == "/all/**")
    }
}
