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
            try delegate.connect(to: UIApplication.shared.simulateConnectingScene())
            delegate.open("photofeed://user:42", source: .customScheme(sendingApp: "com.apple.mobilesafari"))
            delegate.open(notification: ["aps": ["alert": "New comment", "urn": "comments:7"]])
            try await delegate.launch?.value
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
            try delegate.connect(to: UIApplication.shared.simulateConnectingScene())
            try await delegate.launch?.value
            let host = try #require(delegate.host)
            delegate.open("photofeed://user:self", source: .inApp)
            await settle { host.state.root.selectedTab == "profile" }
            let url = try #require(URL(string: "https://photofeed.example.com/media/9/comments"))
            delegate.open(webpageURL: url, browsing: true)
            await settle { host.state.topScreen == Screen("comments", ["mediaId": "9"]) }
            #expect(host.state.root.selectedTab == "feed")
            #expect(host.state.topScreen == Screen("comments", ["mediaId": "9"]))
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
            let blocks = Self.codeBlocks(in: article)
            #expect(blocks.count >= 4)
            for block in blocks {
                #expect(Self.normalized(example).contains(Self.normalized(block)), "not in the example:\n\(block)")
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
#endif
