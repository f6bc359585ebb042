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
    ///   dismissal to a layer that does not exist, a tab or split view item that is not there, a
    ///   pop or push with no stack on top, a pop past the stack, a column that is not there.
    public func applying(_ step: NavigationStep) throws(NavigationError) -> NavigationState {
        var state = self
        try state.apply(step)
        return state
    }

    /// Applies one step in place: what `applying(_:)` returns, without copying the
    /// containers and stacks the step does not touch. A step that does not fit throws and leaves
    /// the state as it was.
    ///
    /// - Throws: ``NavigationError/invalidStep(_:reason:)``, as `applying(_:)`.
    mutating func apply(_ step: NavigationStep) throws(NavigationError) {
        switch step.transition {
        case .dismiss(let remaining):
            guard remaining >= 0, remaining <= layers.count else {
                throw .invalidStep(step, reason: "there are \(layers.count) presented layers")
            }
            layers.removeLast(layers.count - remaining)
        case .selectTab(let id):
            guard case .tabs(let tabs, _) = topContainer else {
                throw .invalidStep(step, reason: "the top-most container has no tabs")
            }
            guard tabs.contains(where: { $0.id == id }) else {
                throw .invalidStep(step, reason: "there is no tab '\(id)'")
            }
            modifyTopContainer { $0 = .tabs(tabs, selected: id) }
        case .popTo(let index):
            guard let count = topContainer.activeStack?.count else {
                throw .invalidStep(step, reason: "the top-most container has no stack")
            }
            guard index >= 0, index < count else {
                throw .invalidStep(step, reason: "the top-most stack has \(count) screens")
            }
            modifyTopContainer { $0.modifyActiveStack { $0.removeSubrange((index + 1)...) } }
        case .push(let screen):
            guard topContainer.activeStack != nil else {
                throw .invalidStep(step, reason: "the top-most container has no stack")
            }
            modifyTopContainer { $0.modifyActiveStack { $0.append(screen) } }
        case .present(let layer):
            layers.append(layer)
        case .setRoot(let container):
            self = NavigationState(root: container)
        case .selectItem(let id):
            guard case .split(var split) = topContainer else {
                throw .invalidStep(step, reason: "the top-most container is not a split view")
            }
            guard split.items.contains(id) else {
                throw .invalidStep(step, reason: "the split view has no item '\(id)'")
            }
            split.select(id)
            modifyTopContainer { $0 = .split(split) }
        case .showColumn(let column, let screens):
            guard case .split(var split) = topContainer else {
                throw .invalidStep(step, reason: "the top-most container is not a split view")
            }
            switch column {
            case .sidebar:
                guard !screens.isEmpty else {
                    throw .invalidStep(step, reason: "a split view's sidebar holds at least one screen")
                }
                split.sidebar = screens
            case .content:
                guard split.content != nil else {
                    throw .invalidStep(step, reason: "the split view has two columns, no content column")
                }
                split.content = screens
            case .detail:
                split.detail = screens
            }
            modifyTopContainer { $0 = .split(split) }
        case .update(let screen):
            switch topContainer {
            case .screen:
                modifyTopContainer { $0 = .screen(screen) }
            case .split(var split):
                guard split.topScreen != nil else {
                    throw .invalidStep(step, reason: "the split view shows no screen")
                }
                split.replaceTop(with: screen)
                modifyTopContainer { $0 = .split(split) }
            case .stack, .tabs:
                guard let count = topContainer.activeStack?.count, count > 0 else {
                    throw .invalidStep(step, reason: "the top-most stack is empty")
                }
                modifyTopContainer { $0.modifyActiveStack { $0[count - 1] = screen } }
            }
        }
    }

    /// Runs `body` on the top container where it is stored, so that it can change it in place.
    private mutating func modifyTopContainer(_ body: (inout NavigationContainer) -> Void) {
        if layers.isEmpty {
            body(&root)
        } else {
            body(&layers[layers.count - 1].container)
        }
    }
}
