/// What a quick scan of a link found: enough to look it up without building a ``Link``.
struct LinkScan {
    enum Kind {
        case path
        case custom
        case web
    }

    var kind: Kind = .path
    /// The scheme's byte range (custom and web links); the bytes are not lowercased.
    var scheme: Range<Int> = 0..<0
    /// The host's byte range (web links); not lowercased.
    var host: Range<Int> = 0..<0
    /// How many segments were written to the caller's bounds buffer.
    var segmentCount = 0
}

/// The limits of ``LinkOptions`` as plain values, so a scan copies no `Character`.
struct ScanLimits: Sendable {
    let maxLength: Int
    let maxSegments: Int
    let maxSegmentLength: Int
    let maxQueryItems: Int
    let separator: UInt8?
    let ignoresTrailingSlash: Bool

    init(_ options: LinkOptions) {
        maxLength = options.maxLength
        maxSegments = options.maxSegments
        maxSegmentLength = options.maxSegmentLength
        maxQueryItems = options.maxQueryItems
        separator = options.separatorByte
        ignoresTrailingSlash = options.ignoresTrailingSlash
    }
}

/// The fast reading of a link, used by `Router.match(for:)` before the full ``LinkParser``.
///
/// It handles only the plain links that arrive by the thousand — printable ASCII from RFC 3986's
/// unescaped set, no `%` escapes, no fragment, no user information, port or IP literal, no URN —
/// and for those finds exactly what ``LinkParser`` would: the same kind, segments, limits and
/// errors. Anything else returns `nil`, and the caller takes the full parser's path, so every
/// unusual or hostile link is read by one set of rules.
struct LinkScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let options: ScanLimits
    /// Receives `maxSegments` start offsets then `maxSegments` end offsets.
    let bounds: UnsafeMutableBufferPointer<Int32>
    /// Scratch space for the offsets of `/` before the query; more slashes than fit leave the
    /// link to the full parser.
    let slashes: UnsafeMutableBufferPointer<Int32>

    private static let slash = UInt8(ascii: "/")
    private static let question = UInt8(ascii: "?")
    private static let colon = UInt8(ascii: ":")

    /// Per byte: 0 not plain, 1 plain, 2 `?` (plain, and the start of a query), 3 `/`.
    private static let classes: [UInt8] = (0..<256).map { byte in
        byte == 0x3F ? 2 : byte == 0x2F ? 3 : isPlain(UInt8(byte)) ? 1 : 0
    }

    /// RFC 3986 unreserved and sub-delimiter characters, `:`, `@`, `/` and `?`: bytes 0–63, then 64–127.
    private static let plainLow: UInt64 = 0xAFFF_FFD2_0000_0000
    private static let plainHigh: UInt64 = 0x47FF_FFFE_87FF_FFFF

    @inline(__always)
    private static func isPlain(_ byte: UInt8) -> Bool {
        let mask = byte < 64 ? plainLow : plainHigh
        return byte < 128 && (mask &>> UInt64(byte & 63)) & 1 != 0
    }

    /// The scan of a plain link, or `nil` when the full parser must read it.
    func scan() -> LinkScan? {
        let count = bytes.count
        guard count > 0, count <= options.maxLength else { return nil }
        guard let start = bytes.baseAddress else { return nil }
        var queryStart = count
        var slashCount = 0
        let capacity = slashes.count
        let valid = Self.classes.withUnsafeBufferPointer { classes -> Bool in
            guard let table = classes.baseAddress else { return false }
            var index = 0
            while index < count {
                let kind = table[Int(start[index])]
                if kind != 1 {
                    if kind == 0 { return false }
                    if kind == 3 {
                        if queryStart == count {
                            guard slashCount < capacity else { return false }
                            slashes[slashCount] = Int32(index)
                            slashCount &+= 1
                        }
                    } else if queryStart == count {
                        queryStart = index
                    }
                }
                index &+= 1
            }
            return true
        }
        guard valid else { return nil }
        let hierarchyEnd = queryStart
        var result = LinkScan()
        if let schemeEnd = LinkParser.schemeEnd(in: bytes, before: hierarchyEnd) {
            result.scheme = 0..<schemeEnd
            let isWeb = isWebScheme(schemeEnd)
            // Without `//`: an invalid web link or a URN, both left to the full parser.
            guard schemeEnd + 2 < hierarchyEnd, bytes[schemeEnd + 1] == Self.slash, bytes[schemeEnd + 2] == Self.slash
            else { return nil }
            let authorityStart = schemeEnd + 3
            var authorityEnd = hierarchyEnd
            for slash in 0..<slashCount where Int(slashes[slash]) >= authorityStart {
                authorityEnd = Int(slashes[slash])
                break
            }
            if isWeb {
                result.kind = .web
                // User information and ports are for the full parser.
                for index in authorityStart..<authorityEnd
                where bytes[index] == UInt8(ascii: "@") || bytes[index] == Self.colon {
                    return nil
                }
                guard authorityStart < authorityEnd else { return nil }
                result.host = authorityStart..<authorityEnd
                guard appendPath(authorityEnd..<hierarchyEnd, slashCount, to: &result)
                else { return nil }
            } else {
                result.kind = .custom
                var pathStart = authorityEnd
                if authorityStart == authorityEnd {
                    // `myapp:///user:self` reads like `myapp://user:self`: the first path segment
                    // stands in the host position and splits on the URN separator (as LinkParser).
                    let firstStart = min(authorityEnd + 1, hierarchyEnd)
                    pathStart = hierarchyEnd
                    for slash in 0..<slashCount where Int(slashes[slash]) >= firstStart {
                        pathStart = Int(slashes[slash])
                        break
                    }
                    guard
                        appendSegments(
                            firstStart..<pathStart, separator: options.separator, leadingSlash: false, to: &result)
                    else { return nil }
                } else {
                    guard
                        appendSegments(
                            authorityStart..<authorityEnd, separator: options.separator, leadingSlash: false,
                            to: &result)
                    else { return nil }
                }
                guard appendPath(pathStart..<hierarchyEnd, slashCount, to: &result) else { return nil }
            }
        } else {
            guard hierarchyEnd > 0 || queryStart < count else { return nil }
            guard appendPath(0..<hierarchyEnd, slashCount, to: &result) else { return nil }
        }
        if queryStart < count { guard queryIsValid((queryStart + 1)..<count) else { return nil } }
        return result
    }

    /// `http` or `https`, in any case.
    private func isWebScheme(_ end: Int) -> Bool {
        guard end == 4 || end == 5 else { return false }
        guard bytes[0] | 0x20 == 0x68, bytes[1] | 0x20 == 0x74, bytes[2] | 0x20 == 0x74, bytes[3] | 0x20 == 0x70
        else { return false }
        return end == 4 || bytes[4] | 0x20 == 0x73
    }

    /// Splits `range` as ``LinkParser`` does; `false` when a limit or a dot segment needs the full parser.
    private func appendSegments(
        _ range: Range<Int>, separator: UInt8?, leadingSlash: Bool, to result: inout LinkScan
    ) -> Bool {
        var start = range.lowerBound
        if leadingSlash && start < range.upperBound && bytes[start] == Self.slash { start += 1 }
        guard start < range.upperBound, let base = bytes.baseAddress else { return true }
        // A separator that cannot occur stands for none: bytes here are plain ASCII.
        let split = separator ?? Self.slash
        let end = range.upperBound
        var segmentStart = start
        var index = start
        while index <= end {
            let atEnd = index == end
            if atEnd || base[index] == Self.slash || base[index] == split {
                let isTrailingEmpty = atEnd && segmentStart == index && index > start
                if !(isTrailingEmpty && options.ignoresTrailingSlash) {
                    guard appendSegment(segmentStart..<index, to: &result) else { return false }
                }
                segmentStart = index &+ 1
            }
            index &+= 1
        }
        return true
    }

    /// Splits a path (`range` runs to the end of the hierarchy) at the slashes found by the
    /// first pass, exactly as ``appendSegments(_:separator:leadingSlash:to:)`` splits bytes.
    private func appendPath(_ range: Range<Int>, _ slashCount: Int, to result: inout LinkScan) -> Bool {
        var start = range.lowerBound
        if start < range.upperBound && bytes[start] == Self.slash { start += 1 }
        guard start < range.upperBound else { return true }
        var slash = 0
        while slash < slashCount && Int(slashes[slash]) < start { slash += 1 }
        var segmentStart = start
        while true {
            let atEnd = slash >= slashCount
            let index = atEnd ? range.upperBound : Int(slashes[slash])
            let isTrailingEmpty = atEnd && segmentStart == index && index > start
            if !(isTrailingEmpty && options.ignoresTrailingSlash) {
                guard appendSegment(segmentStart..<index, to: &result) else { return false }
            }
            if atEnd { return true }
            segmentStart = index + 1
            slash += 1
        }
    }

    /// Records one segment; `false` when a limit or a dot segment needs the full parser.
    @inline(__always)
    private func appendSegment(_ range: Range<Int>, to result: inout LinkScan) -> Bool {
        let limit = options.maxSegments
        let length = range.count
        guard result.segmentCount < limit, length <= options.maxSegmentLength else { return false }
        // "." and ".." are refused by the parser.
        if length <= 2 && length > 0 && bytes[range.lowerBound] == UInt8(ascii: ".")
            && (length == 1 || bytes[range.lowerBound + 1] == UInt8(ascii: "."))
        {
            return false
        }
        bounds[result.segmentCount] = Int32(range.lowerBound)
        bounds[limit + result.segmentCount] = Int32(range.upperBound)
        result.segmentCount += 1
        return true
    }

    /// Whether the query is within the limits (its items need no decoding: there is no `%`).
    private func queryIsValid(_ range: Range<Int>) -> Bool {
        var items = 0
        var itemStart = range.lowerBound
        var index = range.lowerBound
        while index <= range.upperBound {
            if index == range.upperBound || bytes[index] == UInt8(ascii: "&") {
                if itemStart < index {
                    guard items < options.maxQueryItems, index - itemStart <= options.maxSegmentLength else {
                        return false
                    }
                    items += 1
                }
                itemStart = index + 1
            }
            index += 1
        }
        return true
    }
}
