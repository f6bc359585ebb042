/// A read failure: the UTF-8 offset it blames and what is wrong there.
struct LinkFailure: Error {
    var position: Int
    var problem: RouteError.LinkProblem
}

/// The limits and switches of ``LinkOptions`` as plain values, so that reading a link copies no
/// `Character`.
struct LinkLimits: Sendable {
    let maxLength: Int
    let maxSegments: Int
    let maxSegmentLength: Int
    let maxQueryItems: Int
    let separator: UInt8?
    let ignoresTrailingSlash: Bool
    let lowercasesCustomHosts: Bool
    let collapsesEmptySegments: Bool
    let routesFragment: Bool
    let readsPlusAsSpace: Bool

    init(_ options: LinkOptions) {
        maxLength = options.maxLength
        maxSegments = options.maxSegments
        maxSegmentLength = options.maxSegmentLength
        maxQueryItems = options.maxQueryItems
        // The reader compares one ASCII byte; a separator beyond ASCII splits nothing.
        separator = options.urnSeparator?.asciiValue
        ignoresTrailingSlash = options.ignoresTrailingSlash
        lowercasesCustomHosts = options.lowercasesCustomHosts
        collapsesEmptySegments = options.collapsesEmptySegments
        routesFragment = options.routesFragment
        readsPlusAsSpace = options.readsPlusAsSpace
    }
}

/// The parts of a link read once each, as byte ranges of the link.
struct LinkLayout {
    var form: Link.Form = .path
    /// The scheme of a custom or web link, not lowercased; empty otherwise.
    var scheme: Range<Int> = 0..<0
    /// The host of a web link, without user information or port, not lowercased.
    var host: Range<Int> = 0..<0
    var port: Int?
    var userInfo: Range<Int>?
    var resetsToRoot = false
}

/// Reads a link from its UTF-8 bytes, without Foundation's `URL`: the one reader behind
/// `Link(parsing:)` and every router lookup, so that a quick answer and a full one cannot
/// disagree about what a link says.
///
/// Parts are split first, then each is percent-decoded once, into `output`, and checked: a
/// malformed escape, bytes that are not UTF-8 and characters no link should carry (controls,
/// bidi and invisible formatting characters) are refused with the offset to blame. Limits are
/// checked before work proportional to them is done, so a 100 KB link or one with thousands of
/// segments is refused after a length check or a count, not after splitting it.
struct LinkReader<Sink: LinkSink> {
    let bytes: UnsafeBufferPointer<UInt8>
    let limits: LinkLimits
    /// Where decoded parts go: room for twice the link's bytes, since a fragment that routes is
    /// decoded both as the fragment and as the path it holds, and every other part once.
    let output: UnsafeMutablePointer<UInt8>
    var sink: Sink
    /// How much of `output` is written.
    private(set) var written = 0
    private(set) var segmentCount = 0
    /// The query items read so far: the link's own, then those of a fragment that routes, which
    /// follow them under one limit.
    private var queryItemCount = 0
    /// Whether every decoded segment is ASCII, where bytes compare exactly as `String` does.
    private(set) var segmentsAreASCII = true
    /// Whether a decoded segment holds a `/` (written `%2F`).
    private(set) var segmentsHoldSlash = false
    /// Whether the link holds a `%` anywhere.
    private var hasEscapes = false
    /// Whether every byte of the link is ASCII.
    private(set) var isASCII = true
    /// Whether query items and the fragment are decoded: for a sink that reads them, and in a
    /// link whose escapes or bytes beyond ASCII must be checked whether read or not.
    private var decodesText: Bool { sink.readsText || hasEscapes || !isASCII }
    /// Whether segments are handed to the sink where they lie in the link, with offsets into
    /// it: for a sink that asks, in a link with no escape and no byte beyond ASCII.
    private(set) var readsInPlace = false
    /// Whether a segment read in place is a host that needs lowercasing, which the sink then
    /// received as written.
    private(set) var leftUnlowered = false

    static var slash: UInt8 { UInt8(ascii: "/") }
    static var question: UInt8 { UInt8(ascii: "?") }
    static var hash: UInt8 { UInt8(ascii: "#") }
    static var colon: UInt8 { UInt8(ascii: ":") }
    static var percent: UInt8 { UInt8(ascii: "%") }

    init(bytes: UnsafeBufferPointer<UInt8>, limits: LinkLimits, output: UnsafeMutablePointer<UInt8>, sink: Sink) {
        self.bytes = bytes
        self.limits = limits
        self.output = output
        self.sink = sink
    }

    /// Reads the link, handing its segments, query items and fragment to the sink.
    mutating func read() throws(LinkFailure) -> LinkLayout {
        let count = bytes.count
        guard count > 0 else { throw LinkFailure(position: 0, problem: .empty) }
        guard count <= limits.maxLength else {
            throw LinkFailure(position: limits.maxLength, problem: .tooLong(limit: limits.maxLength))
        }
        var fragmentStart = count
        var queryStart: Int?
        guard let base = bytes.baseAddress else { throw LinkFailure(position: 0, problem: .empty) }
        var seen: UInt64 = 0
        var index = 0
        while index < count {
            // The pass stops at controls, DEL and `#` (all below `$`), at `%` until one is found,
            // and at `?` until the query or the fragment starts.
            let question = queryStart == nil && fragmentStart == count ? Self.question : nil
            index = ByteStops(below: hasEscapes ? 0x24 : 0x26, 0x7F, question).skip(
                base, from: index, to: count, seen: &seen)
            guard index < count else { break }
            let byte = bytes[index]
            // Raw control characters are never part of a link; refusing them here keeps every later
            // step free of that check for ASCII input.
            if byte < 0x20 || byte == 0x7F { throw LinkFailure(position: index, problem: .forbiddenCharacter) }
            // Only the first '#' starts the fragment, and a '?' inside the fragment is not a query.
            if byte == Self.hash && fragmentStart == count { fragmentStart = index }
            if byte == Self.question && queryStart == nil && fragmentStart == count { queryStart = index }
            if byte == Self.percent { hasEscapes = true }
            index &+= 1
        }
        isASCII = seen & ByteWords.highBits == 0
        readsInPlace = sink.takesSegmentsInPlace && isASCII && !hasEscapes
        let hierarchyEnd = queryStart ?? fragmentStart

        var layout = LinkLayout()
        if let schemeEnd = Self.schemeEnd(in: bytes, before: hierarchyEnd) {
            try readSchemed(schemeEnd, hierarchyEnd, into: &layout)
        } else {
            guard hierarchyEnd > 0 || queryStart != nil else { throw LinkFailure(position: 0, problem: .empty) }
            try appendSegments(of: 0..<hierarchyEnd, splitOnSeparator: false)
        }
        if let queryStart { try readQuery((queryStart + 1)..<fragmentStart) }
        if fragmentStart < count {
            let fragment = (fragmentStart + 1)..<count
            if decodesText { sink.fragment(try decode(fragment, allowsLineBreaks: true)) }
            if limits.routesFragment && segmentCount == 0 && bytes[fragment].first == Self.slash {
                try readFragmentRoute(fragment)
            }
        }
        return layout
    }

    /// Reads a link with a scheme: a custom or web link when `//` follows it, a URN otherwise.
    private mutating func readSchemed(
        _ schemeEnd: Int, _ hierarchyEnd: Int, into layout: inout LinkLayout
    )
        throws(LinkFailure)
    {
        let isWeb = Self.isWebScheme(bytes, 0..<schemeEnd)
        guard schemeEnd + 2 < hierarchyEnd && bytes[schemeEnd + 1] == Self.slash && bytes[schemeEnd + 2] == Self.slash
        else {
            if isWeb { throw LinkFailure(position: schemeEnd + 1, problem: .invalidHost) }
            layout.form = .urn
            try appendSegment(0..<schemeEnd, lowercased: false)
            try appendSegments(of: (schemeEnd + 1)..<hierarchyEnd, splitOnSeparator: true)
            return
        }
        let authorityStart = schemeEnd + 3
        let authorityEnd = firstIndex(of: Self.slash, in: authorityStart..<hierarchyEnd) ?? hierarchyEnd
        layout.scheme = 0..<schemeEnd
        if isWeb {
            layout.form = .web
            try readWebAuthority(authorityStart..<authorityEnd, into: &layout)
            try appendSegments(of: authorityEnd..<hierarchyEnd, splitOnSeparator: false)
            return
        }
        layout.form = .custom
        var hostStart = authorityStart
        var hostEnd = authorityEnd
        if authorityStart == authorityEnd {
            // `myapp:///user:self` reads like `myapp://user:self`: the first path segment stands
            // in the host position, so it splits on the URN separator, but keeps its case.
            layout.resetsToRoot = true
            hostStart = min(authorityEnd + 1, hierarchyEnd)
            hostEnd = firstIndex(of: Self.slash, in: hostStart..<hierarchyEnd) ?? hierarchyEnd
        }
        // Hosts compare without case (RFC 3986); the host name is the part before the URN
        // separator, and what follows it is a value that keeps its case.
        try appendSegments(
            of: hostStart..<hostEnd, splitOnSeparator: true,
            lowercasesFirst: limits.lowercasesCustomHosts && !layout.resetsToRoot)
        try appendSegments(of: hostEnd..<hierarchyEnd, splitOnSeparator: false)
    }

    /// Reads a fragment such as `/posts/9?tab=top` as the link's path and more query items, from
    /// the raw bytes, so each part is decoded once as the link's own are.
    private mutating func readFragmentRoute(_ range: Range<Int>) throws(LinkFailure) {
        let queryStart = firstIndex(of: Self.question, in: range)
        try appendSegments(of: range.lowerBound..<(queryStart ?? range.upperBound), splitOnSeparator: false)
        if let queryStart { try readQuery((queryStart + 1)..<range.upperBound) }
    }

    // MARK: Segments

    /// Splits `range` on `/`, then decodes each piece. A path's leading `/` is skipped; a host
    /// or URN, which `splitOnSeparator` marks, splits on the URN separator too and keeps every
    /// `/`. `lowercasesFirst` lowers the ASCII letters of the first segment: a custom host.
    private mutating func appendSegments(
        of range: Range<Int>, splitOnSeparator: Bool, lowercasesFirst: Bool = false
    ) throws(LinkFailure) {
        let end = range.upperBound
        var segmentStart = range.lowerBound
        if !splitOnSeparator && segmentStart < end && bytes[segmentStart] == Self.slash { segmentStart += 1 }
        guard segmentStart < end, let base = bytes.baseAddress else { return }
        let first = segmentCount
        let separators = ByteStops(Self.slash, splitOnSeparator ? limits.separator : nil)
        var seen: UInt64 = 0
        while true {
            let stop = separators.skip(base, from: segmentStart, to: end, seen: &seen)
            guard stop < end else { break }
            try appendSegment(segmentStart..<stop, lowercased: lowercasesFirst && segmentCount == first)
            segmentStart = stop &+ 1
        }
        // The last piece is empty only after a trailing `/`.
        if !(segmentStart == end && limits.ignoresTrailingSlash) {
            try appendSegment(segmentStart..<end, lowercased: lowercasesFirst && segmentCount == first)
        }
    }

    private mutating func appendSegment(_ range: Range<Int>, lowercased: Bool) throws(LinkFailure) {
        // An empty segment decodes to nothing whatever the options, so leaving it out before the
        // limits keeps `a//b` within the limits `a/b` is within.
        if range.isEmpty && limits.collapsesEmptySegments { return }
        guard segmentCount < limits.maxSegments else {
            throw LinkFailure(position: range.lowerBound, problem: .tooManySegments(limit: limits.maxSegments))
        }
        guard range.count <= limits.maxSegmentLength else {
            throw LinkFailure(position: range.lowerBound, problem: .segmentTooLong(limit: limits.maxSegmentLength))
        }
        let segment: UnsafeBufferPointer<UInt8>
        let offset: Int
        if readsInPlace {
            // Plain ASCII needs no decoding and no screen; a host to lower is left as written.
            offset = range.lowerBound
            segment = UnsafeBufferPointer(rebasing: bytes[range])
            if lowercased && segment.contains(where: { LinkText.lowercased($0) != $0 }) { leftUnlowered = true }
        } else {
            offset = written
            segment = try decode(range, allowsLineBreaks: false, isSegment: true)
            if lowercased {
                let start = output + offset
                for index in 0..<segment.count { start[index] = LinkText.lowercased(start[index]) }
            }
        }
        if LinkText.isDotSegment(segment) { throw LinkFailure(position: range.lowerBound, problem: .dotSegment) }
        sink.segment(segment, index: segmentCount, at: offset)
        segmentCount += 1
    }

    // MARK: Query

    private mutating func readQuery(_ range: Range<Int>) throws(LinkFailure) {
        var itemStart = range.lowerBound
        // Counted in a local, which stays in a register, and kept for a fragment's query.
        var items = queryItemCount
        defer { queryItemCount = items }
        let end = range.upperBound
        guard let base = bytes.baseAddress else { return }
        var seen: UInt64 = 0
        while true {
            let stop = ByteStops(UInt8(ascii: "&")).skip(base, from: itemStart, to: end, seen: &seen)
            guard stop < end else { break }
            try readQueryItem(itemStart..<stop, number: &items)
            itemStart = stop &+ 1
        }
        try readQueryItem(itemStart..<end, number: &items)
    }

    /// Reads one item of the query, and counts it in `number`; an empty item is skipped.
    private mutating func readQueryItem(_ range: Range<Int>, number: inout Int) throws(LinkFailure) {
        guard !range.isEmpty else { return }
        guard number < limits.maxQueryItems else {
            throw LinkFailure(position: range.lowerBound, problem: .tooManyQueryItems(limit: limits.maxQueryItems))
        }
        number += 1
        guard range.count <= limits.maxSegmentLength else {
            throw LinkFailure(position: range.lowerBound, problem: .segmentTooLong(limit: limits.maxSegmentLength))
        }
        // A plain item needs no check, and a sink that does not read the query needs no copy.
        guard decodesText else { return }
        let equals = firstIndex(of: UInt8(ascii: "="), in: range) ?? range.upperBound
        let name = try decode(range.lowerBound..<equals, allowsLineBreaks: false)
        let value = try equals < range.upperBound ? queryValue((equals + 1)..<range.upperBound) : nil
        sink.queryItem(name: name, value: value)
    }

    /// A query value, with each raw `+` read as a space when the options ask for it. The parts
    /// between `+`s are decoded apart: an escape never spans a `+`, and a character whose
    /// escapes a `+` splits is not UTF-8 either way.
    private mutating func queryValue(_ range: Range<Int>) throws(LinkFailure) -> UnsafeBufferPointer<UInt8> {
        let start = written
        var partStart = range.lowerBound
        while true {
            let rest = partStart..<range.upperBound
            let plus = limits.readsPlusAsSpace ? firstIndex(of: UInt8(ascii: "+"), in: rest) : nil
            _ = try decode(partStart..<(plus ?? range.upperBound), allowsLineBreaks: true)
            guard let plus else { break }
            // The `+` becomes the space in place: the output grows by exactly the byte read.
            output[written] = 0x20
            written += 1
            partStart = plus + 1
        }
        return UnsafeBufferPointer(start: output + start, count: written - start)
    }

    // MARK: Decoding

    /// Percent-decodes `range` once to the end of the output and checks the result for
    /// characters no link should carry. A segment's decoded bytes update ``segmentsAreASCII``
    /// and ``segmentsHoldSlash``.
    private mutating func decode(
        _ range: Range<Int>, allowsLineBreaks: Bool, isSegment: Bool = false
    ) throws(LinkFailure) -> UnsafeBufferPointer<UInt8> {
        guard let base = bytes.baseAddress else { return UnsafeBufferPointer(start: output, count: 0) }
        let start = output + written
        let count: Int
        var marks: UInt32 = 0
        var beyondASCII = false
        if hasEscapes {
            let decoded = try LinkEscapes.decode(base, range, to: start)
            count = decoded.count
            marks = decoded.marks
            beyondASCII =
                marks & LinkEscapes.Mark.nonASCII != 0 || (!isASCII && decoded.copied & ByteWords.highBits != 0)
        } else {
            start.update(from: base + range.lowerBound, count: range.count)
            count = range.count
            beyondASCII = !isASCII && UnsafeBufferPointer(start: start, count: count).contains { $0 >= 0x80 }
        }
        written += count
        let decoded = UnsafeBufferPointer(start: start, count: count)
        if isSegment && marks & LinkEscapes.Mark.slash != 0 { segmentsHoldSlash = true }
        if beyondASCII {
            if isSegment { segmentsAreASCII = false }
            if let problem = LinkText.problem(in: decoded, allowsLineBreaks: allowsLineBreaks) {
                throw LinkFailure(position: range.lowerBound, problem: problem)
            }
        } else {
            // Raw ASCII was screened for control characters in the first pass; what an escape
            // stands for is screened by its marks.
            let refused = LinkEscapes.Mark.control | (allowsLineBreaks ? 0 : LinkEscapes.Mark.lineBreak)
            if marks & refused != 0 { throw LinkFailure(position: range.lowerBound, problem: .forbiddenCharacter) }
        }
        return decoded
    }

    // MARK: Bytes

    func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        for index in range where bytes[index] == byte { return index }
        return nil
    }
}
