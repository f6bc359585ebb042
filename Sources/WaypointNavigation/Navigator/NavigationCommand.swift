/// A change the app asks for in code rather than with a link: back to the root, another tab,
/// the top layer away, or a whole new state.
///
/// ``Navigator/perform(_:animated:)`` plans a command against what is on screen and has the
/// host apply it, in turn with the links, and reports it as it reports a link, so every host and
/// every listener stays in step.
public enum NavigationCommand: Hashable, Sendable, CustomStringConvertible {
    /// Pops the top-most stack to its root screen.
    case popToRoot
    /// Selects the tab with this identifier: in the top-most container when it has a tab bar,
    /// else in the root's, dismissing the presented layers first.
    case selectTab(String)
    /// Selects the sidebar item with this identifier: in the top-most container when it is a
    /// split view, else in the root's, dismissing the presented layers first. The columns after
    /// the sidebar empty, as when the user taps the item's row.
    case selectItem(String)
    /// Dismisses the top-most presented layer.
    case dismissTop
    /// Shows this state: dismisses every presented layer, replaces the root, then presents the
    /// state's layers, bottom first.
    case replaceState(NavigationState)

    /// The command as the `link` of its events: `command:popToRoot`, `command:selectTab(feed)`,
    /// `command:selectItem(albums)`, `command:dismissTop`, `command:replaceState`.
    public var description: String {
        switch self {
        case .popToRoot: return "command:popToRoot"
        case .selectTab(let id): return "command:selectTab(\(OneLine.escaped(id)))"
        case .selectItem(let id): return "command:selectItem(\(OneLine.escaped(id)))"
        case .dismissTop: return "command:dismissTop"
        case .replaceState: return "command:replaceState"
        }
    }

    /// The plan that carries the command out on `state`; `alreadyShowing` with no steps when
    /// it has nothing to do, `unreachable` when it cannot be done there.
    public func plan(in state: NavigationState, animated: Bool = true) -> NavigationPlan {
        func built(_ transitions: [NavigationStep.Transition]) -> NavigationPlan {
            guard !transitions.isEmpty else { return NavigationPlan(steps: [], decision: .alreadyShowing) }
            return NavigationPlan(
                steps: transitions.map { NavigationStep($0, animated: animated) }, decision: .switched)
        }
        switch self {
        case .popToRoot:
            guard let stack = state.topContainer.activeStack else {
                let step = NavigationStep(.popTo(index: 0), animated: animated)
                return NavigationPlan(
                    steps: [], decision: .unreachable(.invalidStep(step, reason: "the top-most container has no stack"))
                )
            }
            return built(stack.count > 1 ? [.popTo(index: 0)] : [])
        case .selectTab(let id):
            if case .tabs(let tabs, let selected) = state.topContainer, tabs.contains(where: { $0.id == id }) {
                return built(selected == id ? [] : [.selectTab(id)])
            }
            guard state.tabIDs.contains(id) else {
                let available = state.topContainer.tabIDs ?? state.tabIDs
                return NavigationPlan(steps: [], decision: .unreachable(.unknownTab(id, available: available)))
            }
            return built([.dismiss(toLayer: 0)] + (state.root.selectedTab == id ? [] : [.selectTab(id)]))
        case .selectItem(let id):
            if let split = state.topContainer.splitView, split.items.contains(id) {
                return built(split.selection == id ? [] : [.selectItem(id)])
            }
            guard state.splitItems.contains(id) else {
                let available = state.topContainer.splitView?.items ?? state.splitItems
                return NavigationPlan(steps: [], decision: .unreachable(.unknownSplitItem(id, available: available)))
            }
            let selected = state.root.splitView?.selection == id
            return built([.dismiss(toLayer: 0)] + (selected ? [] : [.selectItem(id)]))
        case .dismissTop:
            return built(state.layers.isEmpty ? [] : [.dismiss(toLayer: state.layers.count - 1)])
        case .replaceState(let target):
            guard target != state else { return built([]) }
            var transitions: [NavigationStep.Transition] = []
            if !state.layers.isEmpty { transitions.append(.dismiss(toLayer: 0)) }
            if target.root != state.root { transitions.append(.setRoot(target.root)) }
            transitions += target.layers.map { .present($0) }
            return built(transitions)
        }
    }
}

extension NavigationContainer {
    /// The identifiers of this tab bar's tabs; `nil` when it is not a tab bar.
    fileprivate var tabIDs: [String]? {
        guard case .tabs(let tabs, _) = self else { return nil }
        return tabs.map(\.id)
    }
}

extension Navigator {
    /// Carries out `command` as a link is carried out: in turn with the links (it waits for a
    /// link that is navigating, and a link opened meanwhile waits for it), planned from what is
    /// on screen once the host has settled, applied by the host step by step, and reported with
    /// an `ended` event whose link is the command's description and whose source is `inApp`.
    ///
    /// ```swift
    /// await navigator.perform(.popToRoot)
    /// await navigator.perform(.selectTab("profile"))
    /// ```
    ///
    /// - Returns: `navigated` with the plan; `alreadyShowing` when there was nothing to do;
    ///   `failed` with a typed error when the command does not fit what is on screen (a tab that
    ///   does not exist, no stack to pop) or the host failed. A command is the app's, not a
    ///   link's: a newer link never replaces it, whatever ``NavigatorConfiguration/overlap``
    ///   says, and it runs to its last step.
    ///
    /// From inside a guard, an action or a host callback of the running link, the command
    /// follows the navigator's one rule for such calls: it runs once that link has ended, and
    /// the call returns ``LinkOutcome/queued(_:)`` at once with a handle the caller may await
    /// outside the link (waiting for the link from inside it would wait forever).
    @discardableResult
    public func perform(_ command: NavigationCommand, animated: Bool = true) async -> LinkOutcome {
        let link = command.description
        guard !isInsideRunningLink else {
            let pending = PendingLink(link: link, source: .inApp, openedAt: configuration.now())
            emit(.queued, link, .inApp)
            runAfterRunningLink {
                pending.finish(self.end(await self.carryOut(command, animated: animated), link, .inApp))
            }
            return .queued(pending)
        }
        await acquireForWork()
        let outcome = await holding { await carryOut(command, animated: animated) }
        release()
        return end(outcome, link, .inApp)
    }

    /// Plans `command` from what the settled host shows and has the host apply the plan.
    private func carryOut(_ command: NavigationCommand, animated: Bool) async -> LinkOutcome {
        await host.settle()
        let plan = command.plan(in: host.state, animated: animated)
        if case .unreachable(let error) = plan.decision {
            return .failed(error)
        }
        return await apply(plan)
    }

    /// Has the host apply `plan`, step by step.
    private func apply(_ plan: NavigationPlan) async -> LinkOutcome {
        for (index, step) in plan.steps.enumerated() {
            do {
                try await host.apply(step, followedBy: plan.steps.dropFirst(index + 1).first)
            } catch {
                return .failed(error)
            }
        }
        return plan.steps.isEmpty ? .alreadyShowing : .navigated(plan)
    }
}
