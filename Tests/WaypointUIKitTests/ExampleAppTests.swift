#if !canImport(UIKit)
import Foundation
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointUIKit

extension WaypointUIKitTests {
    /// The PhotoFeed UIKit example, launched as iOS launches it, and the article that quotes it.
    @MainActor
    @Suite("PhotoFeed UIKit example")
    struct ExampleAppTests {
        init() async { await StandIn.reset() }

        /// Lets the delegate's tasks run until `done` holds, for at most a few hundred turns.
        func settle(until done: () -> Bool) async {
            for _ in 0..<200 where !done() {
                await Task.yield()
                await StandIn.transitionsFinished()
            }
        }

        @Test("Launching from a custom-scheme link and a notification shows the tabs, then both links")
        func coldStart() async throws {
            PhotoFeedFactory.registerStoryboard()
            let delegate = PhotoFeedSceneDelegate()
            delegate.log = { _ in }
            delegate.connect(to: UIApplication.shared.simulateConnectingScene())
            delegate.open("photofeed://user:42", source: .customScheme(sendingApp: "com.apple.mobilesafari"))
            delegate.open(notification: ["aps": ["alert": "New comment", "urn": "comments:7"]])
            await delegate.launch?.value
            let host = try #require(delegate.host)
            await settle { host.state.topScreen == Screen("comments", ["mediaId": "7"]) }
            #expect(
                host.state.root.activeStack == [
                    Screen("feed"), Screen("user", ["userId": "42"]), Screen("comments", ["mediaId": "7"]),
                ])
            #expect(delegate.window?.isKeyWindow == true)
        }

        @Test("A universal link opens in the feed tab; a Handoff page may not open an in-app-only route")
        func webpageLinks() async throws {
            PhotoFeedFactory.registerStoryboard()
            let delegate = PhotoFeedSceneDelegate()
            delegate.log = { _ in }
            delegate.connect(to: UIApplication.shared.simulateConnectingScene())
            await delegate.launch?.value
            let host = try #require(delegate.host)
            delegate.open("photofeed://user:self", source: .inApp)
            await settle { host.state.root.selectedTab == "profile" }
            let url = try #require(URL(string: "https://photofeed.example.com/media/9/comments"))
            delegate.open(webpageURL: url, browsing: true)
            await settle { host.state.topScreen == Screen("comments", ["mediaId": "9"]) }
            #expect(host.state.root.selectedTab == "feed")
            #expect(host.state.topScreen == Screen("comments", ["mediaId": "9"]))
        }

        /// A delegate launched into a new scene, whose log lines go to `lines`.
        func launchedDelegate(
            factory: ScreenFactory = PhotoFeedFactory.make(),
            launchState: NavigationState = PhotoFeedRoutes.launchState, lines: LogLines
        ) async -> PhotoFeedSceneDelegate {
            PhotoFeedFactory.registerStoryboard()
            let delegate = PhotoFeedSceneDelegate()
            delegate.log = { lines.append($0) }
            delegate.connect(
                to: UIApplication.shared.simulateConnectingScene(), factory: factory, launchState: launchState)
            await delegate.launch?.value
            return delegate
        }

        @Test("A notification tapped while the app runs opens its link once, however often iOS hands it over")
        func notificationWhileRunning() async throws {
            let lines = LogLines()
            let delegate = await launchedDelegate(lines: lines)
            let host = try #require(delegate.host)
            let payload: [AnyHashable: Any] = ["aps": ["alert": "New comment", "urn": "comments:7"]]
            delegate.open(notification: payload, id: "tap-1")
            await settle { host.state.topScreen == Screen("comments", ["mediaId": "7"]) }
            #expect(host.state.topScreen == Screen("comments", ["mediaId": "7"]))
            delegate.open("photofeed://user:42", source: .inApp)
            await settle { host.state.topScreen == Screen("user", ["userId": "42"]) }
            // The same tap again, as the notification center's delegate may deliver it after launch.
            delegate.open(notification: payload, id: "tap-1")
            await settle { false }
            #expect(host.state.topScreen == Screen("user", ["userId": "42"]))
            #expect(
                lines.all.filter { $0.hasPrefix("comments:7 (notification): navigated") }.count == 1, "\(lines.all)")
        }

        @Test("A notification without a link opens nothing and is logged as unmatched")
        func notificationWithoutALink() async throws {
            let lines = LogLines()
            let delegate = await launchedDelegate(lines: lines)
            delegate.open(notification: ["aps": ["alert": "Hello"]], id: "tap-2")
            await settle { lines.all.contains { $0.contains("unmatched") } }
            #expect(lines.all.contains { $0.contains("(notification): unmatched") }, "\(lines.all)")
            #expect(delegate.host?.state == PhotoFeedRoutes.launchState)
        }

        @Test(
            "A launch that fails shows the reason in the window and logs it",
            arguments: [
                // The factory cannot build the feed tab.
                ("feed", NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed"))),
                // A route presents in the feed tab, which the launch tabs lack: ready() refuses.
                ("'feed'", NavigationState(root: .tabs([Tab("profile"), Tab("menu")], selected: "profile"))),
            ])
        func failedLaunchIsVisible(reasonMentions: String, launchState: NavigationState) async throws {
            var factory = ScreenFactory()
            for kind in ["profile", "menu"] { factory.register(kind, type: PhotoFeedViewController.self) }
            let lines = LogLines()
            let delegate = await launchedDelegate(factory: factory, launchState: launchState, lines: lines)
            let error = try #require(delegate.launchError)
            let screen = try #require(delegate.window?.rootViewController as? LaunchErrorViewController)
            #expect(screen.message == "\(error)" && screen.message.contains(reasonMentions))
            #expect(lines.all.contains("PhotoFeed could not start: \(error)"), "\(lines.all)")
            #expect(delegate.window?.isKeyWindow == true)
        }

        @Test("Every code block of the UIKit article is code of the example app")
        func articleQuotesTheExample() throws {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            let article = try String(
                contentsOf: root.appendingPathComponent(
                    "Sources/WaypointUIKit/WaypointUIKit.docc/UsingWaypointWithUIKit.md"),
                encoding: .utf8)
            let exampleFolder = root.appendingPathComponent("Examples/PhotoFeedUIKit")
            let files = try FileManager.default.contentsOfDirectory(atPath: exampleFolder.path)
            let example = try files.sorted().map {
                try String(contentsOf: exampleFolder.appendingPathComponent($0), encoding: .utf8)
            }.joined(separator: "\n")
            // The app test the article shows is a test of this target.
            let appTest = try String(
                contentsOf: root.appendingPathComponent("Tests/WaypointUIKitTests/AppTestingArticleTests.swift"),
                encoding: .utf8)
            let quoted = Self.normalized(example + "\n" + appTest)
            let blocks = Self.codeBlocks(in: article)
            #expect(blocks.count >= 4)
            for block in blocks {
                #expect(quoted.contains(Self.normalized(block)), "not in the example or its test:\n\(block)")
            }
        }

        /// The ```swift blocks of a Markdown text.
        static func codeBlocks(in text: String) -> [String] {
            var blocks: [String] = []
            var current: [Substring]?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
                    current = []
                } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                    blocks.append(current?.joined(separator: "\n") ?? "")
                    current = nil
                } else {
                    current?.append(line)
                }
            }
            return blocks
        }

        /// The text with each line's indentation dropped and blank lines removed.
        static func normalized(_ text: String) -> String {
            text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                .joined(separator: "\n")
        }
    }
}
/// The lines a scene delegate logged, in order.
@MainActor
final class LogLines {
    private(set) var all: [String] = []

    func append(_ line: String) { all.append(line) }
}
#endif
