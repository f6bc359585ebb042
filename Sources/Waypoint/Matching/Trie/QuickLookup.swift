/// What `Router.match(for:)` learns from a quick lookup, without generics: the answer, the
/// snapshot that gave it, and for a match the pattern and the parameters.
@usableFromInline
struct QuickHit {
    @usableFromInline
    let answer: QuickAnswer
    /// The pattern's registration index: the index of its destination.
    @usableFromInline
    let order: Int
    /// The snapshot that answered: its patterns and destinations are read by `order`.
    @usableFromInline
    let snapshot: TrieSnapshot
    @usableFromInline
    let parameters: Parameters

    init(
        answer: QuickAnswer, order: Int = 0, snapshot: TrieSnapshot, parameters: Parameters = Parameters(elements: [])
    ) {
        self.answer = answer
        self.order = order
        self.snapshot = snapshot
        self.parameters = parameters
    }
}

/// The answer of a quick lookup, without the parameters, which go to a variable of the caller's:
/// small enough to travel in registers through the closures that lend a lookup its stack
/// buffers, where an answer holding the parameters too would be copied through memory at each.
@usableFromInline
enum QuickAnswer {
    /// The record that matched; its parameters were written to the caller's variable.
    case record(Int32)
    /// No accepted route matches the link, or the link is one the reader refuses.
    case unmatched
    /// A link whose acceptance the full lookup decides (a URN, `http`, a port, user
    /// information, an IP literal or a host beyond ASCII), or a custom host to lowercase.
    case undecided
}

extension TrieSnapshot {
    /// Looks a link up from its bytes, without building a ``Link``: the link reader places its
    /// segments (in the link, or decoded into a stack buffer), the compiled trie compares bytes,
    /// and only captured values become `String`s. A match's parameters go to `parameters`.
    func quickLookup(_ link: String, _ parameters: inout Parameters?) -> QuickAnswer {
        guard trie.isASCII else { return .undecided }
        // A native string lends its bytes as they are; `withUTF8` needs a mutable copy, whose
        // retain and release cost more than the lookup's comparisons of scheme and host.
        if let answer = link.utf8.withContiguousStorageIfAvailable({ quickLookup(bytes: $0, &parameters) }) {
            return answer
        }
        var text = link
        return text.withUTF8 { quickLookup(bytes: $0, &parameters) }
    }

    /// ``quickLookup(_:_:)`` on the link's UTF-8 bytes: the link reader fills a stack buffer
    /// with the decoded segments, and one of offsets with where each lies, the search's capture
    /// slots and its path.
    private func quickLookup(bytes: UnsafeBufferPointer<UInt8>, _ parameters: inout Parameters?) -> QuickAnswer {
        let limits = acceptance.limits
        // A link over the length limit is refused before buffers are sized for it.
        guard bytes.count <= limits.maxLength else { return .unmatched }
        // A link of n bytes has fewer than n + 4 segments, whatever the limit: each range the reader
        // splits (host, path, a fragment that routes) gives at most one more than its bytes.
        let places = min(max(limits.maxSegments, 0), bytes.count + 4)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * bytes.count + 1) { output in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * places + 1) { bounds in
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * places + 2) { search in
                    quickLookup(bytes, places: places, output: output, bounds: bounds, search: search, &parameters)
                }
            }
        }
    }

    /// ``quickLookup(bytes:_:)`` with its buffers: `output` of twice the link's bytes, `bounds`
    /// of `2 * places` offsets, where the segments lie, and `search` of `2 * places + 2`, the
    /// search's capture slots and path.
    private func quickLookup(
        _ bytes: UnsafeBufferPointer<UInt8>, places: Int, output: UnsafeMutableBufferPointer<UInt8>,
        bounds buffer: UnsafeMutableBufferPointer<Int32>, search: UnsafeMutableBufferPointer<Int32>,
        _ parameters: inout Parameters?
    ) -> QuickAnswer {
        guard let base = output.baseAddress, let bounds = buffer.baseAddress, let slots = search.baseAddress
        else { return .undecided }
        var reader = LinkReader(
            bytes: bytes, limits: acceptance.limits, output: base, sink: SegmentPlaces(bounds: bounds, ends: places))
        let layout: LinkLayout
        do {
            layout = try reader.read()
        } catch {
            // A link the reader refuses matches nothing.
            return .unmatched
        }
        // One comparison accepts the scheme or host and finds its routes' trie; a name the
        // router does not list is decided by the same code as for parsed links.
        var qualifier: QualifierNames.Entry?
        switch layout.form {
        case .path:
            break
        case .urn:
            // Whether URNs are accepted, and the reason when they are not, is the full lookup's.
            return .undecided
        case .custom:
            qualifier = schemeNames.find(layout.scheme, in: bytes)
            if qualifier?.accepted != true, let schemes = acceptance.schemes,
                !schemes.contains(LinkText.lowercased(bytes, layout.scheme))
            {
                return .unmatched
            }
        case .web:
            // Every accepted host accepts `https`; whether one accepts plain `http`, a port, an IP
            // literal or a host beyond ASCII is for the full lookup to say, with the reason.
            let host = layout.host
            guard layout.scheme.count == 5, layout.port == nil, layout.userInfo == nil, bytes[host.lowerBound] != 0x5B,
                reader.isASCII || !bytes[host].contains(where: { $0 >= 0x80 })
            else { return .undecided }
            qualifier = hostNames.find(host, in: bytes)
            if qualifier?.accepted != true,
                !acceptance.hostSuffixBytes.contains(where: { Self.isSubdomain(bytes, host, of: $0) }),
                acceptance.hosts.accepts(host: LinkText.lowercased(bytes, host), port: nil, scheme: "https") != nil
            {
                return .unmatched
            }
        }
        // A host left as written is lowered by the full lookup.
        if reader.leftUnlowered { return .undecided }
        let segments = SegmentBytes(
            base: reader.readsInPlace ? bytes : UnsafeBufferPointer(start: base, count: reader.written),
            bounds: UnsafeBufferPointer(buffer),
            endOffset: places, count: reader.segmentCount, isASCII: reader.segmentsAreASCII,
            holdsSlash: reader.segmentsHoldSlash)
        var captures = CompiledTrie.Captures(slots: slots, path: slots + places + 1)
        guard let found = trie.lookup(segments, qualifiedRoot: qualifier?.root, captures: &captures) else {
            return .unmatched
        }
        parameters = self.parameters(ofRecord: Int(found), { segments.captured(slots[$0]) }, count: captures.count)
        return .record(found)
    }

    /// Whether the host is `labels` + `suffix`, where the labels are plain DNS labels (letters,
    /// digits, inner hyphens, 1–63 long, one dot apart): a strict subset of what
    /// ``AcceptedHosts`` accepts for a wildcard, so a `true` here never accepts more than it.
    private static func isSubdomain(_ bytes: UnsafeBufferPointer<UInt8>, _ host: Range<Int>, of suffix: [UInt8]) -> Bool
    {
        guard host.count > suffix.count else { return false }
        let labelsEnd = host.upperBound - suffix.count
        guard ByteWords.equalsLowercased(suffix, bytes, labelsEnd..<host.upperBound) else { return false }
        var labelStart = host.lowerBound
        var index = host.lowerBound
        while index <= labelsEnd {
            if index == labelsEnd || bytes[index] == UInt8(ascii: ".") {
                let length = index - labelStart
                guard length >= 1, length <= 63, bytes[labelStart] != UInt8(ascii: "-"),
                    bytes[index - 1] != UInt8(ascii: "-")
                else { return false }
                labelStart = index + 1
            } else {
                let byte = bytes[index] | 0x20
                let isLetter = byte >= 0x61 && byte <= 0x7A
                let isDigit = bytes[index] >= 0x30 && bytes[index] <= 0x39
                guard isLetter || isDigit || bytes[index] == UInt8(ascii: "-") else { return false }
            }
            index += 1
        }
        return true
    }
}
