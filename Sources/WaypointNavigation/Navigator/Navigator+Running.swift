import Waypoint

/// Something waiting for the running link to end: a task inside `open`, a link opened from
/// a guard or an action, which returned `.queued` and runs in turn, or work asked for from
/// inside a link (a root change, taking redirects away), which runs in turn holding the
/// navigator.
enum Waiter {
    case task(CheckedContinuation<Bool, Never>)
    case pending(PendingLink)
    case job(@MainActor () async -> Void)
    /// The app's own change asked for outside every link (a root change, a command): it waits
    /// its turn and, being no link, is never replaced by one.
    case work(CheckedContinuation<Void, Never>)
}

extension Navigator {
    // MARK: One link at a time

    /// Runs one link with nothing else navigating, and reports how it ended.
    func transaction(_ link: String, _ source: LinkSource) async -> LinkOutcome {
        // Taking a free navigator needs no suspension: only waiting for a busy one does.
        if !acquireIfFree() {
            guard await acquire() else { return end(.cancelled(.replaced), link, source) }
        }
        return await run(link, source)
    }

    /// Runs a link on the navigator this task holds, reports how it ended, then hands the
    /// navigator to the next waiter.
    func run(_ link: String, _ source: LinkSource) async -> LinkOutcome {
        let outcome = await runHeld(link, source)
        release()
        return outcome
    }

    /// Runs a link on the navigator this task holds and reports how it ended, keeping hold.
    func runHeld(_ link: String, _ source: LinkSource) async -> LinkOutcome {
        let performed = await holding {
            await perform(link, source, redirects: 0, reporting: true)
        }
        // A link that waits for tabs has not ended: its `queued` event is reported.
        if case .queued = performed.outcome { return performed.outcome }
        return end(performed.outcome, link, source, pattern: performed.pattern)
    }

    /// A link opened from a guard or an action of the running link: it runs once that link
    /// has ended (and after the links already waiting), and the caller gets it at once.
    func queueBehindRunning(_ link: String, _ source: LinkSource, replacing: Bool = true) -> LinkOutcome {
        let pending = PendingLink(link: link, source: source, openedAt: configuration.now())
        emit(.queued, link, source)
        if replacing, configuration.overlap == .replace {
            replaceRunningAndWaiting()
        }
        waiting.append(.pending(pending))
        return .queued(pending)
    }

    /// Takes the navigator when nothing else is navigating; `false` when something is.
    func acquireIfFree() -> Bool {
        guard !isBusy else { return false }
        isBusy = true
        return true
    }

    /// Takes the navigator, waiting for the running link (and those before) to end; `false`
    /// when a newer link replaced this one while it waited.
    func acquire() async -> Bool {
        guard isBusy else {
            isBusy = true
            return true
        }
        if configuration.overlap == .replace {
            replaceRunningAndWaiting()
        }
        return await withCheckedContinuation { waiting.append(.task($0)) }
    }

    /// Takes the navigator for the app's own change (a root change, a command), waiting behind
    /// the running link and those before it. Unlike a link's wait, this one always ends with the
    /// navigator held: a newer link does not replace the app's change, so a root change that
    /// onboarding asked for cannot be lost to a link that arrived meanwhile.
    func acquireForWork() async {
        if acquireIfFree() { return }
        await withCheckedContinuation { waiting.append(.work($0)) }
    }

    /// Stops the running link after its current step and drops every waiting one; the app's
    /// own changes, asked for inside a link or outside, are no links, and stay.
    func replaceRunningAndWaiting() {
        runningIsReplaced = true
        let dropped = waiting
        waiting = dropped.filter {
            switch $0 {
            case .job, .work: return true
            case .task, .pending: return false
            }
        }
        for waiter in dropped {
            switch waiter {
            case .job, .work:
                continue
            case .task(let continuation):
                continuation.resume(returning: false)
            case .pending(let pending):
                pending.finish(end(.cancelled(.replaced), pending.link, pending.source))
            }
        }
    }

    /// Hands the navigator to the next waiter, which inherits the busy flag so that nothing can
    /// slip in between, or frees it.
    func release() {
        runningIsReplaced = false
        heldTurn = nil
        guard !waiting.isEmpty else {
            isBusy = false
            return
        }
        switch waiting.removeFirst() {
        case .task(let continuation):
            continuation.resume(returning: true)
        case .pending(let pending):
            Task {
                let outcome = await CallSitePresentation.restoring(pending) {
                    await self.run(pending.link, pending.source)
                }
                self.settle(pending, with: outcome)
            }
        case .job(let work):
            Task {
                await self.holding(work)
                self.release()
            }
        case .work(let continuation):
            continuation.resume()
        }
    }

    // MARK: One link

    /// What one link does, without its last event: the caller reports it, with the pattern of
    /// the last route the link was offered to (`nil` when none matched, or nobody listens to
    /// events). `reporting` is `false` for a link a guard redirected to, which is part of the
    /// redirected link's outcome.
    ///
    /// The routes that match are offered the link best first: an action that declines it hands
    /// it to the next, which may be a screen route. Each is checked as the first is (its
    /// `matched` event, the source policy, the guards); only an action's decline moves on.
    func perform(
        _ link: String, _ source: LinkSource, redirects: Int, reporting: Bool
    ) async -> (outcome: LinkOutcome, pattern: String?) {
        var match: RouteMatch<RouteEntry>
        let router: Router<RouteEntry>
        switch lookUp(link) {
        case .matched(let found, let matching): (match, router) = (found, matching)
        case .disabled(let group): return (.groupDisabled(group), nil)
        case .routeDisabled(let pattern): return (.routeDisabled(pattern), nil)
        case .failed(let error): return (openInBrowser(link, source) ?? .unmatched(error), nil)
        }
        if !match.destination.takes(match) {
            // A route whose query conditions do not hold is not there for this link.
            guard let taking = router.matches(after: match).first(where: { $0.destination.takes($0) }) else {
                let error = NavigationError.noRoute(link, reason: "no route's query conditions hold for the link")
                return (openInBrowser(link, source) ?? .unmatched(error), nil)
            }
            match = taking
        }
        if let outcome = await offer(match, link, source, redirects: redirects, reporting: reporting) {
            return (outcome, reportedPattern(of: match, reporting))
        }
        return await offerOthers(after: match, in: router, link, source, redirects: redirects, reporting: reporting)
    }

    /// Offers `link` to the routes after `match`, which declined it, in the table `router`
    /// found it in, until one takes it.
    private func offerOthers(
        after match: RouteMatch<RouteEntry>, in router: Router<RouteEntry>, _ link: String, _ source: LinkSource,
        redirects: Int, reporting: Bool
    ) async -> (outcome: LinkOutcome, pattern: String?) {
        var candidates = router.matches(after: match)
        var last = match
        while let next = candidates.next() {
            guard next.destination.takes(next) else { continue }
            last = next
            if let outcome = await offer(next, link, source, redirects: redirects, reporting: reporting) {
                return (outcome, reportedPattern(of: next, reporting))
            }
        }
        return (.refused(.actionDeclined(link)), reportedPattern(of: last, reporting))
    }

    /// The pattern of `match` for the link's `ended` event, when one is reported and heard.
    private func reportedPattern(of match: RouteMatch<RouteEntry>, _ reporting: Bool) -> String? {
        reporting && (onEvent != nil || !streams.isEmpty) ? match.pattern.description : nil
    }

    /// What offering `link` to the route of `match` does; `nil` when the route's action declines
    /// the link.
    @inline(__always)
    private func offer(
        _ match: RouteMatch<RouteEntry>, _ link: String, _ source: LinkSource, redirects: Int, reporting: Bool
    ) async -> LinkOutcome? {
        if reporting {
            emit(.matched(pattern: match.pattern.description), link, source)
        }
        let entry = match.destination

        guard entry.sources.allows(source) else {
            return .refused(.sourceNotAllowed(link, source: source))
        }

        // The request (a dictionary of the parameters, the state) is built only for a guard,
        // from the state the host has settled to, as a plan is.
        let checks = entry.guards.isEmpty ? guards : guards + entry.guards
        if !checks.isEmpty {
            await host.settle()
            let request = GuardRequest(
                link: link, source: source, pattern: match.pattern.description,
                parameters: match.parameters.dictionary, state: host.state)
            for navigationGuard in checks {
                switch await navigationGuard.check(request) {
                case .proceed:
                    continue
                case .cancel:
                    return .cancelled(.guardCancelled(navigationGuard.name))
                case .redirect(let redirect):
                    return await follow(redirect, of: navigationGuard.name, from: link, source, redirects: redirects)
                }
            }
        }

        if let forwarding = entry.forwarding {
            return await forward(forwarding, match, link, source, redirects: redirects)
        }
        switch entry.target {
        case .action(let run):
            return await run(match) ? .handledByAction : nil
        case .screen(let build):
            let screen: Screen
            do {
                screen = try build(match)
            } catch {
                return .failed(.screenBuildFailed(link, reason: "\(error)"))
            }
            // `match.link` parses the link again each time it is read: read it once, and not
            // at all when the text cannot hold either flag.
            let parsed = Self.mayCarryFlags(link) ? match.link : nil
            let intent = NavigationIntent(
                screen,
                backStack: entry.backStack(match),
                presentation: redirects == 0
                    ? CallSitePresentation.requested ?? entry.presentation : entry.presentation,
                placement: placement(of: entry, for: source),
                animated: Self.animated(parsed?.query["animated"]),
                resetToRoot: parsed?.resetsToRoot ?? false,
                updateInPlace: entry.updatesInPlace,
                closeButton: entry.closeButton,
                source: source)
            // Only an app that declares its tabs (or its split view) is known to show them
            // later; without them the plan fails at once (`unknownTab`, `unavailableColumn`).
            // Whether the root shows them is read once the host has settled: a transition that
            // is showing them may still be running.
            let checksTabs = entry.tabID != nil && configuration.tabs?.isEmpty == false
            let checksSplit = entry.landsInColumn && configuration.splitItems != nil
            if checksTabs || checksSplit {
                await host.settle()
                if checksTabs ? host.state.tabIDs.isEmpty : host.state.root.splitView == nil {
                    return waitForTabs(link, source)
                }
            }
            return await navigate(intent, hostIsSettled: checksTabs || checksSplit).outcome
        }
    }

    /// Plans `intent` against what is on screen once the host has settled (no transition running,
    /// no gesture under the user's finger), and has the host apply the plan, step by step.
    /// `hostIsSettled` says the caller has just awaited `settle()` with nothing awaited since.
    func navigate(
        _ intent: NavigationIntent, hostIsSettled: Bool = false
    ) async -> (outcome: LinkOutcome, plan: NavigationPlan?) {
        if !hostIsSettled { await host.settle() }
        let plan = planner.plan(intent, in: host.state)
        if case .unreachable(let error) = plan.decision {
            return (.failed(error), nil)
        }
        for (index, step) in plan.steps.enumerated() {
            if runningIsReplaced {
                return (.cancelled(.replaced), nil)
            }
            do {
                try await host.apply(step, followedBy: plan.steps.dropFirst(index + 1).first)
            } catch {
                return (.failed(error), nil)
            }
        }
        return (plan.steps.isEmpty ? .alreadyShowing : .navigated(plan), plan)
    }
}
