import Waypoint

extension Navigator {
    /// The screen `link` opens, as opening it would build it; `nil` when no route takes the
    /// link, its route runs an action, or its screen cannot be built.
    public func targetScreen(for link: String) -> Screen? {
        route(for: link).flatMap(targetScreen(of:))
    }

    func targetScreen(of match: RouteMatch<RouteEntry>) -> Screen? {
        guard case .screen(let build) = match.destination.target else { return nil }
        // A screen that cannot be built has no window showing it; opening the link reports why.
        return try? build(match)
    }
}
