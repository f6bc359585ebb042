import Foundation
import Waypoint

/// Opens links: matches them with the router, checks the source policy and guards, plans
/// against what is on screen, and has the host apply the plan, one link at a time.
///
/// ```swift
/// let navigator = Navigator(schemes: ["photofeed"], host: host)
/// try navigator.register("user:{userId}", .screen("user"))
/// try await navigator.ready()
/// await navigator.open("photofeed://user:self", source: .customScheme(sendingApp: nil))
/// ```
///
/// Opening a link never waits for something its caller has yet to do. A link opened before
/// ``ready()`` returns ``LinkOutcome/queued(_:)`` at once and opens later, in order. A link
/// opened while another is navigating waits for it (or replaces it, see
/// ``NavigatorConfiguration/Overlap``).
///
/// ## Calling the navigator from inside a link
///
/// Guards, actions and the host run inside the link being opened, and that link ends only once
/// they return. So no navigator method called from there waits for that link:
///
/// - What navigates runs after the running link ends, behind the links already waiting, and
///   the call returns at once with a handle to await *outside* the link:
///   ``open(_:source:)-(String,_)`` (and every `open` variant) and ``resumeRedirected()`` return
///   ``LinkOutcome/queued(_:)`` for each link; ``showRoot(_:animated:)`` changes the root then
///   and returns the links waiting for tabs as ``LinkOutcome/queued(_:)``. A root change the
///   host then fails throws nowhere: those links go on waiting for tabs until they expire.
/// - What only waits does not wait for its own link: ``settled()`` returns once the host has
///   settled, and ``ready()``, which a running link shows has been called, returns no outcomes.
/// - What changes routes (``register(_:_:)``, ``unregister(_:)``, ``setRoute(_:enabled:)``,
///   ``mount(_:at:enabled:)``, ``setGroup(_:enabled:)``) never waits: it takes effect at once, and
///   the running link keeps the route it matched.
///
/// Awaiting a handle (``PendingLink/outcome()``, ``LinkOutcome/settled``) inside the link it
/// runs behind waits forever: hand it to a task that outlives the link, or await it after.
/// A task started inside the link counts as inside while the link runs and as outside once
/// it has ended.
@MainActor
public final class Navigator {
    /// The router that ``register(_:_:)`` adds routes to. Links are matched against these routes
    /// and those of the enabled route groups (``matchingRouter``).
    public let router: Router<RouteEntry>
    /// What the navigator drives.
    public let host: any NavigationHost
    /// Queueing, overlap and payload settings.
    public var configuration: NavigatorConfiguration
    /// Guards checked for every route, before the route's own.
    public var guards: [NavigationGuard] = []
    /// Called for every event, on the main actor, before the event reaches the streams.
    public var onEvent: (@MainActor (NavigationEvent) -> Void)?
    /// Whether ``ready()`` has been called and the links waiting for it were delivered.
    public internal(set) var isReady = false

    let planner = NavigationPlanner()
    /// The routes registered with ``register(_:_:)``, in order.
    var routes: [RegisteredRoute] = []
    /// Mounted route groups, in mount order.
    var groups: [MountedGroup] = []
    /// The enabled routes of `router` and of the enabled groups, while `router` is at
    /// `revision` (`Router.revision`).
    var enabledRouter: (router: Router<RouteEntry>, revision: Int)?
    /// Every route of `router` and of every group, enabled or not, while `router` is at
    /// `revision`; the first `ownRoutes` are `router`'s.
    var everyRouteRouter: (router: Router<RouteEntry>, revision: Int, ownRoutes: Int)?
    var streams: [UUID: AsyncStream<NavigationEvent>.Continuation] = [:]
    /// Links opened before `ready()`, oldest first.
    var pending: [PendingLink] = []
    /// Links to a tab's route opened while the root had no tab bar, oldest first, waiting for
    /// ``showRoot(_:animated:)``.
    var waitingForTabs: [PendingLink] = []
    var isDraining = false
    /// Links guards redirected, oldest first, waiting for `resumeRedirected()`.
    var parked: [ParkedLink] = []
    /// The one task that ends the links of every queue once their pending lifetime has passed.
    var expiryTimer: Task<Void, Never>?
    /// What the redirects parked links showed, to take away on resuming.
    var redirectMarks: [RedirectMark] = []
    /// Whether a link is running; the links and tasks waiting for it to end, in order.
    var isBusy = false
    var waiting: [Waiter] = []
    var runningIsReplaced = false
    /// The turn holding the navigator while it runs a link or changes the screen, and the last
    /// turn number given out.
    var heldTurn: Int?
    var lastTurn = 0

    /// A navigator over `router`, driving `host`.
    public init(
        router: Router<RouteEntry>, host: any NavigationHost,
        configuration: NavigatorConfiguration = NavigatorConfiguration()
    ) {
        self.router = router
        self.host = host
        self.configuration = configuration
    }

    /// A navigator with a new router accepting the custom `schemes` (`nil`: any) and the web
    /// `hosts` that may open universal links: `https` only, unless a host is listed as
    /// `http://localhost:8080`; no hosts, no universal links.
    public convenience init(
        schemes: Set<String>? = nil, hosts: [String]? = nil, host: any NavigationHost,
        configuration: NavigatorConfiguration = NavigatorConfiguration()
    ) {
        self.init(router: Router(schemes: schemes, hosts: hosts), host: host, configuration: configuration)
    }

    // MARK: Routes

    /// Registers `entry` for `pattern` (any dialect the core reads: `user:{userId}`,
    /// `/posts/:id`, `myapp://user/<int:id>`).
    ///
    /// - Throws: ``NavigationError/invalidPattern(_:)`` with the core's error naming the pattern
    ///   and the position; ``NavigationError/unknownTab(_:available:)`` for a `.tab` presentation
    ///   or placement naming a tab the app does not declare (``NavigatorConfiguration/tabs``, or
    ///   the tabs on screen when none are declared); ``NavigationError/unknownParameter(_:pattern:)``
    ///   for a back stack that takes a value the pattern does not capture.
    @discardableResult
    public func register(_ pattern: String, _ entry: RouteEntry) throws(NavigationError) -> RoutePattern {
        try checkTabs(of: entry)
        if !entry.backStackNames.isEmpty {
            // Read on a scratch router, so that a refused route is never registered.
            let read: RoutePattern
            do {
                read = try router.copy(includingRoutes: false).register(pattern, destination: entry)
            } catch {
                throw .invalidPattern(error)
            }
            try Self.checkBackStack(of: entry, against: read)
        }
        let parsed: RoutePattern
        do {
            parsed = try router.register(pattern, destination: entry)
        } catch {
            throw .invalidPattern(error)
        }
        routes.append(RegisteredRoute(pattern: parsed, entry: entry))
        return parsed
    }

    /// The tabs routes are checked against: the declared ones, or those on screen; `nil` when
    /// neither exists yet (an app launching without tabs).
    var checkableTabs: [String]? {
        if let tabs = configuration.tabs { return tabs }
        // Only a tab route needs the host's state, which a UIKit host reads anew each time.
        let tabs = host.state.tabIDs
        return tabs.isEmpty ? nil : tabs
    }

    /// Throws when `entry` shows its screen in a tab the app does not have.
    func checkTabs(of entry: RouteEntry) throws(NavigationError) {
        guard entry.tabID != nil, let tabs = checkableTabs else { return }
        if let id = Self.unknownTab(of: entry, in: tabs) {
            throw .unknownTab(id, available: tabs)
        }
    }

    /// The tab a route's presentation or placement names when `tabs` lacks it.
    static func unknownTab(of entry: RouteEntry, in tabs: [String]) -> String? {
        if case .tab(let id) = entry.presentation, !tabs.contains(id) { return id }
        if case .tab(let id) = entry.placement, !tabs.contains(id) { return id }
        return nil
    }

    /// Throws when `entry`'s back stack takes a value `pattern` does not capture.
    static func checkBackStack(of entry: RouteEntry, against pattern: RoutePattern) throws(NavigationError) {
        let known = Set(pattern.parameterNames).union(entry.query)
        if let missing = entry.backStackNames.first(where: { !known.contains($0) }) {
            throw .unknownParameter(missing, pattern: pattern.description)
        }
    }

    // MARK: Events

    /// A new stream of every event from now on; each call gives its own stream, and it ends when
    /// the consumer stops iterating.
    public func events() -> AsyncStream<NavigationEvent> {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: NavigationEvent.self)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.streams[id] = nil }
        }
        streams[id] = continuation
        return stream
    }

    /// Reports an event; with no `onEvent` and no stream nobody can see it, so its stage (which
    /// may describe a pattern or a plan) is not even built.
    /// A `matched` event names its pattern as the event's ``NavigationEvent/pattern`` too; an
    /// `ended` event names the route `pattern` says.
    func emit(
        _ stage: @autoclosure () -> NavigationEvent.Stage, _ link: String, _ source: LinkSource,
        pattern: String? = nil
    ) {
        guard onEvent != nil || !streams.isEmpty else { return }
        let stage = stage()
        var pattern = pattern
        if case .matched(let matched) = stage { pattern = matched }
        let event = NavigationEvent(link: link, source: source, stage: stage, pattern: pattern)
        onEvent?(event)
        for continuation in streams.values {
            continuation.yield(event)
        }
    }

    /// Reports `outcome` as the link's last event, naming the route that took the link, and
    /// returns it.
    func end(_ outcome: LinkOutcome, _ link: String, _ source: LinkSource, pattern: String? = nil) -> LinkOutcome {
        emit(.ended(outcome), link, source, pattern: pattern)
        return outcome
    }

    // MARK: Entry points

    /// Opens a link (a URL string, a URN such as `user:self`, or an in-app path) from `source`.
    ///
    /// Returns the link's outcome once it has been carried out. Before ``ready()``, and when
    /// called from inside a guard or an action while that link runs, it returns
    /// ``LinkOutcome/queued(_:)`` at once instead; the link opens later, in order, and
    /// ``LinkOutcome/settled`` waits for its final outcome. `animated=0|1|true|false` in the
    /// query sets animation; the empty-host form `myapp:///path` resets to the root first.
    @discardableResult
    public func open(_ link: String, source: LinkSource = .inApp) async -> LinkOutcome {
        if !isReady {
            return enqueue(link, source)
        }
        if isInsideRunningLink {
            // Waiting here would wait for the link that is waiting for this call.
            return queueBehindRunning(link, source)
        }
        return await transaction(link, source)
    }

    /// Opens a URL from `source`.
    @discardableResult
    public func open(_ url: URL, source: LinkSource = .inApp) async -> LinkOutcome {
        await open(url.absoluteString, source: source)
    }

    /// Opens the link in a push payload (`aps.urn`, or a top-level `urn`, `path`, `url` or
    /// `link`; see ``NotificationKeys``), as iOS hands the payload over. A payload without a
    /// link ends as ``LinkOutcome/unmatched(_:)``, the error naming the key whose value is not a
    /// link or every key tried.
    @discardableResult
    public func open(notification payload: [AnyHashable: Any]) async -> LinkOutcome {
        await open(payloadLink: configuration.notificationKeys.link(in: payload))
    }

    /// Opens the link in a push payload decoded as JSON.
    @discardableResult
    public func open(notification payload: [String: Any]) async -> LinkOutcome {
        await open(payloadLink: configuration.notificationKeys.link(in: payload))
    }

    private func open(payloadLink: Result<String, NavigationError>) async -> LinkOutcome {
        switch payloadLink {
        case .success(let link): return await open(link, source: .notification)
        case .failure(let error): return end(.unmatched(error), "", .notification)
        }
    }

    /// Opens a universal link or a Handoff activity's `webpageURL`.
    @discardableResult
    public func open(webpageURL url: URL, source: LinkSource = .universalLink) async -> LinkOutcome {
        await open(url.absoluteString, source: source)
    }

    // MARK: currentLink

    /// The link that reproduces the top-most screen, printed by the first registered route (then
    /// the first route of an enabled group) that is enabled and claims the screen (see
    /// ``RouteEntry/linkValues``); `nil` when none can print it.
    public var currentLink: String? {
        guard let top = host.state.topScreen else { return nil }
        let scheme = configuration.linkScheme ?? (router.schemes?.count == 1 ? router.schemes?.first : nil)
        let disabled = router.disabledPatterns
        let enabled =
            routes.filter { !disabled.contains($0.pattern.description) }
            + groups.filter(\.isEnabled).flatMap { group in
                group.routes.filter { !group.disabledPatterns.contains($0.pattern.description) }
            }
        for route in enabled {
            guard let values = route.entry.linkValues(top) else { continue }
            let captured = Set(route.pattern.parameterNames)
            let query = route.entry.query.compactMap { name in
                captured.contains(name) ? nil : values[name].map { QueryItem(name: name, value: $0) }
            }
            guard
                let printed = try? route.pattern.expand(
                    values, query: query, defaultPrefix: scheme.map { $0 + "://" })
            else {
                continue
            }
            if case .urn = route.pattern.form, let scheme {
                return scheme + "://" + printed
            }
            return printed
        }
        return nil
    }

    // MARK: Reading links

    /// Whether `link` may carry a navigation flag: an `animated` query item, or the empty host
    /// of `myapp:///path` (``Link/resetsToRoot``). `false` only when it cannot: the text has no
    /// `?` (so no query), and its first `:` — where a scheme ends, if anywhere — is not followed
    /// by `//` and then `/`, `#` or the end (so no empty host).
    static func mayCarryFlags(_ link: String) -> Bool {
        var text = link
        return text.withUTF8 { bytes in
            // memchr reads a long link many bytes at a time; every open of a link pays for this.
            if let base = bytes.baseAddress, memchr(base, Int32(UInt8(ascii: "?")), bytes.count) != nil {
                return true
            }
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return false }
            let slashes = colon + 1
            guard slashes + 1 < bytes.count, bytes[slashes] == UInt8(ascii: "/"),
                bytes[slashes + 1] == UInt8(ascii: "/")
            else { return false }
            let authority = slashes + 2
            return authority == bytes.count || bytes[authority] == UInt8(ascii: "/")
                || bytes[authority] == UInt8(ascii: "#")
        }
    }

    /// The reserved `animated` query flag: `0` and `false` turn animation off; anything else keeps it.
    static func animated(_ value: String?) -> Bool {
        guard let value = value?.lowercased() else { return true }
        return !(value == "0" || value == "false")
    }

    /// Links that parse but reach no route are `noRoute`; every other core error means the link
    /// itself is unusable. Tested case by case rather than switched over, so that new core
    /// errors land on `invalidLink` instead of breaking this module's build.
    static func error(for error: RouteError, link: String) -> NavigationError {
        if case .noMatch = error { return .noRoute(link, reason: error.description) }
        if case .notAccepted = error { return .noRoute(link, reason: error.description) }
        return .invalidLink(link, reason: error.description)
    }
}

/// A route registered on the navigator or mounted with a group: its pattern as registered and
/// its entry.
struct RegisteredRoute {
    let pattern: RoutePattern
    let entry: RouteEntry
}
