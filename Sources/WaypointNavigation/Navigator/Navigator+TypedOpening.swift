import Waypoint

extension Navigator {
    /// Opens the link `route` stands for, as ``open(_:source:)-(String,_)`` opens its printed
    /// form, shown with `presentation` instead of the route's own when one is given: push here,
    /// present there.
    ///
    /// ```swift
    /// await navigator.open(route: AppRoutes.Route.product(productId: 42))
    /// await navigator.open(route: AppRoutes.Route.cart, presentation: .modal(.pageSheet))
    /// ```
    ///
    /// The generated code adds `open(_:presentation:source:)` for its own `Route` type, so that
    /// the app writes `navigator.open(.product(productId: 42))`. The presentation chosen here
    /// holds for the route the link opens (and the next route an action declining it hands it
    /// to), also when the link waits for ``ready()``; a screen a guard redirects to keeps its
    /// own.
    ///
    /// - Returns: the link's outcome; ``LinkOutcome/unmatched(_:)`` with
    ///   ``NavigationError/invalidLink(_:reason:)`` when the value cannot be printed.
    @discardableResult
    public func open(
        route: some OpenableRoute, presentation: Presentation? = nil, source: LinkSource = .inApp
    ) async -> LinkOutcome {
        let link: String
        do {
            link = try route.link()
        } catch {
            return end(.unmatched(.invalidLink(String(describing: route), reason: error.description)), "", source)
        }
        guard let presentation else { return await open(link, source: source) }
        let outcome = await CallSitePresentation.$requested.withValue(presentation) {
            await open(link, source: source)
        }
        // A link that waits opens later, outside this call: it keeps the presentation itself.
        if case .queued(let pending) = outcome, pending.link == link, pending.presentation == nil {
            pending.presentation = presentation
        }
        return outcome
    }
}

/// The presentation a caller chose for the link it is opening, in place of the route's own.
enum CallSitePresentation {
    @TaskLocal static var requested: Presentation?

    /// Runs `body` with the presentation `pending` was opened with, or none: a link that waited
    /// is shown as its caller asked, and never as the caller of whatever runs it now asked.
    @MainActor
    static func restoring<T>(_ pending: PendingLink, _ body: () async -> T) async -> T {
        await $requested.withValue(pending.presentation) { await body() }
    }
}
