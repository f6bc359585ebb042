import Testing
import WaypointManifest
import WaypointNavigation

/// A route that declines the close button presents its stack without one, from the generated
/// navigator as from the loaded one.
@Suite("Close buttons from generated routes")
@MainActor
struct CloseButtonTests {
    @Test(arguments: [("shop://map/1.5/2.5", false), ("shop://search?q=shoes", true)])
    func theGeneratedNavigatorPresentsTheStackAsTheFileSays(link: String, closeButton: Bool) async throws {
        let fixture = try #require(Fixture.all.first { $0.fileName == "shop.routes.yaml" })
        let file = try fixture.load()
        // No stack on top: the map is a modal embedded in a stack, the search a push that
        // becomes one.
        let start = NavigationState(root: .screen(Screen("onboarding")))
        let loadedHost = HeadlessHost(start)
        let generatedHost = HeadlessHost(start)
        let loaded = try fixture.loaded(file, host: loadedHost, recorder: Recorder())
        let generated = try fixture.generated(generatedHost, Recorder())
        _ = try await loaded.ready()
        _ = try await generated.ready()
        let expected = await loaded.open(link)
        let got = await generated.open(link)
        #expect("\(got)" == "\(expected)")
        #expect(generatedHost.state == loadedHost.state)
        #expect(generatedHost.state.layers.count == 1)
        #expect(generatedHost.state.layers.last?.hasCloseButton == closeButton)
    }
}
