/// Decides how to get from what is on screen to what an intent asks for. Pure: the same intent
/// and state always give the same plan, and nothing is touched.
///
/// The rules, in order (DESIGN.md, "Planner"):
/// 1. `resetToRoot`: dismiss every layer and pop the root's stack to its root first. A
///    placement other than ``Placement/top`` dismisses every layer too (and selects its tab or
///    its split view's sidebar item), so that the rules below apply to the place the screen
///    lands in. A split view's stack is its detail stack; a ``Placement/column(_:selecting:)``
///    placement in the content or sidebar column replaces that column's stack instead.
/// 2. Already showing: the top-most screen is the target, so there is nothing to do — or an
///    `update` step when the intent asks for in-place updates (also when the top-most screen has
///    the target's kind with other info).
/// 3. Switch: the target is already in the hierarchy (a tab's root, a screen deeper in a stack,
///    a screen under a presented layer). Dismiss the layers above it, select its tab, pop to it.
///    The occurrence that removes the least (fewest layers, then fewest screens) is chosen.
/// 4. Build: the back stack plus the target, presented as asked. For a push, the deepest screen
///    of the back stack that is already reachable is switched to first and only the rest is
///    pushed; a push with no stack on top becomes a modal embedded in a new stack with a close
///    button. A presented stack has a close button unless the intent's
///    ``NavigationIntent/closeButton`` is `false`.
///
/// A popover is one layer at a time, and never under another: while one shows, a link to its own
/// screen is already showing, and any other plan starts by dismissing the popover (and what it
/// presented), then follows the rules above from the screen beneath it. A popover link so
/// replaces the one showing instead of cascading out of it, and a sheet never covers a popover.
///
/// Every step is animated as the intent says, except a push directly followed by another push:
/// only the last push of a synthesized back stack is seen, so only it animates.
public struct NavigationPlanner: Sendable {
    /// Creates a planner.
    public init() {}

    /// The plan that takes `state` to `intent`'s target.
    public func plan(_ intent: NavigationIntent, in state: NavigationState) -> NavigationPlan {
        if let popover = popoverToClose(for: intent, in: state) {
            return planClosingPopover(at: popover, intent, in: state)
        }
        return planWithoutPopover(intent, in: state)
    }

    /// The plan for a state with no popover in the way: the rules above.
    func planWithoutPopover(_ intent: NavigationIntent, in state: NavigationState) -> NavigationPlan {
        var draft = Draft(
            animated: intent.animated, closeButton: intent.closeButton, backStackCount: intent.backStack.count)

        if intent.resetToRoot {
            draft.dismiss(toLayer: 0, from: state)
            draft.popRootToRoot(from: state)
        }

        var presentation = intent.presentation
        switch intent.placement {
        case .top:
            break
        case .root:
            draft.dismiss(toLayer: 0, from: state)
        case .tab(let id):
            guard state.tabIDs.contains(id) else {
                return NavigationPlan(steps: [], decision: .unreachable(.unknownTab(id, available: state.tabIDs)))
            }
            draft.dismiss(toLayer: 0, from: state)
            if draft.read(state, { $0.root.selectedTab != id }) {
                draft.add(.selectTab(id))
            }
            // A push in a tab is what a tab presentation does: it stays in that tab.
            if case .automatic = presentation { presentation = .tab(id) }
            if case .push = presentation { presentation = .tab(id) }
        case .column(let column, let item):
            if let problem = Self.columnProblem(column, selecting: item, in: state.root) {
                return NavigationPlan(steps: [], decision: .unreachable(problem))
            }
            draft.dismiss(toLayer: 0, from: state)
            if let item, draft.read(state, { $0.root.splitView?.selection != item }) {
                draft.add(.selectItem(item))
            }
            switch presentation {
            case .automatic, .push:
                return planInColumn(column, intent: intent, from: state, draft: &draft)
            case .modal, .custom, .root, .tab:
                break
            }
        }

        let shown = draft.read(state) { state -> (isTarget: Bool, isTargetKind: Bool) in
            // Most targets are not on top, and the top-most screen's fingerprint says so without
            // copying that screen or comparing strings.
            guard intent.updateInPlace || state.withTopContainer({ $0.topFingerprint }) == intent.target.fingerprint,
                let top = state.topScreen
            else { return (false, false) }
            return (top == intent.target, top.kind == intent.target.kind)
        }
        if shown.isTarget || (intent.updateInPlace && shown.isTargetKind) {
            if intent.updateInPlace {
                draft.add(.update(intent.target))
                return draft.finish(.updatedInPlace)
            }
            return draft.finish(draft.steps.isEmpty ? .alreadyShowing : .switched)
        }

        if case .tab(let id) = presentation {
            return planInTab(id, intent: intent, from: state, draft: &draft)
        }

        // One walk finds both the target and, for a push, the back-stack screen to build on.
        let pushes: Bool
        switch presentation {
        case .automatic, .push, .tab: pushes = true
        case .modal, .custom, .root: pushes = false
        }
        let search = draft.read(state) { state in
            pushes
                ? ScreenSearch(for: intent.target, backStack: intent.backStack, in: state)
                : ScreenSearch(for: intent.target, in: state)
        }
        if let location = search.target {
            draft.switchTo(location, from: state)
            return draft.finish(.switched)
        }

        switch presentation {
        case .automatic, .push, .tab:
            var firstToPush = intent.backStack.startIndex
            if let anchor = search.anchor {
                draft.switchTo(anchor.location, from: state)
                firstToPush = anchor.backStackIndex + 1
            }
            draft.pushOrPresent(intent.backStack, from: firstToPush, then: intent.target, from: state)
        case .modal(let style, let embed):
            let inStack = embed || !intent.backStack.isEmpty
            let container: NavigationContainer =
                inStack ? .stack(intent.backStack + [intent.target]) : .screen(intent.target)
            draft.add(.present(PresentedLayer(container, style: style, hasCloseButton: inStack && intent.closeButton)))
        case .custom(let name):
            let inStack = !intent.backStack.isEmpty
            let container: NavigationContainer =
                inStack ? .stack(intent.backStack + [intent.target]) : .screen(intent.target)
            draft.add(
                .present(
                    PresentedLayer(container, style: ModalStyle(name), hasCloseButton: inStack && intent.closeButton)))
        case .root:
            draft.dismiss(toLayer: 0, from: state)
            draft.add(.setRoot(.stack(intent.backStack + [intent.target])))
        }
        return draft.finish(.built)
    }

    /// `.tab(id)`: dismiss everything, select the tab, then pop to the target, or to the deepest
    /// screen of the back stack found there and push the rest, or push everything.
    private func planInTab(
        _ id: String, intent: NavigationIntent, from state: NavigationState, draft: inout Draft
    ) -> NavigationPlan {
        let tab = draft.read(state) { state -> Tab? in
            guard case .tabs(let tabs, _) = state.root else { return nil }
            return tabs.first { $0.id == id }
        }
        guard let tab else {
            return NavigationPlan(steps: [], decision: .unreachable(.unknownTab(id, available: state.tabIDs)))
        }
        draft.dismiss(toLayer: 0, from: state)
        if draft.read(state, { $0.root.selectedTab != id }) {
            draft.add(.selectTab(id))
        }
        return popOrPush(in: tab.stack, intent: intent, from: state, draft: &draft)
    }

    /// Pops `stack`, the top-most stack, to the target, or to the deepest screen of the back
    /// stack found there and pushes the rest, or pushes everything.
    func popOrPush(
        in stack: [Screen], intent: NavigationIntent, from state: NavigationState, draft: inout Draft
    ) -> NavigationPlan {
        if let index = stack.lastIndex(of: intent.target) {
            draft.popTo(index, from: state)
            return draft.finish(.switched)
        }
        var firstToPush = intent.backStack.startIndex
        for index in intent.backStack.indices.reversed() {
            if let anchor = stack.lastIndex(of: intent.backStack[index]) {
                draft.popTo(anchor, from: state)
                firstToPush = index + 1
                break
            }
        }
        draft.pushOrPresent(intent.backStack, from: firstToPush, then: intent.target, from: state)
        return draft.finish(.built)
    }
}

/// A plan being written: the steps so far and the state they lead to.
///
/// Steps are applied only when the state is next read, so the steps that end a plan (the pushes
/// of a build, say) never copy the state; every read sees exactly the state the steps before it
/// lead to. Until a step has to be applied the draft holds no state of its own: it reads the
/// state the plan starts from, which every reading method is given, without copying it.
struct Draft {
    /// The state the applied steps lead to; `nil` until a step is applied.
    private var tracked: NavigationState?
    /// How many of `steps` `tracked` reflects.
    private var applied = 0
    private(set) var steps: [NavigationStep] = []
    /// Whether the steps animate (the intent's flag).
    private let animated: Bool
    /// Whether a stack presented for the target has a close button (the intent's flag).
    private let closeButton: Bool
    /// How many steps to make room for at the first one: a few dismissals, selections and pops,
    /// and the pushes of a back stack.
    private let expectedSteps: Int

    init(animated: Bool, closeButton: Bool, backStackCount: Int) {
        self.animated = animated
        self.closeButton = closeButton
        self.expectedSteps = backStackCount + 4
    }

    /// What `body` reads from the state the steps so far lead to from `start`, the state the
    /// plan starts from (the same at every call).
    mutating func read<Value>(_ start: NavigationState, _ body: (NavigationState) -> Value) -> Value {
        guard !steps.isEmpty else { return body(start) }
        if applied < steps.count {
            var state = tracked.take() ?? start
            while applied < steps.count {
                // The planner only emits steps that fit the state it tracks; should one not fit,
                // keeping the step still lets a host report the precise problem.
                try? state.apply(steps[applied])
                applied += 1
            }
            tracked = state
        }
        guard let tracked else { return body(start) }
        return body(tracked)
    }

    /// Adds a step, animated as the intent says.
    mutating func add(_ transition: consuming NavigationStep.Transition) {
        add(transition, animated: animated)
    }

    private mutating func add(_ transition: consuming NavigationStep.Transition, animated: Bool) {
        if steps.isEmpty {
            steps.reserveCapacity(expectedSteps)
        }
        steps.append(NavigationStep(transition, animated: animated))
    }

    mutating func dismiss(toLayer remaining: Int, from start: NavigationState) {
        if read(start, { $0.layers.count > remaining }) {
            add(.dismiss(toLayer: remaining))
        }
    }

    mutating func popTo(_ index: Int, from start: NavigationState) {
        if read(start, { state in state.withTopContainer { $0.activeStackCount.map { index < $0 - 1 } ?? false } }) {
            add(.popTo(index: index))
        }
    }

    mutating func popRootToRoot(from start: NavigationState) {
        if read(start, { $0.layers.isEmpty }) {
            popTo(0, from: start)
        }
    }

    mutating func switchTo(_ location: Location, from start: NavigationState) {
        dismiss(toLayer: location.layer.map { $0 + 1 } ?? 0, from: start)
        if let position = location.tab {
            // After the dismissal the location's container is on top: its tab to select, unless
            // it is selected already.
            let unselected = read(start) { state -> String? in
                guard case .tabs(let tabs, let selected) = state.topContainer else { return nil }
                return tabs[position].id == selected ? nil : tabs[position].id
            }
            if let unselected {
                add(.selectTab(unselected))
            }
        }
        popTo(location.index, from: start)
    }

    /// Pushes `screens` from `first` on and then `last` onto the top-most stack, or presents
    /// them in a new stack (with a close button, unless the intent declines it) when there is no
    /// stack on top. Only the last push
    /// animates: a synthesized back stack is not seen going by.
    ///
    /// The screens are borrowed and indexed rather than sliced, so that each is copied once,
    /// into its step.
    mutating func pushOrPresent(
        _ screens: borrowing [Screen], from first: Int, then last: borrowing Screen, from start: NavigationState
    ) {
        if read(start, { $0.withTopContainer { $0.activeStackCount != nil } }) {
            for index in first..<screens.endIndex {
                add(.push(screens[index]), animated: false)
            }
            add(.push(copy last))
        } else {
            var stack = Array(screens[first...])
            stack.append(copy last)
            add(.present(PresentedLayer(.stack(stack), style: .automatic, hasCloseButton: closeButton)))
        }
    }

    /// The plan: the steps written, moved out of the draft rather than copied from it.
    mutating func finish(_ decision: NavigationPlan.Decision) -> NavigationPlan {
        var written: [NavigationStep] = []
        swap(&written, &steps)
        return NavigationPlan(steps: written, decision: decision)
    }
}
