/// The routes that match one link, best first, each found when asked for: what
/// ``Router/matches(for:)`` gives.
///
/// The first element is the match ``Router/match(for:)-(String)`` returns; each later one
/// costs a lookup of its own, which passes over the routes already given, so a caller stops
/// when it has what it needs. Every element comes from the routes as they were when the
/// sequence was made: a route removed or disabled meanwhile is still offered, and one added is
/// not. The sequence stops early, without an error, where a lookup would search more than
/// ``RouterOptions/maxLookupSteps`` nodes of the routing trie.
public struct RouteCandidates<Destination>: Sequence, IteratorProtocol {
    @usableFromInline
    let router: Router<Destination>
    @usableFromInline
    let text: String
    /// The routes as compiled when the sequence was made; `nil` when nothing can match.
    @usableFromInline
    let snapshot: TrieSnapshot?
    /// The best match, when the quick lookup found it, until it is given.
    @usableFromInline
    var first: RouteMatch<Destination>?
    /// The index of the route of ``first``, or -1.
    @usableFromInline
    var firstOrder: Int
    /// The routes given by lookups, by index: later lookups pass over them and ``firstOrder``.
    @usableFromInline
    var given: [Int]
    /// The link read in full, once a lookup needs it.
    @usableFromInline
    var parsed: ParsedLink?
    /// Whether every route that matches was given, or the link cannot match at all.
    @usableFromInline
    var isFinished: Bool

    @inlinable
    init(router: Router<Destination>, link: String) {
        self.router = router
        self.text = link
        given = []
        parsed = nil
        let hit = router.quickHit(link)
        switch hit.answer {
        case .record:
            snapshot = hit.snapshot
            first = RouteMatch(
                destination: router.destination(of: hit), snapshot: hit.snapshot, index: hit.order,
                parameters: hit.parameters, text: link)
            firstOrder = hit.order
            isFinished = false
        case .unmatched:
            snapshot = nil
            first = nil
            firstOrder = -1
            isFinished = true
        case .undecided:
            snapshot = hit.snapshot
            first = nil
            firstOrder = -1
            isFinished = false
        }
    }

    /// The routes after `match`, which `router` found; none for a match made from values.
    init(router: Router<Destination>, after match: RouteMatch<Destination>) {
        let found = match.found
        self.router = router
        text = found?.text ?? ""
        given = []
        parsed = nil
        first = nil
        snapshot = found?.snapshot
        firstOrder = found?.order ?? -1
        isFinished = found == nil
    }

    /// The next route that matches, or `nil` once every one was given.
    @inlinable
    public mutating func next() -> RouteMatch<Destination>? {
        if let first {
            self.first = nil
            return first
        }
        return nextFound()
    }

    /// The next route a lookup finds, passing over those given.
    @usableFromInline
    mutating func nextFound() -> RouteMatch<Destination>? {
        guard !isFinished, let snapshot, let parsed = readLink() else {
            isFinished = true
            return nil
        }
        let given = firstOrder >= 0 ? self.given + [firstOrder] : self.given
        let answer = snapshot.lookup(parsed.link.segments, qualifier: parsed.qualifier) { record in
            given.contains(snapshot.order(ofRecord: Int(record)))
        }.answer
        guard case .matched(let record, let parameters) = answer else {
            // Nothing is left, or the next lookup would pass the step limit: stop for good.
            isFinished = true
            return nil
        }
        let order = snapshot.order(ofRecord: record)
        self.given.append(order)
        let destinations = unsafeDowncast(snapshot.destinations, to: DestinationList<Destination>.self)
        return RouteMatch(
            destination: destinations.values[order], pattern: snapshot.patterns[order], parameters: parameters,
            link: parsed.link)
    }

    /// The link read in full, read once; `nil` when it is invalid or the router does not
    /// accept it.
    private mutating func readLink() -> ParsedLink? {
        if let parsed { return parsed }
        do {
            let link = try Link(parsing: text, options: router.options.link)
            parsed = ParsedLink(link: link, qualifier: try router.acceptedQualifier(link))
            return parsed
        } catch {
            return nil
        }
    }
}

/// A link read in full for ``RouteCandidates``, with the key of its scheme's or host's trie:
/// held by reference, so that a sequence stays small to copy.
@usableFromInline
final class ParsedLink: Sendable {
    let link: Link
    let qualifier: String?

    init(link: Link, qualifier: String?) {
        self.link = link
        self.qualifier = qualifier
    }
}

extension RouteCandidates: Sendable where Destination: Sendable {}
