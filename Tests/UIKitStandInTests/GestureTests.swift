#if !canImport(UIKit)
import Foundation
import Testing
@testable import UIKitStandIn

extension UIKitStandInTests {
    /// Gestures stay in flight until the test lifts the finger, and end as UIKit ends them.
    @MainActor
    @Suite("Gestures in flight")
    struct GestureTests {
        init() async { await StandIn.reset() }

        /// A navigation controller in a window holding `count` controllers.
        func stack(of count: Int) async -> UINavigationController {
            let navigation = UINavigationController(rootViewController: screen("0"))
            showInWindow(navigation)
            navigation.setViewControllers((0..<count).map { screen("\($0)") }, animated: false)
            await StandIn.transitionsFinished()
            return navigation
        }

        @Test("A back swipe in flight holds its transition until the finger lifts", arguments: [true, false])
        func backSwipeWaitsForTheFinger(completing: Bool) async throws {
            let navigation = await stack(of: 3)
            let swipe = try #require(navigation.simulateBeginningBackSwipe())
            #expect(swipe.kind == .backSwipe && swipe.isInFlight)
            // Nothing moves while the finger is down, and UIKit refuses other stack changes.
            await StandIn.transitionsFinished()
            #expect(navigation.viewControllers.count == 3)
            #expect(navigation.transitionCoordinator?.isInteractive == true)
            #expect(StandIn.isGestureInFlight && StandIn.isTransitionRunning)
            #expect(navigation.popViewController(animated: true) == nil)
            #expect(StandIn.messages.count == 1)
            swipe.end(completing: completing)
            #expect(!swipe.isInFlight && !StandIn.isGestureInFlight)
            await StandIn.transitionsFinished()
            #expect(navigation.viewControllers.count == (completing ? 2 : 3))
            #expect(navigation.transitionCoordinator == nil)
        }

        @Test(
            "notifyWhenInteractionChanges runs when the finger lifts, before the transition ends",
            arguments: [true, false])
        func interactionHandlerRunsFirst(completing: Bool) async throws {
            let navigation = await stack(of: 2)
            let swipe = try #require(navigation.simulateBeginningBackSwipe())
            let coordinator = try #require(navigation.transitionCoordinator)
            var events: [String] = []
            coordinator.notifyWhenInteractionChanges { context in
                events.append(
                    "interaction ended, interactive \(context.isInteractive), cancelled \(context.isCancelled)")
            }
            coordinator.animate(alongsideTransition: nil) { context in
                events.append("completed, cancelled \(context.isCancelled)")
            }
            #expect(events.isEmpty)
            swipe.end(completing: completing)
            #expect(events == ["interaction ended, interactive false, cancelled \(!completing)"])
            await StandIn.transitionsFinished()
            #expect(events.last == "completed, cancelled \(!completing)")
        }

        @Test("A programmatic transition never calls notifyWhenInteractionChanges handlers")
        func programmaticTransitionHasNoInteraction() async throws {
            let navigation = await stack(of: 2)
            navigation.popViewController(animated: true)
            let coordinator = try #require(navigation.transitionCoordinator)
            let called = Flag()
            coordinator.notifyWhenInteractionChanges { _ in called.set() }
            await StandIn.transitionsFinished()
            #expect(!called.isSet)
        }

        @Test("A sheet drag calls willDismiss at once; didDismiss only if it completes", arguments: [true, false])
        func sheetDragCallsTheDelegate(completing: Bool) async throws {
            let root = screen("root")
            showInWindow(root)
            let sheet = screen("sheet")
            let delegate = RecordingSheetDelegate()
            sheet.presentationController?.delegate = delegate
            await presentAndSettle(sheet, on: root)
            let drag = try #require(sheet.simulateBeginningInteractiveDismissal())
            #expect(drag.kind == .sheetDrag)
            #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
            await StandIn.transitionsFinished()
            #expect(root.presentedViewController === sheet)
            drag.end(completing: completing)
            await StandIn.transitionsFinished()
            // An abandoned drag tells the delegate nothing more, as in UIKit.
            #expect(delegate.calls == ["shouldDismiss", "willDismiss"] + (completing ? ["didDismiss"] : []))
            #expect((root.presentedViewController === sheet) == !completing)
        }

        @Test("reset() cancels a gesture left in flight")
        func resetCancelsGestures() async throws {
            let navigation = await stack(of: 2)
            _ = try #require(navigation.simulateBeginningBackSwipe())
            await StandIn.reset()
            #expect(!StandIn.isTransitionRunning)
            #expect(navigation.viewControllers.count == 2)
        }

        @Test("present, dismiss and show are open: a subclass sees every call, the stand-in's own included")
        func subclassesInterceptPresentation() async {
            let root = RecordingController()
            showInWindow(root)
            let sheet = screen("sheet")
            root.present(sheet, animated: true)
            await StandIn.transitionsFinished()
            root.dismiss(animated: false)
            await StandIn.transitionsFinished()
            root.show(screen("shown"), sender: nil)
            await StandIn.transitionsFinished()
            #expect(root.calls == ["present", "dismiss", "show", "present"])
            #expect(root.presentedViewController?.title == "shown")
        }

        @Test("show pushes inside a navigation stack and presents outside one")
        func showPushesInAStack() async {
            let navigation = await stack(of: 1)
            let next = screen("next")
            navigation.topViewController?.show(next, sender: nil)
            await StandIn.transitionsFinished()
            #expect(navigation.topViewController === next)
            #expect(navigation.presentedViewController == nil)
        }
    }
}

/// A controller that records the presentation calls it receives.
final class RecordingController: UIViewController {
    private(set) var calls: [String] = []

    override func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        calls.append("present")
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }

    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        calls.append("dismiss")
        super.dismiss(animated: flag, completion: completion)
    }

    override func show(_ vc: UIViewController, sender: Any?) {
        calls.append("show")
        super.show(vc, sender: sender)
    }
}
#endif
