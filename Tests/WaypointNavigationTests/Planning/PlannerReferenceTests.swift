import Testing
import WaypointNavigation
import WaypointTesting

/// The planner against a reference that follows DESIGN.md's rules in the plainest way: it lists
/// every occurrence of a screen, takes the cheapest by sorting, and tracks the state by applying
/// each step as it is written. The planner finds the target and the back-stack screen to build
/// on in one walk over fingerprints; on random states both must write exactly the same plan,
/// animation flags included.
@Suite("Planner against a reference")
struct PlannerReferenceTests {
    nonisolated static let seeds: [UInt64] = [7, 99, 1234, 0xC0FFEE, 0xFEED_FACE, 31_337]
    nonisolated static let casesPerSeed = 500

    @Test(arguments: seeds)
    func smallStatesPlanAsTheReference(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<Self.casesPerSeed {
            let state = Generator.state(&random)
            let intent = Generator.intent(&random, in: state)
            let expected = try ReferencePlanner.plan(intent, in: state)
            #expect(NavigationPlanner().plan(intent, in: state) == expected, "\(intent)\n\(state)\n\(expected)")
        }
    }

    /// Many tabs, deep stacks, tab bars in layers and long back stacks with repeats: ties between
    /// tabs, back-stack screens found at several depths and in several layers.
    @Test(arguments: seeds)
    func wideStatesPlanAsTheReference(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<Self.casesPerSeed {
            let state = WideGenerator.state(&random)
            let intent = WideGenerator.intent(&random)
            let expected = try ReferencePlanner.plan(intent, in: state)
            #expect(NavigationPlanner().plan(intent, in: state) == expected, "\(intent)\n\(state)\n\(expected)")
        }
    }

    @Test func theDeepestReachableBackStackScreenWinsOverAShallowerOneInAHigherLayer() {
        let state = NavigationState(
            root: .tabs([Tab("a", [Screen("a"), Screen("b")]), Tab("c", [Screen("c")])], selected: "c"),
            layers: [PresentedLayer(.stack([Screen("x"), Screen("y")]))])
        let intent = NavigationIntent(Screen("target"), backStack: [Screen("y"), Screen("b"), Screen("z")])
        let plan = NavigationPlanner().plan(intent, in: state)
        #expect(
            plan.transitions == [
                .dismiss(toLayer: 0), .selectTab("a"), .push(Screen("z")), .push(Screen("target")),
            ])
    }

    @Test func aBackStackScreenAsDeepInALowerLayerDoesNotWin() {
        let state = NavigationState(
            root: .stack([Screen("b")]),
            layers: [PresentedLayer(.stack([Screen("b"), Screen("x"), Screen("y")]))])
        let intent = NavigationIntent(Screen("target"), backStack: [Screen("b")])
        let plan = NavigationPlanner().plan(intent, in: state)
        #expect(plan.transitions == [.popTo(index: 0), .push(Screen("target"))])
    }

    @Test func theSelectedTabWinsATieInPops() {
        let state = NavigationState(
            root: .tabs(
                [Tab("a", [Screen("a"), Screen("t")]), Tab("b", [Screen("b"), Screen("t")]), Tab("c")],
                selected: "b"),
            layers: [PresentedLayer(.screen(Screen("m")))])
        let plan = NavigationPlanner().plan(NavigationIntent(Screen("t")), in: state)
        #expect(plan.transitions == [.dismiss(toLayer: 0)])
    }

    @Test func fewerPopsWinOverTheSelectedTab() {
        let state = NavigationState(
            root: .tabs(
                [Tab("a", [Screen("t"), Screen("x"), Screen("y")]), Tab("b", [Screen("b"), Screen("t")])],
                selected: "a"))
        let plan = NavigationPlanner().plan(NavigationIntent(Screen("t"), backStack: [Screen("x")]), in: state)
        #expect(plan.transitions == [.selectTab("b")])
    }
}

/// DESIGN.md's planner rules, written without regard for speed.
enum ReferencePlanner {
    /// One occurrence of a screen and what it costs to bring it to the top.
    struct Occurrence {
        var layer: Int?
        var tabPosition: Int
        var tabID: String?
        var index: Int
        var pops: Int
        var isSelected: Bool

        /// Highest layer first (fewest dismissals), then fewest pops, then the selected tab, then
        /// tab order.
        var cost: [Int] { [-(layer ?? -1), pops, isSelected ? 0 : 1, tabPosition] }
    }

    static func occurrences(of screen: Screen, in state: NavigationState) -> [Occurrence] {
        var found: [Occurrence] = []
        let containers: [(layer: Int?, container: NavigationContainer)] =
            [(nil, state.root)] + state.layers.enumerated().map { ($0.offset, $0.element.container) }
        for (layer, container) in containers {
            var stacks: [(position: Int, id: String?, stack: [Screen], isSelected: Bool)] = []
            switch container {
            case .screen(let only): stacks = [(0, nil, [only], false)]
            case .stack(let screens): stacks = [(0, nil, screens, false)]
            case .tabs(let tabs, let selected):
                stacks = tabs.enumerated().map {
                    ($0.offset, $0.element.id, $0.element.stack, $0.element.id == selected)
                }
            case .split(let split): stacks = [(0, nil, split.detail, false)]
            }
            for stack in stacks {
                for (index, candidate) in stack.stack.enumerated() where candidate == screen {
                    found.append(
                        Occurrence(
                            layer: layer, tabPosition: stack.position, tabID: stack.id, index: index,
                            pops: stack.stack.count - 1 - index, isSelected: stack.isSelected))
                }
            }
        }
        return found
    }

    static func cheapest(_ screen: Screen, in state: NavigationState) -> Occurrence? {
        occurrences(of: screen, in: state).min { $0.cost.lexicographicallyPrecedes($1.cost) }
    }

    /// A plan and the state it has led to so far.
    struct Writing {
        var state: NavigationState
        var actions: [NavigationStep.Transition] = []

        mutating func add(_ action: NavigationStep.Transition) throws {
            actions.append(action)
            state = try state.applying(NavigationStep(action))
        }

        mutating func dismiss(toLayer remaining: Int) throws {
            if state.layers.count > remaining { try add(.dismiss(toLayer: remaining)) }
        }

        mutating func popTo(_ index: Int) throws {
            if let stack = state.topContainer.activeStack, index < stack.count - 1 { try add(.popTo(index: index)) }
        }

        mutating func switchTo(_ occurrence: Occurrence) throws {
            try dismiss(toLayer: occurrence.layer.map { $0 + 1 } ?? 0)
            if let id = occurrence.tabID, state.topContainer.selectedTab != id { try add(.selectTab(id)) }
            try popTo(occurrence.index)
        }

        mutating func pushOrPresent(_ screens: [Screen]) throws {
            guard !screens.isEmpty else { return }
            if state.topContainer.activeStack != nil {
                for screen in screens { try add(.push(screen)) }
            } else {
                try add(.present(PresentedLayer(.stack(screens), style: .automatic, hasCloseButton: true)))
            }
        }

        /// Every step animates as asked, but a push followed by another push never does.
        func plan(_ outcome: NavigationPlan.Decision, animated: Bool) -> NavigationPlan {
            var steps: [NavigationStep] = []
            for (index, action) in actions.enumerated() {
                var isPushBeforeAPush = false
                if case .push = action, index + 1 < actions.count, case .push = actions[index + 1] {
                    isPushBeforeAPush = true
                }
                steps.append(NavigationStep(action, animated: animated && !isPushBeforeAPush))
            }
            return NavigationPlan(steps: steps, decision: outcome)
        }
    }

    static func plan(_ intent: NavigationIntent, in state: NavigationState) throws -> NavigationPlan {
        var writing = Writing(state: state)
        let target = intent.target
        let full = intent.backStack + [target]

        // 1. Reset to root.
        if intent.resetToRoot {
            try writing.dismiss(toLayer: 0)
            try writing.popTo(0)
        }

        // 2. Already showing.
        if let top = writing.state.topScreen, top == target || (intent.updateInPlace && top.kind == target.kind) {
            if intent.updateInPlace {
                try writing.add(.update(target))
                return writing.plan(.updatedInPlace, animated: intent.animated)
            }
            return writing.plan(writing.actions.isEmpty ? .alreadyShowing : .switched, animated: intent.animated)
        }

        // A named tab: only that tab's stack counts.
        if case .tab(let id) = intent.presentation {
            guard case .tabs(let tabs, _) = writing.state.root, let tab = tabs.first(where: { $0.id == id }) else {
                return NavigationPlan(steps: [], decision: .unreachable(.unknownTab(id, available: state.tabIDs)))
            }
            try writing.dismiss(toLayer: 0)
            if writing.state.root.selectedTab != id { try writing.add(.selectTab(id)) }
            if let index = tab.stack.lastIndex(of: target) {
                try writing.popTo(index)
                return writing.plan(.switched, animated: intent.animated)
            }
            var rest = full
            for index in intent.backStack.indices.reversed() {
                if let anchor = tab.stack.lastIndex(of: intent.backStack[index]) {
                    try writing.popTo(anchor)
                    rest = Array(full[(index + 1)...])
                    break
                }
            }
            try writing.pushOrPresent(rest)
            return writing.plan(.built, animated: intent.animated)
        }

        // 3. Switch.
        if let occurrence = cheapest(target, in: writing.state) {
            try writing.switchTo(occurrence)
            return writing.plan(.switched, animated: intent.animated)
        }

        // 4. Build.
        switch intent.presentation {
        case .automatic, .push, .tab:
            var rest = full
            for index in intent.backStack.indices.reversed() {
                if let occurrence = cheapest(intent.backStack[index], in: writing.state) {
                    try writing.switchTo(occurrence)
                    rest = Array(full[(index + 1)...])
                    break
                }
            }
            try writing.pushOrPresent(rest)
        case .modal(let style, let embed):
            let inStack = embed || !intent.backStack.isEmpty
            try writing.add(
                .present(
                    PresentedLayer(inStack ? .stack(full) : .screen(target), style: style, hasCloseButton: inStack)))
        case .custom(let name):
            let inStack = !intent.backStack.isEmpty
            try writing.add(
                .present(
                    PresentedLayer(
                        inStack ? .stack(full) : .screen(target), style: ModalStyle(name), hasCloseButton: inStack)
                ))
        case .root:
            try writing.dismiss(toLayer: 0)
            try writing.add(.setRoot(.stack(full)))
        }
        return writing.plan(.built, animated: intent.animated)
    }
}

/// Larger random states than `Generator`'s, over a pool small enough for repeats everywhere.
enum WideGenerator {
    static let pool: [Screen] =
        (0..<6).map { Screen("s\($0)") } + (1...3).map { Screen("user", ["id": "\($0)"]) } + [Screen("user")]
    static let tabIDs = ["t0", "t1", "t2", "t3", "t4"]

    static func screen(_ random: inout SeededGenerator) -> Screen {
        pool[Int.random(in: 0..<pool.count, using: &random)]
    }

    static func stack(_ random: inout SeededGenerator) -> [Screen] {
        (0..<Int.random(in: 1...8, using: &random)).map { _ in screen(&random) }
    }

    static func container(_ random: inout SeededGenerator, tabsOneIn odds: Int) -> NavigationContainer {
        if Int.random(in: 0..<odds, using: &random) == 0 {
            let count = Int.random(in: 1...tabIDs.count, using: &random)
            let tabs = tabIDs.prefix(count).map { Tab($0, stack(&random)) }
            return .tabs(tabs, selected: tabs[Int.random(in: 0..<count, using: &random)].id)
        }
        return Bool.random(using: &random) ? .stack(stack(&random)) : .screen(screen(&random))
    }

    static func state(_ random: inout SeededGenerator) -> NavigationState {
        NavigationState(
            root: container(&random, tabsOneIn: 2),
            layers: (0..<Int.random(in: 0...4, using: &random)).map { _ in
                PresentedLayer(container(&random, tabsOneIn: 4), style: .formSheet)
            })
    }

    static func intent(_ random: inout SeededGenerator) -> NavigationIntent {
        let presentation: Presentation
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4: presentation = .automatic
        case 4, 5: presentation = .push
        case 6: presentation = .modal(.pageSheet, embedInStack: Bool.random(using: &random))
        case 7: presentation = .root
        case 8: presentation = .tab(tabIDs[Int.random(in: 0..<tabIDs.count, using: &random)])
        default: presentation = .custom("drawer")
        }
        return NavigationIntent(
            screen(&random),
            backStack: (0..<Int.random(in: 0...5, using: &random)).map { _ in screen(&random) },
            presentation: presentation,
            animated: Bool.random(using: &random),
            resetToRoot: Int.random(in: 0..<8, using: &random) == 0,
            updateInPlace: Int.random(in: 0..<8, using: &random) == 0)
    }
}
