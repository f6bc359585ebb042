#if !canImport(UIKit)
import Foundation
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointTesting
import WaypointUIKit

extension WaypointUIKitTests {
    /// The split view conformance cases on the UIKit host, expanded and collapsed; and random
    /// column links on a UIKit host's split view and on a headless host, with the window resized
    /// between links and while they run: after each link the plans and the states agree.
    @MainActor
    @Suite("Split view differential soak")
    struct SplitViewSoakTests {
        init() async { await StandIn.reset() }

        @Test(
            "The UIKit host passes the split view conformance cases, expanded and collapsed", .timeLimit(.minutes(1)),
            arguments: [false, true])
        func conformance(collapsed: Bool) async throws {
            UIDevice.current.simulateUserInterfaceIdiom(.pad)
            var factory = ScreenFactory()
            for kind in SplitConformance.screenKinds { factory.register(kind, type: PhotoFeedViewController.self) }
            var splits: [UISplitViewController] = []
            let checked = try await SplitConformance.check(randomCount: 300) { state in
                let window = makeWindow()
                if collapsed { window.windowScene?.simulateHorizontalSizeClass(.compact) }
                let host = UIKitHost(window: window, factory: factory, transitionTimeout: .seconds(5))
                try await host.apply(NavigationStep(.setRoot(state.root), animated: false))
                for layer in state.layers { try await host.apply(NavigationStep(.present(layer), animated: false)) }
                if let split = window.rootViewController as? UISplitViewController { splits.append(split) }
                return host
            }
            #expect(checked == SplitConformance.launchStates.count * (SplitConformance.links.count + 300))
            #expect(splits.count == SplitConformance.launchStates.count)
            #expect(splits.allSatisfy { $0.isCollapsed == collapsed })
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test(
            "Random column links and size changes leave the UIKit host where they leave the headless host",
            .timeLimit(.minutes(1)), arguments: [false, true])
        func randomLinksAndSizeChanges(threeColumns: Bool) async throws {
            let start = threeColumns ? SplitViewHostTests.threeColumns : SplitViewHostTests.launch
            let (host, scene, split) = try await SplitViewHostTests().host(showing: start, collapsed: false)
            let navigator = try await SplitViewHostTests.navigator(host)
            let headless = HeadlessHost(NavigationState(root: .split(start)))
            let reference = try await SplitViewHostTests.navigator(headless)
            var links = ["albums/", "recents/", "photos/", "photos/"]
            if threeColumns { links.append("notes/") }
            var random = SeededGenerator(seed: threeColumns ? 0x5EED_0003 : 0x5EED_0002)
            var sizeChanges = 0
            for index in 0..<1_000 {
                let link =
                    "myapp://" + links[Int.random(in: 0..<links.count, using: &random)]
                    + String(Int.random(in: 1...3, using: &random))
                let resize = Int.random(in: 0..<5, using: &random)
                if resize == 0 {
                    scene.simulateHorizontalSizeClass(split.isCollapsed ? .regular : .compact)
                    sizeChanges += 1
                }
                let task = Task { await navigator.open(link) }
                if resize == 1 {
                    // Resized while the link runs: once a transition starts, or after a few turns.
                    for _ in 0..<20 where !StandIn.isTransitionRunning { await Task.yield() }
                    scene.simulateHorizontalSizeClass(split.isCollapsed ? .regular : .compact)
                    sizeChanges += 1
                }
                let outcome = await task.value
                let expected = await reference.open(link)
                #expect(outcome.plan?.transitions == expected.plan?.transitions, "#\(index) \(link): \(outcome)")
                #expect(host.state == headless.state, "#\(index) \(link): \(outcome)")
                if host.state != headless.state { break }
            }
            #expect(sizeChanges > 200)
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }
    }
}
#endif
