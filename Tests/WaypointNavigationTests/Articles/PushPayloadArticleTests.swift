import Testing
import WaypointNavigation

/// The code of "Push-notification payloads".
@Suite("Push-notification payloads")
@MainActor
struct PushPayloadArticleTests {
    @Test func payloadsOpenTheirLinks() async throws {
        let (navigator, host) = try await photoFeedNavigator()
        try navigator.register("likes:{mediaId}", .screen("likes"))

        // userNotificationCenter(_:didReceive:withCompletionHandler:)
        let payload: [AnyHashable: Any] = ["aps": ["alert": "Ana liked your photo", "urn": "likes:7"]]
        let outcome = await navigator.open(notification: payload)  // opens likes:7 from .notification

        guard case .navigated = outcome else {
            Issue.record("expected navigated, got \(outcome)")
            return
        }
        #expect(host.state.topScreen == Screen("likes", ["mediaId": "7"]))

        navigator.configuration.notificationKeys = NotificationKeys([["data", "deeplink"], ["aps", "urn"]])
        let custom = await navigator.open(notification: ["data": ["deeplink": "photofeed://user:7"]])

        guard case .navigated = custom else {
            Issue.record("expected navigated, got \(custom)")
            return
        }

        let unreadable = NotificationKeys().link(in: ["aps": ["urn": 42]])
        // .failure(.payloadLinkUnreadable(key: "aps.urn", found: "a number (42)"))

        #expect(unreadable == .failure(.payloadLinkUnreadable(key: "aps.urn", found: "a number (42)")))
    }
}
