/// What a guard's redirect put on screen, so that resuming can take exactly that away.
struct RedirectMark {
    /// The screen the redirect showed (the login screen).
    let screen: Screen
    /// The layer it presented (`true`), or the stack it pushed onto (`false`).
    let presented: Bool
    /// The presented layer's index, or the index of the layer whose stack it was pushed onto
    /// (`nil` for the root).
    let layer: Int?
    /// Its position in that stack (pushes only).
    let position: Int
}

extension Navigator {
    /// Shows the redirect's screen or opens its link, and parks the original link for
    /// ``resumeRedirected()``. A redirect that itself fails fails the link, which is then not
    /// parked; a redirect's own redirects are followed up to `maxRedirects`.
    func follow(
        _ redirect: Redirect, of guardName: String, from link: String, _ source: LinkSource, redirects: Int
    ) async -> LinkOutcome {
        guard redirects < configuration.maxRedirects else {
            return .failed(.redirectLoop(link))
        }
        let outcome: LinkOutcome
        switch redirect {
        case .screen(let screen, let presentation):
            let (navigated, plan) = await navigate(NavigationIntent(screen, presentation: presentation))
            outcome = navigated
            if let plan { markRedirect(plan) }
        case .link(let target):
            outcome = await perform(target, .inApp, redirects: redirects + 1, reporting: false).outcome
            if case .navigated(let plan) = outcome { markRedirect(plan) }
        }
        switch outcome {
        case .navigated, .alreadyShowing, .handledByAction, .redirected, .queued, .openedInBrowser:
            // Only the link the user opened waits; links guards redirected through do not.
            if redirects == 0 {
                park(link, source)
            }
            return .redirected(Redirection(guardName: guardName, redirect: redirect, screen: host.state.topScreen))
        case .unmatched(let error), .refused(let error), .failed(let error):
            return .failed(error)
        case .groupDisabled(let group):
            return .failed(.noRoute(redirect.description, reason: "the route's group '\(group)' is disabled"))
        case .routeDisabled(let pattern):
            return .failed(.noRoute(redirect.description, reason: "the route '\(pattern)' is disabled"))
        case .cancelled(let reason):
            return .cancelled(reason)
        }
    }

    /// Remembers what a redirect's plan put on screen when it built something: a presented
    /// layer, or a screen pushed onto a stack. A redirect that only switched to a screen already
    /// there (the login screen was showing) leaves nothing to take away.
    private func markRedirect(_ plan: NavigationPlan) {
        guard plan.decision == .built, let last = plan.steps.last?.transition, let top = host.state.topScreen else {
            return
        }
        let state = host.state
        let topLayer = state.layers.isEmpty ? nil : state.layers.count - 1
        switch last {
        case .present:
            redirectMarks.append(RedirectMark(screen: top, presented: true, layer: topLayer, position: 0))
        case .push:
            let position = (state.topContainer.activeStack?.count ?? 1) - 1
            redirectMarks.append(RedirectMark(screen: top, presented: false, layer: topLayer, position: position))
        default:
            return
        }
    }

    /// Opens again a link that guards redirected, once its condition is met (after the user
    /// signed in, say): by default the first parked link, the one the user was sent to sign in
    /// for; ``NavigatorConfiguration/resumePolicy`` says which when several wait, and the others
    /// are dropped (``NavigationEvent/Stage/dropped(_:)``). Guards run again, so a condition
    /// still unmet redirects again. Each resumed link reports ``NavigationEvent/Stage/resumed``
    /// and then its own events.
    ///
    /// First it takes away what the redirects showed: the layer a redirect presented is
    /// dismissed wherever it now is (with whatever was presented above it since); a screen a
    /// redirect pushed is popped when its stack is on top. What the user already dismissed by
    /// hand stays dismissed, and nothing else is.
    ///
    /// Called from a guard or an action (a "signed in" action), it returns at once: the take-away
    /// and the resumed links run once that link has ended, and each outcome is
    /// ``LinkOutcome/queued(_:)`` (see <doc:GuardsAndSigningIn>).
    @discardableResult
    public func resumeRedirected() async -> [LinkOutcome] {
        let links = takeParkedForResume()
        let marks = redirectMarks
        redirectMarks.removeAll()
        if isInsideRunningLink {
            if !marks.isEmpty {
                runAfterRunningLink { await self.takeAway(marks) }
            }
            if configuration.overlap == .replace, !links.isEmpty {
                replaceRunningAndWaiting()
            }
            return links.map { parkedLink in
                emit(.resumed, parkedLink.link, parkedLink.source)
                return queueBehindRunning(parkedLink.link, parkedLink.source, replacing: false)
            }
        }
        if !marks.isEmpty {
            // Taking the redirects away is a navigation too: it must not overlap a running link.
            await acquireForWork()
            await holding { await takeAway(marks) }
            release()
        }
        var outcomes: [LinkOutcome] = []
        for parkedLink in links {
            emit(.resumed, parkedLink.link, parkedLink.source)
            outcomes.append(await open(parkedLink.link, source: parkedLink.source))
        }
        return outcomes
    }

    /// Dismisses or pops what each mark put on screen, newest first, when it is still there.
    private func takeAway(_ marks: [RedirectMark]) async {
        for mark in marks.reversed() {
            let state = host.state
            let step: NavigationStep.Transition
            if mark.presented {
                guard let layer = mark.layer, layer < state.layers.count,
                    state.layers[layer].container.screens.contains(mark.screen)
                else { continue }
                step = .dismiss(toLayer: layer)
            } else {
                let topLayer = state.layers.isEmpty ? nil : state.layers.count - 1
                guard topLayer == mark.layer, mark.position > 0, let stack = state.topContainer.activeStack,
                    mark.position < stack.count, stack[mark.position] == mark.screen
                else { continue }
                step = .popTo(index: mark.position - 1)
            }
            try? await host.apply(NavigationStep(step))
        }
    }

    /// How many redirected links wait for ``resumeRedirected()``.
    public var redirectedCount: Int { parked.count }
}
