#if !canImport(UIKit)
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointUIKit

/// The app test the UIKit article shows: a scene connected as the system would, the app's own
/// scene delegate launching into it, links opened through the delegate, and what UIKit shows
/// read back. It runs on Linux against the stand-in.
@MainActor
@Suite("PhotoFeed's navigation, tested as an app tests its own", .serialized)
struct PhotoFeedNavigationTests {
    /// Connects a scene as the system does, and launches the app's scene delegate into it.
    func launchedApp() async throws -> (PhotoFeedSceneDelegate, UIKitHost) {
        let delegate = PhotoFeedSceneDelegate()
        delegate.connect(to: UIApplication.shared.simulateConnectingScene())
        await delegate.launch?.value
        let host = try #require(delegate.host, "the app did not start: \(String(describing: delegate.launchError))")
        return (delegate, host)
    }

    @Test func aNotificationOpensCommentsOnTheFeedTab() async throws {
        try await StandIn.exclusively {
            await StandIn.reset()
            PhotoFeedFactory.registerStoryboard()
            let (delegate, host) = try await launchedApp()
            delegate.open(notification: ["aps": ["urn": "comments:7"]], id: "tap-1")
            await delegate.navigator?.settled()
            #expect(host.state.root.selectedTab == "feed")
            #expect(host.state.topScreen == Screen("comments", ["mediaId": "7"]))
            #expect(StandIn.log.isEmpty, "UIKit would have complained: \(StandIn.log)")
        }
    }
}

#endif
