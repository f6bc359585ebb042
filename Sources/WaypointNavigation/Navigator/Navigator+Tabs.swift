extension Navigator {
    /// Replaces the window's root — the tab bar, once onboarding ends — and then opens the links
    /// to tab routes that waited because the root had no tab bar, in the order they were opened.
    ///
    /// ```swift
    /// // The app launched on its onboarding screen; a link to the orders tab arrived and waits.
    /// let outcomes = try await navigator.showRoot(.tabs([Tab("shop"), Tab("orders")], selected: "shop"))
    /// ```
    ///
    /// It waits for a link that is navigating, as opening a link does. Swap the root through this
    /// method rather than behind the navigator's back, so that waiting links open.
    ///
    /// - Returns: the outcomes of the links that waited for tabs, when the new root has a tab
    ///   bar; with no tab bar they go on waiting and the result is empty.
    /// - Throws: ``NavigationError/hostFailed(_:reason:)`` or another error of the host when it
    ///   cannot replace the root.
    @discardableResult
    public func showRoot(
        _ root: NavigationContainer, animated: Bool = true
    ) async throws(NavigationError)
        -> [LinkOutcome]
    {
        let step = NavigationStep(.setRoot(root), animated: animated)
        if !acquireIfFree() {
            guard await acquire() else { throw .hostFailed(step, reason: "a newer link replaced it before it ran") }
        }
        do {
            try await host.apply(step)
        } catch {
            release()
            throw error
        }
        release()
        guard !host.state.tabIDs.isEmpty else { return [] }
        let waiting = waitingForTabs
        waitingForTabs.removeAll()
        var outcomes: [LinkOutcome] = []
        for link in waiting where link.result == nil {
            let outcome = await CallSitePresentation.restoring(link) { await transaction(link.link, link.source) }
            // The root may have lost its tabs again while the link waited for its turn.
            settle(link, with: outcome)
            outcomes.append(outcome)
        }
        return outcomes
    }

    /// Ends `link` with `outcome`, or, when it waits for tabs now, with the outcome it ends
    /// with once they are shown: a waiting link's final outcome is never `queued`.
    func settle(_ link: PendingLink, with outcome: LinkOutcome) {
        guard case .queued(let waiting) = outcome else {
            link.finish(outcome)
            return
        }
        Task { link.finish(await waiting.outcome()) }
    }

    /// How many links to tab routes wait for the root to show tabs.
    public var waitingForTabsCount: Int { waitingForTabs.count }

    /// Holds a link to a tab's route while the root has no tab bar (the app declares its tabs), until ``showRoot(_:animated:)``
    /// shows one (or its pending lifetime ends).
    func waitForTabs(_ link: String, _ source: LinkSource) -> LinkOutcome {
        let pending = PendingLink(link: link, source: source, openedAt: configuration.now())
        emit(.queued, link, source)
        waitingForTabs.append(pending)
        scheduleExpiry(of: pending)
        return .queued(pending)
    }
}
