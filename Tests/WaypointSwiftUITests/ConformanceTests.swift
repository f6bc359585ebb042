import Testing
import WaypointNavigation
import WaypointTesting

@testable import WaypointSwiftUI

/// The host-conformance harness every host shares (`WaypointTesting.HostConformance`): the
/// same random links through a navigator over the model, drawn by a simulated view that reports
/// every presentation and dismissal, and one over a `HeadlessHost`; after each link the outcomes,
/// the states and every step's result are equal.
@Suite("SwiftUI model: shared host conformance")
@MainActor
struct ConformanceTests {
    static let links = RandomLinks(
        templates: SoakRoutes.links.map { $0.replacingOccurrences(of: ":1", with: ":{}") },
        values: ["1", "2", "3"],
        sources: [.inApp, .inApp, .universalLink, .notification, .customScheme(sendingApp: nil)])

    @Test("Random links leave the model where they leave the headless host", .timeLimit(.minutes(2)))
    func randomLinksAgree() async throws {
        var simulator: ViewSimulator?
        let harness = try await HostConformance.start(
            showing: SoakRoutes.launchState,
            makeHost: { state in
                let model = NavigationModel(state, transitionTimeout: Fixture.patient)
                simulator = ViewSimulator(model, seed: 0xC0FE, maxLateness: 2)
                return model
            },
            makeNavigator: { host in
                let navigator = Navigator(schemes: ["photofeed"], hosts: ["photofeed.example.com"], host: host)
                try SoakRoutes.register(on: navigator)
                return navigator
            })
        let tally = try await harness.soak(count: 3_000, links: Self.links, seed: 0x5A1F)
        #expect(harness.linksChecked == 3_000)
        #expect(simulator?.violations.isEmpty == true, "\(simulator?.violations.prefix(3) ?? [])")
        // Each kind of change must really have happened, or the soak proves little.
        #expect((tally["navigated"] ?? 0) > 1_000)
        #expect(harness.checkedHost.stepsApplied > 3_000)
    }

    @Test("The split-view cases of the harness pass on the model", .timeLimit(.minutes(2)))
    func splitCasesPass() async throws {
        var simulators: [ViewSimulator] = []
        let checked = try await SplitConformance.check(randomCount: 300) { state in
            let model = NavigationModel(state, transitionTimeout: Fixture.patient)
            simulators.append(ViewSimulator(model, seed: 0x5B1, maxLateness: 2))
            return model
        }
        #expect(checked == SplitConformance.launchStates.count * (SplitConformance.links.count + 300))
        for simulator in simulators {
            #expect(simulator.violations.isEmpty, "\(simulator.violations.prefix(3))")
        }
    }
}
