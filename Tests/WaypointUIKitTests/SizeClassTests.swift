#if !canImport(UIKit)
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointTesting
import WaypointUIKit

extension WaypointUIKitTests {
    /// Popovers on an iPad whose window changes size class (Split View, Slide Over, full screen
    /// again): UIKit adapts them, and the host's state stays what UIKit shows through every change.
    @MainActor
    @Suite("Size classes")
    struct SizeClassTests {
        init() async { await StandIn.reset() }

        /// The one presented controller's presentation, or `nil`.
        func shownStyle(_ host: UIKitHost) -> UIModalPresentationStyle? {
            rootTabBar(host)?.presentedViewController?.presentationController?.simulatedShownStyle
        }

        @Test("In Split View a popover link shows a sheet; the state still holds the popover layer")
        func popoverInSplitView() async throws {
            let (harness, host) = try await padPopoverHarness()
            host.window?.windowScene?.simulateHorizontalSizeClass(.compact)
            try await harness.open("share:1")
            #expect(shownStyle(host) == .pageSheet)
            #expect(host.state.layers.map(\.style) == [.popover])
            // A sheet can be swiped away; the host reads what is left.
            #expect(rootTabBar(host)?.presentedViewController?.simulateInteractiveDismissal() == true)
            await StandIn.transitionsFinished()
            #expect(host.state.layers.isEmpty)
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test(
            "A size class change while a popover link runs leaves the state UIKit shows",
            arguments: [UIUserInterfaceSizeClass.compact, .regular])
        func resizeMidLink(to sizeClass: UIUserInterfaceSizeClass) async throws {
            let (harness, host) = try await padPopoverHarness()
            let scene = try #require(host.window?.windowScene)
            scene.simulateHorizontalSizeClass(sizeClass == .compact ? .regular : .compact)
            try await harness.open("share:1")
            StandIn.transitionDuration = .milliseconds(100)
            let link = Task { try await harness.open("filter") }
            for _ in 0..<200 where !StandIn.isTransitionRunning {
                try await Task.sleep(for: .milliseconds(2))
            }
            #expect(StandIn.isTransitionRunning)
            scene.simulateHorizontalSizeClass(sizeClass)
            let outcome = try await link.value
            guard case .navigated(let plan) = outcome else {
                Issue.record("\(outcome)")
                return
            }
            #expect(plan.transitions.first == .dismiss(toLayer: 0))
            #expect(host.state.layers == [PresentedLayer(.screen(Screen("filter")), style: .popover)])
            #expect(shownStyle(host) == (sizeClass == .compact ? .pageSheet : .popover))
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
            // Back the other way with the popover showing: it re-adapts, and the state stays.
            scene.simulateHorizontalSizeClass(sizeClass == .compact ? .regular : .compact)
            #expect(shownStyle(host) == (sizeClass == .compact ? .popover : .pageSheet))
            #expect(host.state.layers == [PresentedLayer(.screen(Screen("filter")), style: .popover)])
        }

        @Test("A tap outside a popover dismisses it, and the next link is planned without it")
        func tapOutside() async throws {
            let (harness, host) = try await padPopoverHarness()
            try await harness.open("share:1")
            #expect(rootTabBar(host)?.presentedViewController?.simulateTapOutsidePopover() == true)
            await StandIn.transitionsFinished()
            #expect(host.state.layers.isEmpty)
            harness.followSubject()
            let outcome = try await harness.open("likes:4")
            guard case .navigated(let plan) = outcome else {
                Issue.record("\(outcome)")
                return
            }
            #expect(plan.transitions == [.push(Screen("likes", ["mediaId": "4"]))])
        }
    }
}
#endif
