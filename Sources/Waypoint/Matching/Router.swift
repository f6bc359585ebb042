import Foundation

/// Matches links against registered patterns and returns the destination of the best route.
///
/// ```swift
/// let router = Router<String>()
/// try router.register("/posts/:postID", destination: "Post detail")
/// let match = router.match(for: URL(string: "myapp:///posts/123")!)
/// match?.destination            // "Post detail"
/// match?.parameters["postID"]   // "123"
/// ```
///
/// Routes live in a trie, so a lookup costs time in proportion to the link's length, not the
/// number of routes. Precedence is decided segment by segment from the left: a literal beats a
/// typed placeholder, which beats a string placeholder, which beats `*`, which beats a
/// rest-of-path placeholder; identical patterns keep the first registered. When a more
/// specific branch dead-ends, matching backtracks to the next.
///
/// A router may be shared: `match` runs concurrently from any number of threads and tasks, also
/// while another thread registers routes. Where the standard library's `Synchronization` module
/// exists (Linux; iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2 and later) a lookup takes no
/// lock: it reads the table through an atomic pointer and an atomic count. On earlier systems it
/// takes a lock twice, for a few instructions each time, to count itself in and out, and matches
/// without holding it, so lookups still run side by side. Registering takes a lock on every
/// system.
///
/// Register routes before the first lookup where you can. The first lookup after a
/// registration (or a removal, or a route switched on or off: see ``unregister(_:)-(String)``)
/// compiles the table again. A replaced table is released at the next change to the routes
/// that finds no lookup in progress. Registering every route before the first lookup replaces
/// none.
public final class Router<Destination> {
    /// The router's options.
    public let options: RouterOptions
    /// The accepted custom schemes (lowercased), or `nil` for any scheme.
    public let schemes: Set<String>?
    let hosts: AcceptedHosts
    /// The hosts as given, for ``copy(includingRoutes:enablingAll:)``.
    let hostList: [String]?
    /// Schemes, hosts and limits prepared for lookups on raw bytes.
    private let acceptance: LinkAcceptance

    struct Builder {
        var patterns: [RoutePattern] = []
        /// One destination per pattern.
        var destinations: [Destination] = []
        /// The expansions of every pattern, in registration order: the records the trie returns.
        var expansions: [RouteExpansion] = []
        /// Per pattern, whether it takes part in matching (``Router/setRoute(_:enabled:)-(String,_)``).
        var enabled: [Bool] = []
        /// How many patterns are disabled.
        var disabledCount = 0
        /// Counts every change to the routes: registrations, removals, routes switched on or off.
        var revision = 0
        var types: [String: ParameterType] = [:]
        /// Snapshots replaced while lookups may still hold them, released once none can.
        var retired: [Unmanaged<TrieSnapshot>] = []
    }

    let builder = Guarded(Builder())
    /// The published snapshot, `nil` after a change to the routes until the next lookup compiles
    /// one, and the count of lookups in progress: a replaced snapshot is released only when that
    /// count is seen at zero. Chosen once, here, so that no lookup checks the system's version.
    private let slot: any SnapshotSlot

    /// A router that accepts the given custom schemes and universal-link hosts.
    ///
    /// - Parameters:
    ///   - schemes: custom schemes, compared case-insensitively; `nil` accepts every scheme.
    ///   - hosts: web hosts, exact (`example.com`, `example.com:8443`) or wildcard
    ///     (`*.example.com`, whole labels only), compared case-insensitively. Web links must be
    ///     `https`; a host listed as `http://localhost:8080` accepts plain `http` too. The
    ///     default port is no port (`example.com:443` is `example.com`); a host whose port is
    ///     not 1 to 65535 in digits after one `:` accepts nothing. `nil` or an empty list accepts
    ///     no web link: only hosts you list can open the app. `*` accepts every `https` host, on
    ///     any port: for a browser, which opens links to anybody's website.
    ///   - options: limits, URN separator, case sensitivity.
    public init(schemes: Set<String>? = nil, hosts: [String]? = nil, options: RouterOptions = RouterOptions()) {
        self.schemes = schemes.map { Set($0.map { $0.lowercased() }) }
        self.hosts = AcceptedHosts(hosts)
        self.hostList = hosts
        self.options = options
        self.acceptance = LinkAcceptance(options: options.link, schemes: self.schemes, accepted: self.hosts)
        if !options.locksLookups, #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
            self.slot = AtomicSnapshotSlot()
        } else {
            self.slot = LockedSnapshotSlot()
        }
    }

    deinit {
        // No lookup is in progress, as each holds the router: every snapshot is released.
        builder.withLock { retireSnapshot(&$0) }
    }

    // MARK: Registering

    /// Registers a route; a pattern with optional parts registers one per form (``RoutePattern/variants``).
    ///
    /// - Returns: the parsed pattern.
    /// - Throws: ``RouteError/invalidPattern(_:position:problem:)`` naming the pattern, the
    ///   offset and the problem.
    @discardableResult
    public func register(_ pattern: String, destination: Destination) throws(RouteError) -> RoutePattern {
        try builder.withLock { (state: inout Builder) throws(RouteError) -> RoutePattern in
            let parsed = try RoutePattern(pattern, options: options.link, types: Set(state.types.keys))
            let order = Int32(state.patterns.count)
            state.patterns.append(parsed)
            state.destinations.append(destination)
            state.enabled.append(true)
            // The trie is compiled from the expansions by the first lookup after a registration.
            for variant in parsed.variantMasks.indices {
                state.expansions.append(RouteExpansion(order: order, variant: Int32(variant)))
            }
            retireSnapshot(&state)
            return parsed
        }
    }

    /// Registers a custom placeholder type, usable afterwards as `<name:param>`.
    ///
    /// - Throws: ``RouteError/invalidConverter(name:problem:)`` for a built-in or repeated name.
    public func register(type: ParameterType) throws(RouteError) {
        try builder.withLock { (state: inout Builder) throws(RouteError) in
            guard !ParameterType.reservedNames.contains(type.name) else {
                throw .invalidConverter(name: type.name, problem: "the name is built in")
            }
            guard state.types[type.name] == nil else {
                throw .invalidConverter(name: type.name, problem: "a type with this name is already registered")
            }
            state.types[type.name] = type
        }
    }

    /// Every registered pattern, disabled ones included, in registration order: the indices
    /// ``conflicts`` and ``unregister(_:at:)`` use.
    public var patterns: [RoutePattern] { builder.withLock { $0.patterns } }

    // MARK: Matching

    /// The best route for a link string, or `nil` when it is invalid, not accepted or unmatched.
    /// Use ``resolve(_:)-(String)`` to learn why.
    ///
    /// Inlinable so that the match is built in the caller's specialization: a lookup then needs
    /// no generic metadata at all.
    @inlinable
    public func match(for link: String) -> RouteMatch<Destination>? {
        let hit = quickHit(link)
        if case .record = hit.answer {
            let match = RouteMatch(
                destination: destination(of: hit), snapshot: hit.snapshot, index: hit.order,
                parameters: hit.parameters, text: link)
            // Debug builds (the tests) check every quick answer against the full lookup's. An
            // assertion rather than `#if DEBUG`: this body is compiled in the caller's module.
            assert(quickAnswerAgrees(link, match, in: hit.snapshot), "quick and full lookups disagree on \(link)")
            return match
        }
        guard case .unmatched = hit.answer else { return fullMatch(link) }
        assert(quickAnswerAgrees(link, nil, in: hit.snapshot), "quick and full lookups disagree on \(link)")
        return nil
    }

    /// The quick lookup of `link` (see ``TrieSnapshot/quickLookup(_:_:)``), kept free of generics.
    @usableFromInline
    func quickHit(_ link: String) -> QuickHit {
        // `withSnapshot`, spelled out: a closure here costs a retain and a release of the snapshot.
        let slot = self.slot
        let published = slot.enter()
        defer { slot.leave() }
        return quickHit(link, in: published?.takeUnretainedValue() ?? compileSnapshot())
    }

    /// ``quickHit(_:)`` in `snapshot`.
    @inline(__always)
    private func quickHit(_ link: String, in snapshot: TrieSnapshot) -> QuickHit {
        var parameters: Parameters?
        let answer = snapshot.quickLookup(link, &parameters)
        guard case .record(let record) = answer else { return QuickHit(answer: answer, snapshot: snapshot) }
        return QuickHit(
            answer: answer, order: snapshot.order(ofRecord: Int(record)), snapshot: snapshot,
            parameters: parameters ?? Parameters(elements: []))
    }

    /// The destination of a quick hit. Inlinable, so that the caller's specialization reads
    /// the destination directly instead of calling the generic array subscript.
    @inlinable
    func destination(of hit: QuickHit) -> Destination {
        unsafeDowncast(hit.snapshot.destinations, to: DestinationList<Destination>.self).values[hit.order]
    }

    /// Whether the full lookup gives `quick` for `link` in the snapshot the quick lookup read:
    /// what debug builds assert. The same snapshot, because another thread may change the routes
    /// between the two lookups.
    @usableFromInline
    func quickAnswerAgrees(_ link: String, _ quick: RouteMatch<Destination>?, in snapshot: TrieSnapshot) -> Bool {
        let full = fullMatch(link, in: snapshot)
        return full?.pattern == quick?.pattern && full?.parameters == quick?.parameters
    }

    /// The full lookup's match for a link the quick lookup left undecided, or `nil`: without the
    /// explanation that ``resolve(_:)-(String)`` builds for a link that matches nothing.
    @usableFromInline
    func fullMatch(_ link: String) -> RouteMatch<Destination>? { withSnapshot { fullMatch(link, in: $0) } }

    /// The full lookup's match for `link` in `snapshot`, or `nil`.
    private func fullMatch(_ link: String, in snapshot: TrieSnapshot) -> RouteMatch<Destination>? {
        guard let parsed = try? Link(parsing: link, options: options.link) else { return nil }
        return try? lookUp(parsed, qualifier: acceptedQualifier(parsed), in: snapshot)
    }

    /// The best route for a Foundation `URL`, or `nil`.
    public func match(for url: URL) -> RouteMatch<Destination>? { match(for: url.absoluteString) }

    /// The best route for a link string.
    ///
    /// - Throws: ``RouteError/invalidLink(_:position:problem:)``,
    ///   ``RouteError/notAccepted(_:reason:)`` or ``RouteError/noMatch(_:detail:)``.
    @inlinable
    public func resolve(_ link: String) throws(RouteError) -> RouteMatch<Destination> {
        // Inlinable like `match(for:)`, so that the caller's module builds a specialised match
        // instead of looking up generic metadata on every link.
        let hit = quickHit(link)
        if case .record = hit.answer {
            return RouteMatch(
                destination: destination(of: hit), snapshot: hit.snapshot, index: hit.order,
                parameters: hit.parameters, text: link)
        }
        return try fullResolve(link)
    }

    /// The full lookup's answer or error (a `Link`, then `resolve`), for links the quick lookup
    /// did not match.
    @usableFromInline
    func fullResolve(_ link: String) throws(RouteError) -> RouteMatch<Destination> {
        // Errors, with what they name and explain, come from the full lookup.
        try resolve(Link(parsing: link, options: options.link))
    }

    /// The best route for a Foundation `URL`.
    public func resolve(_ url: URL) throws(RouteError) -> RouteMatch<Destination> {
        try resolve(url.absoluteString)
    }

    /// The best route for a parsed link.
    ///
    /// - Throws: ``RouteError/notAccepted(_:reason:)``, ``RouteError/noMatch(_:detail:)``, or
    ///   ``RouteError/tooManySteps(_:limit:)`` when the lookup would enter more nodes than
    ///   ``RouterOptions/maxLookupSteps``.
    public func resolve(_ link: Link) throws(RouteError) -> RouteMatch<Destination> {
        let qualifier = try acceptedQualifier(link)
        // `nil` when no route matches: the explanation is found outside the snapshot's use.
        let found = withSnapshot { snapshot in
            Result { () throws(RouteError) in try lookUp(link, qualifier: qualifier, in: snapshot) }
        }
        guard let match = try found.get() else {
            throw .noMatch(link.original, detail: explanation(for: link, qualifier: qualifier).detail)
        }
        return match
    }

    /// The best route for `link`, whose scheme and host ``acceptedQualifier(_:)`` accepted with
    /// `qualifier`, in `snapshot`; `nil` when none matches.
    ///
    /// - Throws: ``RouteError/tooManySteps(_:limit:)``.
    func lookUp(
        _ link: Link, qualifier: String?, in snapshot: TrieSnapshot
    ) throws(RouteError) -> RouteMatch<Destination>? {
        switch snapshot.lookup(link.segments, qualifier: qualifier).answer {
        case .matched(let record, let parameters):
            let destinations = unsafeDowncast(snapshot.destinations, to: DestinationList<Destination>.self)
            let order = snapshot.order(ofRecord: record)
            return RouteMatch(
                destination: destinations.values[order], pattern: snapshot.patterns[order], parameters: parameters,
                link: link, found: (snapshot, order))
        case .unmatched: return nil
        case .overLimit: throw .tooManySteps(link.original, limit: options.maxLookupSteps)
        }
    }

    /// Whether the router accepts `link`'s scheme and host, and the key of the trie to try first.
    func acceptedQualifier(_ link: Link) throws(RouteError) -> String? {
        switch link.form {
        case .path:
            return nil
        case .urn:
            guard options.acceptsURNs else { throw .notAccepted(link.original, reason: .urn) }
            return nil
        case .custom:
            let scheme = link.scheme ?? ""
            if let schemes, !schemes.contains(scheme) {
                throw .notAccepted(link.original, reason: .scheme(scheme))
            }
            return "scheme:" + scheme
        case .web:
            guard link.userInfo == nil else { throw .notAccepted(link.original, reason: .userInfo) }
            let host = link.host ?? ""
            if let problem = hosts.accepts(host: host, port: link.port, scheme: link.scheme ?? "https") {
                throw .notAccepted(link.original, reason: problem)
            }
            // Routes are keyed by origin: a link to a non-default port reaches the routes
            // whose pattern names that port, and the unqualified ones.
            return "web:" + host + WebPort.suffix(link.port, scheme: link.scheme ?? "https")
        }
    }

    // MARK: Snapshots

    /// How many replaced snapshots wait for no lookup to be in progress: what the tests check of
    /// the release rule.
    package var retiredSnapshots: Int { builder.withLock { $0.retired.count } }

    /// Whether this router's lookups take a lock (``RouterOptions/locksLookups``, or a system
    /// without the `Synchronization` module): what tests and benchmarks check of the choice.
    @_spi(Testing) public var locksLookups: Bool { slot is LockedSnapshotSlot }

    /// Runs `body` with the current snapshot, compiling one first if a registration replaced it.
    ///
    /// The lookup is counted among the readers (``SnapshotSlot/enter()``) before the snapshot is
    /// read and until `body` returns, so that no change to the routes releases it meanwhile.
    @inline(__always)
    func withSnapshot<Result>(_ body: (TrieSnapshot) -> Result) -> Result {
        let slot = self.slot
        let published = slot.enter()
        defer { slot.leave() }
        return body(published?.takeUnretainedValue() ?? compileSnapshot())
    }

    /// The published snapshot, compiled under the builder's lock unless another thread has just
    /// published one. Call only while counted among the readers.
    private func compileSnapshot() -> TrieSnapshot {
        builder.withLock { state -> TrieSnapshot in
            if let published = slot.published() {
                return published.takeUnretainedValue()
            }
            // Disabled routes are left out of the trie; their patterns and destinations stay, so
            // that a record's order is still its route's index.
            let expansions =
                state.disabledCount == 0
                ? state.expansions : state.expansions.filter { state.enabled[Int($0.order)] }
            let compiled = TrieSnapshot(
                patterns: state.patterns, expansions: expansions, destinations: DestinationList(state.destinations),
                types: state.types, caseSensitive: options.caseSensitivePaths, linkOptions: options.link,
                acceptance: acceptance, stepLimit: options.maxLookupSteps)
            slot.publish(Unmanaged.passRetained(compiled))
            return compiled
        }
    }

    /// Counts a change to the routes, unpublishes the current snapshot, and releases the
    /// replaced ones if no lookup is in progress.
    func retireSnapshot(_ state: inout Builder) {
        state.revision += 1
        if let replaced = slot.unpublish() {
            state.retired.append(replaced)
        }
        if !slot.hasReaders {
            for snapshot in state.retired { snapshot.release() }
            state.retired.removeAll()
        }
    }
}

extension Router: @unchecked Sendable where Destination: Sendable {}
