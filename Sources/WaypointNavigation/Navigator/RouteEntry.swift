import Waypoint

/// What a route opens: a screen (with how to present it and what to put below it) or an action.
///
/// ```swift
/// try navigator.register("user:{userId}", .screen("user"))             // info = parameters
/// try navigator.register("comments:{mediaId}", .screen("comments", backStack: [Screen("feed")]))
/// try navigator.register("/search", .screen("search", updatesInPlace: true, query: ["q", "sort"]))
/// try navigator.register("/settings", .screen("settings", presentation: .modal(.pageSheet, embedInStack: true),
///                                            closeButton: false))   // the screen has its own "Done"
/// try navigator.register("logout", .action { _ in account.signOut(); return true })
/// ```
public struct RouteEntry: Sendable {
    /// Builds the screen for a match; throwing refuses the link with
    /// ``NavigationError/screenBuildFailed(_:reason:)``.
    public typealias ScreenBuilder = @Sendable (RouteMatch<RouteEntry>) throws -> Screen
    /// Runs an action for a match and reports whether it handled the link: `false` declines it,
    /// and the navigator offers the link to the next route that matches, by precedence.
    public typealias Action = @MainActor @Sendable (RouteMatch<RouteEntry>) async -> Bool

    /// What the route opens: a screen, or an action that runs code.
    public enum Target: Sendable {
        /// Shows a screen built from the match.
        case screen(ScreenBuilder)
        /// Runs code instead of showing a screen.
        case action(Action)
    }

    /// What the route opens.
    public var target: Target
    /// How the screen is shown when it is not already reachable.
    public var presentation: Presentation
    /// Where the screen lands: on top of what is showing (the default), or on the root or in a
    /// tab, with the presented layers above that place dismissed first.
    public var placement: Placement
    /// The screens to synthesize below the target, from the match.
    public var backStack: @Sendable (RouteMatch<RouteEntry>) -> [Screen]
    /// Which sources may open the route.
    public var sources: SourcePolicy
    /// Guards checked after the navigator's global guards, in order.
    public var guards: [NavigationGuard]
    /// Whether a top-most screen of the same kind is updated in place instead of stacked again.
    public var updatesInPlace: Bool
    /// Whether a stack presented for the screen gets a close button: a modal embedded in a
    /// stack, or a push with no stack on top, which becomes such a modal (`true` by default).
    /// `false` when the screens bring their own "Done" or "Cancel".
    public var closeButton: Bool
    /// The query items whose values are part of the screen's identity (`q` and `sort` of a
    /// search): the screens that `screen(_:…)` builds carry their values in their info, so that
    /// a search for other words is another screen, and ``Navigator/currentLink`` prints them
    /// back into the query.
    public var query: [String]
    /// Conditions on the link's query that must all hold for the route to take the link; when
    /// one does not, the link goes on to the next route that matches, and ends unmatched when
    /// none is left. Empty by default.
    public var conditions: [QueryCondition] = []
    /// For a route that opens another link in its place (``forward(sources:guards:_:)``), the
    /// link it opens; `nil` for every other route.
    public internal(set) var forwarding: Forward?
    /// The link values the back stack takes (``ScreenTemplate/parameters``): registering the
    /// route checks that its pattern captures each, or that ``query`` names it.
    var backStackNames: [String] = []
    /// The values that print a link back for a screen this route shows, or `nil` when the screen
    /// is not one of this route's (used by `Navigator.currentLink`).
    public var linkValues: @Sendable (Screen) -> [String: String]?

    /// The tab the entry's placement or presentation shows its screen in, if any.
    var tabID: String? {
        if case .tab(let id) = placement { return id }
        if case .tab(let id) = presentation { return id }
        return nil
    }

    /// Whether the entry's placement is a column of a split view.
    var landsInColumn: Bool {
        if case .column = placement { return true }
        return false
    }

    /// The route group the entry was mounted with, `nil` for routes registered on the
    /// navigator itself.
    public internal(set) var group: String?

    /// Creates an entry with every part given.
    public init(
        _ target: Target,
        presentation: Presentation = .automatic,
        placement: Placement = .top,
        backStack: @escaping @Sendable (RouteMatch<RouteEntry>) -> [Screen] = { _ in [] },
        sources: SourcePolicy = .anySource,
        guards: [NavigationGuard] = [],
        updatesInPlace: Bool = false,
        closeButton: Bool = true,
        query: [String] = [],
        linkValues: @escaping @Sendable (Screen) -> [String: String]? = { _ in nil }
    ) {
        self.target = target
        self.presentation = presentation
        self.placement = placement
        self.backStack = backStack
        self.sources = sources
        self.guards = guards
        self.updatesInPlace = updatesInPlace
        self.closeButton = closeButton
        self.query = query
        self.linkValues = linkValues
    }

    /// A screen of `kind` whose info is the route's path parameters and the values of the
    /// `query` items it names; the same screen prints its link back from that info.
    public static func screen(
        _ kind: String,
        presentation: Presentation = .automatic,
        placement: Placement = .top,
        backStack: [Screen] = [],
        sources: SourcePolicy = .anySource,
        guards: [NavigationGuard] = [],
        updatesInPlace: Bool = false,
        closeButton: Bool = true,
        query: [String] = []
    ) -> RouteEntry {
        RouteEntry(
            .screen { match in Screen(kind, info(match, query: query)) },
            presentation: presentation,
            placement: placement,
            backStack: { _ in backStack },
            sources: sources,
            guards: guards,
            updatesInPlace: updatesInPlace,
            closeButton: closeButton,
            query: query,
            linkValues: { screen in screen.kind == kind ? screen.info : nil })
    }

    /// A screen of `kind`, as the other `screen` builds it, over a back stack built from the
    /// link's values: `[.screen("product", parameters: ["productId"])]` puts the product the
    /// link names under its reviews.
    @_disfavoredOverload
    public static func screen(
        _ kind: String,
        presentation: Presentation = .automatic,
        placement: Placement = .top,
        backStack: [ScreenTemplate],
        sources: SourcePolicy = .anySource,
        guards: [NavigationGuard] = [],
        updatesInPlace: Bool = false,
        closeButton: Bool = true,
        query: [String] = []
    ) -> RouteEntry {
        var entry = RouteEntry.screen(
            kind, presentation: presentation, placement: placement, sources: sources, guards: guards,
            updatesInPlace: updatesInPlace, closeButton: closeButton, query: query)
        entry.buildBackStack(from: backStack)
        return entry
    }

    /// Makes the back stack from `templates`, each taking the link's path values and the
    /// values of the ``query`` items the entry names (set `query` first).
    public mutating func buildBackStack(from templates: [ScreenTemplate]) {
        let query = self.query
        backStack = { match in
            let values = Self.info(match, query: query)
            return templates.map { $0.screen(values) }
        }
        backStackNames = templates.flatMap(\.parameters)
    }

    /// A match's path parameters and the values of the `query` items named, path values
    /// winning. The query is read only when names are given, since reading it parses the link
    /// again.
    static func info(_ match: RouteMatch<RouteEntry>, query names: [String]) -> [String: String] {
        var info = info(match.parameters)
        guard !names.isEmpty else { return info }
        let query = match.query
        for name in names where info[name] == nil {
            if let value = query[name] { info[name] = value }
        }
        return info
    }

    /// The parameters as a screen's info, the first value winning when a name repeats: what
    /// `parameters.dictionary` gives, built in place without an array of pairs in between, since
    /// every open of a screen route builds one.
    static func info(_ parameters: Parameters) -> [String: String] {
        var info = [String: String](minimumCapacity: parameters.count)
        for parameter in parameters where info[parameter.name] == nil {
            info[parameter.name] = parameter.value
        }
        return info
    }

    /// A screen built by `build`; give `linkValues` to let `currentLink` print it back.
    public static func screen(
        presentation: Presentation = .automatic,
        placement: Placement = .top,
        sources: SourcePolicy = .anySource,
        guards: [NavigationGuard] = [],
        updatesInPlace: Bool = false,
        closeButton: Bool = true,
        query: [String] = [],
        backStack: @escaping @Sendable (RouteMatch<RouteEntry>) -> [Screen] = { _ in [] },
        linkValues: @escaping @Sendable (Screen) -> [String: String]? = { _ in nil },
        build: @escaping ScreenBuilder
    ) -> RouteEntry {
        RouteEntry(
            .screen(build), presentation: presentation, placement: placement, backStack: backStack, sources: sources,
            guards: guards, updatesInPlace: updatesInPlace, closeButton: closeButton, query: query,
            linkValues: linkValues)
    }

    /// An action; in-app only unless `sources` allows more.
    public static func action(
        sources: SourcePolicy = .inAppOnly,
        guards: [NavigationGuard] = [],
        _ run: @escaping Action
    ) -> RouteEntry {
        RouteEntry(.action(run), sources: sources, guards: guards)
    }
}
