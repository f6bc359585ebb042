import Testing
import WaypointNavigation

@Suite("HeadlessHost")
@MainActor
struct HeadlessHostTests {
    @Test func appliesStepsInOrderAndRemembersThem() async throws {
        let host = HeadlessHost(NavigationState(root: .stack([Fixture.feed])))
        try await host.apply(NavigationStep(.push(Fixture.user("1"))))
        try await host.apply(NavigationStep(.present(PresentedLayer(.screen(Fixture.login)))))
        #expect(host.state.topScreen == Fixture.login)
        #expect(
            host.appliedSteps.map(\.transition) == [
                .push(Fixture.user("1")), .present(PresentedLayer(.screen(Fixture.login))),
            ])
    }

    @Test func refusesAStepThatDoesNotFitAndKeepsItsState() async {
        let state = Fixture.photoFeed()
        let host = HeadlessHost(state)
        await #expect(throws: NavigationError.self) {
            try await host.apply(NavigationStep(.dismiss(toLayer: 2)))
        }
        #expect(host.state == state)
        #expect(host.appliedSteps.isEmpty)
    }
}
