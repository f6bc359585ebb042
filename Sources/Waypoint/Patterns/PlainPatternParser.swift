/// The quick reading of the patterns apps register by the thousand: ASCII paths and
/// `scheme://` / `https://host` patterns made of plain literals, `:name`, `<name>`, `{name}`,
/// `<type:name>`, `*` and `**`.
///
/// It reads the UTF-8 bytes once and finds exactly what ``PatternParser`` finds for such a
/// pattern. Anything else — escapes, non-ASCII, optional parts, URN forms, separators in the
/// authority, anything the full parser would reject — returns `nil`, and the full parser reads
/// it, errors and their positions included. Debug builds check every answer against it.
struct PlainPatternParser {
    let text: String
    let types: Set<String>
    let separator: Character?

    func parse() -> PatternParser.Parsed? {
        var copy = text
        return copy.withUTF8 { bytes in parse(bytes) }
    }

    private func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> PatternParser.Parsed? {
        let count = bytes.count
        guard count > 0 else { return nil }
        for byte in bytes where byte >= 0x80 || byte < 0x20 { return nil }
        var form = RoutePattern.Form.path
        var segments: [PatternSegment] = []
        if let schemeEnd = schemeSeparator(bytes) {
            guard isLetter(bytes[0]) else { return nil }
            for index in 1..<schemeEnd {
                let byte = bytes[index]
                guard isLetter(byte) || isDigit(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E || byte == 0x5F
                else { return nil }
            }
            let scheme = lowercased(bytes, 0..<schemeEnd)
            let bodyStart = schemeEnd + 3
            var authorityEnd = count
            for index in bodyStart..<count where bytes[index] == 0x2F {
                authorityEnd = index
                break
            }
            if scheme == "http" || scheme == "https" {
                guard bodyStart < authorityEnd else { return nil }
                for index in bodyStart..<authorityEnd {
                    let byte = bytes[index]
                    guard isLetter(byte) || isDigit(byte) || byte == 0x2D || byte == 0x2E || byte == 0x5F else {
                        return nil
                    }
                }
                form = .web(scheme: scheme, host: lowercased(bytes, bodyStart..<authorityEnd))
                guard split(bytes, authorityEnd..<count, skipLeadingSlash: true, into: &segments) else { return nil }
            } else {
                // Separators and placeholders in the host position are for the full parser.
                for index in bodyStart..<authorityEnd {
                    let byte = bytes[index]
                    if separator?.asciiValue == byte || separator.map({ $0.utf8.count != 1 }) == true { return nil }
                    if byte == 0x3A || byte == 0x7B || byte == 0x3C || byte == 0x2A || byte == 0x7D || byte == 0x3E {
                        return nil
                    }
                }
                guard split(bytes, bodyStart..<authorityEnd, skipLeadingSlash: false, into: &segments) else {
                    return nil
                }
                let authoritySegments = segments.count
                guard split(bytes, authorityEnd..<count, skipLeadingSlash: true, into: &segments) else { return nil }
                form = .custom(scheme: scheme, authoritySegments: authoritySegments, separator: separator)
            }
        } else if bytes[0] == 0x2F {
            guard split(bytes, 0..<count, skipLeadingSlash: true, into: &segments) else { return nil }
        } else {
            return nil
        }
        var names: Set<String> = []
        for (index, segment) in segments.enumerated() {
            if let name = segment.capturedName, !names.insert(name).inserted { return nil }
            if case .rest = segment, index != segments.count - 1 { return nil }
        }
        return PatternParser.Parsed(form: form, segments: segments, requiredCount: segments.count)
    }

    /// The index of `://` when nothing before it is `/`, `{` or `<`, as the full parser finds it.
    private func schemeSeparator(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index + 2 < bytes.count {
            let byte = bytes[index]
            if byte == 0x3A && bytes[index + 1] == 0x2F && bytes[index + 2] == 0x2F { return index > 0 ? index : nil }
            if byte == 0x2F || byte == 0x7B || byte == 0x3C { return nil }
            index += 1
        }
        return nil
    }

    /// Splits on `/` and reads each token; `false` for anything the full parser must see.
    private func split(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, skipLeadingSlash: Bool,
        into segments: inout [PatternSegment]
    ) -> Bool {
        var index = range.lowerBound
        if skipLeadingSlash && index < range.upperBound && bytes[index] == 0x2F { index += 1 }
        guard index < range.upperBound else { return true }
        var tokenStart = index
        var tokens = 0
        while index <= range.upperBound {
            let atEnd = index == range.upperBound
            if atEnd || bytes[index] == 0x2F {
                if tokenStart == index {
                    // Only a single trailing slash after at least one token is dropped.
                    guard atEnd && tokens > 0 else { return false }
                } else {
                    guard let segment = segment(bytes, tokenStart..<index) else { return false }
                    segments.append(segment)
                    tokens += 1
                }
                tokenStart = index + 1
            }
            index += 1
        }
        return true
    }

    private func segment(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> PatternSegment? {
        let first = bytes[range.lowerBound]
        if range.count == 1 && first == 0x2A { return .wildcard }
        if range.count == 2 && first == 0x2A && bytes[range.lowerBound + 1] == 0x2A { return .rest(name: nil) }
        if first == 0x3A { return placeholder(string(bytes, (range.lowerBound + 1)..<range.upperBound), type: nil) }
        if first == 0x7B || first == 0x3C {
            let close: UInt8 = first == 0x7B ? 0x7D : 0x3E
            guard range.count >= 2, bytes[range.upperBound - 1] == close else { return nil }
            let inner = (range.lowerBound + 1)..<(range.upperBound - 1)
            for index in inner {
                let byte = bytes[index]
                if byte == 0x7B || byte == 0x7D || byte == 0x3C || byte == 0x3E { return nil }
            }
            if let colon = inner.first(where: { bytes[$0] == 0x3A }) {
                return placeholder(
                    string(bytes, (colon + 1)..<inner.upperBound), type: string(bytes, inner.lowerBound..<colon))
            }
            return placeholder(string(bytes, inner), type: nil)
        }
        for index in range {
            let byte = bytes[index]
            let isPlain =
                isLetter(byte) || isDigit(byte) || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
                || byte == 0x21 || byte == 0x24 || byte == 0x26 || byte == 0x27 || byte == 0x28 || byte == 0x29
                || byte == 0x2B || byte == 0x2C || byte == 0x3B || byte == 0x3D || byte == 0x40 || byte == 0x3A
            guard isPlain else { return nil }
        }
        return .literal(string(bytes, range))
    }

    private func placeholder(_ name: String, type: String?) -> PatternSegment? {
        guard isIdentifier(name) else { return nil }
        let captured: String? = name == "_" ? nil : name
        switch type?.lowercased() {
        case nil, "string": return .parameter(name: captured, type: "string")
        case "path": return .rest(name: captured)
        case "int", "uuid", "double": return .parameter(name: captured, type: type?.lowercased() ?? "string")
        case "float": return .parameter(name: captured, type: "double")
        default:
            guard let type, types.contains(type) else { return nil }
            return .parameter(name: captured, type: type)
        }
    }

    private func isIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, first == 0x5F || isLetter(first) else { return false }
        return name.utf8.allSatisfy { $0 == 0x5F || isLetter($0) || isDigit($0) }
    }

    private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func lowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            for (offset, index) in range.enumerated() {
                let byte = bytes[index]
                buffer[offset] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            }
            return range.count
        }
    }
}
