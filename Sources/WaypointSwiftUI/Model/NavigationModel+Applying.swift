import WaypointNavigation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationModel: NavigationHost {
    /// Applies one step, returning when the view has drawn it.
    ///
    /// The step first waits for the steps applied before it and for a presentation change still
    /// running (one the model made, or a sheet the user swiped away), then changes the objects it
    /// addresses. A present or dismiss then waits for the view's report (see the rules on
    /// ``NavigationModel``); a push, pop, tab selection or update returns at once, so the pushes
    /// of one plan reach SwiftUI in one update. A `setRoot` over presented layers dismisses them
    /// first, as an update of its own.
    ///
    /// - Throws: `NavigationError.invalidStep(_:reason:)` when the step does not fit what is
    ///   on screen when it runs; nothing changes then.
    public func apply(_ step: NavigationStep) async throws(NavigationError) {
        await takeTurn()
        defer { passTurn() }
        await waitForRunningTransition()
        if case .setRoot = step.transition, !layers.isEmpty {
            removeLayers(from: 0, animated: step.animated)
            await waitForRunningTransition()
        }
        try perform(step)
        await waitForRunningTransition()
    }

    /// Returns once nothing the model can see is moving: no step is being applied (by this or
    /// another navigator, or the app's own code) and no presentation change waits for the view's
    /// report — one the model made, or a sheet the user swiped away that SwiftUI has yet to report
    /// gone with `onDismiss`. Each wait ends at ``transitionTimeout`` at the latest.
    ///
    /// SwiftUI tells the model about a user's gesture only when it ends, through a binding's
    /// write-back: a back swipe or a sheet drag still under the finger is not seen, so a link
    /// that arrives meanwhile is planned from what the model shows, and the write-back, if the
    /// gesture completes, comes after it.
    public func settle() async {
        while isApplying || transition != nil {
            if transition != nil {
                await waitForRunningTransition()
            } else {
                // Queues behind the steps being applied, then lets the next one go at once.
                await takeTurn()
                passTurn()
            }
        }
    }

    /// Changes the objects `step` addresses, as `NavigationState.applying(_:)` changes the value.
    private func perform(_ step: NavigationStep) throws(NavigationError) {
        switch step.transition {
        case .dismiss(let remaining):
            guard remaining >= 0, remaining <= layers.count else {
                throw .invalidStep(step, reason: "there are \(layers.count) presented layers")
            }
            if remaining < layers.count {
                removeLayers(from: remaining, animated: step.animated)
            }
        case .selectTab(let id):
            guard case .tabs(let tabs) = topContainer else {
                throw .invalidStep(step, reason: "the top-most container has no tabs")
            }
            guard tabs.contains(id) else {
                throw .invalidStep(step, reason: "there is no tab '\(id)'")
            }
            tabs.select(id)
        case .popTo(let index):
            guard let stack = topContainer.activeStack else {
                throw .invalidStep(step, reason: "the top-most container has no stack")
            }
            guard index >= 0, index < stack.count else {
                throw .invalidStep(step, reason: "the top-most stack has \(stack.count) screens")
            }
            stack.pop(to: index)
        case .push(let screen):
            guard let stack = topContainer.activeStack else {
                throw .invalidStep(step, reason: "the top-most container has no stack")
            }
            stack.push(screen)
        case .present(let value):
            if case .split = value.container { throw Self.splitUnsupported(step) }
            let layer = Layer(value)
            // The wait starts first: a performer may report the change finished at once.
            beginTransition(.presentation(ObjectIdentifier(layer)))
            changeLayers(animated: step.animated, completion: completion(presenting: layer)) {
                layers.append(layer)
            }
        case .setRoot(let container):
            if case .split = container { throw Self.splitUnsupported(step) }
            root = Container(container)
        case .update(let screen):
            try update(to: screen, for: step)
        case .selectItem, .showColumn:
            throw Self.splitUnsupported(step)
        }
    }

    /// The error for a step that needs a split view, which this model does not show.
    private static func splitUnsupported(_ step: NavigationStep) -> NavigationError {
        .hostFailed(step, reason: "the SwiftUI navigation model does not show split views")
    }

    /// Replaces the top-most screen in place.
    private func update(to screen: Screen, for step: NavigationStep) throws(NavigationError) {
        if case .screen = topContainer {
            if let top = layers.last {
                top.container = .screen(screen)
            } else {
                root = .screen(screen)
            }
            return
        }
        guard let stack = topContainer.activeStack, stack.count > 0 else {
            throw .invalidStep(step, reason: "the top-most stack is empty")
        }
        stack.replaceTop(with: screen)
    }

    /// Dismisses the layer at `index` and every layer above it, in one change: SwiftUI takes
    /// the sheets above a dismissed one with it.
    ///
    /// The dismissal ends with the view's `onDismiss` report, which SwiftUI sends once the
    /// sheet has gone, so the change's animation completion is not needed here.
    func removeLayers(from index: Int, animated: Bool = true) {
        let depths = index..<layers.count
        beginTransition(.dismissal(depths: depths))
        changeLayers(animated: animated, completion: {}) {
            layers.removeSubrange(depths)
        }
    }

    /// What the performer calls when the animation presenting `layer` completes.
    private func completion(presenting layer: Layer) -> @MainActor () -> Void {
        { [weak self, weak layer] in
            guard let self, let layer else { return }
            viewDidFinishPresentation(of: layer)
        }
    }

    // MARK: One step at a time

    /// Waits for the steps applied before this one.
    private func takeTurn() async {
        guard isApplying else {
            isApplying = true
            return
        }
        await withCheckedContinuation { turnWaiters.append($0) }
    }

    /// Hands the turn to the next waiting step, which inherits it so nothing slips in between.
    private func passTurn() {
        guard !turnWaiters.isEmpty else {
            isApplying = false
            return
        }
        turnWaiters.removeFirst().resume()
    }
}
