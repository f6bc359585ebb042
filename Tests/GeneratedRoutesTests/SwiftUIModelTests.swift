import Testing
import WaypointNavigation
import WaypointSwiftUI

/// A SwiftUI app's navigation from its route file: the navigator the build plugin's code makes,
/// over the model `NavigationRoot` draws. The SwiftUI article prints the first lines as they
/// are here.
@Suite("Generated navigator over the SwiftUI model")
@MainActor
struct SwiftUIModelTests {
    @Test func theGeneratedNavigatorDrivesTheModel() async throws {
        let app = ArticleApp()
        let model = NavigationModel(AppRoutes.initialState)
        let navigator = try AppRoutes.makeNavigator(host: model, actions: app, guards: app)
        try await navigator.ready()
        guard case .navigated = await navigator.open("photofeed://user:42") else {
            Issue.record("user:42 should open the user's profile")
            return
        }
        #expect(model.state.topScreen == Screen(AppRoutes.Screens.userProfile, ["userId": "42"]))
    }
}
