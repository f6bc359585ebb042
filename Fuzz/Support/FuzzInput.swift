import Foundation

/// Reads a fuzzer's bytes as a sequence of choices; past the end every read gives zero, so any
/// input is a complete program.
struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = Array(UnsafeBufferPointer(start: data, count: size))
    }

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { offset >= bytes.count }

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func int(below bound: Int) -> Int { bound <= 1 ? 0 : Int(byte()) % bound }

    mutating func bool() -> Bool { byte() & 1 == 1 }

    mutating func pick<Element>(_ choices: [Element]) -> Element { choices[int(below: choices.count)] }

    /// Bytes up to the next 0x0A (or the end), as text; invalid UTF-8 becomes U+FFFD.
    mutating func line() -> String {
        var collected: [UInt8] = []
        while offset < bytes.count {
            let next = bytes[offset]
            offset += 1
            if next == 0x0A { break }
            collected.append(next)
        }
        return String(decoding: collected, as: UTF8.self)
    }

    /// Everything not read yet, as text.
    mutating func rest() -> String {
        defer { offset = bytes.count }
        return offset < bytes.count ? String(decoding: bytes[offset...], as: UTF8.self) : ""
    }
}

/// Stops the run with a message when an invariant does not hold; libFuzzer keeps the input.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        FileHandle.standardError.write(Data(("invariant failed: " + message() + "\n").utf8))
        abort()
    }
}

/// Characters no link may hand on (control, bidi, invisible), written independently of the
/// parser's own list so that the fuzzer checks one against the other.
func isScreenedOut(_ scalar: Unicode.Scalar, allowingLineBreaks: Bool) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: return !allowingLineBreaks
    case 0x00...0x1F, 0x7F...0x9F: return true
    // The zero-width joiner and non-joiner (U+200C/D) are allowed: emoji sequences need them.
    case 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: return true
    default: return false
    }
}

/// Percent-encodes everything but unreserved ASCII, the way an independent client would.
func percentEncoded(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "~"):
            out.unicodeScalars.append(Unicode.Scalar(byte))
        default:
            out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }
    }
    return out
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
