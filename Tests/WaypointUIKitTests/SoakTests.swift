#if !canImport(UIKit)
import Foundation
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointTesting
import WaypointUIKit

extension WaypointUIKitTests {
    /// The same random links on the UIKit host and the headless host: after each, the outcomes
    /// and the states are equal, and so is every step's result — also when the links arrive
    /// while the user swipes back, drags a sheet or taps a tab (`SoakTests+Gestures.swift`).
    ///
    /// `WAYPOINT_UIKIT_SOAK_COUNT` sets the number of links (3,000 by default).
    @MainActor
    @Suite("UIKit host differential soak")
    struct SoakTests {
        init() async { await StandIn.reset() }

        static var count: Int {
            ProcessInfo.processInfo.environment["WAYPOINT_UIKIT_SOAK_COUNT"].flatMap { Int($0) } ?? 3_000
        }

        static let links = RandomLinks(
            templates: [
                "user:{}", "comments:{}", "likes:{}", "following:{}", "follower:{}", "likers:{}",
                "comments:{}?animated=0", "likers:{}?animated=false", "photofeed:///likes:{}", "photofeed:///user:{}",
                "settings", "login", "story:{}", "https://photofeed.example.com/media/{}/comments",
                "photofeed://user:self", "logout", "photofeed://nowhere:{}",
            ],
            values: ["1", "2", "3", "self"],
            sources: [.inApp, .inApp, .universalLink, .notification, .customScheme(sendingApp: nil)])

        @Test("Random links leave the UIKit host where they leave the headless host", .timeLimit(.minutes(2)))
        func randomLinksAgree() async throws {
            let (harness, _) = try await photoFeedHarness()
            let started = Date()
            let tally = try await harness.soak(count: Self.count, links: Self.links, seed: 0x0A1B_2C3D)
            let seconds = Date().timeIntervalSince(started)
            print(
                "UIKit soak: \(harness.linksChecked) links, \(harness.checkedHost.stepsApplied) steps in",
                "\(String(format: "%.1f", seconds)) s;", tally.sorted { $0.key < $1.key })
            #expect(harness.linksChecked == Self.count)
            #expect(StandIn.log.isEmpty, "\(StandIn.log.prefix(3))")
            // Each kind of change must really have happened, or the soak proves little.
            if Self.count >= 1_000 {
                #expect((tally["navigated"] ?? 0) > Self.count / 3)
                #expect((tally["already showing"] ?? 0) > 0)
                #expect(harness.checkedHost.stepsApplied > Self.count)
            }
        }

        @Test("On an iPad, random links with popovers among them agree with the headless host")
        func randomLinksWithPopoversOnAPad() async throws {
            let (harness, host) = try await padPopoverHarness()
            let links = RandomLinks(
                templates: Self.links.templates + ["share:{}", "share:{}", "filter"],
                values: Self.links.values, sources: Self.links.sources)
            let tally = try await harness.soak(count: min(Self.count, 600), links: links, seed: 0x9AD)
            #expect(harness.linksChecked == min(Self.count, 600))
            #expect(StandIn.log.isEmpty, "\(StandIn.log.prefix(3))")
            #expect(!host.state.layers.dropLast().contains { $0.style == .popover })
            if Self.count >= 100 { #expect((tally["navigated"] ?? 0) > 0) }
        }

        @Test("Hand navigation between random links: the next plan starts from what is on screen")
        func randomLinksWithHandNavigation() async throws {
            let (harness, host) = try await photoFeedHarness()
            var random = SeededGenerator(seed: 0x5EED)
            try await harness.soak(count: min(Self.count, 600), links: Self.links, seed: 0x4A4D) { _ in
                await StandIn.transitionsFinished()
                guard Int.random(in: 0..<4, using: &random) == 0 else { return }
                Self.moveByHand(host, choice: Int.random(in: 0..<5, using: &random))
                await StandIn.transitionsFinished()
                harness.followSubject()
            }
            #expect(harness.linksChecked == min(Self.count, 600))
        }

        /// A back swipe (0), a sheet swipe (1) or a tap on tab 0, 1 or 2 (2 to 4), on whatever is
        /// on screen.
        static func moveByHand(_ host: UIKitHost, choice: Int) {
            guard let root = host.window?.rootViewController else { return }
            var top = root
            while let presented = top.presentedViewController { top = presented }
            switch choice {
            case 0:
                let stack = (top as? UINavigationController) ?? (top as? UITabBarController)?.selectedViewController
                (stack as? UINavigationController)?.simulateBackSwipe()
            case 1:
                top.simulateInteractiveDismissal()
            default:
                (top as? UITabBarController)?.simulateTabTap(index: choice - 2)
            }
        }
    }
}
#endif
