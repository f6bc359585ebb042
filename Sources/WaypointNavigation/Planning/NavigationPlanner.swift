/// Decides how to get from what is on screen to what an intent asks for. Pure: the same intent
/// and state always give the same plan, and nothing is touched.
///
/// The rules, in order (DESIGN.md, "Planner"):
/// 1. `resetToRoot`: dismiss every layer and pop the root's stack to its root first.
/// 2. Already showing: the top-most screen is the target, so there is nothing to do — or an
///    `update` step when the intent asks for in-place updates (also when the top-most screen has
///    the target's kind with other info).
/// 3. Switch: the target is already in the hierarchy (a tab's root, a screen deeper in a stack,
///    a screen under a presented layer). Dismiss the layers above it, select its tab, pop to it.
///    The occurrence that removes the least (fewest layers, then fewest screens) is chosen.
/// 4. Build: the back stack plus the target, presented as asked. For a push, the deepest screen
///    of the back stack that is already reachable is switched to first and only the rest is
///    pushed; a push with no stack on top becomes a modal embedded in a new stack with a close
///    button (seed 000's fallback).
///
/// Every step is animated as the intent says, except a push directly followed by another push:
/// only the last push of a synthesized back stack is seen, so only it animates.
public struct NavigationPlanner: Sendable {
    /// Creates a planner.
    public init() {}

    /// The plan that takes `state` to `intent`'s target.
    public func plan(_ intent: NavigationIntent, in state: NavigationState) -> NavigationPlan {
        var draft = Draft(state: state)
        let target = intent.target

        if intent.resetToRoot {
            draft.dismiss(toLayer: 0)
            draft.popRootToRoot()
        }

        if let top = draft.state.topScreen {
            if top == target || (intent.updateInPlace && top.kind == target.kind) {
                if intent.updateInPlace {
                    draft.add(.update(target))
                    return draft.finish(.updatedInPlace, animated: intent.animated)
                }
                return draft.finish(
                    draft.steps.isEmpty ? .alreadyShowing : .switched, animated: intent.animated)
            }
        }

        if case .tab(let id) = intent.presentation {
            return planInTab(id, intent: intent, draft: &draft)
        }

        if let location = Location.best(of: target, in: draft.state) {
            draft.switchTo(location)
            return draft.finish(.switched, animated: intent.animated)
        }

        var screens = intent.backStack
        screens.append(target)
        switch intent.presentation {
        case .automatic, .push, .tab:
            var remaining = screens
            for index in intent.backStack.indices.reversed() {
                if let anchor = Location.best(of: intent.backStack[index], in: draft.state) {
                    draft.switchTo(anchor)
                    remaining = Array(screens[(index + 1)...])
                    break
                }
            }
            draft.pushOrPresent(remaining)
        case .modal(let style, let embed):
            let inStack = embed || !intent.backStack.isEmpty
            let container: NavigationContainer = inStack ? .stack(screens) : .screen(target)
            draft.add(.present(PresentedLayer(container, style: style, hasCloseButton: inStack)))
        case .custom(let name):
            let inStack = !intent.backStack.isEmpty
            let container: NavigationContainer = inStack ? .stack(screens) : .screen(target)
            draft.add(.present(PresentedLayer(container, style: ModalStyle(name), hasCloseButton: inStack)))
        case .root:
            draft.dismiss(toLayer: 0)
            draft.add(.setRoot(.stack(screens)))
        }
        return draft.finish(.built, animated: intent.animated)
    }

    /// `.tab(id)`: dismiss everything, select the tab, then pop to the target, or to the deepest
    /// screen of the back stack found there and push the rest, or push everything.
    private func planInTab(_ id: String, intent: NavigationIntent, draft: inout Draft) -> NavigationPlan {
        guard case .tabs(let tabs, _) = draft.state.root, let tab = tabs.first(where: { $0.id == id }) else {
            return NavigationPlan(steps: [], outcome: .unreachable(.unknownTab(id)))
        }
        draft.dismiss(toLayer: 0)
        if draft.state.root.selectedTab != id {
            draft.add(.selectTab(id))
        }
        if let index = tab.stack.lastIndex(of: intent.target) {
            draft.popTo(index)
            return draft.finish(.switched, animated: intent.animated)
        }
        var screens = intent.backStack
        screens.append(intent.target)
        var remaining = screens
        for index in intent.backStack.indices.reversed() {
            if let anchor = tab.stack.lastIndex(of: intent.backStack[index]) {
                draft.popTo(anchor)
                remaining = Array(screens[(index + 1)...])
                break
            }
        }
        draft.pushOrPresent(remaining)
        return draft.finish(.built, animated: intent.animated)
    }
}

/// Where a screen sits in a state: its layer (`nil` for the root), its tab, its stack index.
struct Location: Hashable {
    var layer: Int?
    var tab: String?
    var index: Int

    /// The occurrence of `screen` that is cheapest to bring to the top: the highest layer holding
    /// it (fewest dismissals), then the fewest screens popped, then the selected tab, then tab
    /// order.
    static func best(of screen: Screen, in state: NavigationState) -> Location? {
        for layer in state.layers.indices.reversed() {
            if let found = best(of: screen, in: state.layers[layer].container) {
                return Location(layer: layer, tab: found.tab, index: found.index)
            }
        }
        if let found = best(of: screen, in: state.root) {
            return Location(layer: nil, tab: found.tab, index: found.index)
        }
        return nil
    }

    private static func best(
        of screen: Screen, in container: NavigationContainer
    ) -> (tab: String?, index: Int)? {
        switch container {
        case .screen(let only):
            return only == screen ? (nil, 0) : nil
        case .stack(let screens):
            return lastIndex(of: screen, in: screens).map { (nil, $0) }
        case .tabs(let tabs, let selected):
            // One pass in tab order, no reordered copy: an occurrence wins with fewer pops, or
            // with as many pops in the selected tab when the best so far is not in it — the
            // same choice as visiting the selected tab first and keeping the first minimum.
            var best: (tab: Int, index: Int, pops: Int, isSelected: Bool)?
            for tabIndex in tabs.indices {
                guard let index = lastIndex(of: screen, in: tabs[tabIndex].stack) else { continue }
                let pops = tabs[tabIndex].stack.count - 1 - index
                if let current = best {
                    if current.pops < pops { continue }
                    if current.pops == pops {
                        guard !current.isSelected, tabs[tabIndex].id == selected else { continue }
                    }
                }
                best = (tabIndex, index, pops, tabs[tabIndex].id == selected)
            }
            return best.map { (tabs[$0.tab].id, $0.index) }
        }
    }

    /// `screens.lastIndex(of: screen)`, written out so that the search stays a plain loop.
    private static func lastIndex(of screen: Screen, in screens: [Screen]) -> Int? {
        var index = screens.endIndex
        while index > screens.startIndex {
            index -= 1
            if screens[index] == screen { return index }
        }
        return nil
    }
}

/// A plan being written: the steps so far and the state they lead to.
///
/// Steps are applied to the tracked state only when the state is next read, so the steps that
/// end a plan (the pushes of a build, say) never copy the state; every read sees exactly the
/// state the steps before it lead to.
private struct Draft {
    private var tracked: NavigationState
    /// How many of `steps` `tracked` reflects.
    private var applied = 0
    private(set) var steps: [NavigationStep] = []

    init(state: NavigationState) {
        self.tracked = state
    }

    /// The state the steps so far lead to.
    var state: NavigationState {
        mutating get {
            while applied < steps.count {
                // The planner only emits steps that fit the state it tracks; should one not fit,
                // keeping the step still lets a host report the precise problem.
                try? tracked.apply(steps[applied])
                applied += 1
            }
            return tracked
        }
    }

    mutating func add(_ action: NavigationStep.Action) {
        steps.append(NavigationStep(action))
    }

    mutating func dismiss(toLayer remaining: Int) {
        if state.layers.count > remaining {
            add(.dismiss(toLayer: remaining))
        }
    }

    mutating func popTo(_ index: Int) {
        if let stack = state.topContainer.activeStack, index < stack.count - 1 {
            add(.popTo(index: index))
        }
    }

    mutating func popRootToRoot() {
        if state.layers.isEmpty {
            popTo(0)
        }
    }

    mutating func switchTo(_ location: Location) {
        dismiss(toLayer: location.layer.map { $0 + 1 } ?? 0)
        if let tab = location.tab, state.topContainer.selectedTab != tab {
            add(.selectTab(tab))
        }
        popTo(location.index)
    }

    /// Pushes `screens` onto the top-most stack, or presents them in a new stack with a close
    /// button when there is no stack on top.
    mutating func pushOrPresent(_ screens: [Screen]) {
        guard !screens.isEmpty else { return }
        if state.topContainer.activeStack != nil {
            for screen in screens {
                add(.push(screen))
            }
        } else {
            add(.present(PresentedLayer(.stack(screens), style: .automatic, hasCloseButton: true)))
        }
    }

    mutating func finish(_ outcome: NavigationPlan.Outcome, animated: Bool) -> NavigationPlan {
        for index in steps.indices {
            steps[index].animated = animated
            if index + 1 < steps.count, case .push = steps[index].action, case .push = steps[index + 1].action {
                steps[index].animated = false
            }
        }
        return NavigationPlan(steps: steps, outcome: outcome)
    }
}
