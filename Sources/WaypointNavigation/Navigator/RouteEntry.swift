import Waypoint

/// What a route opens: a screen (with how to present it and what to put below it) or an action.
///
/// ```swift
/// try navigator.register("user:{userId}", .screen("user"))             // info = parameters
/// try navigator.register("comments:{mediaId}", .screen("comments", backStack: [Screen("feed")]))
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
    /// The screens to synthesize below the target, from the match.
    public var backStack: @Sendable (RouteMatch<RouteEntry>) -> [Screen]
    /// Which sources may open the route.
    public var sources: SourcePolicy
    /// Guards checked after the navigator's global guards, in order.
    public var guards: [NavigationGuard]
    /// Whether a top-most screen of the same kind is updated in place instead of stacked again.
    public var updatesInPlace: Bool
    /// The values that print a link back for a screen this route shows, or `nil` when the screen
    /// is not one of this route's (used by `Navigator.currentLink`).
    public var linkValues: @Sendable (Screen) -> [String: String]?

    /// The route group the entry was mounted with, `nil` for routes registered on the
    /// navigator itself.
    public internal(set) var group: String?

    /// Creates an entry with every part given.
    public init(
        _ target: Target,
        presentation: Presentation = .automatic,
        backStack: @escaping @Sendable (RouteMatch<RouteEntry>) -> [Screen] = { _ in [] },
        sources: SourcePolicy = .anySource,
        guards: [NavigationGuard] = [],
        updatesInPlace: Bool = false,
        linkValues: @escaping @Sendable (Screen) -> [String: String]? = { _ in nil }
    ) {
        self.target = target
        self.presentation = presentation
        self.backStack = backStack
        self.sources = sources
        self.guards = guards
        self.updatesInPlace = updatesInPlace
        self.linkValues = linkValues
    }

    /// A screen of `kind` whose info is the route's path parameters; the same screen prints its
    /// link back from that info.
    public static func screen(
        _ kind: String,
        presentation: Presentation = .automatic,
        backStack: [Screen] = [],
        sources: SourcePolicy = .anySource,
        guards: [NavigationGuard] = [],
        updatesInPlace: Bool = false
    ) -> RouteEntry {
        RouteEntry(
            .screen { match in Screen(kind, info(match.parameters)) },
            presentation: presentation,
            backStack: { _ in backStack },
            sources: sources,
            guards: guards,
            updatesInPlace: updatesInPlace,
            linkValues: { screen in screen.kind == kind ? screen.info : nil })
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
        sources: SourcePolicy = .anySource,
        guards: [NavigationGuard] = [],
        updatesInPlace: Bool = false,
        backStack: @escaping @Sendable (RouteMatch<RouteEntry>) -> [Screen] = { _ in [] },
        linkValues: @escaping @Sendable (Screen) -> [String: String]? = { _ in nil },
        build: @escaping ScreenBuilder
    ) -> RouteEntry {
        RouteEntry(
            .screen(build), presentation: presentation, backStack: backStack, sources: sources,
            guards: guards, updatesInPlace: updatesInPlace, linkValues: linkValues)
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
