import Foundation

extension Router {
    // MARK: Declining

    /// The best route for `link` that `accept` takes: each route that matches the link is
    /// offered in precedence order, best first, until `accept` returns `true` for one. `nil`
    /// when no route matches, or every one is declined.
    ///
    /// This is how a handler declines a link in JLRoutes (returning `NO`) or Crossroad: the
    /// link goes on to the next matching route, as if the declining one were not there.
    ///
    /// ```swift
    /// try router.register("/posts/new", destination: "Compose")
    /// try router.register("/posts/:id", destination: "Post")
    /// try router.register("/posts/*", destination: "Fallback")
    /// let match = router.match(for: "/posts/new") { $0.destination != "Compose" }
    /// match?.destination   // "Post", with id = "new"
    /// ```
    ///
    /// The first offer costs what ``match(for:)-(String)`` costs; each further one is a lookup
    /// of its own that passes over the routes already offered. Every offer comes from the routes
    /// as they were when the call began, also when another thread changes them meanwhile.
    /// A route is offered once, whatever its optional parts. Errors `accept` throws end the
    /// search and are thrown on.
    public func match<Failure: Error>(
        for link: String, accepting accept: (RouteMatch<Destination>) throws(Failure) -> Bool
    ) throws(Failure) -> RouteMatch<Destination>? {
        var candidates = matches(for: link)
        while let candidate = candidates.next() {
            if try accept(candidate) { return candidate }
        }
        return nil
    }

    /// The best route for a Foundation `URL` that `accept` takes, as
    /// ``match(for:accepting:)-(String,_)`` chooses it.
    public func match<Failure: Error>(
        for url: URL, accepting accept: (RouteMatch<Destination>) throws(Failure) -> Bool
    ) throws(Failure) -> RouteMatch<Destination>? {
        try match(for: url.absoluteString, accepting: accept)
    }

    /// Every route that matches `link`, best first, each found when asked for: for a caller
    /// that decides asynchronously whether to take one (a navigator awaiting an action), where
    /// ``match(for:accepting:)-(String,_)`` takes a synchronous decision.
    ///
    /// ```swift
    /// for candidate in router.matches(for: "/posts/new") {
    ///     if await handle(candidate) { break }
    /// }
    /// ```
    ///
    /// Empty for an invalid link, one the router does not accept, or one no route matches.
    @inlinable
    public func matches(for link: String) -> RouteCandidates<Destination> {
        // Inlinable, as `match(for:)` is, so that the first candidate costs what a match does.
        RouteCandidates(router: self, link: link)
    }

    /// The routes that match `match`'s link after `match`'s own, best first, from the table
    /// `match` was found in: what a caller that took `match(for:)` or `resolve(_:)` and saw it
    /// declined offers the link to next. Empty for a match this router did not find.
    package func matches(after match: RouteMatch<Destination>) -> RouteCandidates<Destination> {
        RouteCandidates(router: self, after: match)
    }
}

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
        case .matched:
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

    /// The routes after `match`, which `router` found.
    init(router: Router<Destination>, after match: RouteMatch<Destination>) {
        self.router = router
        text = match.text
        given = []
        parsed = nil
        first = nil
        let found = match.found
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
        }
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
