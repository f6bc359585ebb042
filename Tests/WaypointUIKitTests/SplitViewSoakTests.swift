#if !canImport(UIKit)
import Foundation
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointTesting
import WaypointUIKit

extension WaypointUIKitTests {
    /// Random column links on a UIKit host's split view and on a headless host, with the window
    /// resized between links and while they run: after each link the plans and the states agree.
    @MainActor
    @Suite("Split view differential soak")
    struct SplitViewSoakTests {
        init() async { await StandIn.reset() }

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
