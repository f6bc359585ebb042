/// Percent-encoding for printing links, so that what is printed parses back to the same values.
enum LinkEncoding {
    /// Unreserved characters (RFC 3986 §2.3) plus the sub-delimiters that are safe in a segment.
    /// `:` is encoded because it is the URN separator; `;`, `=` and `,` stay readable.
    static func isSegmentSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"),
            UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"):
            return true
        default:
            return false
        }
    }

    /// Encodes one path segment; with `keepingSlashes`, `/` stays a separator (rest-of-path values).
    static func encodeSegment(_ text: String, keepingSlashes: Bool) -> String {
        encode(text) { byte in isSegmentSafe(byte) || (keepingSlashes && byte == UInt8(ascii: "/")) }
    }

    /// Encodes a query name or value: `&`, `=`, `+`, `#` and `%` are always escaped.
    static func encodeQuery(_ text: String) -> String {
        encode(text) { byte in
            isSegmentSafe(byte) && byte != UInt8(ascii: "=") || byte == UInt8(ascii: "/")
                || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "?")
        }
    }

    /// Encodes every byte of `text` that `isKept` refuses as `%` and two uppercase hex digits.
    static func encode(_ text: String, keeping isKept: (UInt8) -> Bool) -> String {
        if text.utf8.allSatisfy(isKept) { return text }
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if isKept(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension LinkEncoding {
    /// Percent-decodes a pattern literal; `nil` when an escape is malformed or not UTF-8.
    static func decode(_ text: String) -> String? {
        // The byte test is cheap and settles almost every pattern; the Character test is the rule.
        guard text.utf8.contains(UInt8(ascii: "%")), text.contains("%") else { return text }
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.popFirst().flatMap(hexDigit), let low = iterator.popFirst().flatMap(hexDigit)
            else { return nil }
            bytes.append(high << 4 | low)
        }
        // Decoding repairs what is not UTF-8, so the bytes come back unchanged only when they are
        // valid: the same answer as `String(validating:as:)`, which needs iOS 18 or macOS 15.
        let decoded = String(decoding: bytes, as: UTF8.self)
        return decoded.utf8.elementsEqual(bytes) ? decoded : nil
    }

    /// The value of one hexadecimal digit, either case; `nil` for any other byte.
    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x37
        case 0x61...0x66: return byte - 0x57
        default: return nil
        }
    }
}
