import Testing
import WaypointNavigation
import WaypointTesting

/// Random states and intents, replayable from their seed.
@Suite("Planner properties")
@MainActor
struct PlannerPropertyTests {
    nonisolated static let seeds: [UInt64] = [1, 2, 3, 42, 2026, 0xDEAD_BEEF]
    nonisolated static let casesPerSeed = 400

    @Test(arguments: seeds)
    func headlessHostReachesExactlyTheAppliedState(seed: UInt64) async throws {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<Self.casesPerSeed {
            let state = Generator.state(&random)
            let intent = Generator.intent(&random, in: state)
            let plan = NavigationPlanner().plan(intent, in: state)
            let expected = try state.applying(plan)
            let host = HeadlessHost(state)
            for step in plan.steps {
                try await host.apply(step)
            }
            #expect(host.state == expected, "\(intent)\n\(state)\n\(plan)")
        }
    }

    @Test(arguments: seeds)
    func theTargetEndsOnTopUnlessTheOutcomeSaysWhy(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<Self.casesPerSeed {
            let state = Generator.state(&random)
            let intent = Generator.intent(&random, in: state)
            let plan = NavigationPlanner().plan(intent, in: state)
            if case .unreachable = plan.decision {
                #expect(plan.steps.isEmpty)
                continue
            }
            let result = try state.applying(plan)
            #expect(result.topScreen == intent.target, "\(intent)\n\(state)\n\(plan)")
            if plan.decision == .alreadyShowing {
                #expect(plan.steps.isEmpty)
            }
        }
    }

    /// A column placement on a random split (under random layers, a popover among them now and
    /// then): the plan reaches on a headless host what `applying` says; the target ends on top
    /// of its column with the item selected, and nothing is presented; or the plan is
    /// unreachable with no steps, for an item or a column the split lacks.
    @Test(arguments: seeds)
    func aColumnPlacementLandsInItsColumn(seed: UInt64) async throws {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<Self.casesPerSeed {
            let split = Generator.split(&random)
            let layers = (0..<Int.random(in: 0...2, using: &random)).map { _ in
                PresentedLayer(
                    Generator.container(&random, tabs: false),
                    style: Bool.random(using: &random) ? .popover : .formSheet)
            }
            let state = NavigationState(root: .split(split), layers: layers)
            let intent = Generator.columnIntent(&random)
            let plan = NavigationPlanner().plan(intent, in: state)
            guard case .column(let column, let item) = intent.placement else { continue }
            if case .unreachable(let error) = plan.decision {
                #expect(plan.steps.isEmpty)
                let lacksItem = item.map { !split.items.contains($0) } ?? false
                #expect(lacksItem || (column == .content && split.content == nil), "\(error)")
                continue
            }
            let expected = try state.applying(plan)
            let host = HeadlessHost(state)
            for step in plan.steps {
                try await host.apply(step)
            }
            #expect(host.state == expected)
            #expect(expected.layers.isEmpty, "\(intent)\n\(state)\n\(plan)")
            let after = try #require(expected.root.splitView)
            #expect(after.stack(column)?.last == intent.target, "\(intent)\n\(state)\n\(plan)")
            if let item { #expect(after.selection == item) }
            if plan.decision == .alreadyShowing { #expect(plan.steps.isEmpty) }
        }
    }

    /// Without a reset, a root replacement or a tab presentation, what a plan dismisses and pops
    /// is the least that any occurrence of the screen it switches to (the target, or the deepest
    /// back-stack screen it builds on) would need. Built plans with nothing to build on remove
    /// nothing.
    @Test(arguments: seeds)
    func noPlanDismissesOrPopsMoreThanItMust(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        for _ in 0..<Self.casesPerSeed {
            let state = Generator.state(&random)
            let intent = Generator.intent(&random, in: state)
            guard !intent.resetToRoot else { continue }
            switch intent.presentation {
            case .root, .tab: continue
            case .automatic, .push, .modal, .custom: break
            }
            let plan = NavigationPlanner().plan(intent, in: state)
            let removed = try Removal.made(by: plan, from: state)
            switch plan.decision {
            case .alreadyShowing, .updatedInPlace:
                #expect(removed == Removal(layers: 0, screens: 0))
            case .switched:
                #expect(removed == Removal.cheapest(intent.target, in: state), "\(state)\n\(plan)")
            case .built:
                let pushes: Bool
                if case .modal = intent.presentation {
                    pushes = false
                } else if case .custom = intent.presentation {
                    pushes = false
                } else {
                    pushes = true
                }
                let anchor = pushes ? intent.backStack.last { Removal.cheapest($0, in: state) != nil } : nil
                let expected =
                    anchor.flatMap { Removal.cheapest($0, in: state) } ?? Removal(layers: 0, screens: 0)
                #expect(removed == expected, "\(intent)\n\(state)\n\(plan)")
                #expect(Removal.cheapest(intent.target, in: state) == nil)
            case .unreachable:
                Issue.record("only tab presentations can be unreachable")
            }
        }
    }
}

/// How many layers and screens a plan takes off the screen.
struct Removal: Hashable, Comparable {
    var layers: Int
    var screens: Int

    static func < (lhs: Removal, rhs: Removal) -> Bool {
        (lhs.layers, lhs.screens) < (rhs.layers, rhs.screens)
    }

    static func made(by plan: NavigationPlan, from state: NavigationState) throws -> Removal {
        var removal = Removal(layers: 0, screens: 0)
        var current = state
        for step in plan.steps {
            switch step.transition {
            case .dismiss(let remaining):
                removal.layers += current.layers.count - remaining
            case .popTo(let index):
                removal.screens += (current.topContainer.activeStack?.count ?? 0) - 1 - index
            default:
                break
            }
            current = try current.applying(step)
        }
        return removal
    }

    /// The cheapest removal that brings some occurrence of `screen` to the top, found by
    /// looking at every occurrence (independently of the planner's own search).
    static func cheapest(_ screen: Screen, in state: NavigationState) -> Removal? {
        var options: [Removal] = []
        let containers = [state.root] + state.layers.map(\.container)
        for (position, container) in containers.enumerated() {
            let layersAbove = containers.count - 1 - position
            var stacks: [[Screen]] = []
            switch container {
            case .screen(let only): stacks = [[only]]
            case .stack(let screens): stacks = [screens]
            case .tabs(let tabs, _): stacks = tabs.map(\.stack)
            case .split(let split): stacks = [split.detail]
            }
            for stack in stacks {
                for (index, candidate) in stack.enumerated() where candidate == screen {
                    options.append(Removal(layers: layersAbove, screens: stack.count - 1 - index))
                }
            }
        }
        return options.min()
    }
}

/// Random states and intents over a small pool of screens, so that repeats are common.
enum Generator {
    static let pool: [Screen] = [
        Screen("a"), Screen("b"), Screen("user", ["id": "1"]), Screen("user", ["id": "2"]), Screen("c"),
    ]
    static let tabIDs = ["one", "two", "three"]

    static func screen(_ random: inout SeededGenerator) -> Screen {
        pool[Int.random(in: 0..<pool.count, using: &random)]
    }

    static func stack(_ random: inout SeededGenerator, max: Int = 4) -> [Screen] {
        (0..<Int.random(in: 1...max, using: &random)).map { _ in screen(&random) }
    }

    static func container(_ random: inout SeededGenerator, tabs: Bool) -> NavigationContainer {
        switch Int.random(in: 0..<(tabs ? 4 : 2), using: &random) {
        case 0:
            return .screen(screen(&random))
        case 1:
            return .stack(stack(&random))
        case 2:
            return .split(split(&random))
        default:
            let count = Int.random(in: 1...tabIDs.count, using: &random)
            let tabs = tabIDs.prefix(count).map { Tab($0, stack(&random)) }
            return .tabs(tabs, selected: tabs[Int.random(in: 0..<count, using: &random)].id)
        }
    }

    static let splitItems = ["albums", "recents"]

    /// A split view of two or three columns, an item selected or not, the detail often empty.
    static func split(_ random: inout SeededGenerator) -> SplitView {
        let selection = Bool.random(using: &random) ? splitItems.randomElement(using: &random) : nil
        let content =
            Bool.random(using: &random) ? stack(&random, max: 2).dropLast(Int.random(in: 0...1, using: &random)) : nil
        let detail = Bool.random(using: &random) ? stack(&random) : []
        return SplitView(
            sidebar: stack(&random, max: 2), items: splitItems, selection: selection, content: content.map(Array.init),
            detail: detail)
    }

    /// An intent that lands in a column of a split view, with an item or none, now and then one
    /// the split lacks.
    static func columnIntent(_ random: inout SeededGenerator) -> NavigationIntent {
        let column = SplitView.Column.allCases.randomElement(using: &random) ?? .detail
        let item = Bool.random(using: &random) ? (splitItems + ["trash"]).randomElement(using: &random) : nil
        return NavigationIntent(
            screen(&random), backStack: (0..<Int.random(in: 0...2, using: &random)).map { _ in screen(&random) },
            placement: .column(column, selecting: item), animated: Bool.random(using: &random),
            resetToRoot: Int.random(in: 0..<5, using: &random) == 0,
            updateInPlace: Int.random(in: 0..<6, using: &random) == 0)
    }

    static func state(_ random: inout SeededGenerator) -> NavigationState {
        let root = container(&random, tabs: true)
        let layers = (0..<Int.random(in: 0...3, using: &random)).map { _ in
            PresentedLayer(
                container(&random, tabs: Int.random(in: 0..<8, using: &random) == 0),
                style: Bool.random(using: &random) ? .formSheet : .automatic)
        }
        return NavigationState(root: root, layers: layers)
    }

    static func intent(_ random: inout SeededGenerator, in state: NavigationState) -> NavigationIntent {
        let presentation: Presentation
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 1: presentation = .automatic
        case 2, 3: presentation = .push
        case 4: presentation = .modal(.formSheet, embedInStack: Bool.random(using: &random))
        case 5: presentation = .root
        case 6: presentation = .tab((tabIDs + ["missing"])[Int.random(in: 0...tabIDs.count, using: &random)])
        default: presentation = .custom("drawer")
        }
        let backStack = (0..<Int.random(in: 0...2, using: &random)).map { _ in screen(&random) }
        return NavigationIntent(
            screen(&random),
            backStack: backStack,
            presentation: presentation,
            animated: Bool.random(using: &random),
            resetToRoot: Int.random(in: 0..<5, using: &random) == 0,
            updateInPlace: Int.random(in: 0..<6, using: &random) == 0)
    }
}
