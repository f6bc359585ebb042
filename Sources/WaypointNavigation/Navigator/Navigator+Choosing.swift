import Waypoint

extension Navigator {
    /// The route that takes `link`, as opening it chooses it: the best match of
    /// ``matchingRouter`` whose query conditions hold, or, for a route that forwards the link,
    /// the route of the link it opens instead; `nil` when none does.
    public func route(for link: String) -> RouteMatch<RouteEntry>? {
        var link = link
        for _ in 0...configuration.maxRedirects {
            let router = matchingRouter
            let taken = router.match(for: link) { match in
                guard match.destination.takes(match) else { return false }
                // A forward that declines passes the link on, as opening it does.
                return match.destination.forwarding.map { $0(match) != nil } ?? true
            }
            guard let taken, let forward = taken.destination.forwarding, let next = forward(taken) else {
                return taken
            }
            link = next
        }
        return nil
    }
}
