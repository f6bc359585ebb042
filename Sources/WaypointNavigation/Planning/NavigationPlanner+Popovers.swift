extension NavigationPlanner {
    /// The index of the popover layer that `intent`'s plan dismisses first: the lowest popover
    /// layer, unless the target is already the top-most screen (the popover's own screen, or one
    /// it presented), which the usual rules leave showing.
    func popoverToClose(for intent: NavigationIntent, in state: NavigationState) -> Int? {
        guard let popover = state.layers.firstIndex(where: { $0.style == .popover }) else { return nil }
        if let top = state.topScreen, top == intent.target || (intent.updateInPlace && top.kind == intent.target.kind) {
            return nil
        }
        return popover
    }

    /// Dismisses the popover at layer `popover` (and every layer above it), then plans `intent`
    /// from the state beneath it. The popover goes in the same plan, so the link's events and
    /// outcome show it; an intent that cannot be carried out leaves the popover showing.
    func planClosingPopover(at popover: Int, _ intent: NavigationIntent, in state: NavigationState) -> NavigationPlan {
        var beneath = state
        beneath.layers.removeSubrange(popover...)
        let rest = planWithoutPopover(intent, in: beneath)
        if case .unreachable = rest.decision { return rest }
        // A plan that starts by dismissing layers beneath the popover dismisses it with them.
        if case .dismiss? = rest.steps.first?.transition {
            return rest
        }
        let close = NavigationStep(.dismiss(toLayer: popover), animated: intent.animated)
        let decision: NavigationPlan.Decision = rest.decision == .alreadyShowing ? .switched : rest.decision
        return NavigationPlan(steps: [close] + rest.steps, decision: decision)
    }
}
