import Foundation
import Testing
import WaypointNavigation

/// A window's state travels in its scene's activity and comes back as it was; anything else
/// gives a typed error.
@Suite("Scene activities")
struct SceneActivityTests {
    static let states: [NavigationState] = [
        NavigationState(root: .screen(Screen("home"))),
        NavigationState(
            root: .tabs(
                [Tab("feed", [Screen("feed"), Screen("user", ["userId": "42"])]), Tab("profile")], selected: "feed")),
        NavigationState(
            root: .stack([Screen("feed")]),
            layers: [PresentedLayer(.stack([Screen("share", ["mediaId": "1"])]), style: .popover, hasCloseButton: true)]
        ),
    ]

    /// What an `NSUserActivity` keeps of the activity: each field copied through a
    /// property-list round trip, as the system stores it with the scene's session.
    static func storedAndRead(_ activity: SceneActivity) throws -> SceneActivity {
        let data = try PropertyListSerialization.data(
            fromPropertyList: activity.userInfo, format: .binary, options: 0)
        let info = try #require(
            try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        return SceneActivity(
            activityType: activity.activityType, webpageURL: activity.webpageURL,
            targetContentIdentifier: activity.targetContentIdentifier, userInfo: info)
    }

    @Test("A state saved in an activity reads back the same", arguments: states)
    func roundTrip(_ state: NavigationState) throws {
        let activity = try SceneActivity(activityType: "com.example.browsing", state: state, link: "photofeed://feed")
        let read = try Self.storedAndRead(activity)
        #expect(try read.savedState() == state)
        #expect(read.link == "photofeed://feed")
        #expect(read.targetContentIdentifier == "photofeed://feed")
    }

    @Test("A state saved with another version is refused, naming both versions")
    func otherVersion() throws {
        let activity = try SceneActivity(activityType: "t", state: Self.states[1], link: nil, version: 1)
        #expect(throws: RestorationError.unsupportedVersion(found: 1, expected: 2)) {
            try activity.savedState(version: 2)
        }
    }

    @Test(
        "Corrupt saved data is unreadable, never a crash",
        arguments: [
            [SceneActivity.stateKey: "{\"root\": ", SceneActivity.versionKey: "1"],
            [SceneActivity.stateKey: "{\"root\": {\"stack\": []}}", SceneActivity.versionKey: "1"],
            [SceneActivity.stateKey: "[1, 2]", SceneActivity.versionKey: "1"],
            [SceneActivity.stateKey: "{\"root\": {\"screen\": \"home\"}}"],
            [SceneActivity.stateKey: "{\"root\": {\"screen\": \"home\"}}", SceneActivity.versionKey: "one"],
        ])
    func garbage(_ userInfo: [String: String]) {
        let activity = SceneActivity(activityType: "t", userInfo: userInfo)
        do {
            _ = try activity.savedState()
            Issue.record("\(userInfo) read as a state")
        } catch {
            guard case .unreadable = error else {
                Issue.record("\(error)")
                return
            }
        }
    }

    @Test("An activity without a state (a browser's Handoff) carries none")
    func noState() throws {
        let activity = SceneActivity(
            activityType: "NSUserActivityTypeBrowsingWeb", webpageURL: URL(string: "https://example.com/a"))
        #expect(try activity.savedState() == nil)
        #expect(activity.link == nil)
    }
}
