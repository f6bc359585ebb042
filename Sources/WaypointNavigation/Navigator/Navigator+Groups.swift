import Waypoint

/// A route group as mounted: its routes with the mount point applied, and whether it is on.
struct MountedGroup {
    let name: String
    var isEnabled: Bool
    let routes: [RegisteredRoute]
    /// The patterns (as mounted) of the group's routes switched off one by one.
    var disabledPatterns: Set<String> = []
}

/// What looking a link up found.
enum Lookup {
    /// The best route, found by `router`, which finds the others that match after it.
    case matched(RouteMatch<RouteEntry>, Router<RouteEntry>)
    /// Only a route of this disabled group matches.
    case disabled(String)
    /// Only this disabled route matches.
    case routeDisabled(String)
    case failed(NavigationError)
}

extension Navigator {
    /// Mounts a route group: its routes take part in matching (after the navigator's own routes
    /// and the groups mounted before it, when precedence ties) while it is enabled.
    ///
    /// - Returns: the routes of this group that a route of another group (or of the navigator)
    ///   takes the links of, and those it takes from others, while both are enabled. Two groups
    ///   that are never enabled together (signed out, signed in) may well hold the same
    ///   patterns.
    /// - Throws: ``NavigationError/invalidGroup(_:reason:)`` for a name already mounted or a
    ///   pattern the mount point cannot move, ``NavigationError/invalidPattern(_:)``, or
    ///   ``NavigationError/unknownTab(_:available:)`` as ``register(_:_:)`` does.
    @discardableResult
    public func mount(
        _ group: RouteGroup, at point: MountPoint = .root, enabled: Bool = true
    )
        throws(NavigationError) -> [GroupConflict]
    {
        guard !groups.contains(where: { $0.name == group.name }) else {
            throw .invalidGroup(group.name, reason: "a group with this name is already mounted")
        }
        if case .host(let name) = point, case .notAccepted? = router.explain("https://\(name)/").error {
            throw .invalidGroup(group.name, reason: "the router does not accept the host '\(name)'")
        }
        // Scratch routers read each pattern with the navigator's separator and custom types.
        let written = router.copy(includingRoutes: false)
        let moved = router.copy(includingRoutes: false)
        var routes: [RegisteredRoute] = []
        for route in group.routes {
            var entry = route.entry
            entry.group = group.name
            try checkTabs(of: entry)
            let original: RoutePattern
            do {
                original = try written.register(route.pattern, destination: entry)
            } catch {
                throw .invalidPattern(error)
            }
            try Self.checkBackStack(of: entry, against: original)
            let pattern: String
            switch point.apply(to: route.pattern, parsed: original.form) {
            case .pattern(let text): pattern = text
            case .refused(let reason): throw .invalidGroup(group.name, reason: reason)
            }
            do {
                routes.append(RegisteredRoute(pattern: try moved.register(pattern, destination: entry), entry: entry))
            } catch {
                throw .invalidPattern(error)
            }
        }
        groups.append(MountedGroup(name: group.name, isEnabled: enabled, routes: routes))
        enabledRouter = nil
        everyRouteRouter = nil
        return groupConflicts.filter { $0.group == group.name || $0.winnerGroup == group.name }
    }

    /// Switches a mounted group on or off. Links to a disabled group's routes end as
    /// ``LinkOutcome/groupDisabled(_:)`` unless an enabled route matches them.
    ///
    /// - Throws: ``NavigationError/unknownGroup(_:)`` when no group has this name.
    public func setGroup(_ name: String, enabled: Bool) throws(NavigationError) {
        guard let index = groups.firstIndex(where: { $0.name == name }) else { throw .unknownGroup(name) }
        guard groups[index].isEnabled != enabled else { return }
        groups[index].isEnabled = enabled
        enabledRouter = nil
    }

    /// Whether the group named `name` is enabled; `nil` when none is mounted.
    public func isGroupEnabled(_ name: String) -> Bool? {
        groups.first { $0.name == name }?.isEnabled
    }

    /// The mounted groups' names, in mount order.
    public var groupNames: [String] { groups.map(\.name) }

    /// Every pair of routes in different groups (or in a group and among the navigator's own
    /// routes) where one takes the other's links while both are enabled.
    public var groupConflicts: [GroupConflict] {
        guard !groups.isEmpty else { return [] }
        let every = everyRoutes()
        var owners = [String?](repeating: nil, count: every.ownRoutes)
        for group in groups {
            owners += [String?](repeating: group.name, count: group.routes.count)
        }
        return every.router.conflicts.compactMap { conflict -> GroupConflict? in
            guard conflict.reason != .unreachable, conflict.index < owners.count, conflict.winnerIndex < owners.count,
                owners[conflict.index] != owners[conflict.winnerIndex]
            else { return nil }
            return GroupConflict(
                conflict: conflict, group: owners[conflict.index], winnerGroup: owners[conflict.winnerIndex])
        }
    }

    /// The router links are matched with: ``router`` itself when no group is mounted, else its
    /// enabled routes followed by those of the enabled groups. Built again after a group is
    /// mounted or switched, or a route is registered, removed or switched.
    public var matchingRouter: Router<RouteEntry> {
        guard !groups.isEmpty else { return router }
        let revision = router.revision
        if let enabledRouter, enabledRouter.revision == revision { return enabledRouter.router }
        let built = combinedRouter(enablingAll: false)
        enabledRouter = (built, revision)
        return built
    }

    /// The navigator's routes and every group's, enabled or not, and how many are the
    /// navigator's.
    private func everyRoutes() -> (router: Router<RouteEntry>, ownRoutes: Int) {
        let revision = router.revision
        if let everyRouteRouter, everyRouteRouter.revision == revision {
            return (everyRouteRouter.router, everyRouteRouter.ownRoutes)
        }
        let ownRoutes = router.routeCount
        let built = combinedRouter(enablingAll: true)
        everyRouteRouter = (built, revision, ownRoutes)
        return (built, ownRoutes)
    }

    /// The navigator's routes followed by the groups': with `enablingAll`, every one; else the
    /// enabled routes of the enabled groups.
    private func combinedRouter(enablingAll: Bool) -> Router<RouteEntry> {
        let combined = router.copy(includingRoutes: true, enablingAll: enablingAll)
        for group in groups where enablingAll || group.isEnabled {
            for route in group.routes
            where enablingAll || !group.disabledPatterns.contains(route.pattern.description) {
                // Each pattern was read by the same kind of router when the group was mounted.
                _ = try? combined.register(route.pattern.description, destination: route.entry)
            }
        }
        return combined
    }

    /// Looks `link` up among the enabled routes; when none matches, says whether a route of a
    /// disabled group, or a disabled route, would have.
    func lookUp(_ link: String) -> Lookup {
        let matching = matchingRouter
        do {
            return .matched(try matching.resolve(link), matching)
        } catch {
            if hasDisabledRoutes, let found = everyRoutes().router.match(for: link) {
                let pattern = found.pattern.description
                if let group = found.destination.group {
                    if isGroupEnabled(group) == false { return .disabled(group) }
                    if groups.contains(where: { $0.name == group && $0.disabledPatterns.contains(pattern) }) {
                        return .routeDisabled(pattern)
                    }
                } else if router.isRouteEnabled(pattern) == false {
                    return .routeDisabled(pattern)
                }
            }
            return .failed(Self.error(for: error, link: link))
        }
    }

    /// Whether a group or a route is switched off, so that an unmatched link may be one of theirs.
    private var hasDisabledRoutes: Bool {
        groups.contains { !$0.isEnabled || !$0.disabledPatterns.isEmpty } || router.hasDisabledRoutes
    }
}
