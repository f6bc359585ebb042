/// The rules every decoded part of a link follows, shared by the link reader, the trie's
/// rest-of-path values and the link-parameter policy.
enum LinkText {
    /// Whether `scalar` is one no link may carry: a control character (line breaks only where
    /// `allowsLineBreaks`), or an invisible formatting character used to disguise links.
    static func isForbidden(_ scalar: Unicode.Scalar, allowsLineBreaks: Bool) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return !allowsLineBreaks
        case 0x00...0x1F, 0x7F...0x9F: return true
        // U+200C and U+200D (zero-width non-joiner and joiner) stay: emoji sequences and several
        // scripts need them, and they cannot reorder text the way bidi controls do.
        case 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF: return true
        default: return false
        }
    }

    /// What is wrong with decoded bytes, or `nil`: bytes that are not UTF-8, or a character
    /// ``isForbidden(_:allowsLineBreaks:)`` refuses.
    static func problem(in decoded: UnsafeBufferPointer<UInt8>, allowsLineBreaks: Bool) -> RouteError.LinkProblem? {
        let text = String(decoding: decoded, as: UTF8.self)
        // Decoding with replacement and comparing is the portable way to reject invalid UTF-8.
        guard text.utf8.elementsEqual(decoded) else { return .invalidUTF8 }
        for scalar in text.unicodeScalars where isForbidden(scalar, allowsLineBreaks: allowsLineBreaks) {
            return .forbiddenCharacter
        }
        return nil
    }

    /// `.` or `..`, which no segment may be: a link names what it routes to, never a way up.
    static func isDotSegment(_ segment: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = segment.count
        return length <= 2 && length > 0 && segment[0] == UInt8(ascii: ".")
            && (length == 1 || segment[1] == UInt8(ascii: "."))
    }

    /// `byte` with A–Z lowered. Schemes and hosts compare as ASCII: Unicode lowercasing would
    /// turn look-alikes into ASCII (the Kelvin sign `\u{212A}` becomes `k`).
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    /// The bytes of `range` with A–Z lowered, as a string.
    static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            for (offset, byte) in bytes[range].enumerated() { buffer[offset] = lowercased(byte) }
            return range.count
        }
    }

    /// Whether `part` names something in a path: not empty, `.` or `..`. The rule a segment
    /// follows, and each `/`-separated part of a rest-of-path value.
    static func isNamedPart(_ part: UnsafeBufferPointer<UInt8>) -> Bool { !part.isEmpty && !isDotSegment(part) }
}
