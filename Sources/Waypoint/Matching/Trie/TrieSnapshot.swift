/// The destinations of a router's patterns, behind a non-generic snapshot.
@usableFromInline
final class DestinationList<Destination>: @unchecked Sendable {
    @usableFromInline
    let values: [Destination]
    init(_ values: [Destination]) { self.values = values }
}

/// An immutable, compiled view of a router's routes: what every lookup reads. It is not generic,
/// so a lookup runs without looking up generic metadata until it builds the match. A quick
/// match keeps its snapshot, to read its pattern and parse its link when asked.
@usableFromInline
final class TrieSnapshot: @unchecked Sendable {
    let patterns: [RoutePattern]
    /// The options links were read with, for parsing a quick match's link on demand.
    let linkOptions: LinkOptions
    let expansions: [RouteExpansion]
    /// A ``DestinationList`` of the router's destination type, one per pattern.
    @usableFromInline
    let destinations: AnyObject
    let trie: CompiledTrie
    /// The captured names of every record in one run, each as its index in ``names`` (-1 for
    /// `_`): what a match's parameters are named by, without reading the pattern's segments.
    private let captureNames: [Int32]
    /// Every distinct captured name once, in order of first capture: a handful, in any table.
    private let names: [String]
    /// Per record, its pattern's index and where its names start in ``captureNames``; one more
    /// entry ends the last names.
    private let records: [(order: Int32, captureStart: Int32)]
    /// What the router accepts, read by quick lookups from the snapshot they already hold
    /// rather than copied into every call.
    let acceptance: LinkAcceptance
    /// The schemes a quick lookup accepts or has routes for, with their tries' roots.
    let schemeNames: QualifierNames
    /// The hosts a quick lookup accepts by name or has routes for, with their tries' roots.
    let hostNames: QualifierNames

    init(
        patterns: [RoutePattern], expansions: [RouteExpansion], destinations: AnyObject,
        types: [String: ParameterType], caseSensitive: Bool, linkOptions: LinkOptions, acceptance: LinkAcceptance,
        stepLimit: Int
    ) {
        self.patterns = patterns
        self.linkOptions = linkOptions
        self.expansions = expansions
        self.destinations = destinations
        self.trie = CompiledTrie(
            patterns: patterns, expansions: expansions, types: types, caseSensitive: caseSensitive,
            stepLimit: stepLimit)
        var captured: [Int32] = []
        var distinct: [String] = []
        var indexOfName: [String: Int32] = [:]
        var records: [(order: Int32, captureStart: Int32)] = []
        records.reserveCapacity(expansions.count + 1)
        for expansion in expansions {
            records.append((expansion.order, Int32(captured.count)))
            for segment in expansion.segments(of: patterns[Int(expansion.order)]) where segment.captures {
                guard let name = segment.capturedName else {
                    captured.append(-1)
                    continue
                }
                if let index = indexOfName[name] {
                    captured.append(index)
                } else {
                    let index = Int32(distinct.count)
                    indexOfName[name] = index
                    distinct.append(name)
                    captured.append(index)
                }
            }
        }
        records.append((-1, Int32(captured.count)))
        captureNames = captured
        names = distinct
        self.records = records
        self.acceptance = acceptance
        schemeNames = QualifierNames(
            accepted: acceptance.schemeBytes, qualified: trie.roots(qualifiedBy: "scheme:"),
            acceptsEvery: acceptance.schemes == nil)
        hostNames = QualifierNames(
            accepted: acceptance.exactHostBytes, qualified: trie.roots(qualifiedBy: "web:"), acceptsEvery: false)
    }

    /// The pattern of record `index`.
    func pattern(ofRecord index: Int) -> RoutePattern { patterns[order(ofRecord: index)] }

    /// The registration index of record `index`'s pattern: the index of its destination.
    func order(ofRecord index: Int) -> Int { Int(records[index].order) }

    /// The parameters of record `index` from its captures, in pattern order (`_` skipped).
    func parameters(ofRecord index: Int, _ value: (Int) -> String, count: Int) -> Parameters {
        guard count > 0 else { return Parameters(elements: []) }
        let start = Int(records[index].captureStart)
        let slots = min(count, Int(records[index + 1].captureStart) - start)
        // Most routes capture one or two named values: an array literal of exactly that size is
        // one allocation, with neither the generic array path nor a value held aside.
        var first = -1
        var second = -1
        var named = 0
        for slot in 0..<slots where captureNames[start + slot] >= 0 {
            if named == 0 { first = slot } else if named == 1 { second = slot }
            named += 1
        }
        switch named {
        case 0:
            return Parameters(elements: [])
        case 1:
            return Parameters(elements: [element(start, first, value)])
        case 2:
            return Parameters(elements: [element(start, first, value), element(start, second, value)])
        default:
            var elements: [Parameters.Element] = []
            elements.reserveCapacity(named)
            for slot in 0..<slots where captureNames[start + slot] >= 0 {
                elements.append(element(start, slot, value))
            }
            return Parameters(elements: elements)
        }
    }

    /// The parameter of capture `slot` of the record whose names start at `start`; the slot
    /// has a name.
    @inline(__always)
    private func element(_ start: Int, _ slot: Int, _ value: (Int) -> String) -> Parameters.Element {
        Parameters.Element(name: names[Int(captureNames[start + slot])], value: value(slot))
    }

    /// What a lookup of parsed segments found.
    enum Answer {
        /// The best record, with its captured values.
        case matched(record: Int, parameters: Parameters)
        /// No record matches.
        case unmatched
        /// The search would enter more nodes than ``CompiledTrie/stepLimit``.
        case overLimit
    }

    /// The best record for `segments`, with its captured values, trying a qualified trie first,
    /// and how many nodes of the trie the lookup entered. Records for which `skipping` returns
    /// `true` are passed over, as ``CompiledTrie/lookup(_:qualifiedRoot:captures:skipping:)`` says.
    func lookup(
        _ segments: [String], qualifier: String?, skipping: ((Int32) -> Bool)? = nil
    ) -> (answer: Answer, steps: Int) {
        SegmentBytes.withSegments(segments) { bytes in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * (bytes.count + 1)) { slots in
                // A buffer of at least two elements always has an address.
                guard let base = slots.baseAddress else { return (.unmatched, 0) }
                var captures = CompiledTrie.Captures(slots: base, path: base + bytes.count + 1)
                let qualifiedRoot = qualifier.flatMap { trie.root(for: $0) }
                let found = trie.lookup(bytes, qualifiedRoot: qualifiedRoot, captures: &captures, skipping: skipping)
                guard let found else {
                    return (trie.exceedsLimit(captures.steps) ? .overLimit : .unmatched, captures.steps)
                }
                let parameters = self.parameters(
                    ofRecord: Int(found), { bytes.captured(captures.slots[$0]) }, count: captures.count)
                return (.matched(record: Int(found), parameters: parameters), captures.steps)
            }
        }
    }

    /// The deepest point any route reached for `segments`, and routes continuing from there.
    func explore(_ segments: [String], qualifier: String?) -> (depth: Int, nearest: [Int]) {
        trie.explore(segments, qualifier: qualifier)
    }
}
