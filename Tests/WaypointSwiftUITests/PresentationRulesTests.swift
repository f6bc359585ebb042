import Foundation
import Testing
import WaypointNavigation

@testable import WaypointSwiftUI

/// SwiftUI's presentation rules, kept by the model: one presentation change per update, each
/// waiting for the view's report (or the time-out); pushes of one plan in one update; steps
/// applied meanwhile run after, in order.
@Suite("Presentation rules")
@MainActor
struct PresentationRulesTests {
    @Test
    func aPresentationAfterADismissalWaitsForTheDismissalReport() async throws {
        let model = NavigationModel(
            Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))]), transitionTimeout: Fixture.patient)
        let task = Task {
            try await model.apply(NavigationStep(.dismiss(toLayer: 0)))
            try await model.apply(NavigationStep(.present(Fixture.sheet(Screen("help")))))
        }
        await yield()
        #expect(model.layers.isEmpty)
        // A report for another depth than the one dismissed does not end the wait.
        model.viewDidFinishDismissal(at: 5)
        #expect(model.transition != nil)
        model.viewDidFinishDismissal(at: 0)
        await yield()
        let presented = try #require(model.layers.first)
        #expect(model.layers.count == 1)
        // The presentation waits for its own report before the plan ends.
        model.viewDidPresent(NavigationModel.Layer(Fixture.sheet(Screen("other"))))
        #expect(model.transition != nil)
        model.viewDidPresent(presented)
        try await task.value
        #expect(model.timedOutTransitions == 0)
        #expect(model.state == Fixture.tabs(layers: [Fixture.sheet(Screen("help"))]))
    }

    @Test
    func aPushAfterADismissalWaitsForTheDismissalReport() async throws {
        let model = NavigationModel(
            Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))]), transitionTimeout: Fixture.patient)
        let task = Task {
            try await model.apply(NavigationStep(.dismiss(toLayer: 0)))
            try await model.apply(NavigationStep(.push(Fixture.user("1"))))
        }
        await yield()
        #expect(model.rootStack("feed")?.path == [])
        model.viewDidFinishDismissal(at: 0)
        try await task.value
        #expect(model.rootStack("feed")?.path == [Fixture.user("1")])
    }

    @Test(.timeLimit(.minutes(1)))
    func aViewThatNeverReportsCostsTheTimeOutNotAHang() async throws {
        let model = NavigationModel(
            Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))]), transitionTimeout: .milliseconds(30))
        let started = ContinuousClock.now
        try await model.apply(NavigationStep(.dismiss(toLayer: 0)))
        try await model.apply(NavigationStep(.present(Fixture.sheet(Screen("help")))))
        let waited = ContinuousClock.now - started
        #expect(model.timedOutTransitions == 2)
        // However busy the main actor, the wait ends: the test's time limit says it never hangs.
        #expect(waited >= .milliseconds(60))
        #expect(model.state.layers.count == 1)
    }

    @Test
    func aLinkStillArrivesWhenTheViewNeverReports() async throws {
        let model = NavigationModel(
            Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))]), transitionTimeout: .milliseconds(20))
        let simulator = ViewSimulator(model)
        simulator.reports = false
        let navigator = Navigator(schemes: ["photofeed"], host: model)
        try navigator.register("compose", .screen("compose", presentation: .modal(.fullScreen)))
        try navigator.register("feed", .screen("feed", presentation: .tab("feed")))
        try await navigator.ready()

        #expect(await navigator.open("feed").isNavigated)
        #expect(await navigator.open("compose").isNavigated)
        #expect(model.timedOutTransitions == 2)
        #expect(model.state.topScreen == Screen("compose"))
    }

    @Test
    func anyLayerOfADismissalMayReportIt() async throws {
        let state = Fixture.tabs(layers: [Fixture.sheet(Screen("settings")), Fixture.sheet(Screen("help"))])
        let model = NavigationModel(state, transitionTimeout: Fixture.patient)
        let task = Task { try await model.apply(NavigationStep(.dismiss(toLayer: 0))) }
        await yield()
        // The upper sheet's `onDismiss` ends the dismissal both sheets left in.
        model.viewDidFinishDismissal(at: 1)
        try await task.value
        #expect(model.transition == nil && model.timedOutTransitions == 0)
    }

    @Test
    func aZeroTimeOutNeverWaits() async throws {
        let model = NavigationModel(Fixture.tabs(), transitionTimeout: .zero)
        try await model.apply(NavigationStep(.present(Fixture.sheet(Screen("help")))))
        try await model.apply(NavigationStep(.dismiss(toLayer: 0)))
        #expect(model.transition == nil && model.timedOutTransitions == 0)
    }

    @Test
    func aPlanThatDismissesAndPresentsReachesTheViewInSeparateUpdates() async throws {
        let model = NavigationModel(
            Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))]), transitionTimeout: Fixture.patient)
        let simulator = ViewSimulator(model, maxLateness: 2)
        let navigator = Navigator(schemes: ["photofeed"], host: model)
        try navigator.register("compose", .screen("compose", presentation: .modal(.fullScreen)))
        try navigator.register("feed", .screen("feed", presentation: .tab("feed")))
        try await navigator.ready()

        // Settings are on top: going to the feed dismisses them, then compose presents a cover.
        _ = await navigator.open("feed")
        _ = await navigator.open("compose")
        await yield(50)
        #expect(simulator.violations.isEmpty, "\(simulator.violations)")
        let layerCounts = simulator.frames.map(\.layers.count)
        #expect(layerCounts.first == 1 && layerCounts.last == 1)
        #expect(layerCounts.contains(0))
        #expect(model.state.layers.first?.style == .fullScreen)
        #expect(model.timedOutTransitions == 0)
    }

    @Test
    func theSimulatorCatchesAModelThatBreaksTheRule() async throws {
        // Restoring changes the layers with no waiting: dismissal and presentation in one update.
        let model = NavigationModel(
            Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))]), transitionTimeout: Fixture.patient)
        let simulator = ViewSimulator(model)
        model.restore(Fixture.tabs(layers: [Fixture.sheet(Screen("help"))]))
        await yield()
        #expect(!simulator.violations.isEmpty)
    }

    @Test
    func thePushesOfOnePlanLandInOneUpdate() async throws {
        let model = NavigationModel(Fixture.tabs(), transitionTimeout: Fixture.patient)
        let simulator = ViewSimulator(model)
        let navigator = Navigator(schemes: ["photofeed"], host: model)
        try navigator.register(
            "likes:{mediaId}", .screen("likes", presentation: .push, backStack: [Screen("media"), Screen("stats")]))
        try await navigator.ready()

        let outcome = await navigator.open("likes:7")
        guard case .navigated(let plan) = outcome else {
            Issue.record("likes:7 ended as \(outcome)")
            return
        }
        #expect(plan.steps.count == 3)
        await yield()
        // Two frames: the launch state and the stack with all three screens; none in between.
        #expect(simulator.frames.map { $0.root.activeStack?.count } == [1, 4])
        #expect(simulator.violations.isEmpty)
    }

    @Test
    func aSetRootOverLayersDismissesThemInAnUpdateOfItsOwn() async throws {
        let model = NavigationModel(
            Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))]), transitionTimeout: Fixture.patient)
        let simulator = ViewSimulator(model)
        try await model.apply(NavigationStep(.setRoot(.stack([Screen("login")]))))
        await yield()
        #expect(model.state == NavigationState(root: .stack([Screen("login")])))
        #expect(simulator.frames.count == 3)
        #expect(simulator.frames[1].layers.isEmpty && simulator.frames[1].root == Fixture.tabs().root)
        #expect(simulator.violations.isEmpty)
    }

    @Test
    func stepsAppliedWhileOneWaitsRunAfterItInOrder() async throws {
        let model = NavigationModel(Fixture.tabs(), transitionTimeout: Fixture.patient)
        var finished: [String] = []
        let first = Task {
            try await model.apply(NavigationStep(.present(Fixture.sheet(Screen("settings")))))
            finished.append("present")
        }
        await yield()
        let second = Task {
            try await model.apply(NavigationStep(.push(Screen("privacy"))))
            finished.append("push")
        }
        let third = Task {
            try await model.apply(NavigationStep(.push(Screen("cookies"))))
            finished.append("push 2")
        }
        await yield()
        // The pushes wait for the presentation: nothing went onto the sheet or the feed yet.
        #expect(finished.isEmpty)
        #expect(model.state.topScreen == Screen("settings"))
        let sheet = try #require(model.layers.first)
        model.viewDidPresent(sheet)
        try await first.value
        try await second.value
        try await third.value
        #expect(finished == ["present", "push", "push 2"])
        #expect(
            model.state.layers.first?.container == .stack([Screen("settings"), Screen("privacy"), Screen("cookies")]))
    }

    @Test
    func aLinkOpenedWhileALinkWaitsForTheViewIsQueuedBehindIt() async throws {
        let model = NavigationModel(Fixture.tabs(), transitionTimeout: Fixture.patient)
        let navigator = Navigator(schemes: ["photofeed"], host: model)
        try navigator.register("settings", .screen("settings", presentation: .modal(.pageSheet, embedInStack: true)))
        try navigator.register("privacy", .screen("privacy", presentation: .push))
        try await navigator.ready()
        var ended: [String] = []
        navigator.onEvent = { event in
            if case .ended = event.stage { ended.append(event.link) }
        }
        let first = Task { await navigator.open("settings") }
        await yield()
        let second = Task { await navigator.open("privacy") }
        await yield()
        #expect(ended.isEmpty)
        let sheet = try #require(model.layers.first)
        model.viewDidPresent(sheet)
        _ = await first.value
        let outcome = await second.value
        #expect(ended == ["settings", "privacy"])
        #expect(outcome.isNavigated)
        // The push planned after the sheet was up, so it went onto the sheet's stack.
        #expect(model.state.layers.first?.container == .stack([Screen("settings"), Screen("privacy")]))
    }
}

extension LinkOutcome {
    var isNavigated: Bool {
        if case .navigated = self { return true }
        return false
    }
}
