import Testing
import Waypoint

/// What the quick path's tests compare it with: the full lookup's answer for the same link.
/// `Router.match(for:)` looks most links up without building a `Link`; every answer it gives
/// must be the one `Link(parsing:)` followed by `resolve` gives.
enum QuickPathAgreement {
    /// The full lookup's answer, which the quick one must equal; `options` must be the router's.
    static func fullMatch(
        _ router: Router<String>, _ link: String, options: LinkOptions = LinkOptions()
    ) -> RouteMatch<String>? {
        (try? Link(parsing: link, options: options)).flatMap { try? router.resolve($0) }
    }

    /// Whether the quick and the full answers for `link` agree (route, parameters and query),
    /// recorded as expectations; the quick answer, for further checks.
    @discardableResult
    static func expect(
        _ router: Router<String>, _ link: String, options: LinkOptions = LinkOptions(), _ comment: Comment
    ) -> RouteMatch<String>? {
        let quick = router.match(for: link)
        let full = fullMatch(router, link, options: options)
        #expect(quick?.pattern == full?.pattern, comment)
        #expect(quick?.parameters == full?.parameters, comment)
        #expect(quick?.query == full?.query, comment)
        return quick
    }
}
