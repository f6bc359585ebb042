import Waypoint

extension Navigator {
    // MARK: Removing and switching routes

    /// Removes the routes registered on the navigator with `pattern`, its text exactly as
    /// registered (every registration of it, as `Router.unregister(_:)` does). Links
    /// that only they matched end as ``LinkOutcome/unmatched(_:)`` from then on; a route they
    /// shadowed matches again.
    ///
    /// ```swift
    /// try navigator.register("promo/:id", .screen("promo"))
    /// try navigator.unregister("promo/:id")   // the campaign is over
    /// ```
    ///
    /// A group's routes are mounted and switched together; switch one of them off with
    /// ``setRoute(_:enabled:)``. The next link compiles the matching table again.
    ///
    /// - Throws: ``NavigationError/unknownRoute(_:)`` when the navigator has no route with this
    ///   pattern, and ``NavigationError/invalidGroup(_:reason:)`` when only a mounted group has
    ///   one.
    public func unregister(_ pattern: String) throws(NavigationError) {
        do {
            try router.unregister(pattern)
        } catch {
            if let group = groups.first(where: { $0.routes.contains { $0.pattern.description == pattern } }) {
                throw .invalidGroup(
                    group.name, reason: "its route '\(pattern)' is switched off with setRoute(_:enabled:), not removed")
            }
            throw .unknownRoute(pattern)
        }
        routes.removeAll { $0.pattern.description == pattern }
    }

    /// Switches the routes with `pattern` on or off: those registered on the navigator with this
    /// text, and those of mounted groups whose pattern, as mounted, is this text
    /// (`/account/settings` for `settings` mounted at `.path("account")`). A link that only a
    /// disabled route matches ends as ``LinkOutcome/routeDisabled(_:)`` naming it, as one that
    /// only a disabled group's route matches ends as ``LinkOutcome/groupDisabled(_:)``; a route
    /// it shadowed matches again. A route of a disabled group stays off until its group is
    /// enabled, whatever this says.
    ///
    /// ```swift
    /// try navigator.setRoute("live/:id", enabled: false)   // live video is down
    /// await navigator.open("photofeed://live/7")           // .routeDisabled("live/:id")
    /// ```
    ///
    /// - Throws: ``NavigationError/unknownRoute(_:)`` when no route has this pattern.
    public func setRoute(_ pattern: String, enabled: Bool) throws(NavigationError) {
        var found = (try? router.setRoute(pattern, enabled: enabled)) != nil
        for index in groups.indices where groups[index].routes.contains(where: { $0.pattern.description == pattern }) {
            found = true
            if enabled {
                groups[index].disabledPatterns.remove(pattern)
            } else {
                groups[index].disabledPatterns.insert(pattern)
            }
            enabledRouter = nil
        }
        guard found else { throw .unknownRoute(pattern) }
    }

    /// Whether a route with `pattern` (registered on the navigator, or of a mounted group as
    /// mounted) is switched on; `nil` when there is none. A group's switch is not counted:
    /// ``isGroupEnabled(_:)`` says that.
    public func isRouteEnabled(_ pattern: String) -> Bool? {
        var found = router.isRouteEnabled(pattern)
        for group in groups where group.routes.contains(where: { $0.pattern.description == pattern }) {
            if !group.disabledPatterns.contains(pattern) { return true }
            found = found ?? false
        }
        return found
    }
}
