#if !canImport(UIKit)
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointTesting
import WaypointUIKit

extension WaypointUIKitTests {
    /// The PhotoFeed app on the UIKit host: after every step and every link, the state read
    /// back from the controller hierarchy equals the headless host's.
    @MainActor
    @Suite("PhotoFeed scenario on UIKitHost")
    struct ScenarioTests {
        init() async { await StandIn.reset() }

        static let script: [(link: String, source: LinkSource)] = [
            ("user:42", .inApp),
            ("comments:7", .inApp),
            ("likes:7", .inApp),
            ("photofeed://user:self", .customScheme(sendingApp: "com.apple.mobilesafari")),
            ("follower:self", .inApp),
            ("user:42", .inApp),
            ("photofeed:///likes:7?animated=0", .customScheme(sendingApp: nil)),
            ("comments:7", .inApp),
            ("likes:7", .widget),
            ("likers:9", .inApp),
            ("settings", .inApp),
            ("comments:8", .inApp),
            ("login", .inApp),
            ("comments:3", .inApp),
            ("story:1", .inApp),
            ("user:self", .notification),
            ("https://photofeed.example.com/media/9/comments", .universalLink),
            ("photofeed://logout", .customScheme(sendingApp: "com.example.prankster")),
            ("photofeed://stories:1", .handoff),
            ("settings", .inApp),
            ("photofeed:///user:self", .shortcut),
            ("logout", .inApp),
        ]

        @Test("Every link of the script leaves both hosts in the same state, step by step")
        func scriptMatchesHeadless() async throws {
            let (harness, _) = try await photoFeedHarness()
            StandIn.transitionDuration = .milliseconds(2)
            try await harness.open(Self.script)
            #expect(harness.linksChecked == Self.script.count)
            #expect(harness.checkedHost.stepsApplied > 20)
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test("The state is read from the controllers: tabs, stacks, presented layers and their styles")
        func stateIsReadFromTheHierarchy() async throws {
            let (harness, host) = try await photoFeedHarness()
            try await harness.open("user:42")
            try await harness.open("settings")
            try await harness.open("comments:8")
            #expect(
                host.state.render() == """
                    tabs
                      tab feed (selected)
                        feed
                        user(userId: 42)
                      tab profile
                        profile
                      tab menu
                        menu
                    presented pageSheet (close button)
                      stack
                        settings
                        comments(mediaId: 8)  <- top
                    """)
            let sheet = rootTabBar(host)?.presentedViewController as? UINavigationController
            #expect(sheet?.modalPresentationStyle == .pageSheet)
            #expect(sheet?.viewControllers.count == 2)
            #expect(tabStack(host, 0)?.viewControllers.count == 2)
        }

        @Test("A synthesized back stack reaches UIKit as one setViewControllers, not one push per screen")
        func backStackIsOneReplacement() async throws {
            var factory = PhotoFeedFactory.make()
            factory.makeNavigationController = { CountingNavigationController(rootViewController: $0) }
            let (harness, host) = try await photoFeedHarness(factory: factory)
            let feed = try #require(tabStack(host, 0) as? CountingNavigationController)
            let outcome = try await harness.open("likers:9")
            #expect(
                outcome.plan?.transitions == [
                    .push(Screen("comments", ["mediaId": "9"])), .push(Screen("likes", ["mediaId": "9"])),
                ])
            #expect(feed.calls == ["setViewControllers(3, animated: true)"])
            #expect(feed.viewControllers.count == 3)
        }

        @Test("Pushes that are not animated reach UIKit as one setViewControllers before open returns")
        func unanimatedPushesAreOnScreenWhenOpenReturns() async throws {
            var factory = PhotoFeedFactory.make()
            factory.makeNavigationController = { CountingNavigationController(rootViewController: $0) }
            let (harness, host) = try await photoFeedHarness(factory: factory)
            let feed = try #require(tabStack(host, 0) as? CountingNavigationController)
            try await harness.open("likers:9?animated=0")
            // No turn is yielded: what open reports as navigated is what UIKit shows.
            #expect(feed.calls == ["setViewControllers(3, animated: false)"])
            #expect(feed.viewControllers.count == 3)
            #expect(host.state.root.activeStack?.count == 3)
            #expect(!StandIn.isTransitionRunning)
        }

        @Test("A single push that is not animated is on screen when open returns")
        func unanimatedPushIsOnScreen() async throws {
            let (harness, host) = try await photoFeedHarness()
            try await harness.open("comments:7?animated=0")
            let top = tabStack(host, 0)?.topViewController as? PhotoFeedViewController
            #expect(top?.screen == Screen("comments", ["mediaId": "7"]))
            #expect(!StandIn.isTransitionRunning)
        }

        @Test("A storyboard controller, a type and a closure each show their screen")
        func factoriesMakeEveryKindOfController() async throws {
            let (harness, host) = try await photoFeedHarness()
            try await harness.open("comments:7")
            try await harness.open("likes:7")
            try await harness.open("user:42")
            let stack = try #require(tabStack(host, 0)?.viewControllers)
            #expect((stack[1] as? PhotoFeedViewController)?.screen == Screen("comments", ["mediaId": "7"]))
            #expect((stack[2] as? PhotoFeedViewController)?.screen == Screen("likes", ["mediaId": "7"]))
            #expect(!(stack[3] is ScreenProviding))
            #expect(host.state.topScreen == Screen("user", ["userId": "42"]))
        }
    }
}

/// A navigation controller that records the stack calls it receives.
final class CountingNavigationController: UINavigationController {
    private(set) var calls: [String] = []

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        calls.append("push(animated: \(animated))")
        super.pushViewController(viewController, animated: animated)
    }

    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        calls.append("setViewControllers(\(viewControllers.count), animated: \(animated))")
        super.setViewControllers(viewControllers, animated: animated)
    }
}

extension LinkOutcome {
    /// The plan of a navigated outcome.
    var plan: NavigationPlan? {
        if case .navigated(let plan) = self { return plan }
        return nil
    }
}
#endif
