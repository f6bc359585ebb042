import PhotoFeedSwiftUI
import Testing
import WaypointNavigation

/// PhotoFeed's windows: a navigation per window scene, an app-wide sign-in, and the window that
/// opens a link reaching the app rather than a scene.
@Suite("PhotoFeed windows")
@MainActor
struct PhotoFeedScenesTests {
    @Test
    func aLinkOpenedInOneWindowLeavesTheOtherAsItWas() async throws {
        let scenes = PhotoFeedScenes(transitionTimeout: .zero)
        let left = try scenes.makeNavigation()
        let right = try scenes.makeNavigation()
        #expect(left.model !== right.model)
        #expect(left.navigator !== right.navigator)
        try await left.navigator.ready()
        try await right.navigator.ready()

        #expect(await left.navigator.open("user:42").isNavigated)
        #expect(await right.navigator.open("share:7").isNavigated)
        #expect(left.model.state.topScreen == Screen("user", ["userId": "42"]))
        #expect(left.model.state.layers.isEmpty)
        #expect(right.model.state.topScreen == Screen("share", ["mediaId": "7"]))
        #expect(right.model.state.root == PhotoFeedNavigation.launchState.root)
    }

    @Test
    func aLogoutInAnyWindowSignsTheAppOut() async throws {
        let scenes = PhotoFeedScenes(transitionTimeout: .zero)
        let left = try scenes.makeNavigation()
        let right = try scenes.makeNavigation()
        try await right.navigator.ready()
        #expect(!scenes.loggedOut)
        _ = await right.navigator.open("logout")
        #expect(scenes.loggedOut && right.loggedOut && !left.loggedOut)
    }

    @Test
    func appLinksGoToTheWindowActiveLastThatIsStillOpen() throws {
        let scenes = PhotoFeedScenes(transitionTimeout: .zero)
        #expect(scenes.navigationForAppLinks == nil)
        var left: PhotoFeedNavigation? = try scenes.makeNavigation()
        let right = try scenes.makeNavigation()
        // A new window comes up in front.
        #expect(scenes.navigationForAppLinks === right)
        scenes.sceneDidBecomeActive(try #require(left))
        #expect(scenes.navigationForAppLinks === left)
        // The user closes the left window: its state goes with it.
        left = nil
        #expect(scenes.navigationForAppLinks === right)
    }
}
