/// The scheme and a web link's authority: what says which routes a link may reach.
extension LinkReader {
    /// The end of a scheme (`letter *(letter / digit / + - . _)` followed by `:`), if the link
    /// has one before `end`.
    static func schemeEnd(in bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Int? {
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        guard end > 0, isLetter(bytes[0]) else { return nil }
        var index = 1
        while index < end {
            let byte = bytes[index]
            if byte == colon { return index }
            guard
                isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2B || byte == 0x2D || byte == 0x2E
                    || byte == 0x5F
            else { return nil }
            index += 1
        }
        return nil
    }

    /// Whether `range` spells `http` or `https` in any case.
    static func isWebScheme(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard range.count == 4 || range.count == 5 else { return false }
        let start = range.lowerBound
        guard
            bytes[start] | 0x20 == UInt8(ascii: "h") && bytes[start + 1] | 0x20 == UInt8(ascii: "t")
                && bytes[start + 2] | 0x20 == UInt8(ascii: "t") && bytes[start + 3] | 0x20 == UInt8(ascii: "p")
        else { return false }
        return range.count == 4 || bytes[start + 4] | 0x20 == UInt8(ascii: "s")
    }

    /// Reads `[userinfo@]host[:port]`. The last `@` ends the user information, so
    /// `https://example.com@evil.com` has the host `evil.com`, as every browser reads it. The
    /// first `:` after it starts the port, which is digits only: `example.com:8080:443` has the
    /// port `8080:443` and is refused, never read as the host `example.com:8080`.
    func readWebAuthority(_ range: Range<Int>, into layout: inout LinkLayout) throws(LinkFailure) {
        // One pass from the end finds the last `@` and the first `:` after it.
        var hostStart = range.lowerBound
        var firstColon: Int?
        var index = range.upperBound
        while index > range.lowerBound {
            index -= 1
            let byte = bytes[index]
            if byte == UInt8(ascii: "@") {
                layout.userInfo = range.lowerBound..<index
                hostStart = index + 1
                break
            }
            if byte == Self.colon { firstColon = index }
        }
        var hostEnd = range.upperBound
        if hostStart < range.upperBound && bytes[hostStart] == UInt8(ascii: "[") {
            // An IP literal: the port, if any, follows the closing bracket.
            guard let close = firstIndex(of: UInt8(ascii: "]"), in: hostStart..<range.upperBound) else {
                throw LinkFailure(position: hostStart, problem: .invalidHost)
            }
            hostEnd = close + 1
            if hostEnd < range.upperBound {
                guard bytes[hostEnd] == Self.colon else { throw LinkFailure(position: hostEnd, problem: .invalidHost) }
                layout.port = try readPort((hostEnd + 1)..<range.upperBound)
            }
        } else if let colon = firstColon {
            hostEnd = colon
            layout.port = try readPort((colon + 1)..<range.upperBound)
        }
        guard hostStart < hostEnd else { throw LinkFailure(position: hostStart, problem: .invalidHost) }
        // Hosts are compared, never decoded: an escape, a space or a backslash in a host is refused.
        for index in hostStart..<hostEnd
        where bytes[index] == Self.percent || bytes[index] == 0x20 || bytes[index] == 0x5C {
            throw LinkFailure(position: index, problem: .invalidHost)
        }
        // The authority is never decoded, so it passes the screen here: an invisible or bidi
        // character would otherwise reach error messages and logs inside a host that looks like ours.
        // A host is a name, so no format character passes, not even a joiner in an emoji sequence.
        if !isASCII && bytes[range].contains(where: { $0 >= 0x80 }) {
            let authority = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            for scalar in authority.unicodeScalars where LinkText.isForbidden(scalar, allowsLineBreaks: false) {
                throw LinkFailure(position: range.lowerBound, problem: .forbiddenCharacter)
            }
        }
        layout.host = hostStart..<hostEnd
    }

    private func readPort(_ range: Range<Int>) throws(LinkFailure) -> Int? {
        guard !range.isEmpty else { return nil }
        guard range.count <= 5 else { throw LinkFailure(position: range.lowerBound, problem: .invalidPort) }
        var value = 0
        for index in range {
            let byte = bytes[index]
            guard byte >= 0x30 && byte <= 0x39 else { throw LinkFailure(position: index, problem: .invalidPort) }
            value = value * 10 + Int(byte - 0x30)
        }
        guard value <= 65_535 else { throw LinkFailure(position: range.lowerBound, problem: .invalidPort) }
        return value
    }
}
