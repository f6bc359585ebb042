import Foundation
import Waypoint

/// Opens links: matches them with the router, checks the source policy and guards, plans
/// against what is on screen, and has the host apply the plan, one link at a time.
///
/// ```swift
/// let navigator = Navigator(schemes: ["photofeed"], host: host)
/// try navigator.register("user:{userId}", .screen("user"))
/// await navigator.ready()
/// await navigator.open("photofeed://user:self", source: .customScheme(sendingApp: nil))
/// ```
///
/// Links opened before ``ready()`` wait and are delivered once, after it. A link opened while
/// another is navigating waits for it (or replaces it, see ``NavigatorConfiguration/Overlap``).
@MainActor
public final class Navigator {
    /// The router whose destinations are this navigator's route entries.
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
    public private(set) var isReady = false

    private let planner = NavigationPlanner()
    private var routes: [(pattern: RoutePattern, entry: RouteEntry)] = []
    private var streams: [UUID: AsyncStream<NavigationEvent>.Continuation] = [:]
    private var pending: [PendingLink] = []
    private var isDraining = false
    private var parked: [(link: String, source: LinkSource)] = []
    private var redirectMark: (screen: Screen, layers: Int)?
    private var isBusy = false
    private var waiting: [CheckedContinuation<Bool, Never>] = []
    private var runningIsReplaced = false

    /// A navigator over `router`, driving `host`.
    public init(
        router: Router<RouteEntry>, host: any NavigationHost,
        configuration: NavigatorConfiguration = NavigatorConfiguration()
    ) {
        self.router = router
        self.host = host
        self.configuration = configuration
    }

    /// A navigator with a new router accepting `schemes` and universal-link `hosts` (`nil`
    /// accepts any).
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
    /// - Throws: the core's `RouteError` for an invalid pattern, naming it and the position.
    @discardableResult
    public func register(_ pattern: String, _ entry: RouteEntry) throws(RouteError) -> RoutePattern {
        let parsed = try router.register(pattern, destination: entry)
        routes.append((parsed, entry))
        return parsed
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

    /// Reports an event; with no `onEvent` and no stream nobody can see it, so its kind (which
    /// may describe a pattern or a plan) is not even built.
    private func emit(_ kind: @autoclosure () -> NavigationEvent.Kind, _ link: String, _ source: LinkSource) {
        guard onEvent != nil || !streams.isEmpty else { return }
        let event = NavigationEvent(link: link, source: source, kind: kind())
        onEvent?(event)
        for continuation in streams.values {
            continuation.yield(event)
        }
    }

    // MARK: Entry points

    /// Opens a link (a URL string, a URN such as `user:self`, or an in-app path) from `source`.
    ///
    /// Before ``ready()`` the link waits and this call returns once it has been delivered (or
    /// dropped). `animated=0|1|true|false` in the query sets animation; the empty-host form
    /// `myapp:///path` resets to the root first.
    @discardableResult
    public func open(_ link: String, source: LinkSource = .inApp) async -> NavigationOutcome {
        if !isReady {
            return await enqueue(link, source)
        }
        return await transaction(link, source)
    }

    /// Opens a URL from `source`.
    @discardableResult
    public func open(_ url: URL, source: LinkSource = .inApp) async -> NavigationOutcome {
        await open(url.absoluteString, source: source)
    }

    /// Opens the link in a push payload (`aps.urn`, or a top-level `urn`, `path`, `url` or
    /// `link`; see ``NotificationKeys``), as iOS hands the payload over.
    @discardableResult
    public func open(notification payload: [AnyHashable: Any]) async -> NavigationOutcome {
        await open(
            notificationLink: configuration.notificationKeys.link(in: NotificationKeys.dictionary(payload) ?? [:]))
    }

    /// Opens the link in a push payload decoded as JSON.
    @discardableResult
    public func open(notification payload: [String: Any]) async -> NavigationOutcome {
        await open(notificationLink: configuration.notificationKeys.link(in: payload))
    }

    private func open(notificationLink link: String?) async -> NavigationOutcome {
        guard let link else {
            let error = NavigationError.payloadHasNoLink(keys: configuration.notificationKeys.names)
            emit(.unmatched(error), "", .notification)
            return .unmatched(error)
        }
        return await open(link, source: .notification)
    }

    /// Opens a universal link or a Handoff activity's `webpageURL`.
    @discardableResult
    public func open(webpageURL url: URL, source: LinkSource = .universalLink) async -> NavigationOutcome {
        await open(url.absoluteString, source: source)
    }

    // MARK: Readiness and the pending queue

    /// Says the UI exists: links opened before are delivered now, in order (or only the latest),
    /// each once; later calls do nothing.
    public func ready() async {
        guard !isReady, !isDraining else { return }
        isDraining = true
        // Links opened while draining join the queue, so they stay behind the earlier ones.
        while !pending.isEmpty {
            let next = pending.removeFirst()
            if let lifetime = configuration.pendingLifetime,
                configuration.now().timeIntervalSince(next.openedAt) > lifetime
            {
                emit(.cancelled(.expired), next.link, next.source)
                next.continuation.resume(returning: .cancelled(.expired))
                continue
            }
            next.continuation.resume(returning: await transaction(next.link, next.source))
        }
        isDraining = false
        isReady = true
    }

    /// How many links wait for ``ready()``.
    public var pendingCount: Int { pending.count }

    private func enqueue(_ link: String, _ source: LinkSource) async -> NavigationOutcome {
        emit(.queued, link, source)
        return await withCheckedContinuation { continuation in
            if configuration.pendingDelivery == .latestOnly {
                for earlier in pending {
                    emit(.cancelled(.superseded), earlier.link, earlier.source)
                    earlier.continuation.resume(returning: .cancelled(.superseded))
                }
                pending.removeAll()
            } else if pending.count >= max(1, configuration.maxPending) {
                let oldest = pending.removeFirst()
                emit(.cancelled(.queueFull), oldest.link, oldest.source)
                oldest.continuation.resume(returning: .cancelled(.queueFull))
            }
            pending.append(
                PendingLink(link: link, source: source, openedAt: configuration.now(), continuation: continuation))
        }
    }

    // MARK: Guards' redirects

    /// Opens again the links that guards redirected, oldest first, once their condition is met
    /// (after the user logged in, say). The redirect's screen is dismissed first when it is
    /// still presented. Guards run again, so a condition still unmet redirects again.
    @discardableResult
    public func resumeRedirected() async -> [NavigationOutcome] {
        let links = parked
        parked.removeAll()
        if let mark = redirectMark {
            redirectMark = nil
            // The dismissal is a navigation too: it must not overlap a link that is navigating.
            if await acquire() {
                let state = host.state
                if state.topScreen == mark.screen, state.layers.count > mark.layers {
                    try? await host.apply(NavigationStep(.dismiss(toLayer: mark.layers)))
                }
                release()
            }
        }
        var outcomes: [NavigationOutcome] = []
        for parkedLink in links {
            outcomes.append(await open(parkedLink.link, source: parkedLink.source))
        }
        return outcomes
    }

    /// How many redirected links wait for ``resumeRedirected()``.
    public var redirectedCount: Int { parked.count }

    // MARK: currentLink

    /// The link that reproduces the top-most screen, printed by the first registered route that
    /// claims the screen (see ``RouteEntry/linkValues``); `nil` when none can print it.
    public var currentLink: String? {
        guard let top = host.state.topScreen else { return nil }
        let scheme = configuration.linkScheme ?? (router.schemes?.count == 1 ? router.schemes?.first : nil)
        for route in routes {
            guard let values = route.entry.linkValues(top) else { continue }
            guard let printed = try? route.pattern.expand(values, defaultPrefix: scheme.map { $0 + "://" }) else {
                continue
            }
            if case .urn = route.pattern.form, let scheme {
                return scheme + "://" + printed
            }
            return printed
        }
        return nil
    }

    // MARK: Transactions

    /// Runs one link with nothing else navigating.
    private func transaction(_ link: String, _ source: LinkSource) async -> NavigationOutcome {
        // Taking a free navigator needs no suspension (nor an async call's frame): only waiting
        // for a busy one does.
        var acquired = acquireIfFree()
        if !acquired {
            acquired = await acquire()
        }
        guard acquired else {
            emit(.cancelled(.replaced), link, source)
            return .cancelled(.replaced)
        }
        defer { release() }
        return await perform(link, source, redirects: 0)
    }

    /// Takes the navigator when nothing else is navigating; `false` when something is.
    private func acquireIfFree() -> Bool {
        guard !isBusy else { return false }
        isBusy = true
        return true
    }

    private func acquire() async -> Bool {
        guard isBusy else {
            isBusy = true
            return true
        }
        if configuration.overlap == .replace {
            runningIsReplaced = true
            for waiter in waiting {
                waiter.resume(returning: false)
            }
            waiting.removeAll()
        }
        return await withCheckedContinuation { waiting.append($0) }
    }

    private func release() {
        runningIsReplaced = false
        if waiting.isEmpty {
            isBusy = false
        } else {
            // The next link inherits the busy flag, so nothing can slip in between.
            waiting.removeFirst().resume(returning: true)
        }
    }

    // MARK: One link

    private func perform(_ link: String, _ source: LinkSource, redirects: Int) async -> NavigationOutcome {
        let match: RouteMatch<RouteEntry>
        do {
            match = try router.resolve(link)
        } catch {
            let navigationError = Self.error(for: error, link: link)
            emit(.unmatched(navigationError), link, source)
            return .unmatched(navigationError)
        }
        emit(.matched(pattern: match.pattern.description), link, source)
        let entry = match.destination

        guard entry.sources.allows(source) else {
            let error = NavigationError.sourceNotAllowed(link, source: source)
            emit(.refused(error), link, source)
            return .refused(error)
        }

        // The request (a dictionary of the parameters, the state) is built only for a guard.
        let checks = entry.guards.isEmpty ? guards : guards + entry.guards
        if !checks.isEmpty {
            let request = GuardRequest(
                link: link, source: source, pattern: match.pattern.description,
                parameters: match.parameters.dictionary, state: host.state)
            for navigationGuard in checks {
                switch await navigationGuard.check(request) {
                case .proceed:
                    continue
                case .cancel:
                    let reason = CancellationReason.guardCancelled(navigationGuard.name)
                    emit(.cancelled(reason), link, source)
                    return .cancelled(reason)
                case .redirect(let redirect):
                    return await follow(redirect, from: link, source, redirects: redirects)
                }
            }
        }

        switch entry.kind {
        case .action(let run):
            guard await run(match) else {
                let error = NavigationError.actionDeclined(link)
                emit(.refused(error), link, source)
                return .refused(error)
            }
            emit(.handledByAction, link, source)
            return .handledByAction
        case .screen(let build):
            let screen: Screen
            do {
                screen = try build(match)
            } catch {
                let failure = NavigationError.screenBuildFailed(link, reason: "\(error)")
                emit(.failed(failure), link, source)
                return .failed(failure)
            }
            // `match.link` parses the link again each time it is read: read it once, and not
            // at all when the text cannot hold either flag.
            let parsed = Self.mayCarryFlags(link) ? match.link : nil
            let intent = NavigationIntent(
                screen,
                backStack: entry.backStack(match),
                presentation: entry.presentation,
                animated: Self.animated(parsed?.query["animated"]),
                resetToRoot: parsed?.resetsToRoot ?? false,
                updateInPlace: entry.updatesInPlace,
                source: source)
            return await navigate(intent, link: link)
        }
    }

    /// Shows the redirect's screen or opens its link, and parks the original link for
    /// ``resumeRedirected()``. A redirect that itself fails fails the link, which is then not
    /// parked; a redirect's own redirects are followed up to `maxRedirects`.
    private func follow(
        _ redirect: Redirect, from link: String, _ source: LinkSource, redirects: Int
    ) async -> NavigationOutcome {
        guard redirects < configuration.maxRedirects else {
            let error = NavigationError.redirectLoop(link)
            emit(.failed(error), link, source)
            return .failed(error)
        }
        emit(.redirected(redirect), link, source)
        let outcome: NavigationOutcome
        switch redirect {
        case .screen(let screen, let presentation):
            let layers = host.state.layers.count
            outcome = await navigate(NavigationIntent(screen, presentation: presentation), link: link)
            if case .navigated = outcome {
                redirectMark = (screen, layers)
            }
        case .link(let target):
            outcome = await perform(target, .inApp, redirects: redirects + 1)
        }
        switch outcome {
        case .navigated, .alreadyShowing, .handledByAction, .redirected:
            // Only the link the user opened waits; links guards redirected through do not.
            if redirects == 0 {
                parked.append((link, source))
            }
            return .redirected(redirect)
        case .unmatched(let error), .refused(let error), .failed(let error):
            return .failed(error)
        case .cancelled(let reason):
            return .cancelled(reason)
        }
    }

    private func navigate(_ intent: NavigationIntent, link: String) async -> NavigationOutcome {
        let plan = planner.plan(intent, in: host.state)
        if case .unreachable(let error) = plan.outcome {
            emit(.failed(error), link, intent.source)
            return .failed(error)
        }
        for step in plan.steps {
            if runningIsReplaced {
                emit(.cancelled(.replaced), link, intent.source)
                return .cancelled(.replaced)
            }
            do {
                try await host.apply(step)
            } catch {
                emit(.failed(error), link, intent.source)
                return .failed(error)
            }
        }
        emit(.navigated(plan), link, intent.source)
        return plan.steps.isEmpty ? .alreadyShowing : .navigated(plan)
    }

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

    /// Seed 002's reserved flag: `0` and `false` turn animation off; anything else keeps it.
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

/// A link waiting for `ready()`, with the caller waiting for its outcome.
private struct PendingLink {
    var link: String
    var source: LinkSource
    var openedAt: Date
    var continuation: CheckedContinuation<NavigationOutcome, Never>
}
