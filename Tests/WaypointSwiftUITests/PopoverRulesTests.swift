import Testing
import WaypointNavigation
import WaypointTesting

@testable import WaypointSwiftUI

/// The planner's popover rules on the model, drawn by a simulated view and checked against a
/// headless host: one popover at a time, dismissed before anything else changes.
@Suite("SwiftUI model: popovers")
@MainActor
struct PopoverRulesTests {
    /// The soak's routes on the model with the share popover of post 1 open.
    func sharePopoverOpen() async throws -> (HostConformance, NavigationModel, ViewSimulator) {
        var made: (NavigationModel, ViewSimulator)?
        let harness = try await HostConformance.start(
            showing: SoakRoutes.launchState,
            makeHost: { state in
                let model = NavigationModel(state, transitionTimeout: Fixture.patient)
                made = (model, ViewSimulator(model, seed: 0x9A, maxLateness: 1))
                return model
            },
            makeNavigator: { host in
                let navigator = Navigator(schemes: ["photofeed"], hosts: ["photofeed.example.com"], host: host)
                try SoakRoutes.register(on: navigator)
                return navigator
            })
        let (model, simulator) = try #require(made)
        try await harness.open("share:1")
        #expect(model.state.layers.map(\.style) == [.popover])
        return (harness, model, simulator)
    }

    @Test(
        "With a popover showing, a link dismisses it first, or is already showing for the popover's own screen",
        arguments: [
            ("comments:2", [ModalStyle]()), ("settings", [.pageSheet]), ("share:2", [.popover]),
            ("share:1", [.popover]), ("me", []),
        ])
    func popoverRules(link: String, styles: [ModalStyle]) async throws {
        let (harness, model, simulator) = try await sharePopoverOpen()
        let outcome = try await harness.open(link)
        if link == "share:1" {
            #expect(outcome == .alreadyShowing)
        } else {
            guard case .navigated(let plan) = outcome else {
                Issue.record("\(outcome)")
                return
            }
            #expect(plan.transitions.first == .dismiss(toLayer: 0))
        }
        #expect(model.state.layers.map(\.style) == styles)
        #expect(simulator.violations.isEmpty, "\(simulator.violations)")
    }
}
