import Waypoint
import WaypointNavigation

extension RouteFile {
    /// A navigator over `host` with the file's schemes, hosts, tabs and routes: screen routes
    /// show a screen of their kind whose info is the link's parameters and declared query values
    /// (or what `screens` builds for that kind), action routes run the closure `actions` binds
    /// to their name, guards named in the file run the closure `guards` binds to each name, and
    /// routes of a group are mounted with it.
    ///
    /// ```swift
    /// let file = try RouteFile.load(from: Bundle.main.url(forResource: "routes", withExtension: "yaml")!)
    /// let navigator = try file.makeNavigator(host: host, actions: ["logout": { _ in account.signOut(); return true }])
    /// ```
    ///
    /// The file's `tabs` become the navigator's declared tabs (`NavigatorConfiguration.tabs`)
    /// unless `configuration` declares its own, so that an app launching without its tab bar
    /// can be ready before the tabs are shown; likewise the kinds of screens the file names become
    /// its `NavigatorConfiguration.screenKinds`, which `ready()` checks the host can make.
    ///
    /// - Parameters:
    ///   - host: what the navigator drives.
    ///   - actions: a closure for each action name the file uses.
    ///   - guards: a closure for each guard name the file uses (`guard: signedIn`).
    ///   - screens: screen builders by kind, for screens whose info is more than the link's
    ///     parameters.
    ///   - knownScreens: the screen kinds the app can show (a host's factory names, say); a
    ///     route or back stack naming another kind is reported. `nil` checks nothing.
    ///   - configuration: the navigator's queueing, overlap and payload settings; with
    ///     `webFallback: browser` in the file, its `openInBrowser` closure.
    /// - Throws: ``RouteFileError`` naming every action and guard without a closure, a
    ///   `webFallback: browser` without `configuration.openInBrowser`, and every
    ///   screen not in `knownScreens`, at the line that names it; or a route the navigator
    ///   refuses.
    @MainActor
    public func makeNavigator(
        host: any NavigationHost,
        actions: [String: RouteEntry.Action] = [:],
        guards: [String: NavigationGuard.Check] = [:],
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
        unbound += unboundGuards(guards)
        if webFallback == .browser, configuration.openInBrowser == nil {
            unbound.append(
                Diagnostic(
                    .error, at: location(of: "webFallback"),
                    "the file sends universal links no route takes to the browser (webFallback: browser): "
                        + "give the configuration an openInBrowser closure"))
        }
        guard unbound.isEmpty else { throw RouteFileError(unbound) }

        var configuration = configuration
        if configuration.tabs == nil, !tabs.isEmpty {
            configuration.tabs = tabs
        }
        if configuration.splitItems == nil, let split {
            configuration.splitItems = split.items
        }
        if configuration.screenKinds == nil {
            configuration.screenKinds = Set(GeneratedNames.screenKinds(of: self).map(\.0))
        }
        let navigator = Navigator(
            router: makeRouter(), host: host, configuration: configuration)
        var groupRoutes: [String: RouteGroup] = [:]
        for route in routes {
            var entry = Self.entry(for: route, actions: actions, screens: screens)
            entry.conditions = route.conditions
            entry.guards = guardNames(of: route).map { name in
                NavigationGuard(name, check: guards[name] ?? { _ in .cancel })
            }
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

    /// The navigator's entry for a declared route, without its guards.
    static func entry(
        for route: RouteDeclaration, actions: [String: RouteEntry.Action], screens: [String: RouteEntry.ScreenBuilder]
    ) -> RouteEntry {
        switch route.target {
        case .forward(.queryItem(let name)):
            return .forwardingQueryItem(name, sources: route.sourcePolicy)
        case .forward(.scheme(let scheme)):
            return .forwardingToScheme(scheme, sources: route.sourcePolicy)
        case .action(let name):
            let run = actions[name] ?? { _ in false }
            return .action(sources: route.sourcePolicy, run)
        case .screen(let kind):
            if let build = screens[kind] {
                var entry = RouteEntry.screen(
                    presentation: route.presentation, placement: route.placement, sources: route.sourcePolicy,
                    updatesInPlace: route.updatesInPlace, closeButton: route.closeButton, query: route.query,
                    build: build)
                entry.buildBackStack(from: route.backStack)
                return entry
            }
            return .screen(
                kind, presentation: route.presentation, placement: route.placement, backStack: route.backStack,
                sources: route.sourcePolicy, updatesInPlace: route.updatesInPlace, closeButton: route.closeButton,
                query: route.query)
        }
    }

    /// The guards a route is checked by: its group's, then its own.
    func guardNames(of route: RouteDeclaration) -> [String] {
        let group = route.group.flatMap { name in groups.first { $0.name == name } }
        return (group?.guards ?? []) + route.guards
    }

    /// A diagnostic for each guard name the file writes that `guards` binds no closure to, at
    /// the line that names it.
    func unboundGuards(_ guards: [String: NavigationGuard.Check]) -> [Diagnostic] {
        var unbound: [Diagnostic] = []
        for group in self.groups {
            for name in group.guards where guards[name] == nil {
                unbound.append(Diagnostic(.error, at: group.location, "no closure is bound to the guard '\(name)'"))
            }
        }
        for route in routes {
            for name in route.guards where guards[name] == nil {
                unbound.append(
                    Diagnostic(.error, at: route.location(of: "guard"), "no closure is bound to the guard '\(name)'"))
            }
        }
        return unbound
    }
}
