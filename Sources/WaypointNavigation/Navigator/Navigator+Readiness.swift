import Foundation

extension Navigator {
    /// Says the UI exists: links opened before are delivered now, in order (or only the
    /// latest), each once; later calls do nothing and return no outcomes. Called from inside a
    /// running link (which shows it has been called), it returns no outcomes at once.
    ///
    /// - Returns: the final outcome of each link that waited, in the order they were opened;
    ///   ``LinkOutcome/queued(_:)`` for a link to a tab's route while the root has no tab bar,
    ///   which waits on for ``showRoot(_:animated:)`` (its ``PendingLink/outcome()`` is final).
    /// - Throws: ``NavigationError/unknownTab(_:available:)`` when a route's presentation or
    ///   placement names a tab the app does not declare (``NavigatorConfiguration/tabs``, or the
    ///   tabs on screen when none are declared; an app that launches without tabs and declares
    ///   none is not checked). The navigator then stays not ready and keeps the waiting links,
    ///   so that a mistyped tab is found at the first launch, not by a user. Likewise
    ///   ``NavigationError/screensUnavailable(_:)`` when the host cannot make screens of kinds
    ///   the routes show (``NavigatorConfiguration/screenKinds``).
    @discardableResult
    public func ready() async throws(NavigationError) -> [LinkOutcome] {
        guard !isReady, !isDraining, !isInsideRunningLink else { return [] }
        if let tabs = checkableTabs {
            for route in routes + groups.flatMap(\.routes) {
                if let id = Self.unknownTab(of: route.entry, in: tabs) {
                    throw .unknownTab(id, available: tabs)
                }
            }
        }
        if let kinds = configuration.screenKinds {
            let missing = host.missingScreenKinds(kinds)
            guard missing.isEmpty else { throw .screensUnavailable(missing) }
        }
        isDraining = true
        var outcomes: [LinkOutcome] = []
        // Links opened while draining join the queue, so they stay behind the earlier ones.
        while !pending.isEmpty {
            let next = pending.removeFirst()
            let outcome: LinkOutcome
            if let lifetime = configuration.pendingLifetime,
                configuration.now().timeIntervalSince(next.openedAt) > lifetime
            {
                outcome = end(.cancelled(.expired), next.link, next.source)
            } else {
                outcome = await CallSitePresentation.restoring(next) { await transaction(next.link, next.source) }
            }
            settle(next, with: outcome)
            outcomes.append(outcome)
        }
        isDraining = false
        isReady = true
        return outcomes
    }

    /// How many links wait for ``ready()``.
    public var pendingCount: Int { pending.count }

    /// Holds a link until `ready()`; the caller gets it at once.
    func enqueue(_ link: String, _ source: LinkSource) -> LinkOutcome {
        let link = PendingLink(link: link, source: source, openedAt: configuration.now())
        emit(.queued, link.link, source)
        if configuration.pendingDelivery == .latestOnly {
            let earlier = pending
            pending.removeAll()
            for dropped in earlier {
                dropped.finish(end(.cancelled(.superseded), dropped.link, dropped.source))
            }
        } else if pending.count >= max(1, configuration.maxPending) {
            let oldest = pending.removeFirst()
            oldest.finish(end(.cancelled(.queueFull), oldest.link, oldest.source))
        }
        pending.append(link)
        armExpiry()
        return .queued(link)
    }
}
