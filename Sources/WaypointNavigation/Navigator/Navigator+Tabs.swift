extension Navigator {
    /// Replaces the window's root — the tab bar or the split view, once onboarding ends — and
    /// then opens the links that waited because the root had no tab bar (links to tab routes) or
    /// no split view (links to column routes, with ``NavigatorConfiguration/splitItems``), in the
    /// order they were opened. A link whose own container the new root still lacks waits again.
    ///
    /// ```swift
    /// // The app launched on its onboarding screen; a link to the orders tab arrived and waits.
    /// let outcomes = try await navigator.showRoot(.tabs([Tab("shop"), Tab("orders")], selected: "shop"))
    /// ```
    ///
    /// It waits for a link that is navigating, as opening a link does, but a newer link never
    /// replaces it, whatever ``NavigatorConfiguration/overlap`` says: the root change is the
    /// app's, not a link's. Swap the root through this method rather than behind the navigator's
    /// back, so that waiting links open.
    ///
    /// Called from a guard or an action (an "onboarding done" action), it returns at once: the
    /// root changes once that link has ended, and the links waiting for tabs are returned as
    /// ``LinkOutcome/queued(_:)``, each ending once the tabs show. A host error is then not
    /// thrown: the links go on waiting (see <doc:ColdLaunchAndThePendingQueue>).
    ///
    /// - Returns: the outcomes of the links that waited, when the new root has a tab bar or a
    ///   split view; with neither they go on waiting and the result is empty.
    /// - Throws: ``NavigationError/hostFailed(_:reason:)`` or another error of the host when it
    ///   cannot replace the root.
    @discardableResult
    public func showRoot(
        _ root: NavigationContainer, animated: Bool = true
    ) async throws(NavigationError)
        -> [LinkOutcome]
    {
        let step = NavigationStep(.setRoot(root), animated: animated)
        if isInsideRunningLink {
            return showRootAfterRunningLink(step)
        }
        await acquireForWork()
        let applied: Result<Void, NavigationError> = await holding {
            do throws(NavigationError) {
                try await host.apply(step)
                return .success(())
            } catch {
                return .failure(error)
            }
        }
        guard case .success = applied, host.state.root.holdsWaitingLinks else {
            release()
            try applied.get()
            return []
        }
        // The links that waited run in this turn, in the order they were opened, ahead of the
        // links opened meanwhile; a newer link that replaces one of them replaces the rest too.
        let waiting = waitingForTabs
        waitingForTabs.removeAll()
        var outcomes: [LinkOutcome] = []
        for link in waiting where link.result == nil {
            let outcome =
                runningIsReplaced
                ? end(.cancelled(.replaced), link.link, link.source)
                : await CallSitePresentation.restoring(link) { await runHeld(link.link, link.source) }
            settle(link, with: outcome)
            outcomes.append(outcome)
        }
        release()
        return outcomes
    }

    /// Changes the root once the running link has ended; the links waiting for tabs then run
    /// next, ahead of the links opened after this call. Returns their handles at once.
    private func showRootAfterRunningLink(_ step: NavigationStep) -> [LinkOutcome] {
        let handles = waitingForTabs.filter { $0.result == nil }.map { LinkOutcome.queued($0) }
        runAfterRunningLink {
            do {
                try await self.host.apply(step)
            } catch {
                return
            }
            guard self.host.state.root.holdsWaitingLinks else { return }
            let links = self.waitingForTabs.filter { $0.result == nil }
            self.waitingForTabs.removeAll()
            self.waiting.insert(contentsOf: links.map { Waiter.pending($0) }, at: 0)
        }
        return handles
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

    /// How many links to tab routes (or split-view column routes) wait for the root to show
    /// tabs (or a split view).
    public var waitingForTabsCount: Int { waitingForTabs.count }

    /// Holds a link to a tab's route while the root has no tab bar (the app declares its tabs),
    /// until ``showRoot(_:animated:)`` shows one (or its pending lifetime ends); when
    /// ``NavigatorConfiguration/maxPending`` links wait, the oldest ends as
    /// ``CancellationReason/queueFull``.
    func waitForTabs(_ link: String, _ source: LinkSource) -> LinkOutcome {
        let pending = PendingLink(link: link, source: source, openedAt: configuration.now())
        emit(.queued, link, source)
        if waitingForTabs.count >= max(1, configuration.maxPending) {
            let oldest = waitingForTabs.removeFirst()
            oldest.finish(end(.cancelled(.queueFull), oldest.link, oldest.source))
        }
        waitingForTabs.append(pending)
        armExpiry()
        return .queued(pending)
    }
}

extension NavigationContainer {
    /// Whether links that wait for the root — for its tabs or its split view — may run on this
    /// root: it shows one of them. A link whose own container is still missing waits again.
    fileprivate var holdsWaitingLinks: Bool {
        if case .tabs(let tabs, _) = self { return !tabs.isEmpty }
        return splitView != nil
    }
}
