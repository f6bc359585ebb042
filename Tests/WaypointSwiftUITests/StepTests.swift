import Testing
import WaypointNavigation

@testable import WaypointSwiftUI

/// Every step lands on the model exactly as `NavigationState.applying(_:)` says, and a step that
/// does not fit throws the same typed error and changes nothing.
@Suite("Steps")
@MainActor
struct StepTests {
    nonisolated static let withSheet = Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))])
    nonisolated static let withScreen = Fixture.tabs(layers: [
        PresentedLayer(.screen(Screen("compose")), style: .fullScreen)
    ])
    nonisolated static let emptyStack = NavigationState(root: .stack([]))

    nonisolated static let cases: [(NavigationState, NavigationStep.Transition)] = [
        (Fixture.tabs(), .push(Fixture.user("1"))),
        (withSheet, .push(Fixture.user("1"))),
        (withSheet, .dismiss(toLayer: 0)),
        (withSheet, .dismiss(toLayer: 1)),
        (Fixture.tabs(feed: [Screen("feed"), Fixture.user("1")]), .popTo(index: 0)),
        (Fixture.tabs(), .popTo(index: 0)),
        (Fixture.tabs(), .selectTab("menu")),
        (Fixture.tabs(), .update(Screen("feed", ["sort": "new"]))),
        (withScreen, .update(Screen("compose", ["draft": "1"]))),
        (NavigationState(root: .screen(Screen("splash"))), .update(Screen("splash", ["step": "2"]))),
        (emptyStack, .push(Screen("home"))),
        (withSheet, .setRoot(.stack([Screen("login")]))),
        (Fixture.tabs(), .present(PresentedLayer(.tabs([Tab("a"), Tab("b")], selected: "b")))),
        // Steps that do not fit.
        (withSheet, .dismiss(toLayer: 2)),
        (withSheet, .dismiss(toLayer: -1)),
        (withSheet, .selectTab("feed")),
        (Fixture.tabs(), .selectTab("nowhere")),
        (Fixture.tabs(), .popTo(index: 1)),
        (Fixture.tabs(), .popTo(index: -1)),
        (withScreen, .push(Fixture.user("1"))),
        (withScreen, .popTo(index: 0)),
        (emptyStack, .update(Screen("home"))),
        (NavigationState(root: .tabs([Tab("a")], selected: "gone")), .push(Screen("x"))),
    ]

    @Test(arguments: cases)
    func theModelReachesWhatTheValueSays(state: NavigationState, transition: NavigationStep.Transition) async {
        let step = NavigationStep(transition)
        let model = NavigationModel(state, transitionTimeout: .zero)
        let expected = Result(catching: { () throws(NavigationError) -> NavigationState in try state.applying(step) })
        let applied: Result<Void, NavigationError>
        do {
            try await model.apply(step)
            applied = .success(())
        } catch {
            applied = .failure(error)
        }
        switch (expected, applied) {
        case (.success(let value), .success):
            #expect(model.state == value)
        case (.failure(let error), .failure(let thrown)):
            #expect(thrown == error)
            #expect(model.state == state)
        default:
            Issue.record("\(step) on\n\(state)\nexpected \(expected), the model gave \(applied)")
        }
    }
}
