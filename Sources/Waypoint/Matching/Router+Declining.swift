import Foundation

extension Router {
    // MARK: Declining

    /// The best route for `link` that `accept` takes: each route that matches the link is
    /// offered in precedence order, best first, until `accept` returns `true` for one. `nil`
    /// when no route matches, or every one is declined.
    ///
    /// This is how a handler declines a link in JLRoutes (returning `NO`) or Crossroad: the
    /// link goes on to the next matching route, as if the declining one were not there.
    ///
    /// ```swift
    /// try router.register("/posts/new", destination: "Compose")
    /// try router.register("/posts/:id", destination: "Post")
    /// try router.register("/posts/*", destination: "Fallback")
    /// let match = router.match(for: "/posts/new") { $0.destination != "Compose" }
    /// match?.destination   // "Post", with id = "new"
    /// ```
    ///
    /// The first offer costs what ``match(for:)-(String)`` costs; each further one is a lookup
    /// of its own that passes over the routes already offered. Every offer comes from the routes
    /// as they were when the call began, also when another thread changes them meanwhile.
    /// A route is offered once, whatever its optional parts. Errors `accept` throws end the
    /// search and are thrown on.
    public func match<Failure: Error>(
        for link: String, accepting accept: (RouteMatch<Destination>) throws(Failure) -> Bool
    ) throws(Failure) -> RouteMatch<Destination>? {
        for candidate in matches(for: link) where try accept(candidate) { return candidate }
        return nil
    }

    /// The best route for a Foundation `URL` that `accept` takes, as
    /// ``match(for:accepting:)-(String,_)`` chooses it.
    public func match<Failure: Error>(
        for url: URL, accepting accept: (RouteMatch<Destination>) throws(Failure) -> Bool
    ) throws(Failure) -> RouteMatch<Destination>? {
        try match(for: url.absoluteString, accepting: accept)
    }

    /// Every route that matches `link`, best first, each found when asked for: for a caller
    /// that decides asynchronously whether to take one (a navigator awaiting an action), where
    /// ``match(for:accepting:)-(String,_)`` takes a synchronous decision.
    ///
    /// ```swift
    /// for candidate in router.matches(for: "/posts/new") {
    ///     if await handle(candidate) { break }
    /// }
    /// ```
    ///
    /// Empty for an invalid link, one the router does not accept, or one no route matches.
    @inlinable
    public func matches(for link: String) -> RouteCandidates<Destination> {
        // Inlinable, as `match(for:)` is, so that the first candidate costs what a match does.
        RouteCandidates(router: self, link: link)
    }

    /// The routes that match `match`'s link after `match`'s own, best first, from the table
    /// `match` was found in: what a caller that took `match(for:)` or `resolve(_:)` and saw it
    /// declined offers the link to next. Empty for a match this router did not find.
    package func matches(after match: RouteMatch<Destination>) -> RouteCandidates<Destination> {
        RouteCandidates(router: self, after: match)
    }
}
