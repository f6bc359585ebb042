extension Router {
    // MARK: Removing

    /// Removes every route registered with `pattern`, its text exactly as registered.
    ///
    /// ```swift
    /// try router.register("/posts/:id", destination: "Post")
    /// try router.unregister("/posts/:id")
    /// router.match(for: "/posts/9")   // nil
    /// ```
    ///
    /// A pattern registered twice is two routes (the first wins, ``conflicts`` lists the
    /// second); removing by pattern removes both, so that no later duplicate starts matching
    /// in its place. ``unregister(_:at:)`` removes one registration. A route that a removed
    /// one shadowed matches again, and the routes after it move down one index in ``patterns``
    /// and ``conflicts``.
    ///
    /// Safe while other threads look links up: lookups already running finish with the table
    /// they started with, and the next lookup sees the change. That lookup compiles the table
    /// again, in time proportional to the number of routes, as the first lookup after
    /// registering them all does: change routes in batches, not between every two lookups.
    ///
    /// - Throws: ``RouteError/notRegistered(_:index:)`` when no route has this pattern: a typo,
    ///   or a route already removed. Use `try?` where removing twice is expected.
    public func unregister(_ pattern: String) throws(RouteError) {
        try remove(pattern, nil, index: nil)
    }

    /// Removes every route registered with `pattern`, the value ``register(_:destination:)``
    /// returned for it (or one equal to it), as ``unregister(_:)-(String)`` does.
    ///
    /// - Throws: ``RouteError/notRegistered(_:index:)`` when no route has this pattern.
    public func unregister(_ pattern: RoutePattern) throws(RouteError) {
        try remove(pattern.description, pattern, index: nil)
    }

    /// Removes the one registration of `pattern` at `index` in ``patterns``: a duplicate that
    /// ``conflicts`` names (`router.unregister(conflict.pattern, at: conflict.index)`), while an
    /// equal registration elsewhere stays. Naming the pattern too keeps an index read before
    /// another change from removing a different route.
    ///
    /// - Throws: ``RouteError/notRegistered(_:index:)`` when the route at `index` does not
    ///   have `pattern`, or there is none.
    public func unregister(_ pattern: RoutePattern, at index: Int) throws(RouteError) {
        try remove(pattern.description, pattern, index: index)
    }

    /// Removes the routes written as `text` (equal to `pattern`, when given; only the one at
    /// `index`, when given), or throws when there is none.
    private func remove(_ text: String, _ pattern: RoutePattern?, index: Int?) throws(RouteError) {
        try builder.withLock { (state: inout Builder) throws(RouteError) in
            let removed = try routeIndices(in: state.patterns, text, pattern, index: index)
            state.expansions = movedExpansions(state.expansions, routes: state.patterns.count, removing: removed)
            // One `remove(at:)` per removed route, as a removal takes out one or a few: moving
            // the generic destinations one by one would cost a metadata lookup each.
            for route in removed.reversed() {
                state.patterns.remove(at: route)
                state.destinations.remove(at: route)
                if !state.enabled.remove(at: route) { state.disabledCount -= 1 }
            }
            retireSnapshot(&state)
        }
    }

    // MARK: Enabling and disabling

    /// Switches every route registered with `pattern` (its text exactly as registered) on or
    /// off. A disabled route stays registered, in ``patterns`` at its index, but matches no link
    /// and is left out of ``conflicts`` (it neither shadows another route nor counts as
    /// shadowed); a route it shadowed matches again. Switching it on restores it as it was,
    /// with its precedence.
    ///
    /// ```swift
    /// try router.register("/beta/:feature", destination: "Beta")
    /// try router.setRoute("/beta/:feature", enabled: false)
    /// router.match(for: "/beta/chat")   // nil until enabled again
    /// ```
    ///
    /// Safe while other threads look links up, with the cost ``unregister(_:)-(String)``
    /// describes: the next lookup compiles the table again. Switching a route to the state it
    /// is already in changes nothing and costs nothing.
    ///
    /// - Throws: ``RouteError/notRegistered(_:index:)`` when no route has this pattern.
    public func setRoute(_ pattern: String, enabled: Bool) throws(RouteError) {
        try setEnabled(enabled, pattern, nil, index: nil)
    }

    /// Switches every route registered with `pattern` on or off, as
    /// ``setRoute(_:enabled:)-(String,_)`` does.
    ///
    /// - Throws: ``RouteError/notRegistered(_:index:)`` when no route has this pattern.
    public func setRoute(_ pattern: RoutePattern, enabled: Bool) throws(RouteError) {
        try setEnabled(enabled, pattern.description, pattern, index: nil)
    }

    /// Switches the one registration of `pattern` at `index` in ``patterns`` on or off.
    ///
    /// - Throws: ``RouteError/notRegistered(_:index:)`` when the route at `index` does not
    ///   have `pattern`, or there is none.
    public func setRoute(_ pattern: RoutePattern, at index: Int, enabled: Bool) throws(RouteError) {
        try setEnabled(enabled, pattern.description, pattern, index: index)
    }

    /// Whether a route registered with `pattern` (its text exactly as registered) is enabled:
    /// `true` when one of its registrations is, `nil` when none is registered.
    public func isRouteEnabled(_ pattern: String) -> Bool? {
        builder.withLock { state in
            let routes = state.patterns.indices.filter { state.patterns[$0].description == pattern }
            return routes.isEmpty ? nil : routes.contains { state.enabled[$0] }
        }
    }

    /// Switches the routes `remove(_:_:index:)` would remove.
    private func setEnabled(_ enabled: Bool, _ text: String, _ pattern: RoutePattern?, index: Int?) throws(RouteError) {
        try builder.withLock { (state: inout Builder) throws(RouteError) in
            let routes = try routeIndices(in: state.patterns, text, pattern, index: index)
                .filter { state.enabled[$0] != enabled }
            // A route already in the asked state leaves the compiled table as it is.
            guard !routes.isEmpty else { return }
            for route in routes {
                state.enabled[route] = enabled
                state.disabledCount += enabled ? -1 : 1
            }
            retireSnapshot(&state)
        }
    }
}

/// The indices, in order, of the routes written as `text` (equal to `pattern`, when given;
/// only `index`, when given), or the error naming `text` when there is none.
private func routeIndices(
    in patterns: [RoutePattern], _ text: String, _ pattern: RoutePattern?, index: Int?
) throws(RouteError) -> [Int] {
    // The text first, read in place: most routes differ there, and a whole pattern is not copied.
    let found = patterns.indices.filter { route in
        (index ?? route) == route && patterns[route].description == text
            && pattern.map { patterns[route] == $0 } != false
    }
    guard !found.isEmpty else { throw .notRegistered(text, index: index) }
    return found
}

/// `expansions` of a table of `routes` routes without those of the routes at `removed`, the
/// others' routes renumbered to their indices once those are gone.
private func movedExpansions(
    _ expansions: [RouteExpansion], routes: Int, removing removed: [Int]
) -> [RouteExpansion] {
    // Each route's index once the removed ones are gone; -1 for a removed one.
    var moved = [Int32](repeating: 0, count: routes)
    for route in removed { moved[route] = -1 }
    var kept: Int32 = 0
    for route in moved.indices where moved[route] == 0 {
        moved[route] = kept
        kept += 1
    }
    return expansions.compactMap { expansion in
        let order = moved[Int(expansion.order)]
        return order < 0 ? nil : RouteExpansion(order: order, variant: expansion.variant)
    }
}

extension Router {
    /// Whether any registered route is disabled.
    package var hasDisabledRoutes: Bool { builder.withLock { $0.disabledCount > 0 } }

    /// The patterns, as written, of the disabled routes.
    package var disabledPatterns: Set<String> {
        builder.withLock { state in
            Set(state.patterns.indices.filter { !state.enabled[$0] }.map { state.patterns[$0].description })
        }
    }
}
