import Waypoint

extension RouteEntry {
    /// Gives the link another route opens in this route's place, or `nil` to decline the link.
    public typealias Forward = @Sendable (RouteMatch<RouteEntry>) -> String?

    /// A route that opens another link in its place, as part of the same open and from the same
    /// source: the link's outcome is the other link's. Returning `nil` declines the link, which
    /// goes on to the next route that matches. A link forwarded more than
    /// ``NavigatorConfiguration/maxRedirects`` times in a row fails with
    /// ``NavigationError/redirectLoop(_:)``.
    ///
    /// ```swift
    /// try navigator.register("browser://deep-link", .forward { $0.query["url"] })
    /// ```
    public static func forward(
        sources: SourcePolicy = .anySource, guards: [NavigationGuard] = [], _ target: @escaping Forward
    ) -> RouteEntry {
        var entry = RouteEntry(.action { _ in false }, sources: sources, guards: guards)
        entry.forwarding = target
        return entry
    }

    /// A route that opens the link carried in the query item `name` (`browser://deep-link?url=/settings`
    /// opens `/settings`), from the same source; a link without the item is declined.
    public static func forwardingQueryItem(
        _ name: String, sources: SourcePolicy = .anySource, guards: [NavigationGuard] = []
    ) -> RouteEntry {
        forward(sources: sources, guards: guards) { match in
            guard let inner = match.query[name], !inner.isEmpty else { return nil }
            return inner
        }
    }

    /// A route that opens the same link written with the scheme `scheme` instead
    /// (`app://www.example.com/projects/1` opens `https://www.example.com/projects/1`), path,
    /// query and fragment as they are, from the same source.
    public static func forwardingToScheme(
        _ scheme: String, sources: SourcePolicy = .anySource, guards: [NavigationGuard] = []
    ) -> RouteEntry {
        forward(sources: sources, guards: guards) { match in
            let text = match.link.description
            guard let separator = text.range(of: "://") else { return nil }
            return scheme + text[separator.lowerBound...]
        }
    }
}

extension Navigator {
    /// Opens the link `forward` gives for `match` in its place, from the same source; `nil` when
    /// it declines the link.
    func forward(
        _ forward: RouteEntry.Forward, _ match: RouteMatch<RouteEntry>, _ link: String, _ source: LinkSource,
        redirects: Int
    ) async -> LinkOutcome? {
        guard let target = forward(match) else { return nil }
        guard redirects < configuration.maxRedirects else { return .failed(.redirectLoop(link)) }
        return await perform(target, source, redirects: redirects + 1, reporting: false).outcome
    }
}
