extension NavigationState {
    /// The state after `plan`'s steps, applied in order: what a host must reach.
    ///
    /// - Throws: ``NavigationError/invalidStep(_:reason:)`` for a step that does not fit the
    ///   state it meets (a plan made for another state).
    public func applying(_ plan: NavigationPlan) throws(NavigationError) -> NavigationState {
        var state = self
        for step in plan.steps {
            state = try state.applying(step)
        }
        return state
    }

    /// The state after one step.
    ///
    /// - Throws: ``NavigationError/invalidStep(_:reason:)`` when the step does not fit: a
    ///   dismissal to a layer that does not exist, a tab that is not there, a pop or push with no
    ///   stack on top, a pop past the stack.
    public func applying(_ step: NavigationStep) throws(NavigationError) -> NavigationState {
        var state = self
        switch step.action {
        case .dismiss(let remaining):
            guard remaining >= 0, remaining <= layers.count else {
                throw .invalidStep(step, reason: "there are \(layers.count) presented layers")
            }
            state.layers.removeLast(layers.count - remaining)
        case .selectTab(let id):
            guard case .tabs(let tabs, _) = topContainer else {
                throw .invalidStep(step, reason: "the top-most container has no tabs")
            }
            guard tabs.contains(where: { $0.id == id }) else {
                throw .invalidStep(step, reason: "there is no tab '\(id)'")
            }
            state = replacingTopContainer(with: .tabs(tabs, selected: id))
        case .popTo(let index):
            guard let stack = topContainer.activeStack else {
                throw .invalidStep(step, reason: "the top-most container has no stack")
            }
            guard stack.indices.contains(index) else {
                throw .invalidStep(step, reason: "the top-most stack has \(stack.count) screens")
            }
            state = try state.replacingActiveStack(with: Array(stack.prefix(index + 1)), for: step)
        case .push(let screen):
            guard let stack = topContainer.activeStack else {
                throw .invalidStep(step, reason: "the top-most container has no stack")
            }
            state = try state.replacingActiveStack(with: stack + [screen], for: step)
        case .present(let layer):
            state.layers.append(layer)
        case .setRoot(let container):
            state = NavigationState(root: container)
        case .update(let screen):
            switch topContainer {
            case .screen:
                state = replacingTopContainer(with: .screen(screen))
            case .stack, .tabs:
                guard var stack = topContainer.activeStack, !stack.isEmpty else {
                    throw .invalidStep(step, reason: "the top-most stack is empty")
                }
                stack[stack.count - 1] = screen
                state = try state.replacingActiveStack(with: stack, for: step)
            }
        }
        return state
    }

    private func replacingActiveStack(
        with stack: [Screen], for step: NavigationStep
    ) throws(NavigationError) -> NavigationState {
        guard let container = topContainer.replacingActiveStack(with: stack) else {
            throw .invalidStep(step, reason: "the top-most container has no stack")
        }
        return replacingTopContainer(with: container)
    }
}
