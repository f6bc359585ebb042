/// Checks that a `.json` route or cases file is JSON as RFC 8259 defines it, before the YAML
/// reader (which reads JSON too, and keeps every value's line and column) reads its structure.
/// YAML, and Foundation's lenient reader, would take a trailing comma, a comment or an unquoted
/// key, so a file that tools like `jq` or Xcode refuse would load here; this refuses it at its
/// line and column.
struct JSONSyntax {
    /// Where the text stops being JSON, and why.
    struct Problem: Error, Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// Nesting deeper than this is refused rather than followed, so no input can exhaust the stack.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0

    private init(_ text: String) { bytes = Array(text.utf8) }

    /// `nil` when `text` is one JSON value with nothing but white space around it.
    static func problem(in text: String) -> Problem? {
        var reader = JSONSyntax(text)
        do throws(Problem) {
            reader.skipSpace()
            try reader.value(depth: 0)
            reader.skipSpace()
            guard reader.index == reader.bytes.count else { throw reader.problem("text after the JSON value") }
            return nil
        } catch {
            return error
        }
    }

    private mutating func value(depth: Int) throws(Problem) {
        guard depth < Self.maximumDepth else { throw problem("nested more than \(Self.maximumDepth) deep") }
        guard let byte = peek() else { throw problem("the file ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"): try container(close: UInt8(ascii: "}"), depth: depth, keyed: true)
        case UInt8(ascii: "["): try container(close: UInt8(ascii: "]"), depth: depth, keyed: false)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try word("true")
        case UInt8(ascii: "f"): try word("false")
        case UInt8(ascii: "n"): try word("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw problem("expected a value: an object, array, string, number, true, false or null")
        }
    }

    /// An object or an array; a comma must be followed by another member.
    private mutating func container(close: UInt8, depth: Int, keyed: Bool) throws(Problem) {
        index += 1
        skipSpace()
        if peek() == close {
            index += 1
            return
        }
        while true {
            if keyed {
                guard peek() == UInt8(ascii: "\"") else {
                    throw problem(peek() == close ? "a trailing comma before '}'" : "expected a key in double quotes")
                }
                try string()
                skipSpace()
                guard peek() == UInt8(ascii: ":") else { throw problem("expected ':' after the key") }
                index += 1
                skipSpace()
            } else if peek() == close {
                throw problem("a trailing comma before ']'")
            }
            try value(depth: depth + 1)
            skipSpace()
            if peek() == UInt8(ascii: ",") {
                index += 1
                skipSpace()
            } else if peek() == close {
                index += 1
                return
            } else {
                throw problem("expected ',' or '\(Character(Unicode.Scalar(close)))'")
            }
        }
    }

    private mutating func string() throws(Problem) {
        index += 1
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                index += 1
                guard let escaped = peek() else { break }
                if escaped == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        index += 1
                        guard let digit = peek(), isHex(digit) else { throw problem("\\u takes four hex digits") }
                    }
                } else if !"\"\\/bfnrt".utf8.contains(escaped) {
                    throw problem("unknown escape '\\\(Character(Unicode.Scalar(escaped)))'")
                }
                index += 1
            case 0..<0x20:
                throw problem("a control character in a string; write it escaped")
            default:
                index += 1
            }
        }
        throw problem("the file ends inside a string")
    }

    private mutating func number() throws(Problem) {
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else { throw problem("expected a digit") }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let digit = peek(), isDigit(digit) else { throw problem("expected a digit after '.'") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let digit = peek(), isDigit(digit) else { throw problem("expected a digit in the exponent") }
            skipDigits()
        }
    }

    private mutating func word(_ text: String) throws(Problem) {
        for expected in text.utf8 {
            guard peek() == expected else { throw problem("expected \(text)") }
            index += 1
        }
    }

    private mutating func skipDigits() {
        while let byte = peek(), isDigit(byte) { index += 1 }
    }

    private mutating func skipSpace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }
    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    private func isHex(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    /// A problem at the current byte, with its line and column (counted in characters).
    private func problem(_ message: String) -> Problem {
        let before = bytes[..<min(index, bytes.count)]
        let line = before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        let column = String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).count + 1
        return Problem(line: line, column: column, message: message)
    }
}
