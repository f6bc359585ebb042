import Testing

@testable import Waypoint

/// The link reader passes eight bytes at a time when none of them is one it must look at, so
/// each byte it must see is tried at every offset of a word, in the words of a long link and in
/// the bytes after the last whole word, with the answer a byte-by-byte reading gives.
@Suite("Link reader: every byte at every offset")
struct LinkReaderByteTests {
    /// The link `/444…` of `length` bytes with `byte` at `offset`.
    static func link(_ byte: UInt8, at offset: Int, length: Int) -> [UInt8] {
        // Fours: a `%` before two of them is the escape of `D`.
        var bytes = Array(("/" + String(repeating: "4", count: length - 1)).utf8)
        bytes[offset] = byte
        return bytes
    }

    @Test("an ASCII byte anywhere reads as it does on its own", arguments: 0..<UInt8(0x80))
    func asciiByte(byte: UInt8) throws {
        for length in [9, 16, 23, 40] {
            for offset in 1..<length {
                let text = String(decoding: Self.link(byte, at: offset, length: length), as: UTF8.self)
                let result = Result { () throws(RouteError) in try Link(parsing: text) }
                switch byte {
                case 0x00..<0x20, 0x7F:
                    guard case .failure(.invalidLink(_, let position, .forbiddenCharacter)) = result else {
                        Issue.record("control \(byte) at \(offset) of \(length) was not refused: \(result)")
                        continue
                    }
                    #expect(position == offset)
                case UInt8(ascii: "?"):
                    let link = try result.get()
                    #expect(link.path.utf8.count == offset, "'?' at \(offset) of \(length)")
                    #expect(link.query.items.count == (offset + 1 < length ? 1 : 0))
                case UInt8(ascii: "#"):
                    let link = try result.get()
                    #expect(link.fragment?.utf8.count == length - offset - 1, "'#' at \(offset) of \(length)")
                case UInt8(ascii: "%"):
                    // "%ab" decodes; a '%' with fewer than two hex digits after it is malformed.
                    if offset + 2 < length {
                        #expect(try result.get().path.utf8.count == length - 2)
                    } else {
                        guard case .failure(.invalidLink(_, let position, .malformedEscape)) = result else {
                            Issue.record("'%' at \(offset) of \(length): \(result)")
                            continue
                        }
                        #expect(position == offset)
                    }
                default:
                    #expect(throws: Never.self) { _ = try result.get() }
                }
            }
        }
    }

    @Test("a character beyond ASCII at any offset is screened", arguments: ["é", "\u{202E}", "\u{200B}", "\u{85}"])
    func beyondASCII(character: String) {
        let forbidden = character != "é"
        for length in [9, 16, 23, 40] {
            for offset in 1..<length {
                var text = String(decoding: Self.link(UInt8(ascii: "x"), at: offset, length: length), as: UTF8.self)
                let index = text.utf8.index(text.startIndex, offsetBy: offset)
                text.replaceSubrange(index...index, with: character)
                let link = try? Link(parsing: text)
                #expect((link == nil) == forbidden, "\(character) at \(offset) of \(length)")
                if let link { #expect(link.path == text) }
            }
        }
    }

    /// `byte` as an escape, its hex digits in upper or lower case.
    static func escape(_ byte: UInt8, lowercase: Bool) -> String {
        let digits = Array((lowercase ? "0123456789abcdef" : "0123456789ABCDEF").utf8)
        return String(decoding: [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
    }

    @Test(
        "a run of escapes decodes to the characters it stands for, however long and wherever it starts",
        arguments: 1...52)
    func escapeRun(length: Int) throws {
        for lead in ["", "a", "ab"] {
            for step in [1, 7, 31] {
                // Printable characters and space, `/` and `?` among them, in both cases of hex digit.
                let bytes = (0..<length).map { UInt8(0x20 + ($0 * step + length) % 95) }
                let escaped = bytes.enumerated().map { Self.escape($1, lowercase: $0 % 2 == 1) }.joined()
                let expected = lead + String(decoding: bytes, as: UTF8.self)
                guard expected != "." && expected != ".." else { continue }
                let link = try Link(parsing: "myapp://posts/" + lead + escaped + "/end")
                #expect(link.segments == ["posts", expected, "end"], "\(lead + escaped)")
            }
        }
    }
}
