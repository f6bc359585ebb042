#if !canImport(UIKit)
import Foundation
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointTesting
import WaypointUIKit

extension WaypointUIKitTests.SoakTests {
    /// One thing the user does while a link arrives, and the state it leaves once it is over.
    struct UserMove {
        /// The gesture under the finger; `nil` for a tap, which has no finger to lift.
        let gesture: SimulatedGesture?
        /// What the screen shows once the move is over.
        let settled: NavigationState
    }

    @Test("Links that arrive during random gestures and tab taps agree with the headless host")
    func randomLinksDuringGestures() async throws {
        let (harness, host) = try await photoFeedHarness()
        var random = SeededGenerator(seed: 0x6E57_0125)
        var moves: [String: Int] = [:]
        for index in 0..<Self.count {
            let (link, source) = Self.links.next(using: &random)
            let completing = Bool.random(using: &random)
            let choice = Int.random(in: 0..<6, using: &random)
            guard let move = try Self.startMove(host, choice: choice, completing: completing) else {
                try await harness.open(link, source: source)
                continue
            }
            let name = move.gesture.map { "\($0.kind) \(completing ? "completed" : "cancelled")" } ?? "tab tap"
            moves[name, default: 0] += 1
            // The link arrives mid-move: it must be planned from what the move leaves.
            harness.referenceHost.reset(to: move.settled)
            let subject = Task { await harness.subject.open(link, source: source) }
            for _ in 0..<10 { await Task.yield() }
            move.gesture?.end(completing: completing)
            let actual = await subject.value
            await StandIn.transitionsFinished()
            let expected = await harness.reference.open(link, source: source)
            let context = "link \(index) \(link) during \(name)"
            #expect(actual == expected, "\(context)")
            #expect(host.state == harness.referenceHost.state, "\(context)\n\(host.state.render())")
            #expect(harness.checkedHost.mismatches.isEmpty, "\(context): \(harness.checkedHost.mismatches)")
            #expect(StandIn.log.isEmpty, "\(context): \(StandIn.log.prefix(3))")
            guard actual == expected, host.state == harness.referenceHost.state, StandIn.log.isEmpty,
                harness.checkedHost.mismatches.isEmpty
            else { return }
            harness.followSubject()
        }
        print("UIKit gesture soak:", moves.sorted { $0.key < $1.key })
        if Self.count >= 1_000 {
            for kind in ["backSwipe completed", "backSwipe cancelled", "sheetDrag completed", "sheetDrag cancelled"] {
                #expect((moves[kind] ?? 0) > 0, "no \(kind) in the soak")
            }
            #expect((moves["tab tap"] ?? 0) > 0)
        }
    }

    /// Starts a back swipe (0, 1), a sheet drag (2, 3) or a tap on tab 0, 1 or 2 (3 to 5) on
    /// whatever is on screen, and returns it with the state it leaves when it ends as
    /// `completing` says; `nil` when the move is not possible now.
    static func startMove(_ host: UIKitHost, choice: Int, completing: Bool) throws -> UserMove? {
        guard let root = host.window?.rootViewController else { return nil }
        let before = host.state
        var top = root
        while let presented = top.presentedViewController { top = presented }
        switch choice {
        case 0, 1:
            let stack = (top as? UINavigationController) ?? (top as? UITabBarController)?.selectedViewController
            guard let count = before.topContainer.activeStack?.count,
                let gesture = (stack as? UINavigationController)?.simulateBeginningBackSwipe()
            else { return nil }
            let after = completing ? try before.applying(NavigationStep(.popTo(index: count - 2))) : before
            return UserMove(gesture: gesture, settled: after)
        case 2, 3:
            guard top !== root, let gesture = top.simulateBeginningInteractiveDismissal() else { return nil }
            let after =
                completing ? try before.applying(NavigationStep(.dismiss(toLayer: before.layers.count - 1))) : before
            return UserMove(gesture: gesture, settled: after)
        default:
            guard let tabBar = top as? UITabBarController, case .tabs(let tabs, let selected) = before.root else {
                return nil
            }
            let tab = tabs[choice - 3]
            // Tapping the selected tab pops its stack to the root, an animated transition.
            let step: NavigationStep.Transition = tab.id == selected ? .popTo(index: 0) : .selectTab(tab.id)
            let after = try before.applying(NavigationStep(step))
            tabBar.simulateTabTap(index: choice - 3)
            return UserMove(gesture: nil, settled: after)
        }
    }
}
#endif
