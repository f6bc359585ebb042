/// The parts of a parsed link, before they are wrapped in a ``Link``.
struct LinkParts {
    var form: Link.Form = .path
    var scheme: String?
    var host: String?
    var port: Int?
    var userInfo: String?
    var segments: [String] = []
    var query: [QueryItem] = []
    var fragment: String?
    var resetsToRoot = false
}

/// A parse failure: the UTF-8 offset it blames and what is wrong there.
struct LinkFailure: Error {
    var position: Int
    var problem: RouteError.LinkProblem
}

/// Reads a link from its UTF-8 bytes in one pass over each part, without Foundation's `URL`.
///
/// Limits are checked before work proportional to them is done, so a 100 KB link or one with
/// thousands of segments is refused after a length check or a count, not after splitting it.
struct LinkParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let options: LinkOptions

    private static let slash = UInt8(ascii: "/")
    private static let question = UInt8(ascii: "?")
    private static let hash = UInt8(ascii: "#")
    private static let colon = UInt8(ascii: ":")
    private static let percent = UInt8(ascii: "%")

    func parse() -> Result<LinkParts, LinkFailure> {
        do {
            return .success(try parseParts())
        } catch {
            return .failure(error)
        }
    }

    private func parseParts() throws(LinkFailure) -> LinkParts {
        let count = bytes.count
        guard count > 0 else { throw LinkFailure(position: 0, problem: .empty) }
        guard count <= options.maxLength else {
            throw LinkFailure(position: options.maxLength, problem: .tooLong(limit: options.maxLength))
        }
        // Raw control characters are never part of a link; refusing them here keeps every later
        // step free of that check for ASCII input.
        var fragmentStart = count
        var queryStart: Int?
        for index in 0..<count {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F { throw LinkFailure(position: index, problem: .forbiddenCharacter) }
            // Only the first '#' starts the fragment, and a '?' inside the fragment is not a query.
            if byte == Self.hash && fragmentStart == count { fragmentStart = index }
            if byte == Self.question && queryStart == nil && fragmentStart == count { queryStart = index }
        }
        let hierarchyEnd = queryStart ?? fragmentStart

        var parts = LinkParts()
        let schemeEnd = Self.schemeEnd(in: bytes, before: hierarchyEnd)
        if let schemeEnd {
            let scheme = lowercasedASCII(0..<schemeEnd)
            let isWeb = scheme == "http" || scheme == "https"
            if hasDoubleSlash(at: schemeEnd + 1, before: hierarchyEnd) {
                let authorityStart = schemeEnd + 3
                let authorityEnd = firstIndex(of: Self.slash, in: authorityStart..<hierarchyEnd) ?? hierarchyEnd
                parts.scheme = scheme
                if isWeb {
                    parts.form = .web
                    try readWebAuthority(authorityStart..<authorityEnd, into: &parts)
                    try appendSegments(of: authorityEnd..<hierarchyEnd, splitOnSeparator: false, to: &parts)
                } else {
                    parts.form = .custom
                    var pathStart = authorityEnd
                    if authorityStart == authorityEnd {
                        parts.resetsToRoot = true
                        // `myapp:///user:self` reads like `myapp://user:self`: the first path
                        // segment stands in the host position, so it splits on the URN separator.
                        let firstStart = min(authorityEnd + 1, hierarchyEnd)
                        pathStart = firstIndex(of: Self.slash, in: firstStart..<hierarchyEnd) ?? hierarchyEnd
                        try appendSegments(
                            of: firstStart..<pathStart, splitOnSeparator: true, to: &parts, leadingSlash: false)
                    } else {
                        let host = parts.segments.count
                        try appendSegments(
                            of: authorityStart..<authorityEnd, splitOnSeparator: true, to: &parts,
                            leadingSlash: false)
                        // Hosts compare without case (RFC 3986); the host name is the part before
                        // the URN separator, and what follows it is a value that keeps its case.
                        if options.lowercasesCustomHosts && host < parts.segments.count {
                            parts.segments[host] = Self.lowercasedASCII(parts.segments[host])
                        }
                    }
                    try appendSegments(of: pathStart..<hierarchyEnd, splitOnSeparator: false, to: &parts)
                }
            } else if isWeb {
                throw LinkFailure(position: schemeEnd + 1, problem: .invalidHost)
            } else {
                parts.form = .urn
                try appendSegments(
                    of: (schemeEnd + 1)..<hierarchyEnd, splitOnSeparator: true, to: &parts, leadingSlash: false,
                    firstSegment: 0..<schemeEnd)
            }
        } else {
            parts.form = .path
            guard hierarchyEnd > 0 || queryStart != nil else { throw LinkFailure(position: 0, problem: .empty) }
            try appendSegments(of: 0..<hierarchyEnd, splitOnSeparator: false, to: &parts)
        }

        if let queryStart {
            try readQuery((queryStart + 1)..<fragmentStart, into: &parts)
        }
        if fragmentStart < count {
            parts.fragment = try decodedText((fragmentStart + 1)..<count, allowsLineBreaks: true)
            if options.routesFragment && parts.segments.isEmpty && fragmentStart + 1 < count
                && bytes[fragmentStart + 1] == Self.slash
            {
                try readFragmentRoute((fragmentStart + 1)..<count, into: &parts)
            }
        }
        return parts
    }

    /// Reads a fragment such as `/posts/9?tab=top` as the link's path and more query items,
    /// from the raw bytes, so each part is decoded once as the link's own are.
    private func readFragmentRoute(_ range: Range<Int>, into parts: inout LinkParts) throws(LinkFailure) {
        let queryStart = firstIndex(of: Self.question, in: range)
        try appendSegments(of: range.lowerBound..<(queryStart ?? range.upperBound), splitOnSeparator: false, to: &parts)
        if let queryStart { try readQuery((queryStart + 1)..<range.upperBound, into: &parts) }
    }

    // MARK: Scheme and authority

    /// The end of a scheme (`letter *(letter / digit / + - . _)` followed by `:`), if the link has one.
    /// The quick scanner calls this too, so both readers agree on what a scheme is.
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

    private func hasDoubleSlash(at index: Int, before end: Int) -> Bool {
        index + 1 < end && bytes[index] == Self.slash && bytes[index + 1] == Self.slash
    }

    /// Reads `[userinfo@]host[:port]`. The last `@` ends the user information, so
    /// `https://example.com@evil.com` has the host `evil.com`, as every browser reads it.
    private func readWebAuthority(_ range: Range<Int>, into parts: inout LinkParts) throws(LinkFailure) {
        var hostStart = range.lowerBound
        if let at = lastIndex(of: UInt8(ascii: "@"), in: range) {
            parts.userInfo = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[range.lowerBound..<at]), as: UTF8.self)
            hostStart = at + 1
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
                parts.port = try readPort((hostEnd + 1)..<range.upperBound)
            }
        } else if let colon = lastIndex(of: Self.colon, in: hostStart..<range.upperBound) {
            hostEnd = colon
            parts.port = try readPort((colon + 1)..<range.upperBound)
        }
        guard hostStart < hostEnd else { throw LinkFailure(position: hostStart, problem: .invalidHost) }
        var hostIsASCII = true
        for index in hostStart..<hostEnd {
            let byte = bytes[index]
            // Hosts are compared, never decoded: an escape or a space in a host is refused outright.
            if byte == Self.percent || byte == 0x20 || byte == 0x5C {
                throw LinkFailure(position: index, problem: .invalidHost)
            }
            if byte >= 0x80 { hostIsASCII = false }
        }
        // The authority is never decoded, so it escapes the screen in `decodedText`: an invisible or
        // bidi character would otherwise reach error messages and logs inside a host that looks like ours.
        if !hostIsASCII || parts.userInfo?.utf8.contains(where: { $0 >= 0x80 }) == true {
            let authority = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            try screen(authority, at: range.lowerBound, allowsLineBreaks: false)
        }
        parts.host = lowercasedASCII(hostStart..<hostEnd)
    }

    private func readPort(_ range: Range<Int>) throws(LinkFailure) -> Int? {
        guard !range.isEmpty else { return nil }
        guard range.count <= 5 else { throw LinkFailure(position: range.lowerBound, problem: .invalidPort) }
        var value = 0
        for index in range {
            let byte = bytes[index]
            guard isDigit(byte) else { throw LinkFailure(position: index, problem: .invalidPort) }
            value = value * 10 + Int(byte - 0x30)
        }
        guard value <= 65_535 else { throw LinkFailure(position: range.lowerBound, problem: .invalidPort) }
        return value
    }

    // MARK: Segments

    /// Splits `range` on `/` (and on the URN separator when asked), then decodes each piece.
    private func appendSegments(
        of range: Range<Int>, splitOnSeparator: Bool, to parts: inout LinkParts, leadingSlash: Bool = true,
        firstSegment: Range<Int>? = nil
    ) throws(LinkFailure) {
        var start = range.lowerBound
        if leadingSlash && start < range.upperBound && bytes[start] == Self.slash { start += 1 }
        if let firstSegment { try appendSegment(firstSegment, to: &parts) }
        guard start < range.upperBound else { return }
        let separator = splitOnSeparator ? options.separatorByte : nil
        var segmentStart = start
        var index = start
        while index <= range.upperBound {
            let atEnd = index == range.upperBound
            if atEnd || bytes[index] == Self.slash || (separator != nil && bytes[index] == separator) {
                let isTrailingEmpty = atEnd && segmentStart == index && index > start
                if !(isTrailingEmpty && options.ignoresTrailingSlash) {
                    try appendSegment(segmentStart..<index, to: &parts)
                }
                segmentStart = index + 1
            }
            index += 1
        }
    }

    private func appendSegment(_ range: Range<Int>, to parts: inout LinkParts) throws(LinkFailure) {
        // An empty segment decodes to nothing whatever the options, so leaving it out before the
        // limits keeps `a//b` within the limits `a/b` is within.
        if range.isEmpty && options.collapsesEmptySegments { return }
        guard parts.segments.count < options.maxSegments else {
            throw LinkFailure(position: range.lowerBound, problem: .tooManySegments(limit: options.maxSegments))
        }
        guard range.count <= options.maxSegmentLength else {
            throw LinkFailure(position: range.lowerBound, problem: .segmentTooLong(limit: options.maxSegmentLength))
        }
        let segment = try decodedText(range, allowsLineBreaks: false)
        if segment == "." || segment == ".." { throw LinkFailure(position: range.lowerBound, problem: .dotSegment) }
        parts.segments.append(segment)
    }

    // MARK: Query

    private func readQuery(_ range: Range<Int>, into parts: inout LinkParts) throws(LinkFailure) {
        var itemStart = range.lowerBound
        var index = range.lowerBound
        while index <= range.upperBound {
            if index == range.upperBound || bytes[index] == UInt8(ascii: "&") {
                if itemStart < index {
                    guard parts.query.count < options.maxQueryItems else {
                        throw LinkFailure(
                            position: itemStart, problem: .tooManyQueryItems(limit: options.maxQueryItems))
                    }
                    parts.query.append(try queryItem(itemStart..<index))
                }
                itemStart = index + 1
            }
            index += 1
        }
    }

    private func queryItem(_ range: Range<Int>) throws(LinkFailure) -> QueryItem {
        guard range.count <= options.maxSegmentLength else {
            throw LinkFailure(position: range.lowerBound, problem: .segmentTooLong(limit: options.maxSegmentLength))
        }
        if let equals = firstIndex(of: UInt8(ascii: "="), in: range) {
            return QueryItem(
                name: try decodedText(range.lowerBound..<equals, allowsLineBreaks: false),
                value: try queryValue((equals + 1)..<range.upperBound))
        }
        return QueryItem(name: try decodedText(range, allowsLineBreaks: false), value: nil)
    }

    /// A query value, with each raw `+` read as a space when the options ask for it. The parts
    /// between `+`s are decoded apart: an escape never spans a `+`, and a character whose
    /// escapes a `+` splits is not UTF-8 either way.
    private func queryValue(_ range: Range<Int>) throws(LinkFailure) -> String {
        guard options.readsPlusAsSpace, let plus = firstIndex(of: UInt8(ascii: "+"), in: range) else {
            return try decodedText(range, allowsLineBreaks: true)
        }
        var text = try decodedText(range.lowerBound..<plus, allowsLineBreaks: true)
        var start = plus + 1
        while true {
            let next = firstIndex(of: UInt8(ascii: "+"), in: start..<range.upperBound) ?? range.upperBound
            text += " " + (try decodedText(start..<next, allowsLineBreaks: true))
            guard next < range.upperBound else { return text }
            start = next + 1
        }
    }

    // MARK: Decoding

    /// Percent-decodes `range` once and checks the result for characters no link should carry.
    private func decodedText(_ range: Range<Int>, allowsLineBreaks: Bool) throws(LinkFailure) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[range])
        var needsDecoding = false
        var isASCII = true
        for byte in raw {
            if byte == Self.percent { needsDecoding = true }
            if byte >= 0x80 { isASCII = false }
        }
        if !needsDecoding {
            let text = String(decoding: raw, as: UTF8.self)
            // ASCII input was already screened for control characters in the first pass.
            if !isASCII { try screen(text, at: range.lowerBound, allowsLineBreaks: allowsLineBreaks) }
            return text
        }
        // Escapes only shrink the text, so the decoded bytes fit in a buffer of the raw length.
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) {
            (buffer: UnsafeMutableBufferPointer<UInt8>) throws(LinkFailure) -> String in
            var count = 0
            var decodedIsASCII = true
            var index = range.lowerBound
            while index < range.upperBound {
                let byte = bytes[index]
                var decodedByte = byte
                if byte == Self.percent {
                    // Both hex digits must lie inside this part: "%4" at the end of a segment is malformed.
                    guard index + 2 < range.upperBound, let high = LinkEncoding.hexDigit(bytes[index + 1]),
                        let low = LinkEncoding.hexDigit(bytes[index + 2])
                    else { throw LinkFailure(position: index, problem: .malformedEscape) }
                    decodedByte = high << 4 | low
                    index += 3
                } else {
                    index += 1
                }
                if decodedByte >= 0x80 { decodedIsASCII = false }
                buffer[count] = decodedByte
                count += 1
            }
            let decoded = UnsafeBufferPointer(rebasing: buffer[0..<count])
            let text = String(decoding: decoded, as: UTF8.self)
            if decodedIsASCII {
                // ASCII is valid UTF-8 and each byte is its own scalar: only the screen remains.
                for byte in decoded
                where LinkParser.isForbidden(Unicode.Scalar(byte), allowsLineBreaks: allowsLineBreaks) {
                    throw LinkFailure(position: range.lowerBound, problem: .forbiddenCharacter)
                }
                return text
            }
            if let problem = Self.problem(in: text, decodedFrom: decoded, allowsLineBreaks: allowsLineBreaks) {
                throw LinkFailure(position: range.lowerBound, problem: problem)
            }
            return text
        }
    }

    /// What is wrong with `text`, decoded from `decoded`, or `nil`: bytes that are not UTF-8, or a
    /// character ``isForbidden(_:allowsLineBreaks:)`` refuses.
    static func problem(
        in text: String, decodedFrom decoded: UnsafeBufferPointer<UInt8>, allowsLineBreaks: Bool
    ) -> RouteError.LinkProblem? {
        // Decoding with replacement and comparing is the portable way to reject invalid UTF-8.
        guard text.utf8.elementsEqual(decoded) else { return .invalidUTF8 }
        for scalar in text.unicodeScalars where isForbidden(scalar, allowsLineBreaks: allowsLineBreaks) {
            return .forbiddenCharacter
        }
        return nil
    }

    /// Whether decoded bytes are text this parser accepts. The quick scanner calls this for
    /// escapes beyond ASCII, so both readers refuse the same bytes.
    static func isCleanText(_ decoded: UnsafeBufferPointer<UInt8>, allowsLineBreaks: Bool) -> Bool {
        problem(in: String(decoding: decoded, as: UTF8.self), decodedFrom: decoded, allowsLineBreaks: allowsLineBreaks)
            == nil
    }

    /// Refuses control characters and the invisible formatting characters used to disguise links.
    private func screen(_ text: String, at position: Int, allowsLineBreaks: Bool) throws(LinkFailure) {
        for scalar in text.unicodeScalars where LinkParser.isForbidden(scalar, allowsLineBreaks: allowsLineBreaks) {
            throw LinkFailure(position: position, problem: .forbiddenCharacter)
        }
    }

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

    // MARK: Bytes

    private func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        for index in range where bytes[index] == byte { return index }
        return nil
    }

    private func lastIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        for index in range.reversed() where bytes[index] == byte { return index }
        return nil
    }

    /// Lowercases A–Z only. Unicode lowercasing would turn look-alikes into ASCII (the Kelvin sign
    /// `\u{212A}` becomes `k`), and hosts are compared as ASCII.
    private func lowercasedASCII(_ range: Range<Int>) -> String {
        var lowered = [UInt8](UnsafeBufferPointer(rebasing: bytes[range]))
        for index in lowered.indices where lowered[index] >= 0x41 && lowered[index] <= 0x5A {
            lowered[index] |= 0x20
        }
        return String(decoding: lowered, as: UTF8.self)
    }

    /// `text` with A–Z lowercased and every other character kept.
    private static func lowercasedASCII(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return text }
        return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
