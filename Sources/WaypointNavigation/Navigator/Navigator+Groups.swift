import Waypoint

/// A route group as mounted: its routes with the mount point applied, and whether it is on.
struct MountedGroup {
    let name: String
    var isEnabled: Bool
    let routes: [RegisteredRoute]
}

/// What looking a link up found.
enum Lookup {
    case matched(RouteMatch<RouteEntry>)
    /// Only a route of this disabled group matches.
    case disabled(String)
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
        let tabs = host.state.tabIDs
        // Scratch routers read each pattern with the navigator's separator and custom types.
        let written = router.copy(includingRoutes: false)
        let moved = router.copy(includingRoutes: false)
        var routes: [RegisteredRoute] = []
        for route in group.routes {
            var entry = route.entry
            entry.group = group.name
            if !tabs.isEmpty, let id = Self.unknownTab(of: entry, in: tabs) {
                throw .unknownTab(id, available: tabs)
            }
            let original: RoutePattern
            do {
                original = try written.register(route.pattern, destination: entry)
            } catch {
                throw .invalidPattern(error)
            }
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
        var owners = [String?](repeating: nil, count: every.builtFrom)
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
    /// routes followed by those of the enabled groups. Built again after a group is mounted or
    /// switched, or a route is registered.
    public var matchingRouter: Router<RouteEntry> {
        guard !groups.isEmpty else { return router }
        let count = router.routeCount
        if let enabledRouter, enabledRouter.builtFrom == count { return enabledRouter.router }
        let built = combinedRouter { $0.isEnabled }
        enabledRouter = (built, count)
        return built
    }

    /// The navigator's routes and every group's, enabled or not.
    private func everyRoutes() -> (router: Router<RouteEntry>, builtFrom: Int) {
        let count = router.routeCount
        if let everyRouteRouter, everyRouteRouter.builtFrom == count { return everyRouteRouter }
        let built = (combinedRouter { _ in true }, count)
        everyRouteRouter = built
        return built
    }

    private func combinedRouter(including: (MountedGroup) -> Bool) -> Router<RouteEntry> {
        let combined = router.copy(includingRoutes: true)
        for group in groups where including(group) {
            for route in group.routes {
                // Each pattern was read by the same kind of router when the group was mounted.
                _ = try? combined.register(route.pattern.description, destination: route.entry)
            }
        }
        return combined
    }

    /// Looks `link` up among the enabled routes; when none matches, says whether a route of a
    /// disabled group would have.
    func lookUp(_ link: String) -> Lookup {
        do {
            return .matched(try matchingRouter.resolve(link))
        } catch {
            if groups.contains(where: { !$0.isEnabled }), let found = everyRoutes().router.match(for: link),
                let group = found.destination.group, isGroupEnabled(group) == false
            {
                return .disabled(group)
            }
            return .failed(Self.error(for: error, link: link))
        }
    }
}
