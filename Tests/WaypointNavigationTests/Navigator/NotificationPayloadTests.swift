import Foundation
import Testing
import WaypointNavigation

/// Push payloads: where the link is found, and what the error says when it is not a link.
@Suite("Notification payloads")
@MainActor
struct NotificationPayloadTests {
    /// Payloads are not `Sendable`, so each test case is built from its number.
    nonisolated static func unreadable(_ index: Int) -> (payload: [String: Any], key: String, found: String) {
        let cases: [([String: Any], String, String)] = [
            (["aps": ["urn": 42]], "aps.urn", "a number (42)"),
            (["aps": ["urn": 4.5]], "aps.urn", "a number (4.5)"),
            (["aps": ["urn": true]], "aps.urn", "a boolean (true)"),
            (["aps": ["urn": NSNull()]], "aps.urn", "null"),
            (["aps": ["urn": ["id": "1"]]], "aps.urn", "a dictionary"),
            (["aps": ["urn": ["user:1"]]], "aps.urn", "an array"),
            (["aps": ["urn": ""]], "aps.urn", "an empty string"),
            (["url": 7], "url", "a number (7)"),
            (["link": ["href": "user:1"]], "link", "a dictionary"),
        ]
        return cases[index]
    }

    @Test(arguments: 0..<9)
    func aKeyThatHoldsNoLinkIsNamedWithWhatItHolds(index: Int) async throws {
        let (payload, key, found) = Self.unreadable(index)
        let app = try PhotoFeedApp()
        try await app.navigator.ready()
        let outcome = await app.navigator.open(notification: payload)
        #expect(outcome == .unmatched(.payloadLinkUnreadable(key: key, found: found)))
        #expect(outcome.description == "unmatched: the notification payload's \(key) is \(found), not a link")
        #expect(app.host.state == Fixture.photoFeed())
    }

    @Test func aLaterKeyWithALinkWinsOverAnEarlierOneThatHoldsNone() async throws {
        let app = try PhotoFeedApp()
        try await app.navigator.ready()
        let outcome = await app.navigator.open(notification: ["aps": ["urn": 42], "path": "likes:3"])
        guard case .navigated = outcome else {
            Issue.record("the path key's link should open, got \(outcome)")
            return
        }
        #expect(app.host.state.topScreen == Fixture.likes("3"))
    }

    @Test func aPayloadWithNoKeyAtAllSaysWhichKeysWereTried() async throws {
        let app = try PhotoFeedApp()
        try await app.navigator.ready()
        let outcome = await app.navigator.open(notification: ["aps": ["alert": "Hi"]] as [String: Any])
        #expect(outcome == .unmatched(.payloadHasNoLink(keys: ["aps.urn", "urn", "path", "url", "link"])))
    }

    /// `UNNotificationResponse` hands `userInfo` over as `[AnyHashable: Any]`, nested dictionaries
    /// included, and a link may come as a `URL`.
    nonisolated static func asHandedOver(_ index: Int) -> [AnyHashable: Any] {
        let cases: [[AnyHashable: Any]] = [
            ["aps": ["urn": "likes:8"] as [AnyHashable: Any]],
            ["aps": ["urn": URL(string: "photofeed://likes:8") as Any] as [AnyHashable: Any]],
            ["aps": NSDictionary(dictionary: ["urn": "likes:8"])],
            [AnyHashable("url"): URL(string: "photofeed://likes:8") as Any],
            [AnyHashable("link"): NSURL(string: "likes:8") as Any],
        ]
        return cases[index]
    }

    @Test(arguments: 0..<5)
    func payloadsAsIOSHandsThemOverOpen(index: Int) async throws {
        let payload = Self.asHandedOver(index)
        let app = try PhotoFeedApp()
        try await app.navigator.ready()
        let outcome = await app.navigator.open(notification: payload)
        guard case .navigated = outcome else {
            Issue.record("\(payload) should open likes:8, got \(outcome)")
            return
        }
        #expect(app.host.state.topScreen == Fixture.likes("8"))
    }

    @Test func keysThatAreNotStringsAreIgnored() throws {
        let payload: [AnyHashable: Any] = [AnyHashable(1): "user:1", "urn": "user:2"]
        #expect(try NotificationKeys().link(in: payload).get() == "user:2")
    }

    @Test func customKeyPathsAreTriedInOrder() throws {
        let keys = NotificationKeys([["data", "deeplink"], ["urn"]])
        let payload: [String: Any] = ["data": ["deeplink": "comments:1"], "urn": "user:1"]
        #expect(try keys.link(in: payload).get() == "comments:1")
        #expect(keys.link(in: [:] as [String: Any]) == .failure(.payloadHasNoLink(keys: ["data.deeplink", "urn"])))
    }
}
