import Waypoint
import WaypointNavigation

extension RouteFile {
    /// A navigator over `host` with the file's schemes, hosts and routes: screen routes show a
    /// screen of their kind whose info is the link's parameters (or what `screens` builds for
    /// that kind), action routes run the closure `actions` binds to their name, and routes of a
    /// group are mounted with it.
    ///
    /// ```swift
    /// let file = try RouteFile.load(from: Bundle.main.url(forResource: "routes", withExtension: "yaml")!)
    /// let navigator = try file.makeNavigator(host: host, actions: ["logout": { _ in account.signOut(); return true }])
    /// ```
    ///
    /// - Parameters:
    ///   - host: what the navigator drives.
    ///   - actions: a closure for each action name the file uses.
    ///   - screens: screen builders by kind, for screens whose info is more than the link's
    ///     parameters.
    ///   - knownScreens: the screen kinds the app can show (a host's factory names, say); a
    ///     route or back stack naming another kind is reported. `nil` checks nothing.
    ///   - configuration: the navigator's queueing, overlap and payload settings.
    /// - Throws: ``RouteFileError`` naming every action without a closure and every screen not
    ///   in `knownScreens`, at the line that names it; or a route the navigator refuses.
    @MainActor
    public func makeNavigator(
        host: any NavigationHost,
        actions: [String: RouteEntry.Action] = [:],
        screens: [String: RouteEntry.ScreenBuilder] = [:],
        knownScreens: Set<String>? = nil,
        configuration: NavigatorConfiguration = NavigatorConfiguration()
    ) throws(RouteFileError) -> Navigator {
        var unbound: [Diagnostic] = []
        for route in routes {
            switch route.target {
            case .action(let name) where actions[name] == nil:
                unbound.append(
                    Diagnostic(.error, at: route.location(of: "action"), "no closure is bound to the action '\(name)'"))
            case .screen(let kind):
                if let knownScreens, !knownScreens.contains(kind), screens[kind] == nil {
                    unbound.append(
                        Diagnostic(.error, at: route.location(of: "screen"), "the app has no screen '\(kind)'"))
                }
                for screen in route.backStack where knownScreens.map({ !$0.contains(screen.kind) }) ?? false {
                    unbound.append(
                        Diagnostic(
                            .error, at: route.location(of: "backStack"), "the app has no screen '\(screen.kind)'"))
                }
            default:
                break
            }
        }
        guard unbound.isEmpty else { throw RouteFileError(unbound) }

        let navigator = Navigator(
            router: makeRouter(), host: host, configuration: configuration)
        var groupRoutes: [String: RouteGroup] = [:]
        for route in routes {
            let entry = Self.entry(for: route, actions: actions, screens: screens)
            if let group = route.group {
                groupRoutes[group, default: RouteGroup(group)].register(route.pattern, entry)
                continue
            }
            do {
                try navigator.register(route.pattern, entry)
            } catch {
                throw RouteFileError([Diagnostic(.error, at: route.location(of: "pattern"), error.description)])
            }
        }
        for group in groups {
            do {
                try navigator.mount(
                    groupRoutes[group.name] ?? RouteGroup(group.name), at: group.mount, enabled: group.enabled)
            } catch {
                throw RouteFileError([Diagnostic(.error, at: group.location, error.description)])
            }
        }
        return navigator
    }

    /// The navigator's entry for a declared route.
    static func entry(
        for route: RouteDeclaration, actions: [String: RouteEntry.Action], screens: [String: RouteEntry.ScreenBuilder]
    ) -> RouteEntry {
        switch route.target {
        case .action(let name):
            let run = actions[name] ?? { _ in false }
            return .action(sources: route.sourcePolicy, run)
        case .screen(let kind):
            if let build = screens[kind] {
                let backStack = route.backStack
                return .screen(
                    presentation: route.presentation, sources: route.sourcePolicy,
                    updatesInPlace: route.updatesInPlace, backStack: { _ in backStack }, build: build)
            }
            return .screen(
                kind, presentation: route.presentation, backStack: route.backStack, sources: route.sourcePolicy,
                updatesInPlace: route.updatesInPlace)
        }
    }
}
