import Foundation
import PhotoFeedSwiftUI
import Testing
import WaypointNavigation
import WaypointSwiftUI
import WaypointTesting

/// A SwiftUI window restores its place from its scene's saved activity before its waiting links
/// land, falls back to the launch state with a typed reason, and a link reaching the app goes to
/// the window already showing its screen.
@Suite("Restoring a SwiftUI window")
@MainActor
struct SceneRestorationTests {
    static let launch = NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed"))
    static let saved = NavigationState(
        root: .tabs(
            [Tab("feed"), Tab("profile", [Screen("profile"), Screen("user", ["userId": "7"])])], selected: "profile"))

    func window(tabs: [String]? = nil) throws -> (NavigationModel, Navigator) {
        let model = NavigationModel(Self.launch, transitionTimeout: .zero)
        var configuration = NavigatorConfiguration()
        configuration.tabs = tabs
        let navigator = Navigator(schemes: ["photofeed"], host: model, configuration: configuration)
        try navigator.register("user:{userId}", .screen("user"))
        try navigator.register("likes:{mediaId}", .screen("likes", presentation: .push))
        return (model, navigator)
    }

    /// The activity as `@SceneStorage` keeps it: JSON data, read back.
    func stored(_ activity: SceneActivity) throws -> SceneActivity {
        try JSONDecoder().decode(SceneActivity.self, from: JSONEncoder().encode(activity))
    }

    @Test("The saved place shows before ready(), and a waiting link lands on it")
    func restores() async throws {
        let (model, navigator) = try window()
        let waiting = await navigator.open("photofeed://likes:4")
        guard case .queued = waiting else {
            Issue.record("\(waiting)")
            return
        }
        let activity = try stored(SceneActivity(activityType: "t", state: Self.saved, link: nil))
        #expect(model.restore(from: activity, checkingWith: navigator) == .restored(Self.saved))
        try await navigator.ready()
        #expect(model.state.root.selectedTab == "profile")
        #expect(model.state.topScreen == Screen("likes", ["mediaId": "4"]))
    }

    @Test("A place saved with another version, or with a tab the app dropped, keeps the launch state")
    func fallsBack() throws {
        let (model, navigator) = try window(tabs: ["feed", "search"])
        let old = try SceneActivity(activityType: "t", state: Self.saved, link: nil, version: 1)
        #expect(
            model.restore(from: old, checkingWith: navigator, version: 2)
                == .fellBack(.unsupportedVersion(found: 1, expected: 2)))
        #expect(model.state == Self.launch)
        #expect(
            model.restore(from: old, checkingWith: navigator)
                == .fellBack(.unknownTabs(["profile"], available: ["feed", "search"])))
        #expect(model.state == Self.launch)
        #expect(model.restore(from: nil, checkingWith: navigator) == .nothingSaved)
    }

    @Test("Once the navigator is ready, the model is not restored")
    func tooLate() async throws {
        let (model, navigator) = try window()
        try await navigator.ready()
        let activity = try SceneActivity(activityType: "t", state: Self.saved, link: nil)
        #expect(model.restore(from: activity, checkingWith: navigator) == .failed(.alreadyReady))
        #expect(model.state == Self.launch)
    }

    @Test("A link reaching the app goes to the window showing its screen, else the one active last")
    func appLinkWindow() async throws {
        let scenes = PhotoFeedScenes(transitionTimeout: .zero)
        let showing = try scenes.makeNavigation()
        let front = try scenes.makeNavigation()
        try await showing.navigator.ready()
        try await front.navigator.ready()
        _ = await showing.navigator.open("photofeed://user:42")
        #expect(scenes.navigation(for: "photofeed://user:42") === showing)
        #expect(scenes.navigation(for: "photofeed://user:9") === front)
        #expect(scenes.navigation(for: "photofeed://user:42", chooser: .foreground) === front)
    }

    @Test("PhotoFeed's window activity carries the link the window shows")
    func photoFeedActivity() async throws {
        let navigation = try PhotoFeedScenes(transitionTimeout: .zero).makeNavigation()
        try await navigation.navigator.ready()
        _ = await navigation.navigator.open("photofeed://user:42")
        let activity = try navigation.navigator.sceneActivity(
            activityType: PhotoFeedScenes.activityType, webHost: PhotoFeedScenes.webHost)
        #expect(activity.link == "photofeed://user:42")
        #expect(try stored(activity).savedState() == navigation.model.state)
    }
}

/// The SwiftUI article's multi-window blocks that are not view code are code of these tests.
@Suite("The SwiftUI article's window blocks are compiled")
struct SceneArticleBlockTests {
    @Test
    func windowBlocksAreThisSuitesCode() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let article = root.appendingPathComponent(
            "Sources/WaypointSwiftUI/WaypointSwiftUI.docc/UsingWaypointWithSwiftUI.md")
        let blocks = try MarkdownCodeBlocks.blocks("swift", in: article).filter {
            $0.contains("scenes.navigation(for:") || $0.contains("checkingWith:")
        }
        #expect(blocks.count == 2)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        for block in blocks {
            #expect(MarkdownCodeBlocks.source(source, holds: block), "not this suite's code:\n\(block)")
        }
    }
}

/// PhotoFeed's SwiftUI window restores what scene storage kept, and says why when it cannot.
@Suite("Restoring a PhotoFeed SwiftUI window")
@MainActor
struct PhotoFeedRestorationTests {
    @Test("Saved data that does not read keeps the launch state and says it is unreadable")
    func unreadable() throws {
        let navigation = try PhotoFeedScenes(transitionTimeout: .zero).makeNavigation()
        guard case .fellBack(.unreadable) = navigation.restore(from: Data("{\"root\":".utf8)) else {
            Issue.record("truncated data was not reported unreadable")
            return
        }
        #expect(navigation.model.state == PhotoFeedNavigation.launchState)
        #expect(navigation.restore(from: nil) == .nothingSaved)
    }

    @Test("A saved state comes back as it was")
    func restored() async throws {
        let first = try PhotoFeedScenes(transitionTimeout: .zero).makeNavigation()
        try await first.navigator.ready()
        _ = await first.navigator.open("photofeed://user:42")
        let second = try PhotoFeedScenes(transitionTimeout: .zero).makeNavigation()
        #expect(second.restore(from: first.savedState()) == .restored(first.model.state))
        #expect(second.model.state == first.model.state)
    }
}
