import Foundation
import PhotoFeedSwiftUI
import Testing
import WaypointNavigation
import WaypointSwiftUI

/// A URL that launches the app arrives before the window's first view has appeared: before any
/// view draws the model, before the saved state is restored and before `ready()`. It must still
/// reach the navigator and land once the window is ready.
@Suite("Cold launch")
@MainActor
struct ColdLaunchTests {
    static let savedState = NavigationState(
        root: .tabs(
            [Tab("feed"), Tab("profile", [Screen("profile"), Screen("following")]), Tab("menu")], selected: "profile"))

    @Test(arguments: [
        ("photofeed://user:42", Screen("user", ["userId": "42"])),
        ("https://photofeed.example.com/media/7/comments", Screen("comments", ["mediaId": "7"])),
    ])
    func aURLDeliveredBeforeTheRootViewAppearsLandsOnceTheWindowIsReady(link: String, screen: Screen) async throws {
        let url = try #require(URL(string: link))
        // `onOpenURL` on the window's first view: the window makes its navigation and hands the
        // URL over; no view draws the model yet (it has no layer change performer).
        let navigation = try PhotoFeedScenes(transitionTimeout: .zero).makeNavigation()
        #expect(navigation.model.layerChangePerformer == nil)
        let opened = await navigation.navigator.open(openedURL: url)
        guard case .queued = opened else {
            Issue.record("opened before ready(), the link should wait: \(opened)")
            return
        }
        #expect(navigation.model.state == PhotoFeedNavigation.launchState)

        // The root view's `task`: restore the window's saved state, then ready().
        navigation.restore(from: try JSONEncoder().encode(Self.savedState))
        let delivered = try await navigation.navigator.ready()
        #expect(delivered.count == 1)
        #expect(delivered.first?.isNavigated == true)
        #expect(await opened.settled.isNavigated)
        #expect(navigation.model.state.topScreen == screen)
    }
}
