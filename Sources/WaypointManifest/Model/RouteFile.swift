import Waypoint
import WaypointNavigation

/// A route file: the schemes, web hosts, tabs and routes an app opens, read from YAML or JSON.
/// The app builds its `Navigator` from it
/// (``makeNavigator(host:actions:guards:screens:knownScreens:configuration:)``)
/// and the `waypoint` command resolves, checks, tests and graphs it and writes the
/// `apple-app-site-association` file from it.
///
/// ```yaml
/// schemes: [photofeed]
/// hosts: [photofeed.example.com]
/// tabs: [feed, profile, menu]
/// routes:
///   - pattern: "user:{userId}"
///     screen: user
///     presentation: push
///   - pattern: logout
///     action: logout
/// ```
public struct RouteFile: Sendable {
    /// The file's path, as diagnostics name it.
    public var path: String
    /// Accepted custom schemes; `nil` accepts any.
    public var schemes: [String]?
    /// Web hosts that may open the app with universal links (`https`; `http://name` opts in to
    /// plain `http`).
    public var hosts: [String]
    /// Tab identifiers, the first selected at launch; empty for an app without a tab bar.
    public var tabs: [String]
    /// The screen at the root at launch; with `tabs` too, the app launches on it without a tab
    /// bar (``initialState``).
    public var root: String?
    /// The split view the app launches on (the `split` key); `nil` without one.
    public var split: SplitDeclaration?
    /// Route groups, by name, in file order.
    public var groups: [GroupDeclaration]
    /// The routes, in file order: on a tie in precedence the first wins.
    public var routes: [RouteDeclaration]
    /// Links on the web hosts that must stay in the browser whatever the routes say: paths
    /// (`/admin/*`, Apple's wildcards) and fragments (`#no_universal_links`). The
    /// `apple-app-site-association` file lists them first, as exclusions.
    public var webExclusions: [String] = []
    /// Where the app sends universal links no route takes (`webFallback: browser`); `nil` when
    /// the file does not say, and such links end unmatched in the app.
    public var webFallback: WebFallback?
    /// Whether web links to any host over `https` reach the routes (`acceptsAnyWebHost: true`),
    /// as a browser's do; `hosts` stay the only hosts the association file names.
    public var acceptsAnyWebHost = false
    /// Placeholder types declared as the values they accept (`types: {sort: [price, name]}`),
    /// usable in patterns as `<sort:order>`.
    public var valueSets: [ValueSet] = []
    /// Where the keys were written, for diagnostics.
    public var locations: [String: SourceLocation]

    /// Creates a route file in code.
    public init(
        path: String = "<memory>", schemes: [String]? = nil, hosts: [String] = [], tabs: [String] = [],
        root: String? = nil, groups: [GroupDeclaration] = [], routes: [RouteDeclaration] = [],
        locations: [String: SourceLocation] = [:]
    ) {
        self.path = path
        self.schemes = schemes
        self.hosts = hosts
        self.tabs = tabs
        self.root = root
        self.groups = groups
        self.routes = routes
        self.locations = locations
    }

    /// What is on screen at launch: a stack holding the `root` screen when the file names one,
    /// else the tabs (each showing a screen named after it, the first selected), else the
    /// ``split`` view.
    ///
    /// With both `root` and `tabs`, `root` wins: the app launches on that screen (an onboarding
    /// screen, say) without a tab bar, and the tabs are the ones it declares for tab routes,
    /// which wait until the app shows them.
    public var initialState: NavigationState {
        if root == nil, let first = tabs.first {
            return NavigationState(root: .tabs(tabs.map { Tab($0) }, selected: first))
        }
        if root == nil, let split {
            return NavigationState(root: .split(split.splitView))
        }
        return NavigationState(root: .stack([Screen(root ?? "root")]))
    }

    /// Where a key of the file's top level was written, or the file's start.
    func location(of key: String) -> SourceLocation {
        locations[key] ?? SourceLocation(file: path, line: 1, column: 1)
    }
}

/// A route group of a route file: routes that name it are mounted together and can be
/// switched on and off at run time.
public struct GroupDeclaration: Hashable, Sendable {
    /// The group's name.
    public var name: String
    /// Where its routes apply.
    public var mount: MountPoint
    /// Whether it starts enabled.
    public var enabled: Bool
    /// The names of the guards every route of the group is checked by, before its own; the app
    /// binds each name to a closure.
    public var guards: [String]
    /// Where it was written.
    public var location: SourceLocation

    /// Creates a group declaration.
    public init(
        name: String, mount: MountPoint = .root, enabled: Bool = true, guards: [String] = [],
        location: SourceLocation
    ) {
        self.name = name
        self.mount = mount
        self.enabled = enabled
        self.guards = guards
        self.location = location
    }
}

/// One route of a route file.
public struct RouteDeclaration: Hashable, Sendable {
    /// What a route opens.
    public enum Target: Hashable, Sendable {
        /// A screen of this kind, whose info is the route's parameters.
        case screen(String)
        /// An action the app binds to a closure by this name.
        case action(String)
        /// Another link, opened in the route's place from the same source.
        case forward(Forward)
    }

    /// The link a forwarding route opens in its place (`forward: {query: url}`,
    /// `forward: {scheme: https}`).
    public enum Forward: Hashable, Sendable {
        /// The link carried in this query item (`browser://deep-link?url=/settings`).
        case queryItem(String)
        /// The same link written with this scheme (`app://www.example.com/a` as
        /// `https://www.example.com/a`).
        case scheme(String)
    }

    /// The pattern, in any dialect the router reads.
    public var pattern: String
    /// A name unique in the file (the pattern when none is written).
    public var name: String
    /// What the route opens.
    public var target: Target
    /// How the screen is shown.
    public var presentation: Presentation
    /// Where the screen lands (`in: root`, `in: tab(orders)`); on top of what is showing by
    /// default.
    public var placement: Placement
    /// Which kinds of source may open the route; `nil` for the default (screens: any source,
    /// actions: in-app only).
    public var sources: Set<LinkSource.Kind>?
    /// Custom-scheme links only from these apps, when given.
    public var sendingApps: Set<String>?
    /// Screens built under the target, bottom first, taking the link's values they name.
    public var backStack: [ScreenTemplate]
    /// Whether a universal link may open the route (`web: false` keeps it out of the
    /// `apple-app-site-association` file).
    public var web: Bool
    /// The group it belongs to, if any.
    public var group: String?
    /// Whether a top-most screen of the same kind is updated in place.
    public var updatesInPlace: Bool
    /// Whether a stack presented for the screen gets a close button (`closeButton: false` when
    /// the screens bring their own "Done"); see `RouteEntry.closeButton`.
    public var closeButton: Bool
    /// The query items whose values are part of the screen's identity.
    public var query: [String]
    /// The names of the guards the route is checked by; the app binds each name to a closure.
    public var guards: [String]
    /// Conditions on the link's query that must all hold for the route to take a link
    /// (`when: {query: {ref: failed_transaction}}`); otherwise the next route that matches is
    /// tried.
    public var conditions: [QueryCondition] = []
    /// Free text, carried into the `apple-app-site-association` file's comments.
    public var comment: String?
    /// Where the route, its pattern and its other keys were written.
    public var location: SourceLocation
    /// Where each key's value was written.
    public var keyLocations: [String: SourceLocation]

    /// Creates a route declaration.
    public init(
        pattern: String, name: String? = nil, target: Target, presentation: Presentation = .automatic,
        placement: Placement = .top, sources: Set<LinkSource.Kind>? = nil, sendingApps: Set<String>? = nil,
        backStack: [ScreenTemplate] = [], web: Bool = true, group: String? = nil, updatesInPlace: Bool = false,
        closeButton: Bool = true, query: [String] = [], guards: [String] = [], comment: String? = nil,
        location: SourceLocation, keyLocations: [String: SourceLocation] = [:]
    ) {
        self.pattern = pattern
        self.name = name ?? pattern
        self.target = target
        self.presentation = presentation
        self.placement = placement
        self.query = query
        self.guards = guards
        self.sources = sources
        self.sendingApps = sendingApps
        self.backStack = backStack
        self.web = web
        self.group = group
        self.updatesInPlace = updatesInPlace
        self.closeButton = closeButton
        self.comment = comment
        self.location = location
        self.keyLocations = keyLocations
    }

    /// The source policy the route declares.
    public var sourcePolicy: SourcePolicy {
        guard let sources else {
            if case .action = target { return .inAppOnly }
            // A forwarding route opens what the other link opens, which checks its source.
            return sendingApps.map { .only(Set(LinkSource.Kind.allCases), sendingApps: $0) } ?? .anySource
        }
        return .only(sources, sendingApps: sendingApps)
    }

    /// Whether the route's source policy lets a universal link open it.
    public var allowsUniversalLinks: Bool {
        guard web else { return false }
        return sourcePolicy.allows(.universalLink)
    }

    /// Where a key's value was written (`pattern`, `screen`, …), or the route's start.
    public func location(of key: String) -> SourceLocation { keyLocations[key] ?? location }
}
