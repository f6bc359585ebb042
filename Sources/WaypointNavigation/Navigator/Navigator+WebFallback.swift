import Foundation

extension Navigator {
    /// Hands a universal link (or a Handoff page) that no route takes to the browser, when the
    /// app opens such links there (``NavigatorConfiguration/openInBrowser``) and the link is on one
    /// of the router's web hosts; `nil` otherwise.
    ///
    /// Apple's association file claims whole path shapes (`/orders/*`), while routes may take
    /// only some of those links (`/orders/<uuid:orderId>`): the rest would end unmatched inside
    /// the app, though the user tapped a working web page.
    func openInBrowser(_ link: String, _ source: LinkSource) -> LinkOutcome? {
        guard let open = configuration.openInBrowser, source == .universalLink || source == .handoff,
            let url = URL(string: link), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
            url.host?.isEmpty == false
        else { return nil }
        // Only the app's own web hosts: a link on another site is no universal link of the app.
        if case .notAccepted? = router.explain(link).error { return nil }
        open(url)
        return .openedInBrowser(url)
    }
}
