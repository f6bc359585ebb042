#if !canImport(UIKit)
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointTesting
import WaypointUIKit

extension WaypointUIKitTests {
    /// A step that cannot be carried out ends with a typed error that says why: never a silent
    /// no-op, never a hang.
    @MainActor
    @Suite("Failed steps")
    struct FailureTests {
        init() async { await StandIn.reset() }

        /// The reason of a `hostFailed` error, or `nil` for any other outcome.
        func hostFailure(_ outcome: LinkOutcome) -> (step: NavigationStep, reason: String)? {
            if case .failed(.hostFailed(let step, let reason)) = outcome { return (step, reason) }
            return nil
        }

        @Test("A presentation UIKit refuses (the presenter is already presenting) fails the link with the reason")
        func refusedPresentation() async throws {
            var factory = PhotoFeedFactory.make()
            // An app bug: making the settings screen shows a prompt on the top-most controller.
            factory.register("settings") { screen in
                let prompt = UIViewController()
                UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first?
                    .rootViewController?.present(prompt, animated: false)
                return PhotoFeedViewController(screen: screen)
            }
            let host = try await makeHost(factory: factory)
            let navigator = try PhotoFeedRoutes.navigator(host: host)
            try await navigator.ready()
            let outcome = await navigator.open("settings")
            let failure = try #require(hostFailure(outcome), "\(outcome)")
            #expect(failure.reason.contains("is already presenting"))
            #expect(StandIn.messages.contains { $0.hasPrefix("Attempt to present") })
            await StandIn.transitionsFinished()
            #expect(
                host.state.layers.map(\.container) == [
                    .screen(Screen(UIKitHost.unidentifiedKind, ["class": "UIViewController"]))
                ])
        }

        @Test("A factory that returns a navigation controller for a pushed screen fails before UIKit sees it")
        func pushingANavigationController() async throws {
            var factory = PhotoFeedFactory.make()
            factory.register("likes") { screen in UINavigationController(rootViewController: UIViewController()) }
            let host = try await makeHost(factory: factory)
            await #expect(throws: NavigationError.self) {
                try await host.apply(NavigationStep(.push(Screen("likes", ["mediaId": "1"]))))
            }
            do {
                try await host.apply(NavigationStep(.push(Screen("likes", ["mediaId": "1"]))))
            } catch {
                guard case .hostFailed(_, let reason) = error else { throw error }
                #expect(reason.contains("navigation controller, which UIKit cannot push"))
            }
            #expect(StandIn.log.isEmpty)
            #expect(host.state == PhotoFeedRoutes.launchState)
        }

        @Test("A factory that hands out a controller already on screen fails the step")
        func reusedController() async throws {
            var factory = PhotoFeedFactory.make()
            let shared = PhotoFeedViewController(screen: Screen("likes", ["mediaId": "1"]))
            factory.register("likes") { _ in shared }
            let host = try await makeHost(factory: factory)
            try await host.apply(NavigationStep(.push(Screen("likes", ["mediaId": "1"]))))
            let error = await #expect(throws: NavigationError.self) {
                try await host.apply(
                    NavigationStep(.present(PresentedLayer(.screen(Screen("likes", ["mediaId": "1"]))))))
            }
            #expect(error?.description.contains("already in a hierarchy") == true)
            #expect(StandIn.log.isEmpty)
        }

        @Test("A screen kind with no factory fails the step and names the kind")
        func missingFactory() async throws {
            let host = try await makeHost()
            let error = await #expect(throws: NavigationError.self) {
                try await host.apply(NavigationStep(.push(Screen("map"))))
            }
            #expect(
                error?.description.contains("no view controller factory is registered for screens of kind 'map'")
                    == true)
        }

        /// How many controllers the feed tab's navigation controller holds, as UIKit shows them.
        func feedStackShown(_ host: UIKitHost) -> Int {
            tabStack(host, 0)?.viewControllers.count ?? 0
        }

        /// The screens of the feed tab in the state the host reports.
        func feedStackReported(_ host: UIKitHost) -> [Screen] {
            guard case .tabs(let tabs, _) = host.state.root else { return [] }
            return tabs.first { $0.id == "feed" }?.stack ?? []
        }

        @Test(
            "A batch of pushes that fails on a screen no factory makes leaves held pushes off the reported state",
            arguments: [false, true])
        func failedBatchReportsWhatUIKitShows(settling: Bool) async throws {
            let host = try await makeHost()
            let user = Screen("user", ["userId": "9"])
            try await host.apply(NavigationStep(.push(user)))
            let held = NavigationStep(.push(Screen("comments", ["mediaId": "7"])), animated: false)
            let failing = NavigationStep(.push(Screen("map")), animated: false)
            try await host.apply(held, followedBy: failing)
            await #expect(throws: NavigationError.self) {
                try await host.apply(failing, followedBy: NavigationStep(.push(Screen("reply"))))
            }
            if settling { await host.settle() }
            await StandIn.transitionsFinished()
            #expect(feedStackShown(host) == 2)
            #expect(feedStackReported(host) == [Screen("feed"), user])
        }

        @Test("A link whose screen the factory cannot make fails, and its back stack never shows")
        func failedBackStackLink() async throws {
            var factory = PhotoFeedFactory.make()
            factory.register("likes") { _ in nil }
            let host = try await makeHost(factory: factory)
            let navigator = try PhotoFeedRoutes.navigator(host: host)
            try await navigator.ready()
            _ = await navigator.open("user:9")
            // The likers' back stack holds the comments, held for the likes that cannot be made.
            let outcome = await navigator.open("likers:4")
            guard case .failed(.screenUnavailable(let screen, _)) = outcome else {
                Issue.record("\(outcome)")
                return
            }
            #expect(screen.kind == "likes")
            await StandIn.transitionsFinished()
            #expect(feedStackShown(host) == 2)
            #expect(feedStackReported(host) == [Screen("feed"), Screen("user", ["userId": "9"])])
            let comments = Screen("comments", ["mediaId": "4"])
            #expect(
                await navigator.open("comments:4")
                    == .navigated(NavigationPlan(steps: [NavigationStep(.push(comments))], decision: .built)))
            #expect(feedStackShown(host) == 3)
        }

        @Test("A controller that says it shows another screen than it was made for fails the step")
        func controllerShowsTheWrongScreen() async throws {
            var factory = PhotoFeedFactory.make()
            factory.register("likes") { _ in PhotoFeedViewController(screen: Screen("likes", ["mediaId": "0"])) }
            let host = try await makeHost(factory: factory)
            let error = await #expect(throws: NavigationError.self) {
                try await host.apply(NavigationStep(.push(Screen("likes", ["mediaId": "1"]))))
            }
            #expect(error?.description.contains("says it shows likes(mediaId: 0)") == true)
        }

        @Test("A custom style with no registered transition fails the step")
        func unregisteredTransition() async throws {
            let host = try await makeHost()
            let layer = PresentedLayer(.screen(Screen("story")), style: ModalStyle("carousel"))
            let error = await #expect(throws: NavigationError.self) {
                try await host.apply(NavigationStep(.present(layer)))
            }
            #expect(error?.description.contains("no transition is registered for the custom style 'carousel'") == true)
            #expect(host.state.layers.isEmpty)
        }

        @Test("A custom transition that presents nothing fails the step")
        func transitionThatPresentsNothing() async throws {
            var factory = PhotoFeedFactory.make()
            factory.registerTransition("drawer") { _, _, _, completion in completion() }
            let host = try await makeHost(factory: factory)
            let layer = PresentedLayer(.screen(Screen("story")), style: ModalStyle("drawer"))
            let error = await #expect(throws: NavigationError.self) {
                try await host.apply(NavigationStep(.present(layer)))
            }
            #expect(error?.description.contains("the custom transition 'drawer' did not present") == true)
        }

        @Test("A transition whose completion never runs times out with a clear error")
        func completionNeverRuns() async throws {
            var factory = PhotoFeedFactory.make()
            factory.registerTransition("drawer") { presented, presenter, animated, _ in
                presenter.present(presented, animated: animated)
            }
            let host = try await makeHost(factory: factory)
            host.transitionTimeout = .milliseconds(50)
            let navigator = try PhotoFeedRoutes.navigator(host: host)
            try await navigator.ready()
            let outcome = await navigator.open("story:1")
            let failure = try #require(hostFailure(outcome), "\(outcome)")
            #expect(failure.reason.contains("did not complete within 0.05 seconds: UIKit never called its completion"))
        }

        @Test("A transition slower than the timeout fails its step instead of hanging")
        func slowTransitionTimesOut() async throws {
            let host = try await makeHost()
            host.transitionTimeout = .milliseconds(30)
            StandIn.transitionDuration = .milliseconds(400)
            let error = await #expect(throws: NavigationError.self) {
                try await host.apply(NavigationStep(.present(PresentedLayer(.screen(Screen("login"))))))
            }
            #expect(error?.description.contains("the presentation did not complete within") == true)
        }

        @Test("A step waits for a running transition only up to the timeout")
        func runningTransitionTimesOut() async throws {
            let host = try await makeHost()
            try await host.apply(NavigationStep(.present(PresentedLayer(.screen(Screen("settings"))))))
            host.transitionTimeout = .milliseconds(30)
            StandIn.transitionDuration = .milliseconds(400)
            #expect(rootTabBar(host)?.presentedViewController?.simulateInteractiveDismissal() == true)
            let error = await #expect(throws: NavigationError.self) {
                try await host.apply(NavigationStep(.push(Screen("likes", ["mediaId": "1"]))))
            }
            #expect(error?.description.contains("a transition already running did not end within") == true)
        }

        @Test(
            "Steps that do not fit the hierarchy are invalid",
            arguments: [
                NavigationStep(.dismiss(toLayer: 2)), NavigationStep(.selectTab("search")),
                NavigationStep(.popTo(index: 5)),
            ])
        func invalidSteps(step: NavigationStep) async throws {
            let host = try await makeHost()
            await #expect(throws: NavigationError.self) { try await host.apply(step) }
            do {
                try await host.apply(step)
            } catch {
                guard case .invalidStep(let failed, _) = error else { throw error }
                #expect(failed == step)
            }
        }
    }
}
#endif
