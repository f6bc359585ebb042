import Foundation

/// An app's routes, declared once against its own type: links parse into values of that type
/// and values print back into links.
///
/// ```swift
/// enum PhotoFeedRoute: Hashable, Sendable {
///     case user(id: String)
///     case post(id: String, showComments: Bool = false)
///     case logout
/// }
///
/// let routes = Routes<PhotoFeedRoute>(scheme: "photofeed", hosts: ["photofeed.app"])
/// try routes.add("user/:id", .path("id", String.self), parse: PhotoFeedRoute.user) {
///     if case .user(let id) = $0 { id } else { nil }
/// }
/// try routes.add(
///     "post/:id", .path("id", String.self), .query("comments", Bool.self, default: false),
///     parse: PhotoFeedRoute.post
/// ) { if case .post(let id, let comments) = $0 { (id, comments) } else { nil } }
/// try routes.add("logout", PhotoFeedRoute.logout)
///
/// try routes.route(for: "https://photofeed.app/post/B7?comments=1")  // .post(id: "B7", showComments: true)
/// try routes.link(for: .post(id: "B7", showComments: true))          // "photofeed://post/B7?comments=true"
/// ```
///
/// The law: for every value `x` that `link(for:)` prints, `route(for: link(for: x)) == x`, and
/// `link(for: route(for: l))` is the canonical spelling of every link `l` that parses.
/// ``link(for:)`` checks the first half on every call, so it never hands out a link that opens
/// something else.
///
/// Parsing runs on the core ``Router``: a lookup costs time in proportion to the link, not the
/// number of routes, and the precedence is the router's. Each path placeholder is typed by its
/// parameter, so a segment that does not convert (`user/abc` for an `Int` id) is not a match and
/// the next route by precedence is tried. A `Routes` may be shared across threads and tasks.
public final class Routes<Route: Equatable & Sendable>: Sendable {
    /// The form ``link(for:)`` prints.
    public let canonical: CanonicalForm

    /// Patterns typed by their parameters: what links are matched against.
    private let router: Router<RouteDeclaration<Route>>
    /// The same patterns with every placeholder a string: when `router` finds nothing, this one
    /// tells a value that does not convert from a link that matches no route at all.
    private let untypedRouter: Router<RouteDeclaration<Route>>
    /// Declarations are rare and never on the parsing path: `Guarded` serves every system.
    private let state = Guarded(DeclarationState())

    private struct DeclarationState {
        var declarations: [RouteDeclaration<Route>] = []
        /// Conflict key → the pattern that first claimed it.
        var claimed: [String: String] = [:]
        /// Converted type → its placeholder type, registered with `router`.
        var typeNames: [ObjectIdentifier: String] = [:]
        var types: [String: ParameterType] = [:]
    }

    /// Routes that accept the given custom schemes and universal-link hosts, printing `canonical`.
    ///
    /// - Parameters:
    ///   - schemes: custom schemes, compared case-insensitively; `nil` accepts every scheme.
    ///   - hosts: universal-link hosts (`example.com`, `*.example.com`, `http://localhost:8080` to
    ///     accept plain `http`); `nil` or none accepts no web link.
    ///   - canonical: the form ``link(for:)`` prints.
    ///   - options: limits, URN separator and case sensitivity, as for ``Router``.
    public init(
        schemes: Set<String>?, hosts: [String]?, canonical: CanonicalForm, options: RouterOptions = RouterOptions()
    ) {
        self.canonical = canonical
        self.router = Router(schemes: schemes, hosts: hosts, options: options)
        self.untypedRouter = Router(schemes: schemes, hosts: hosts, options: options)
    }

    /// Routes for an app with one custom scheme, which is also the canonical form, and the given
    /// universal-link hosts (none by default).
    ///
    /// ```swift
    /// let routes = Routes<PhotoFeedRoute>(scheme: "photofeed", hosts: ["photofeed.app"])
    /// ```
    public convenience init(scheme: String, hosts: [String] = [], options: RouterOptions = RouterOptions()) {
        self.init(schemes: [scheme], hosts: hosts, canonical: .customScheme(scheme), options: options)
    }

    /// The declared patterns as written, in declaration order.
    public var patterns: [RoutePattern] { state.withLock { $0.declarations.map(\.pattern) } }

    // MARK: Parsing

    /// The route a link string opens.
    ///
    /// - Throws: ``RouteError/invalidLink(_:position:problem:)`` or
    ///   ``RouteError/notAccepted(_:reason:)`` for a link the router refuses,
    ///   ``RouteError/noMatch(_:detail:)`` (its detail from ``explain(_:)``) when no route matches,
    ///   ``RouteError/malformedValue(key:value:expected:)`` naming the key whose value does not
    ///   convert, and ``RouteError/missingValue(key:)`` naming a required query item that is absent.
    public func route(for link: String) throws(RouteError) -> Route {
        try route(for: Link(parsing: link, options: router.options.link))
    }

    /// The route a Foundation `URL` opens; see ``route(for:)-(String)``.
    public func route(for url: URL) throws(RouteError) -> Route {
        try route(for: Link(url, options: router.options.link))
    }

    /// The route a parsed link opens; see ``route(for:)-(String)``.
    public func route(for link: Link) throws(RouteError) -> Route {
        let match: RouteMatch<RouteDeclaration<Route>>
        do {
            match = try router.resolve(link)
        } catch {
            if case .noMatch = error { try blameUnconvertedValue(in: link) }
            throw error
        }
        return try match.destination.parse(match.parameters, match.query)
    }

    /// When the link fits a route's shape but one of its path values does not convert, names it.
    private func blameUnconvertedValue(in link: Link) throws(RouteError) {
        guard let match = try? untypedRouter.resolve(link) else { return }
        for slot in match.destination.slots where slot.place == .path {
            if let value = match.parameters[slot.name], !slot.accepts(value) {
                throw .malformedValue(key: slot.name, value: value, expected: slot.typeName)
            }
        }
    }

    /// Why a link opens a route, or where matching stopped: the core router's explanation.
    public func explain(_ link: String) -> MatchExplanation { router.explain(link) }

    // MARK: Printing

    /// The canonical link for a route: the ``canonical`` form, every value percent-encoded,
    /// query items in declaration order, values equal to their defaults left out.
    ///
    /// The first declared route that prints `route` is used, so a later declaration for the same
    /// case is an alias that parses but never prints. The link is parsed back before it is
    /// returned; a link that would open something else is an error, not a wrong link.
    ///
    /// - Throws: ``RouteError/malformedValue(key:value:expected:)`` naming a value no link can
    ///   carry (an empty or `.` path segment), the parse error of a link that cannot be read back
    ///   (too long, too many segments, a forbidden character), and
    ///   ``RouteError/noMatch(_:detail:)`` when no route prints the value or its link opens a
    ///   different value. A value read from a link can still be over a limit when printed:
    ///   escaping makes it longer, and a rest-of-path value read from `a%2Fb` prints as `a/b`,
    ///   one segment more.
    public func link(for route: Route) throws(RouteError) -> String {
        try link(for: route, form: canonical)
    }

    /// The link for a route in another form than ``canonical``: a URN for a push payload, a
    /// universal link for Handoff, while custom-scheme links stay canonical.
    ///
    /// ```swift
    /// try routes.link(for: .user(id: "self"), form: .urn)   // "user:self"
    /// ```
    /// - Throws: as ``link(for:)``.
    public func link(for route: Route, form: CanonicalForm) throws(RouteError) -> String {
        let (declarations, types) = state.withLock { ($0.declarations, $0.types) }
        for declaration in declarations {
            var printed = PrintedValues()
            guard try declaration.print(route, &printed) else { continue }
            let pattern = (form == .urn ? declaration.urnPattern : nil) ?? declaration.printPattern
            let link = try pattern.expand(
                printed.path, query: printed.query, types: types, defaultPrefix: form.prefix)
            let parsed = try self.route(for: link)
            guard parsed == route else {
                throw .noMatch(
                    link,
                    detail: "it opens \(parsed), not \(route); a route of higher precedence takes this link")
            }
            return link
        }
        throw .noMatch(String(describing: route), detail: "no declared route prints this value")
    }

    // MARK: Declaring

    /// Declares one route; the `add` overloads wrap their parameters and closures into this.
    func declare(
        _ text: String, _ slots: [ParameterSlot],
        parse: @escaping @Sendable (Parameters, Query) throws(RouteError) -> Route,
        print: @escaping @Sendable (Route, inout PrintedValues) throws(RouteError) -> Bool
    ) throws(RouteError) {
        let options = router.options
        try state.withLock { (state: inout DeclarationState) throws(RouteError) in
            let written = try RoutePattern(text, options: options.link)
            try RouteDeclarationRules.validate(written, slots)

            var placeholderTypes: [String: String] = [:]
            for slot in slots where slot.place == .path {
                placeholderTypes[slot.name] = try placeholderType(for: slot, in: &state)
            }
            let typedText = RouteDeclarationRules.text(of: written, types: placeholderTypes)
            let typed = try RoutePattern(typedText, options: options.link, types: Set(state.types.keys))
            let key = RouteDeclarationRules.conflictKey(of: typed, caseSensitive: options.caseSensitivePaths)
            if let earlier = state.claimed[key] {
                throw .invalidPattern(text, position: 0, problem: .duplicateRoute(earlier))
            }

            let urn = RouteDeclarationRules.urnText(
                of: written, types: placeholderTypes, separator: options.link.urnSeparator)
            let declaration = RouteDeclaration(
                pattern: written, printPattern: typed,
                urnPattern: try urn.map { (text) throws(RouteError) in
                    try RoutePattern(text, options: options.link, types: Set(state.types.keys))
                }, slots: slots, parse: parse, print: print)
            try router.register(typedText, destination: declaration)
            try untypedRouter.register(RouteDeclarationRules.text(of: written, types: [:]), destination: declaration)
            state.claimed[key] = text
            state.declarations.append(declaration)
        }
    }

    /// The placeholder type a path parameter matches with: the core's own for `String`, `Int`,
    /// `Double` and `UUID` (which accept exactly what those conversions accept), otherwise one
    /// registered per converted type.
    private func placeholderType(
        for slot: ParameterSlot, in state: inout DeclarationState
    ) throws(RouteError)
        -> String
    {
        switch slot.typeKey {
        case ObjectIdentifier(String.self): return "string"
        case ObjectIdentifier(Int.self): return "int"
        case ObjectIdentifier(Double.self): return "double"
        case ObjectIdentifier(UUID.self): return "uuid"
        default: break
        }
        if let name = state.typeNames[slot.typeKey] { return name }
        let name = RouteDeclarationRules.typeName(for: slot, taken: Set(state.types.keys))
        let type = ParameterType(name: name, accepts: slot.accepts)
        try router.register(type: type)
        state.typeNames[slot.typeKey] = name
        state.types[name] = type
        return name
    }
}
