import Testing
import WaypointNavigation
import WaypointTesting

@testable import WaypointSwiftUI

/// The settle rule on the SwiftUI model: before a link is planned, and in `Navigator.settled()`,
/// the model waits for what it can see moving — a dismissal the user made that SwiftUI has yet to
/// report, a step another caller is applying — and links that arrive during a gesture SwiftUI has
/// not reported end as the headless host, told of the gesture when it ends, ends them.
@Suite("SwiftUI model: settling")
@MainActor
struct SettleTests {
    /// A model drawn by a simulated view whose reports come late, with its navigator.
    func scene(_ state: NavigationState, seed: UInt64 = 7) throws -> (NavigationModel, ViewSimulator, Navigator) {
        let model = NavigationModel(state, transitionTimeout: Fixture.patient)
        let simulator = ViewSimulator(model, seed: seed, maxLateness: 4)
        simulator.animationDuration = .milliseconds(5)
        let navigator = Navigator(schemes: ["photofeed"], host: model)
        try SoakRoutes.register(on: navigator)
        return (model, simulator, navigator)
    }

    @Test func settledWaitsUntilTheViewReportsASheetTheUserSwipedAway() async throws {
        let (model, simulator, navigator) = try scene(Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))]))
        _ = try await navigator.ready()
        let drag = try #require(simulator.beginSheetDrag())
        await drag.finish()
        // The sheet left the model with the write-back; SwiftUI's onDismiss is still to come.
        #expect(model.layers.isEmpty)
        #expect(model.transition != nil)
        await navigator.settled()
        #expect(model.transition == nil)
        #expect(model.timedOutTransitions == 0)
    }

    @Test func settledWaitsForAStepTheAppIsApplying() async throws {
        let (model, simulator, navigator) = try scene(Fixture.tabs())
        _ = try await navigator.ready()
        let sheet = Task { try await model.apply(NavigationStep(.present(Fixture.sheet(Screen("help"))))) }
        await Task.yield()
        #expect(model.isApplying)
        await navigator.settled()
        #expect(!model.isApplying)
        #expect(model.transition == nil)
        #expect(model.state.layers.count == 1)
        #expect(model.timedOutTransitions == 0)
        try await sheet.value
        withExtendedLifetime(simulator) {}
    }

    @Test func aLinkWaitsForAProgrammaticDismissalToBeReported() async throws {
        let (model, simulator, navigator) = try scene(Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))]))
        _ = try await navigator.ready()
        let dismissal = Task { try await model.apply(NavigationStep(.dismiss(toLayer: 0))) }
        await Task.yield()
        let outcome = await navigator.open("user:42").settled
        guard case .navigated(let plan) = outcome else {
            Issue.record("the link should open: \(outcome)")
            return
        }
        // Planned from what the dismissal leaves, the push lands in the feed tab.
        #expect(plan.steps.map(\.transition) == [.push(Fixture.user("42"))])
        #expect(model.state.topScreen == Fixture.user("42"))
        #expect(model.state.layers.isEmpty)
        #expect(model.timedOutTransitions == 0)
        try await dismissal.value
        withExtendedLifetime(simulator) {}
    }

    enum Gesture: String, CaseIterable {
        case backSwipe, sheetDrag
    }

    @Test(
        "a link during a gesture ends as the headless host ends it, told of the gesture when it ends",
        arguments: Gesture.allCases, [true, false])
    func linkDuringAGesture(_ gesture: Gesture, completes: Bool) async throws {
        let state = Fixture.tabs(
            feed: [Screen("feed"), Fixture.user("1")],
            layers: gesture == .sheetDrag ? [Fixture.sheet(Screen("help"))] : [])
        let (model, simulator, navigator) = try scene(state)
        let headless = HeadlessHost(state)
        let reference = Navigator(schemes: ["photofeed"], host: headless)
        try SoakRoutes.register(on: reference)
        _ = try await navigator.ready()
        _ = try await reference.ready()
        let held = try #require(gesture == .backSwipe ? simulator.beginBackSwipe() : simulator.beginSheetDrag())
        // SwiftUI says nothing while the finger moves: both plan from the state before it.
        let outcome = await navigator.open("comments:9").settled
        let expected = await reference.open("comments:9").settled
        #expect(outcome == expected)
        if completes {
            await held.finish()
            try await headless.apply(NavigationStep(held.step))
        } else {
            held.cancel()
        }
        await navigator.settled()
        #expect(model.state == headless.state)
        #expect(simulator.violations.isEmpty)
        #expect(model.timedOutTransitions == 0)
        // A link after the gesture is planned from what it left.
        let after = await navigator.open("user:5").settled
        #expect(after == (await reference.open("user:5").settled))
        #expect(model.state == headless.state)
    }

    @Test func aTappedTabWritesBackAndLinksPlanFromIt() async throws {
        let (model, simulator, navigator) = try scene(Fixture.tabs())
        _ = try await navigator.ready()
        #expect(await simulator.tapTab("profile"))
        await navigator.settled()
        _ = await navigator.open("user:3").settled
        #expect(model.state.root.selectedTab == "profile")
        #expect(model.state.topScreen == Fixture.user("3"))
    }

    @Test(.timeLimit(.minutes(1)))
    func settlingGivesUpOnAViewThatNeverReportsAtTheTimeOut() async throws {
        let model = NavigationModel(
            Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))]), transitionTimeout: .milliseconds(50))
        let sheet = try #require(model.layers.first)
        model.viewDidDismiss(sheet)
        await model.settle()
        #expect(model.transition == nil)
        #expect(model.timedOutTransitions == 1)
        #expect(model.state == Fixture.tabs())
    }

    @Test func settlingWaitsForEveryStepOthersAreApplyingInTheirOrder() async throws {
        let model = NavigationModel(
            Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))]), transitionTimeout: Fixture.patient)
        var done: [String] = []
        Task {
            try await model.apply(NavigationStep(.dismiss(toLayer: 0)))
            done.append("dismiss")
        }
        await yield(3)
        Task {
            try await model.apply(NavigationStep(.present(Fixture.sheet(Screen("help")))))
            done.append("present")
        }
        await yield(3)
        let settling = Task {
            await model.settle()
            done.append("settled")
        }
        await yield()
        #expect(done.isEmpty)
        model.viewDidFinishDismissal(at: 0)
        await yield()
        let help = try #require(model.layers.first)
        #expect(!done.contains("settled"))
        model.viewDidPresent(help)
        await settling.value
        #expect(done == ["dismiss", "present", "settled"])
    }
}
