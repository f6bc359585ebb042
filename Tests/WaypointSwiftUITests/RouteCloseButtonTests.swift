import Testing
import WaypointNavigation

@testable import WaypointSwiftUI

/// A route that declines the close button presents its stack on the model without one, so the
/// view draws none whatever the model's ``NavigationModel/drawsCloseButtons`` says.
@Suite("Close buttons chosen by the route")
@MainActor
struct RouteCloseButtonTests {
    @Test(arguments: [true, false], [true, false])
    func theModelDrawsACloseButtonOnlyWhenTheRouteAndTheModelBothAsk(route: Bool, model draws: Bool) async throws {
        let model = NavigationModel(Fixture.tabs(), transitionTimeout: .zero, drawsCloseButtons: draws)
        let navigator = Navigator(schemes: ["photofeed"], host: model)
        try navigator.register(
            "settings", .screen("settings", presentation: .modal(.pageSheet, embedInStack: true), closeButton: route))
        try await navigator.ready()
        guard case .navigated = await navigator.open("photofeed://settings") else {
            Issue.record("the link did not navigate")
            return
        }
        let layer = try #require(model.layers.last)
        #expect(layer.hasCloseButton == route)
        #expect(model.drawsCloseButton(on: layer) == (route && draws))
        #expect(
            model.state.layers == [
                PresentedLayer(.stack([Screen("settings")]), style: .pageSheet, hasCloseButton: route)
            ])
    }
}
