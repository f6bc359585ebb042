#if !canImport(UIKit)
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointTesting
import WaypointUIKit

extension WaypointUIKitTests {
    /// What an app brings to the host — screens it cannot make, controllers that intercept UIKit's
    /// calls, a navigator rebuilt on the same window — and what the host promises back.
    @MainActor
    @Suite("An app's own code around the host")
    struct AppSurfaceTests {
        init() async { await StandIn.reset() }

        struct TrailNotFound: Error, CustomStringConvertible {
            var description: String { "trail not found" }
        }

        @Test(
            "A factory that throws or returns nil for one screen ends the link with a failure naming it",
            arguments: [true, false])
        func failingFactory(throwing: Bool) async throws {
            var factory = PhotoFeedFactory.make()
            factory.register("likes") { screen in
                if throwing { throw TrailNotFound() }
                return nil
            }
            let host = try await makeHost(factory: factory)
            let navigator = try PhotoFeedRoutes.navigator(host: host)
            try await navigator.ready()
            let outcome = await navigator.open("likes:9")
            guard case .failed(.screenUnavailable(let screen, let reason)) = outcome else {
                Issue.record("expected screenUnavailable, got \(outcome)")
                return
            }
            #expect(screen == Screen("likes", ["mediaId": "9"]))
            #expect(reason.contains(throwing ? "trail not found" : "returned no view controller"))
            #expect(host.state == PhotoFeedRoutes.launchState)
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test("A second host on the same window reads the screens and tabs the first one made")
        func twoHostsAgree() async throws {
            let first = try await makeHost()
            let navigator = try PhotoFeedRoutes.navigator(host: first)
            try await navigator.ready()
            // `user` screens are plain controllers: only the host's marks say what they show.
            await navigator.open("user:42")
            await navigator.open("settings")
            let window = try #require(first.window)
            let second = UIKitHost(window: window, factory: PhotoFeedFactory.make())
            #expect(second.state == first.state)
            #expect(second.state.root.activeStack?.last == Screen("user", ["userId": "42"]))
            // The rebuilt navigator plans from what the second host reads: nothing to do.
            let rebuilt = try PhotoFeedRoutes.navigator(host: second)
            try await rebuilt.ready()
            #expect(await rebuilt.open("settings") == .alreadyShowing)
        }

        @Test("An app's controller that overrides present and dismiss sees the host's calls")
        func overriddenPresentAndDismiss() async throws {
            var factory = PhotoFeedFactory.make()
            factory.makeNavigationController = { InterceptingNavigationController(rootViewController: $0) }
            let host = try await makeHost(factory: factory)
            let navigator = try PhotoFeedRoutes.navigator(host: host)
            try await navigator.ready()
            await navigator.open("settings")
            let sheet = try #require(rootTabBar(host)?.presentedViewController as? InterceptingNavigationController)
            await navigator.open("login")
            #expect(sheet.calls == ["present(animated: true)"])
            await navigator.open("settings")
            #expect(sheet.calls == ["present(animated: true)", "dismiss(animated: true)"])
            #expect(host.state.topScreen == Screen("settings"))
        }

        @Test("A held back stack that UIKit refuses fails the link instead of reporting it navigated")
        func refusedBackStackFailsTheLink() async throws {
            var factory = PhotoFeedFactory.make()
            factory.makeNavigationController = { RefusingNavigationController(rootViewController: $0) }
            let host = try await makeHost(factory: factory)
            let navigator = try PhotoFeedRoutes.navigator(host: host)
            try await navigator.ready()
            let outcome = await navigator.open("likers:9?animated=0")
            guard case .failed(.hostFailed(let step, let reason)) = outcome else {
                Issue.record("expected hostFailed, got \(outcome)")
                return
            }
            #expect(step.transition == .push(Screen("likes", ["mediaId": "9"])))
            #expect(reason.contains("did not change the stack"))
        }
    }
}

/// A navigation controller that records the presentations and dismissals asked of it.
final class InterceptingNavigationController: UINavigationController {
    private(set) var calls: [String] = []

    override func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        calls.append("present(animated: \(flag))")
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        calls.append("dismiss(animated: \(flag))")
        super.dismiss(animated: flag, completion: completion)
    }
}

/// A navigation controller that ignores stack replacements without animation, as an app's
/// subclass with a bug might.
final class RefusingNavigationController: UINavigationController {
    override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard animated else { return }
        super.setViewControllers(viewControllers, animated: animated)
    }
}
#endif
