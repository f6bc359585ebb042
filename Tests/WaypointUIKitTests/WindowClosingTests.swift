#if !canImport(UIKit)
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointUIKit

extension WaypointUIKitTests {
    /// A link whose window closes (its scene disconnects) ends failed with `windowClosed`: never
    /// `navigated`, which means the whole plan is on screen. Links into other windows go on.
    @MainActor
    @Suite("Closing windows")
    struct WindowClosingTests {
        init() async { await StandIn.reset() }

        /// Waits, a few milliseconds at a time, until a transition runs on the feed tab's stack.
        func waitForPush(in host: UIKitHost) async throws {
            for _ in 0..<400 {
                if tabStack(host, 0)?.transitionCoordinator != nil { return }
                try await Task.sleep(for: .milliseconds(5))
            }
            Issue.record("no push started")
        }

        @Test("A link whose window's scene disconnects while its push runs ends failed with windowClosed")
        func closedMidLink() async throws {
            let host = try await makeHost()
            let navigator = try PhotoFeedRoutes.navigator(host: host)
            try await navigator.ready()
            StandIn.transitionDuration = .milliseconds(200)
            let link = Task { await navigator.open("user:9") }
            try await waitForPush(in: host)
            let scene = try #require(host.window?.windowScene)
            UIApplication.shared.simulateDisconnecting(scene)
            let outcome = await link.value
            #expect(outcome == .failed(.windowClosed(NavigationStep(.push(Screen("user", ["userId": "9"]))))))
            #expect(outcome.description.contains("the window closed before push user(userId: 9) was on screen"))
        }

        @Test("A link into a window whose scene is already disconnected fails before any step")
        func alreadyClosed() async throws {
            let host = try await makeHost()
            let navigator = try PhotoFeedRoutes.navigator(host: host)
            try await navigator.ready()
            UIApplication.shared.simulateDisconnecting(try #require(host.window?.windowScene))
            let outcome = await navigator.open("user:9")
            guard case .failed(.windowClosed) = outcome else {
                Issue.record("\(outcome)")
                return
            }
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test("A link into another window navigates while the first window closes")
        func otherWindowIsUntouched() async throws {
            let closing = try await makeHost()
            let staying = try await makeHost()
            let closingNavigator = try PhotoFeedRoutes.navigator(host: closing)
            let stayingNavigator = try PhotoFeedRoutes.navigator(host: staying)
            try await closingNavigator.ready()
            try await stayingNavigator.ready()
            StandIn.transitionDuration = .milliseconds(200)
            let closingLink = Task { await closingNavigator.open("user:9") }
            let stayingLink = Task { await stayingNavigator.open("likes:4") }
            try await waitForPush(in: closing)
            try await waitForPush(in: staying)
            UIApplication.shared.simulateDisconnecting(try #require(closing.window?.windowScene))
            guard case .failed(.windowClosed) = await closingLink.value else {
                Issue.record("the closed window's link did not end with windowClosed")
                return
            }
            let likes = Screen("likes", ["mediaId": "4"])
            #expect(
                await stayingLink.value
                    == .navigated(NavigationPlan(steps: [NavigationStep(.push(likes))], decision: .built)))
            #expect(staying.state.topScreen == likes)
        }
    }
}
#endif
