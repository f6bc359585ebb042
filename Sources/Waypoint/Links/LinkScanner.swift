/// What a quick scan of a link found: enough to look it up without building a ``Link``.
struct LinkScan {
    enum Form {
        case path
        case custom
        case web
    }

    var form: Form = .path
    /// The scheme's byte range (custom and web links); the bytes are not lowercased.
    var scheme: Range<Int> = 0..<0
    /// The host's byte range (web links); not lowercased.
    var host: Range<Int> = 0..<0
    /// How many segments were written to the caller's bounds buffer.
    var segmentCount = 0
    /// Where the query's `?` is; the link's length when it has none.
    var queryStart = 0
    /// Whether a `%` may stand before the query: ``LinkScanner/decode(_:into:)`` must decode the
    /// segments before they are looked up.
    var hierarchyHasEscapes = false
    /// Whether a `%` stands in the query: ``LinkScanner/decode(_:into:)`` must check its items.
    var queryHasEscapes = false
    /// After decoding: whether every segment is ASCII.
    var isASCII = true
    /// After decoding: whether a segment holds a `/` (written `%2F`).
    var holdsSlash = false

    /// Whether ``LinkScanner/decode(_:into:)`` must run before the segments are looked up.
    var hasEscapes: Bool { hierarchyHasEscapes || queryHasEscapes }
}

/// The answer of ``LinkScanner/scan(_:)``.
enum LinkScanResult {
    /// The link reads as the `LinkScan` filled in says (escapes, if any, still to be decoded).
    case scanned
    /// The link is one ``LinkParser`` refuses (a limit, a dot segment, a malformed escape…).
    case refused
    /// Not a link this scanner reads: the full parser must.
    case undecided
}

/// The limits of ``LinkOptions`` as plain values, so a scan copies no `Character`.
struct ScanLimits: Sendable {
    let maxLength: Int
    let maxSegments: Int
    let maxSegmentLength: Int
    let maxQueryItems: Int
    let separator: UInt8?
    let ignoresTrailingSlash: Bool
    let lowercasesCustomHosts: Bool
    let collapsesEmptySegments: Bool
    let routesFragment: Bool

    init(_ options: LinkOptions) {
        maxLength = options.maxLength
        maxSegments = options.maxSegments
        maxSegmentLength = options.maxSegmentLength
        maxQueryItems = options.maxQueryItems
        separator = options.separatorByte
        ignoresTrailingSlash = options.ignoresTrailingSlash
        lowercasesCustomHosts = options.lowercasesCustomHosts
        collapsesEmptySegments = options.collapsesEmptySegments
        routesFragment = options.routesFragment
    }
}

/// The fast reading of a link, used by `Router.match(for:)` before the full ``LinkParser``.
///
/// It handles the links that arrive by the thousand — printable ASCII from RFC 3986's unescaped
/// set and `%` escapes, no fragment, no user information, port or IP literal, no URN — and for
/// those finds exactly what ``LinkParser`` would: the same kind, segments (decoded by
/// ``decode(_:into:)``), limits and refusals. Anything else is `undecided`, and the caller takes
/// the full parser's path, so every unusual link is read by one set of rules.
///
/// The first pass reads a short link eight bytes at a time, its words by their ``flags``, most
/// of them passed at once or split at their slashes without a look at each byte; a long link's
/// runs of letters, digits, escapes and slashes 32 bytes at a time in 16-byte vectors, at under
/// two instructions a byte.
struct LinkScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let options: ScanLimits
    /// Receives `maxSegments` start offsets then `maxSegments` end offsets.
    let bounds: UnsafeMutableBufferPointer<Int32>
    /// Scratch space for the offsets of `/` before the query; more slashes than fit leave the
    /// link to the full parser.
    let slashes: UnsafeMutableBufferPointer<Int32>

    /// `/`, which splits segments.
    private static let slash = UInt8(ascii: "/")
    /// `:`, which ends a scheme.
    private static let colon = UInt8(ascii: ":")
    /// `%`, which starts an escape.
    private static let percent = UInt8(ascii: "%")

    /// `?`, which starts the query.
    private static let question = UInt8(ascii: "?")
    /// `&`, which ends a query item.
    private static let ampersand = UInt8(ascii: "&")

    /// RFC 3986 unreserved and sub-delimiter characters, `:`, `@`, `/` and `?`: bytes 0–63, then 64–127.
    private static let plainLow: UInt64 = 0xAFFF_FFD2_0000_0000
    /// The bytes 64–127 of ``plainLow``.
    private static let plainHigh: UInt64 = 0x47FF_FFFE_87FF_FFFF

    /// Whether `byte` is one the scanner reads: a byte of ``plainLow`` or ``plainHigh``, or `%`.
    @inline(__always)
    private static func isPlain(_ byte: UInt8) -> Bool {
        let mask = byte < 64 ? plainLow : plainHigh
        return byte == percent || byte < 128 && (mask &>> UInt64(byte & 63)) & 1 != 0
    }

    /// What the first pass must do about a byte: bits of ``flags``.
    private enum Flag {
        /// `/`: noted before the query.
        static let slash: UInt8 = 1
        /// `?`: the first one starts the query.
        static let question: UInt8 = 2
        /// `&`: ends a query item.
        static let ampersand: UInt8 = 4
        /// `%`: the part must be decoded.
        static let percent: UInt8 = 8
        /// A byte the scanner leaves to the parser.
        static let other: UInt8 = 16
    }

    /// Per byte, its ``Flag``; zero for the plain bytes that need nothing.
    private static let flags: [UInt8] = (0..<256).map { value in
        switch UInt8(value) {
        case slash: return Flag.slash
        case question: return Flag.question
        case ampersand: return Flag.ampersand
        case percent: return Flag.percent
        case let byte: return isPlain(byte) ? 0 : Flag.other
        }
    }

    /// The ``flags`` of the eight bytes at `bytes`, together.
    @inline(__always)
    private static func wordFlags(_ bytes: UnsafePointer<UInt8>, _ table: UnsafePointer<UInt8>) -> UInt8 {
        table[Int(bytes[0])] | table[Int(bytes[1])] | table[Int(bytes[2])] | table[Int(bytes[3])]
            | table[Int(bytes[4])] | table[Int(bytes[5])] | table[Int(bytes[6])] | table[Int(bytes[7])]
    }

    // MARK: Sixteen bytes at a time

    /// Sixteen bytes, one a lane (``ByteLanes``).
    private typealias Lanes = ByteLanes.Lanes

    /// All ones in each lane of `lanes` that is an ASCII letter, digit or `%`, zero in the
    /// others: bytes the first pass need not look at one by one. `percents` receives the high
    /// bit of each `%`, added to what it holds.
    @inline(__always)
    private static func quietLanes(_ lanes: Lanes, percents: inout Lanes) -> Lanes {
        // `| 0x20` turns the uppercase letters into the lowercase ones and no other byte into one.
        let letters = ByteLanes.lanes(lanes | Lanes(repeating: 0x20), from: 0x61, count: 26)
        let digits = ByteLanes.lanes(lanes, from: 0x30, count: 10)
        let escapes = ByteLanes.allOnes(where: lanes .== Lanes(repeating: percent))
        // Only the high bit: ORing the whole masks, the compiler rebuilt the bytes from one bit
        // each in three more instructions a chunk.
        percents |= escapes & Lanes(repeating: 0x80)
        return letters | digits | escapes
    }

    /// The high bits of `lanes` as two words: lanes 0–7, then 8–15.
    @inline(__always)
    private static func highBits(_ lanes: Lanes) -> (UInt64, UInt64) {
        let words = unsafeBitCast(lanes, to: SIMD2<UInt64>.self)
        return (
            UInt64(littleEndian: words[0]) & ByteWords.highBits, UInt64(littleEndian: words[1]) & ByteWords.highBits
        )
    }

    /// Whether every lane of `lanes` has its high bit set.
    @inline(__always)
    private static func everyHighBit(_ lanes: Lanes) -> Bool {
        let words = highBits(lanes)
        return words.0 & words.1 == ByteWords.highBits
    }

    // MARK: Scanning

    /// The query's items as a first pass counts them: split on the raw `&` and measured raw, as
    /// the parser does.
    private struct ItemCount {
        let maxItems: Int
        let maxLength: Int
        /// Items ended so far.
        var count = 0
        /// Where the current item starts.
        var start: Int

        /// Ends the item that runs to `end` (an `&`, or the link's end); an empty one does not
        /// count. `false` when a limit refuses the link.
        @inline(__always)
        mutating func end(at end: Int) -> Bool {
            if start < end {
                guard count < maxItems, end &- start <= maxLength else { return false }
                count &+= 1
            }
            start = end &+ 1
            return true
        }
    }

    /// Notes a `/` at `index` before the query; `false` when more slashes than ``slashes`` holds
    /// leave the link to the full parser.
    @inline(__always)
    private func note(slash index: Int, _ slashCount: inout Int) -> Bool {
        guard slashCount < slashes.count else { return false }
        slashes[slashCount] = Int32(truncatingIfNeeded: index)
        slashCount &+= 1
        return true
    }

    /// Passes the loud bytes of the word at `index` (the high bits of `loud`) that are `/`,
    /// noting them when `noting` (before the query), up to the first that is not; its index,
    /// or `nil` when each was a slash. A slash ``slashes`` has no room for counts as not one,
    /// so that the byte-by-byte reading finds it and gives up.
    @inline(__always)
    private func passSlashes(
        _ loud: UInt64, at index: Int, _ table: UnsafePointer<UInt8>, noting: Bool, _ slashCount: inout Int
    ) -> Int? {
        guard let start = bytes.baseAddress else { return index }
        var loud = loud
        while loud != 0 {
            let offset = index &+ loud.trailingZeroBitCount &>> 3
            guard table[Int(start[offset])] == Flag.slash, !noting || note(slash: offset, &slashCount) else {
                return offset
            }
            loud &= loud &- 1
        }
        return nil
    }

    /// What the first pass found, or how it ended.
    private enum FirstPass {
        case valid(queryStart: Int, slashCount: Int, hierarchyEscapes: Bool, queryEscapes: Bool)
        case refused
        case undecided
    }

    /// One pass over every byte: refuses what is not plain, notes the slashes before the query,
    /// where the query starts, whether there are escapes, and counts the query's items.
    private func firstPass() -> FirstPass {
        Self.flags.withUnsafeBufferPointer { flags in
            guard let table = flags.baseAddress else { return .undecided }
            // Under 128 bytes (most links) words cost least; longer links are mostly long
            // quiet runs, which chunks cost least.
            return bytes.count >= 128 ? firstPassInChunks(table) : firstPass(table)
        }
    }

    /// ``firstPass()`` for a link shorter than 128 bytes, with the ``flags`` table; its state
    /// stays in locals (registers), which a closure's captured variables do not.
    ///
    /// Eight bytes cost one load of a flag each and are passed at once when none is set; a word
    /// with only slashes (most of a link's words) finds them eight bytes at a time. Other words,
    /// and the last bytes, are read byte by byte. The path and the query each have a loop of
    /// their own, so that each keeps its few variables in registers.
    private func firstPass(_ table: UnsafePointer<UInt8>) -> FirstPass {
        guard let start = bytes.baseAddress else { return .refused }
        let count = bytes.count
        var escapes: UInt64 = 0
        var slashCount = 0
        var queryStart = count
        var index = 0
        path: while index < count {
            var stop = count
            if count &- index >= 8 {
                let flags = Self.wordFlags(start + index, table)
                if flags == 0 {
                    index &+= 8
                    continue
                }
                if flags == Flag.slash {
                    var found = ByteWords.bytes(ByteWords.word(at: start + index), equalTo: Self.slash)
                    repeat {
                        guard note(slash: index &+ found.trailingZeroBitCount &>> 3, &slashCount) else {
                            return .undecided
                        }
                        found &= found &- 1
                    } while found != 0
                    index &+= 8
                    continue
                }
                stop = index &+ 8
            }
            while index < stop {
                let flag = table[Int(start[index])]
                if flag != 0 {
                    if flag == Flag.slash {
                        guard note(slash: index, &slashCount) else { return .undecided }
                    } else if flag == Flag.percent {
                        escapes = ByteWords.highBits
                    } else if flag == Flag.question {
                        queryStart = index
                        break path
                    } else if flag != Flag.ampersand {
                        return .undecided
                    }
                }
                index &+= 1
            }
        }
        // A `%` after a `?` in the last chunk read counts for the path too, which only costs a copy.
        let pathEscapes = escapes & ByteWords.highBits != 0
        guard queryStart < count else {
            return .valid(queryStart: count, slashCount: slashCount, hierarchyEscapes: pathEscapes, queryEscapes: false)
        }
        // The query: items are split on the raw `&` and measured raw, as the parser does; `/`
        // and `?` are plain here.
        let plainInQuery = ~(Flag.slash | Flag.question)
        var items = ItemCount(
            maxItems: options.maxQueryItems, maxLength: options.maxSegmentLength, start: queryStart &+ 1)
        escapes = 0
        index = items.start
        while index < count {
            var stop = count
            if count &- index >= 8 {
                let flags = Self.wordFlags(start + index, table) & plainInQuery
                if flags == 0 {
                    index &+= 8
                    continue
                }
                if flags == Flag.ampersand {
                    var found = ByteWords.bytes(ByteWords.word(at: start + index), equalTo: UInt8(ascii: "&"))
                    repeat {
                        guard items.end(at: index &+ found.trailingZeroBitCount &>> 3) else { return .refused }
                        found &= found &- 1
                    } while found != 0
                    index &+= 8
                    continue
                }
                stop = index &+ 8
            }
            while index < stop {
                let flag = table[Int(start[index])] & plainInQuery
                if flag != 0 {
                    if flag == Flag.ampersand {
                        guard items.end(at: index) else { return .refused }
                    } else if flag == Flag.percent {
                        escapes = ByteWords.highBits
                    } else {
                        return .undecided
                    }
                }
                index &+= 1
            }
        }
        guard items.end(at: count) else { return .refused }
        return .valid(
            queryStart: queryStart, slashCount: slashCount, hierarchyEscapes: pathEscapes,
            queryEscapes: escapes & ByteWords.highBits != 0)
    }

    /// ``firstPass()`` for a link of 128 bytes or more: read 32 bytes at a time until a chunk
    /// holds a byte that is not quiet (``quietLanes(_:percents:)``) nor a `/`
    /// (``passSlashes(_:at:_:noting:_:)`` notes those); the rest of that byte's word is then read
    /// byte by byte, so a link dense with `&` costs little more than reading every byte. Long
    /// runs of letters, digits and escapes cost under two instructions a byte.
    private func firstPassInChunks(_ table: UnsafePointer<UInt8>) -> FirstPass {
        guard let start = bytes.baseAddress else { return .refused }
        let count = bytes.count
        var queryStart = count
        var slashCount = 0
        // No item starts before the `?`.
        var items = ItemCount(maxItems: options.maxQueryItems, maxLength: options.maxSegmentLength, start: count)
        var hierarchyEscapes: UInt64 = 0
        var escapes: UInt64 = 0
        var index = 0
        while index < count {
            var stop = count
            do {
                var percents = Lanes()
                while index &+ 32 <= count {
                    let chunk = (ByteLanes.lanes(at: start + index), ByteLanes.lanes(at: start + (index &+ 16)))
                    let first = Self.quietLanes(chunk.0, percents: &percents)
                    let second = Self.quietLanes(chunk.1, percents: &percents)
                    if !Self.everyHighBit(first & second) {
                        let low = Self.highBits(first)
                        let high = Self.highBits(second)
                        // Most chunks that are not quiet hold a `/` between segments and
                        // nothing else: its slashes are noted (before the query) and the next
                        // chunk read.
                        let noting = queryStart == count
                        if let other = passSlashes(
                            low.0 ^ ByteWords.highBits, at: index, table, noting: noting, &slashCount)
                            ?? passSlashes(
                                low.1 ^ ByteWords.highBits, at: index &+ 8, table, noting: noting, &slashCount)
                            ?? passSlashes(
                                high.0 ^ ByteWords.highBits, at: index &+ 16, table, noting: noting, &slashCount)
                            ?? passSlashes(
                                high.1 ^ ByteWords.highBits, at: index &+ 24, table, noting: noting, &slashCount)
                        {
                            // Byte by byte from the first loud byte that is not a slash to the
                            // end of its word, then in chunks again.
                            stop = index &+ ((other &- index) & ~7) &+ 8
                            index = other
                            break
                        }
                    }
                    index &+= 32
                }
                // A `%` after a `?` in the last chunk read counts for the path too (which only
                // costs a copy); it is read again after the `?` and counts for the query.
                let found = Self.highBits(percents)
                escapes |= found.0 | found.1
            }
            while index < stop {
                let kind = table[Int(start[index])]
                if _slowPath(kind != 0) {
                    if kind == Flag.slash {
                        if queryStart == count {
                            guard note(slash: index, &slashCount) else { return .undecided }
                        }
                    } else if kind == Flag.ampersand {
                        // Items are split on the raw `&` and measured raw, as the parser does.
                        if queryStart != count {
                            guard items.end(at: index) else { return .refused }
                        }
                    } else if kind == Flag.percent {
                        escapes = 1
                    } else if kind == Flag.question {
                        if queryStart == count {
                            queryStart = index
                            items.start = index &+ 1
                            hierarchyEscapes = escapes
                            escapes = 0
                        }
                    } else {
                        return .undecided
                    }
                }
                index &+= 1
            }
        }
        guard items.end(at: count) else { return .refused }
        let queryEscapes = queryStart < count ? escapes : 0
        if queryStart == count { hierarchyEscapes = escapes }
        return .valid(
            queryStart: queryStart, slashCount: slashCount, hierarchyEscapes: hierarchyEscapes != 0,
            queryEscapes: queryEscapes != 0)
    }

    /// Scans the link into `result` (a fresh ``LinkScan``), or tells that ``LinkParser``
    /// refuses it, or that the full parser must read it (`undecided`). The scan is written in
    /// place: returned in the answer, it was copied out in 16-byte loads that spanned the
    /// narrower stores just made, and each such load waited for them to reach the cache.
    func scan(_ result: inout LinkScan) -> LinkScanResult {
        let count = bytes.count
        guard count > 0, count <= options.maxLength else { return .refused }
        let queryStart: Int
        let slashCount: Int
        switch firstPass() {
        case .valid(let start, let slashesFound, let hierarchyEscapes, let queryEscapes):
            queryStart = start
            slashCount = slashesFound
            result.hierarchyHasEscapes = hierarchyEscapes
            result.queryHasEscapes = queryEscapes
        case .refused:
            return .refused
        case .undecided:
            return .undecided
        }
        let hierarchyEnd = queryStart
        result.queryStart = queryStart
        // The scheme read in one word; or none, for a link that starts with `/`; or else as the
        // full parser reads it.
        let quickScheme = quickSchemeEnd(slashCount)
        guard
            let schemeEnd = quickScheme?.end
                ?? (bytes[0] == Self.slash ? nil : LinkParser.schemeEnd(in: bytes, before: hierarchyEnd))
        else {
            guard hierarchyEnd > 0 || queryStart < count else { return .undecided }
            // A leading `/` is the first slash the first pass noted.
            let leading = hierarchyEnd > 0 && bytes[0] == Self.slash ? 1 : 0
            guard appendPath(from: leading, to: hierarchyEnd, slash: leading, slashCount, to: &result) else {
                return .refused
            }
            return .scanned
        }
        result.scheme = 0..<schemeEnd
        // Without `//`: an invalid web link or a URN, both left to the full parser. A scheme
        // holds no `/`, so the `//` are the first two slashes the first pass noted (as a scheme
        // read in one word has already found), and the third one (if any) ends the authority.
        guard
            quickScheme != nil
                || slashCount >= 2 && Int(slashes[0]) == schemeEnd + 1 && Int(slashes[1]) == schemeEnd + 2,
            schemeEnd + 2 < hierarchyEnd
        else { return .undecided }
        let authorityStart = schemeEnd + 3
        let authorityEnd = slashCount > 2 ? Int(slashes[2]) : hierarchyEnd
        if quickScheme?.isWeb ?? isWebScheme(schemeEnd) {
            result.form = .web
            // User information, ports and escapes in the host are for the full parser.
            guard authorityStart < authorityEnd, !holdsUserPortOrEscape(authorityStart..<authorityEnd) else {
                return .undecided
            }
            result.host = authorityStart..<authorityEnd
            guard appendPath(from: authorityEnd &+ 1, to: hierarchyEnd, slash: 3, slashCount, to: &result) else {
                return .refused
            }
        } else {
            result.form = .custom
            if authorityStart == authorityEnd {
                // `myapp:///user:self` reads like `myapp://user:self`: the first path segment
                // stands in the host position and splits on the URN separator (as LinkParser).
                let firstStart = min(authorityEnd + 1, hierarchyEnd)
                let pathStart = slashCount > 3 ? Int(slashes[3]) : hierarchyEnd
                guard appendSegments(firstStart..<pathStart, separator: options.separator, to: &result),
                    appendPath(from: pathStart &+ 1, to: hierarchyEnd, slash: 4, slashCount, to: &result)
                else { return .refused }
            } else {
                // A host name the parser would lower (or an escape that may spell a capital) is
                // for the full parser: the scan reads segments in place, as written.
                if options.lowercasesCustomHosts && mayNeedLowering(authorityStart..<authorityEnd) {
                    return .undecided
                }
                guard appendSegments(authorityStart..<authorityEnd, separator: options.separator, to: &result),
                    appendPath(from: authorityEnd &+ 1, to: hierarchyEnd, slash: 3, slashCount, to: &result)
                else { return .refused }
            }
        }
        return .scanned
    }

    /// The scheme's end, and whether it is `http` or `https` in any case, for a link that starts
    /// `scheme://` with a scheme of one to eight bytes: the `:` before the first two slashes the
    /// first pass noted, the scheme's bytes checked in one word. `nil` for any other link, which
    /// ``LinkParser/schemeEnd(in:before:)`` reads byte by byte; both find the same end.
    @inline(__always)
    private func quickSchemeEnd(_ slashCount: Int) -> (end: Int, isWeb: Bool)? {
        guard slashCount >= 2, bytes.count >= 8, let base = bytes.baseAddress else { return nil }
        let firstSlash = Int(slashes[0])
        let end = firstSlash &- 1
        guard end >= 1, end <= 8, Int(slashes[1]) == firstSlash &+ 1, base[end] == Self.colon else { return nil }
        // The scheme's bytes, zero above them. Every byte is below 0x80 (the first pass passed
        // it), so no byte carries into the next in ByteWords' tests.
        let unused = UInt64(truncatingIfNeeded: 64 &- end &* 8)
        let word = (ByteWords.word(at: base) &<< unused) &>> unused
        let scheme = ByteWords.highBits &>> unused
        // `| 0x20` turns the uppercase letters into the lowercase ones and no other byte into one.
        let lower = word | ByteWords.ones &* 0x20
        let letters = ByteWords.bytes(lower, from: 0x61, below: 0x7B)
        let digits = ByteWords.bytes(word, from: 0x30, below: 0x3A)
        // `+`, `-` and `.` (0x2B, 0x2D, 0x2E), not `,` (0x2C); and `_`.
        let signs =
            ByteWords.bytes(word, from: 0x2B, below: 0x2F) & ~ByteWords.bytes(word, equalTo: 0x2C)
            | ByteWords.bytes(word, equalTo: 0x5F)
        guard letters & 0x80 != 0, (letters | digits | signs) & scheme == scheme else { return nil }
        let isWeb = end == 4 ? lower & 0xFFFF_FFFF == Self.http : end == 5 && lower & 0xFF_FFFF_FFFF == Self.https
        return (end, isWeb)
    }

    /// `http` as a little-endian word.
    private static let http: UInt64 = 0x7074_7468
    /// `https` as a little-endian word.
    private static let https: UInt64 = 0x73_7074_7468

    /// Whether `authority` (not empty) holds `@`, `:` or `%`: user information, a port or an
    /// escape, which the full parser reads.
    @inline(__always)
    private func holdsUserPortOrEscape(_ authority: Range<Int>) -> Bool {
        mayHold(authority) { word in
            ByteWords.bytes(word, equalTo: UInt8(ascii: "@")) | ByteWords.bytes(word, equalTo: Self.colon)
                | ByteWords.bytes(word, equalTo: Self.percent)
        }
    }

    /// Whether a byte of `range` (not empty) is one `marked` marks (it returns the high bit of
    /// each such byte of a word), eight bytes at a time, the last word read back from the
    /// range's end: a run of up to sixteen bytes costs two words where a byte at a time cost a
    /// compare and a branch per byte and byte sought. `true` also when the range ends less than
    /// eight bytes into the link, so that no word is read before its start: the caller then
    /// reads it byte by byte, or leaves it to the full parser.
    @inline(__always)
    private func mayHold(_ range: Range<Int>, _ marked: (UInt64) -> UInt64) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let end = range.upperBound
        guard end >= 8 else { return true }
        var index = range.lowerBound
        while index &+ 8 < end {
            if marked(ByteWords.word(at: base + index)) != 0 { return true }
            index &+= 8
        }
        // The last word ends at the range's end; its bytes before `index` were read already
        // (or lie before the range).
        let last = end &- 8
        let seen = UInt64(truncatingIfNeeded: (index &- last) &* 8)
        return marked(ByteWords.word(at: base + last)) &>> seen != 0
    }

    /// Whether the host name in `authority` (up to the URN separator) holds A–Z or `%`.
    @inline(__always)
    private func mayNeedLowering(_ authority: Range<Int>) -> Bool {
        for index in authority {
            let byte = bytes[index]
            if byte == options.separator { return false }
            if (byte >= 0x41 && byte <= 0x5A) || byte == Self.percent { return true }
        }
        return false
    }

    /// `http` or `https`, in any case.
    private func isWebScheme(_ end: Int) -> Bool {
        guard end == 4 || end == 5 else { return false }
        guard bytes[0] | 0x20 == 0x68, bytes[1] | 0x20 == 0x74, bytes[2] | 0x20 == 0x74, bytes[3] | 0x20 == 0x70
        else { return false }
        return end == 4 || bytes[4] | 0x20 == 0x73
    }

    /// Splits `range` (no leading slash, no `/`: it ends at the first one) on the URN separator
    /// as ``LinkParser`` does; `false` when a limit or a dot segment refuses the link.
    private func appendSegments(_ range: Range<Int>, separator: UInt8?, to result: inout LinkScan) -> Bool {
        let start = range.lowerBound
        let end = range.upperBound
        guard start < end, let base = bytes.baseAddress else { return true }
        // The parser splits on raw bytes, before decoding, so an escaped separator never splits.
        // Most parts hold no separator, which a look at their words tells.
        if let separator, mayHold(range, { ByteWords.bytes($0, equalTo: separator) }) {
            var segmentStart = start
            var index = start
            while index < end {
                if base[index] == separator {
                    guard appendSegment(segmentStart..<index, to: &result) else { return false }
                    segmentStart = index &+ 1
                }
                index &+= 1
            }
            // An empty last segment (after a trailing separator) goes as a trailing `/` does.
            if segmentStart == end && options.ignoresTrailingSlash { return true }
            return appendSegment(segmentStart..<end, to: &result)
        }
        return appendSegment(start..<end, to: &result)
    }

    /// Splits the path from `start` (just after a leading `/`, which is `slashes[slash - 1]`, or
    /// at the path's start when `slash` is 0) to `end` (the end of the hierarchy) at the slashes
    /// the first pass noted from `slashes[slash]` on, exactly as
    /// ``appendSegments(_:separator:to:)`` splits bytes.
    @inline(__always)
    private func appendPath(
        from start: Int, to end: Int, slash first: Int, _ slashCount: Int, to result: inout LinkScan
    ) -> Bool {
        guard start < end else { return true }
        let limit = options.maxSegments
        let maxLength = options.maxSegmentLength
        var segment = result.segmentCount
        var segmentStart = start
        var slash = first
        while true {
            let atEnd = slash >= slashCount
            let segmentEnd = atEnd ? end : Int(slashes[slash])
            let length = segmentEnd &- segmentStart
            if atEnd && length == 0 && options.ignoresTrailingSlash {
                // A trailing `/` (the path is not empty: `start < end`).
                break
            }
            guard segment < limit, length <= maxLength else { return false }
            if length <= 2, Self.isDotSegment(UnsafeBufferPointer(rebasing: bytes[segmentStart..<segmentEnd])) {
                return false
            }
            bounds[segment] = Int32(truncatingIfNeeded: segmentStart)
            bounds[limit &+ segment] = Int32(truncatingIfNeeded: segmentEnd)
            segment &+= 1
            if atEnd { break }
            segmentStart = segmentEnd &+ 1
            slash &+= 1
        }
        result.segmentCount = segment
        return true
    }

    /// Records one segment; `false` when a limit (on the raw length, as the parser measures) or a
    /// dot segment refuses the link. Escaped dots are found after decoding.
    @inline(__always)
    private func appendSegment(_ range: Range<Int>, to result: inout LinkScan) -> Bool {
        let limit = options.maxSegments
        let length = range.count
        guard result.segmentCount < limit, length <= options.maxSegmentLength else { return false }
        if Self.isDotSegment(UnsafeBufferPointer(rebasing: bytes[range])) { return false }
        bounds[result.segmentCount] = Int32(range.lowerBound)
        bounds[limit + result.segmentCount] = Int32(range.upperBound)
        result.segmentCount += 1
        return true
    }

    /// `.` or `..`, which the parser refuses.
    @inline(__always)
    private static func isDotSegment(_ segment: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = segment.count
        return length <= 2 && length > 0 && segment[0] == UInt8(ascii: ".")
            && (length == 1 || segment[1] == UInt8(ascii: "."))
    }

    /// Whether `part` names something in a path: not empty, `.` or `..`. The rule a segment
    /// follows, and each `/`-separated part of a rest-of-path value.
    @inline(__always)
    static func isNamedPart(_ part: UnsafeBufferPointer<UInt8>) -> Bool { !part.isEmpty && !isDotSegment(part) }

    // MARK: Decoding

    /// What the escapes of a part decoded to, for the screen: bits of the sums of
    /// ``escapeTable``, ORed over the part's escapes.
    private enum DecodedMark {
        /// A byte that is not a hexadecimal digit stood in an escape (bit 8: the first digit;
        /// bit 9: the second).
        static let malformed: UInt32 = 0x300
        /// Beyond ASCII, the decoded byte's own high bit: the part must be checked as UTF-8 and
        /// screened by ``LinkParser``.
        static let nonASCII: UInt32 = 0x80
        /// `/`, which a rest-of-path value would read as a separator.
        static let slash: UInt32 = 2 << EscapePair.slash
        /// Tab, line feed or carriage return: allowed in query values only.
        static let lineBreak: UInt32 = 2 << EscapePair.lineBreak
        /// A control character no part may hold: 0x7F, 0x10–0x1F, and 0x00–0x0F but line breaks.
        static let control: UInt32 = 2 << EscapePair.delete | 2 << EscapePair.lowControl | 1 << 18
    }

    /// Where a condition on both digits of an escape is found in ``escapeTable``'s sums: each
    /// digit's entry adds 1 at the pair's low bit when its half of the condition holds, so the
    /// pair's high bit is set by the carry only when both halves hold.
    private enum EscapePair {
        /// `2F`: the first digit 2, the second F.
        static let slash: UInt32 = 10
        /// `7F`: the first digit 7, the second F.
        static let delete: UInt32 = 12
        /// `00`–`0F` but the line breaks: the first digit 0, the second not 9, A or D.
        static let lowControl: UInt32 = 14
        /// `09`, `0A`, `0D`: the first digit 0, the second 9, A or D.
        static let lineBreak: UInt32 = 16
    }

    /// Entries 0–255: what a byte adds as an escape's first digit; 256–511: as its second. The
    /// sum of an escape's two entries holds the decoded byte in its low eight bits and its
    /// ``DecodedMark``s above, so that an escape costs two loads and an add, and its marks one
    /// OR. (The first digit's entry adds 1 << 18 for `1x`, a control character.)
    private static let escapeTable: [UInt32] = {
        // Every byte is malformed as either digit but the 22 hexadecimal digits, whose entries
        // are the only ones computed: the first lookup that decodes builds the table, and a
        // closure run for each of 512 entries cost it some 18,000 instructions.
        var table = [UInt32](repeating: 0x200, count: 512)
        for index in 0..<256 { table[index] = 0x100 }
        func pair(_ low: UInt32, _ holds: Bool) -> UInt32 { holds ? 1 << low : 0 }
        for byte in "0123456789ABCDEFabcdef".utf8 {
            guard let digit = LinkEncoding.hexDigit(byte).map(UInt32.init) else { continue }
            table[Int(byte)] =
                digit << 4 | pair(EscapePair.slash, digit == 2) | pair(EscapePair.delete, digit == 7)
                | pair(EscapePair.lowControl, digit == 0) | pair(EscapePair.lineBreak, digit == 0)
                | pair(18, digit == 1)
            let breaks = digit == 0x9 || digit == 0xA || digit == 0xD
            table[256 + Int(byte)] =
                digit | pair(EscapePair.slash, digit == 0xF) | pair(EscapePair.delete, digit == 0xF)
                | pair(EscapePair.lowControl, !breaks) | pair(EscapePair.lineBreak, breaks)
        }
        return table
    }()

    /// Decodes the segments of `scan` into `buffer` (at least as long as the link),
    /// each at its own offset, and moves their ends to match; checks the query's items when they
    /// hold escapes. `false` when ``LinkParser`` refuses the link: a malformed escape, invalid
    /// UTF-8, a control, bidi or invisible character, or a segment that decodes to `.` or `..`.
    func decode(_ scan: inout LinkScan, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        guard let output = buffer.baseAddress, buffer.count >= bytes.count else { return false }
        return Self.escapeTable.withUnsafeBufferPointer { tableBuffer -> Bool in
            guard let table = tableBuffer.baseAddress else { return false }
            if scan.hierarchyHasEscapes {
                let limit = options.maxSegments
                for segment in 0..<scan.segmentCount {
                    let start = Int(bounds[segment])
                    guard
                        let (length, marks) = decodePart(
                            start..<Int(bounds[limit + segment]), to: output + start, table)
                    else { return false }
                    let decoded = UnsafeBufferPointer(start: output + start, count: length)
                    if marks & (DecodedMark.control | DecodedMark.lineBreak) != 0 || Self.isDotSegment(decoded) {
                        return false
                    }
                    if marks & DecodedMark.nonASCII != 0 {
                        guard LinkParser.isCleanText(decoded, allowsLineBreaks: false) else { return false }
                        scan.isASCII = false
                    }
                    if marks & DecodedMark.slash != 0 { scan.holdsSlash = true }
                    bounds[limit + segment] = Int32(start + length)
                }
            }
            if scan.queryHasEscapes { return queryIsClean(from: scan.queryStart + 1, output, table) }
            return true
        }
    }

    /// Whether every item of the query decodes to what the parser accepts: names without
    /// line breaks, values with them allowed.
    private func queryIsClean(
        from start: Int, _ output: UnsafeMutablePointer<UInt8>, _ table: UnsafePointer<UInt32>
    )
        -> Bool
    {
        let end = bytes.count
        var itemStart = start
        var index = start
        while index <= end {
            if index == end || bytes[index] == UInt8(ascii: "&") {
                var equals = itemStart
                while equals < index && bytes[equals] != UInt8(ascii: "=") { equals += 1 }
                guard partIsClean(itemStart..<equals, output, table, allowsLineBreaks: false) else { return false }
                if equals < index {
                    guard partIsClean((equals + 1)..<index, output, table, allowsLineBreaks: true) else { return false }
                }
                itemStart = index + 1
            }
            index += 1
        }
        return true
    }

    /// Whether one query name or value decodes to text the parser accepts.
    private func partIsClean(
        _ range: Range<Int>, _ output: UnsafeMutablePointer<UInt8>, _ table: UnsafePointer<UInt32>,
        allowsLineBreaks: Bool
    ) -> Bool {
        guard let (length, marks) = decodePart(range, to: output + range.lowerBound, table) else { return false }
        let refused = allowsLineBreaks ? DecodedMark.control : DecodedMark.control | DecodedMark.lineBreak
        if marks & refused != 0 { return false }
        if marks & DecodedMark.nonASCII != 0 {
            let decoded = UnsafeBufferPointer(start: output + range.lowerBound, count: length)
            return LinkParser.isCleanText(decoded, allowsLineBreaks: allowsLineBreaks)
        }
        return true
    }

    /// Whether the 48 bytes at `bytes` hold a `%` at every third byte from the first, and
    /// between them bytes that are not ones from space to `/`: sixteen escapes in a row, if
    /// their digits are hexadecimal (which ``escapeTable`` tells). Three vectors and one test,
    /// where a byte at a time costs a compare and a branch per escape. Every byte must be ASCII.
    @inline(__always)
    private static func holdsSixteenEscapes(_ bytes: UnsafePointer<UInt8>) -> Bool {
        // XORed with `%`, a `%` is zero and a hexadecimal digit at least 0x10 (the bytes from
        // space to `/` are the ones below). Added 0xFF in the `%` lanes and 0x70 in the
        // digits' lanes, every lane of a run has its high bit set. (Every lane is tested and
        // each constant is nonzero in every lane: otherwise the compiler gathers the `%` lanes
        // a byte at a time instead of loading whole vectors.)
        let percents = Lanes(repeating: percent)
        let first = (ByteLanes.lanes(at: bytes) ^ percents) &+ constant(0x70FF_7070_FF70_70FF, 0xFF70_70FF_7070_FF70)
        let second =
            (ByteLanes.lanes(at: bytes + 16) ^ percents) &+ constant(0x7070_FF70_70FF_7070, 0x70FF_7070_FF70_70FF)
        let third =
            (ByteLanes.lanes(at: bytes + 32) ^ percents) &+ constant(0xFF70_70FF_7070_FF70, 0x7070_FF70_70FF_7070)
        return everyHighBit(first & second & third)
    }

    /// The 16 bytes of two little-endian words, `low` in lanes 0–7: a constant vector the
    /// compiler folds, where 16 lane arguments are assembled at run time.
    @inline(__always)
    private static func constant(_ low: UInt64, _ high: UInt64) -> Lanes {
        unsafeBitCast(SIMD2(low.littleEndian, high.littleEndian), to: Lanes.self)
    }

    /// A word of the roles a run of escapes gives its bytes: byte `b` of the run (from its first
    /// `%`) takes `roles.0` for a `%`, `roles.1` for a first digit and `roles.2` for a second one,
    /// and the word holds bytes `start` to `start + 7`. Constant arguments fold to a constant.
    @inline(__always)
    private static func roleWord(_ roles: (UInt8, UInt8, UInt8), from start: Int) -> UInt64 {
        let ordered: (UInt64, UInt64, UInt64)
        switch start % 3 {
        case 0: ordered = (UInt64(roles.0), UInt64(roles.1), UInt64(roles.2))
        case 1: ordered = (UInt64(roles.1), UInt64(roles.2), UInt64(roles.0))
        default: ordered = (UInt64(roles.2), UInt64(roles.0), UInt64(roles.1))
        }
        let unit = ordered.0 | ordered.1 << 8 | ordered.2 << 16
        return unit | unit << 24 | unit << 48
    }

    /// The 16 lanes of ``roleWord(_:from:)`` from byte `start` of the run.
    @inline(__always)
    private static func roleLanes(_ roles: (UInt8, UInt8, UInt8), from start: Int) -> Lanes {
        constant(roleWord(roles, from: start), roleWord(roles, from: start &+ 8))
    }

    /// All ones in each lane of the 16 bytes at `bytes`, byte `start` of a run, that holds
    /// what its role in ``holdsSixteenPrintableEscapes(_:)`` allows: `%`; a first digit from
    /// 2 to 7; a second digit that is not F. Each role allows one or two ranges, tested as
    /// ``ByteLanes/lanes(_:from:count:)`` does, with a constant per lane; `| 0x20` folds the uppercase
    /// letters onto the lowercase ones and moves no other plain byte into a range.
    @inline(__always)
    private static func printableEscapeLanes(_ bytes: UnsafePointer<UInt8>, from start: Int) -> Lanes {
        let lower = ByteLanes.lanes(at: bytes) | Lanes(repeating: 0x20)
        // First ranges: `%`, `2`–`7`, `0`–`9`. Second ranges: none, none, `a`–`e` (a bound of
        // 0x80 is the lowest signed byte, which no lane is below).
        let first = ByteLanes.lanes(
            lower, moved: roleLanes((0x80 - 0x25, 0x80 - 0x32, 0x80 - 0x30), from: start),
            below: roleLanes((0x81, 0x86, 0x8A), from: start))
        let second = ByteLanes.lanes(
            lower, moved: roleLanes((1, 1, 0x80 - 0x61), from: start), below: roleLanes((0x80, 0x80, 0x85), from: start)
        )
        return first | second
    }

    /// Whether the 48 bytes at `bytes` (plain ASCII) are sixteen escapes of printable ASCII
    /// bytes or space that are not `/`, `?`, `O`, `_`, `o` or DEL (the second digit F): bytes
    /// that mark nothing (``DecodedMark``), so that ``decodeFifteenPrintable(_:to:)`` needs
    /// neither ``escapeTable`` nor marks. Three vectors of two tests each.
    @inline(__always)
    private static func holdsSixteenPrintableEscapes(_ bytes: UnsafePointer<UInt8>) -> Bool {
        everyHighBit(
            printableEscapeLanes(bytes, from: 0) & printableEscapeLanes(bytes + 16, from: 16)
                & printableEscapeLanes(bytes + 32, from: 32))
    }

    /// Decodes the first fifteen escapes of a run that
    /// ``holdsSixteenPrintableEscapes(_:)`` passed, from its `%` at `bytes`, to `output`, which
    /// may be written up to 16 bytes on. Three escapes a word, without loads from a table:
    /// read from the first digit on, a word holds six digits (and two `%`s); a digit's value is
    /// its low four bits, plus 9 for a letter (bit 6); each second digit's byte takes the first
    /// digit's value as its high four bits, and one multiply gathers the three bytes.
    @inline(__always)
    private static func decodeFifteenPrintable(_ bytes: UnsafePointer<UInt8>, to output: UnsafeMutablePointer<UInt8>) {
        @inline(__always)
        func three(_ offset: Int) {
            let word = ByteWords.word(at: bytes + (offset &* 3 &+ 1))
            let letters = (word &>> 6) & ByteWords.ones
            let values = (word &+ letters &* 9) & (ByteWords.ones &* 0x0F)
            // Each byte takes the value before it as its high four bits: bytes 1, 4 and 7 then
            // hold the decoded bytes. The second multiply moves them to bytes 5, 6 and 7; every
            // other product lands in a byte of its own, so nothing carries.
            let decoded = (values &* 0x1001) & 0xFF00_00FF_0000_FF00
            let gathered = (decoded &* (1 << 32 | 1 << 16 | 1)) &>> 40
            // Four bytes, the last one written again by the next three (or by the caller).
            UnsafeMutableRawPointer(output + offset).storeBytes(
                of: UInt32(truncatingIfNeeded: gathered).littleEndian, as: UInt32.self)
        }
        three(0)
        three(3)
        three(6)
        three(9)
        three(12)
    }

    /// Percent-decodes `range` (plain ASCII) to `output`, which may be written up to the range's
    /// length; `nil` when an escape is malformed. Also returns the ``DecodedMark``s of the
    /// escaped bytes (unescaped bytes are plain, and carry none).
    @inline(__always)
    private func decodePart(
        _ range: Range<Int>, to output: UnsafeMutablePointer<UInt8>, _ table: UnsafePointer<UInt32>
    ) -> (Int, UInt32)? {
        guard let base = bytes.baseAddress else { return nil }
        let end = range.upperBound
        var read = range.lowerBound
        var write = 0
        var marks: UInt32 = 0
        /// Decodes the escape at `read` to `output[write]` and returns its marks. A malformed one
        /// writes a wrong byte and marks the part, which is refused once read. (The functions
        /// return marks rather than add to `marks`: a nested function that changes a variable
        /// it captures made the compiler check exclusive access at run time, a call each time.)
        @inline(__always)
        func escape(_ read: Int, _ write: Int) -> UInt32 {
            let sum = table[Int(base[read &+ 1])] &+ table[256 &+ Int(base[read &+ 2])]
            output[write] = UInt8(truncatingIfNeeded: sum)
            return sum
        }
        /// Decodes the eight escapes from `read` on to `output[write...]`; returns their marks.
        @inline(__always)
        func eightEscapes(_ read: Int, _ write: Int) -> UInt32 {
            escape(read, write) | escape(read &+ 3, write &+ 1) | escape(read &+ 6, write &+ 2)
                | escape(read &+ 9, write &+ 3) | escape(read &+ 12, write &+ 4) | escape(read &+ 15, write &+ 5)
                | escape(read &+ 18, write &+ 6) | escape(read &+ 21, write &+ 7)
        }
        while read < end {
            if base[read] == Self.percent {
                // A run of escapes in loops of its own: sixteen at a time first, their `%`s
                // checked in three vectors (printable ones decoded three to a word, others
                // through the table), then eight, then one.
                while read &+ 48 <= end {
                    if Self.holdsSixteenPrintableEscapes(base + read) {
                        Self.decodeFifteenPrintable(base + read, to: output + write)
                        marks |= escape(read &+ 45, write &+ 15)
                    } else if Self.holdsSixteenEscapes(base + read) {
                        marks |= eightEscapes(read, write) | eightEscapes(read &+ 24, write &+ 8)
                    } else {
                        break
                    }
                    read &+= 48
                    write &+= 16
                }
                while read &+ 24 <= end && base[read] == Self.percent && base[read &+ 3] == Self.percent
                    && base[read &+ 6] == Self.percent && base[read &+ 9] == Self.percent
                    && base[read &+ 12] == Self.percent && base[read &+ 15] == Self.percent
                    && base[read &+ 18] == Self.percent && base[read &+ 21] == Self.percent
                {
                    marks |= eightEscapes(read, write)
                    read &+= 24
                    write &+= 8
                }
                while read &+ 2 < end && base[read] == Self.percent {
                    marks |= escape(read, write)
                    read &+= 3
                    write &+= 1
                }
                // Both hex digits must lie inside this part: "%4" at the end of a segment is malformed.
                if read < end && base[read] == Self.percent { return nil }
            } else if read &+ 8 <= end {
                // Copies up to the next `%`, eight bytes at a time; bytes past it are written
                // again later (`write` never passes `read`, so this stays inside the range).
                let word = ByteWords.word(at: base + read)
                UnsafeMutableRawPointer(output + write).storeBytes(of: UInt64(littleEndian: word), as: UInt64.self)
                let escapes = ByteWords.bytes(word, equalTo: Self.percent)
                let run = escapes == 0 ? 8 : escapes.trailingZeroBitCount &>> 3
                read &+= run
                write &+= run
            } else {
                output[write] = base[read]
                read &+= 1
                write &+= 1
            }
        }
        guard marks & DecodedMark.malformed == 0 else { return nil }
        return (write, marks)
    }
}
