#if !canImport(UIKit)
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointTesting
import WaypointUIKit

extension WaypointUIKitTests {
    /// Transitions take time: a step waits for the one running, and steps never overlap.
    @MainActor
    @Suite("Transitions in time")
    struct TimingTests {
        init() async { await StandIn.reset() }

        @Test("A link arriving while a sheet's swipe dismissal still runs waits for it, then presents")
        func linkWaitsForARunningDismissal() async throws {
            let (harness, host) = try await photoFeedHarness()
            try await harness.open("settings")
            StandIn.transitionDuration = .milliseconds(60)
            let sheet = try #require(rootTabBar(host)?.presentedViewController)
            #expect(sheet.simulateInteractiveDismissal())
            #expect(sheet.transitionCoordinator != nil)
            // The sheet on its way out is not on screen any more: the plan presents from the root.
            #expect(host.state.layers.isEmpty)
            harness.followSubject()
            let outcome = try await harness.open("login")
            #expect(
                outcome.plan?.transitions == [.present(PresentedLayer(.screen(Screen("login")), style: .fullScreen))])
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
            #expect(rootTabBar(host)?.presentedViewController?.modalPresentationStyle == .fullScreen)
        }

        @Test("A dismissal the host started is off screen in the state while it runs, though isBeingDismissed is false")
        func runningHostDismissalIsLeftOut() async throws {
            let settings = PresentedLayer(.stack([Screen("settings")]), style: .pageSheet, hasCloseButton: true)
            let host = try await makeHost(
                showing: NavigationState(root: PhotoFeedRoutes.launchState.root, layers: [settings]))
            let sheet = try #require(rootTabBar(host)?.presentedViewController)
            StandIn.transitionDuration = .milliseconds(60)
            let dismissal = Task { try await host.apply(NavigationStep(.dismiss(toLayer: 0))) }
            for _ in 0..<100 where sheet.transitionCoordinator == nil { await Task.yield() }
            #expect(sheet.transitionCoordinator != nil)
            // UIKit documents isBeingDismissed inside the disappear methods only; here it says false.
            #expect(!sheet.isBeingDismissed)
            #expect(host.state.layers.isEmpty)
            try await dismissal.value
            #expect(host.state == PhotoFeedRoutes.launchState)
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test("Two links opened together run one after the other, never interleaving their steps")
        func linksDoNotInterleave() async throws {
            let (harness, host) = try await photoFeedHarness()
            StandIn.transitionDuration = .milliseconds(20)
            let first = Task { await harness.subject.open("settings") }
            let second = Task { await harness.subject.open("comments:5") }
            let outcomes = (await first.value, await second.value)
            #expect(outcomes.0.plan != nil && outcomes.1.plan != nil)
            // The second link was planned after the first had ended: it pushes inside the sheet.
            #expect(
                host.state.layers.first?.container
                    == .stack([Screen("settings"), Screen("comments", ["mediaId": "5"])]))
            #expect(harness.checkedHost.mismatches.isEmpty, "\(harness.checkedHost.mismatches)")
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test("Steps applied from two tasks at once wait for each other")
        func stepsDoNotOverlap() async throws {
            let host = try await makeHost()
            StandIn.transitionDuration = .milliseconds(20)
            let push42 = Task { try await host.apply(NavigationStep(.push(Screen("user", ["userId": "42"])))) }
            let push43 = Task { try await host.apply(NavigationStep(.push(Screen("user", ["userId": "43"])))) }
            try await push42.value
            try await push43.value
            #expect(
                host.state.root.activeStack == [
                    Screen("feed"), Screen("user", ["userId": "42"]), Screen("user", ["userId": "43"]),
                ])
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test("A step from another task never runs between the dismissal and the presentation of an update")
        func updateIsNotSplit() async throws {
            var factory = PhotoFeedFactory.make()
            factory.register("banner") { _ in UIViewController() }
            let host = try await makeHost(factory: factory)
            let banner = PresentedLayer(.screen(Screen("banner", ["n": "1"])), style: .overFullScreen)
            try await host.apply(NavigationStep(.present(banner)))
            let update = Task { try await host.apply(NavigationStep(.update(Screen("banner", ["n": "2"])))) }
            let dismiss = Task { try await host.apply(NavigationStep(.dismiss(toLayer: 0))) }
            try await update.value
            try await dismiss.value
            // The dismissal ran after the whole update, so it took the new banner away.
            #expect(host.state == PhotoFeedRoutes.launchState)
            #expect(rootTabBar(host)?.presentedViewController == nil)
        }

        @Test("apply returns only once UIKit's completion ran", arguments: [true, false])
        func applyAwaitsTheCompletion(animated: Bool) async throws {
            let host = try await makeHost()
            StandIn.transitionDuration = .milliseconds(150)
            let clock = ContinuousClock()
            let started = clock.now
            try await host.apply(NavigationStep(.present(PresentedLayer(.screen(Screen("login")))), animated: animated))
            // Only an animated transition takes the stand-in's duration: the flag reached UIKit.
            #expect((clock.now - started >= .milliseconds(150)) == animated)
            #expect(!StandIn.isTransitionRunning)
            let presented = try #require(rootTabBar(host)?.presentedViewController)
            #expect(!presented.isBeingPresented)
            try await host.apply(NavigationStep(.dismiss(toLayer: 0), animated: animated))
            #expect(!StandIn.isTransitionRunning)
            #expect(rootTabBar(host)?.presentedViewController == nil)
        }
    }
}
#endif
