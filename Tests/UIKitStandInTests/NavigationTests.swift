#if !canImport(UIKit)
import Foundation
import Testing
@testable import UIKitStandIn

extension UIKitStandInTests {
    @MainActor
    @Suite("Navigation controller")
    struct NavigationTests {
        init() async { await StandIn.reset() }

        /// A navigation controller in a window with `count` controllers, settled.
        func stack(of count: Int) async -> UINavigationController {
            let navigation = UINavigationController(rootViewController: screen("0"))
            showInWindow(navigation)
            for index in 1..<max(count, 1) {
                navigation.pushViewController(screen("\(index)"), animated: false)
                await StandIn.transitionsFinished()
            }
            return navigation
        }

        @Test("viewControllers changes when a push ends, not at the call", arguments: [true, false])
        func pushChangesTheStackWhenItEnds(animated: Bool) async {
            let navigation = await stack(of: 1)
            let pushed = screen("pushed")
            navigation.pushViewController(pushed, animated: animated)
            #expect(navigation.viewControllers.count == 1)
            #expect(navigation.topViewController !== pushed)
            await StandIn.transitionsFinished()
            #expect(navigation.viewControllers.last === pushed)
            #expect(navigation.topViewController === pushed)
            #expect(pushed.navigationController === navigation)
        }

        @Test("A pop returns the popped controllers at once and changes the stack when it ends")
        func popChangesTheStackWhenItEnds() async {
            let navigation = await stack(of: 3)
            let top = navigation.topViewController
            let popped = navigation.popViewController(animated: true)
            #expect(popped === top)
            #expect(navigation.viewControllers.count == 3)
            await StandIn.transitionsFinished()
            #expect(navigation.viewControllers.count == 2)
            #expect(top?.navigationController == nil)
        }

        @Test("popToRootViewController returns every controller above the root")
        func popToRootReturnsTheControllersAboveTheRoot() async {
            let navigation = await stack(of: 3)
            let above = Array(navigation.viewControllers.dropFirst())
            let popped = navigation.popToRootViewController(animated: true)
            #expect(popped?.count == 2 && popped?.first === above.first && popped?.last === above.last)
            await StandIn.transitionsFinished()
            #expect(navigation.viewControllers.count == 1)
        }

        @Test("Popping the root does nothing and returns nil")
        func poppingTheRootReturnsNil() async {
            let navigation = await stack(of: 1)
            #expect(navigation.popViewController(animated: true) == nil)
            #expect(!StandIn.isTransitionRunning)
        }

        @Test("setViewControllers replaces the stack when it ends")
        func setViewControllersReplacesTheStackWhenItEnds() async {
            let navigation = await stack(of: 2)
            let replacement = [screen("a"), screen("b"), screen("c")]
            navigation.setViewControllers(replacement, animated: true)
            #expect(navigation.viewControllers.count == 2)
            await StandIn.transitionsFinished()
            #expect(navigation.viewControllers == replacement)
            #expect(navigation.children == replacement)
        }

        /// A push UIKit refuses by raising an exception.
        enum RefusedPush: String, CaseIterable, CustomTestStringConvertible {
            case sameInstanceTwice, navigationController

            var testDescription: String { rawValue }
        }

        @Test("Pushes UIKit raises for are recorded as exceptions and ignored", arguments: RefusedPush.allCases)
        func refusedPushesAreRecorded(push: RefusedPush) async {
            let navigation = await stack(of: 2)
            switch push {
            case .sameInstanceTwice:
                navigation.pushViewController(navigation.viewControllers[0], animated: true)
            case .navigationController:
                navigation.pushViewController(UINavigationController(), animated: true)
            }
            #expect(StandIn.log.map(\.kind) == [.exception])
            #expect(!StandIn.isTransitionRunning)
        }

        @Test("Popping to a controller that is not in the stack is recorded as UIKit's exception")
        func poppingToAStrangerIsRecorded() async {
            let navigation = await stack(of: 2)
            #expect(navigation.popToViewController(screen("stranger"), animated: true) == nil)
            #expect(
                StandIn.log == [
                    .init(kind: .exception, message: "Tried to pop to a view controller that doesn't exist.")
                ])
        }

        @Test("visibleViewController is the controller presented on the navigation controller, else the top")
        func visibleViewControllerPrefersThePresentedController() async {
            let navigation = await stack(of: 2)
            #expect(navigation.visibleViewController === navigation.topViewController)
            let sheet = screen("sheet")
            await presentAndSettle(sheet, on: navigation)
            #expect(navigation.visibleViewController === sheet)
        }

        @Test("A completed back swipe pops the top controller")
        func backSwipePops() async throws {
            let navigation = await stack(of: 2)
            let swipe = try #require(navigation.simulateBeginningBackSwipe())
            #expect(navigation.transitionCoordinator?.isInteractive == true)
            swipe.finish()
            // Once the finger lifts, the transition completes as a non-interactive one.
            #expect(navigation.transitionCoordinator?.isInteractive == false)
            await StandIn.transitionsFinished()
            #expect(navigation.viewControllers.count == 1)
        }

        @Test("A cancelled back swipe keeps the stack and reports isCancelled")
        func cancelledBackSwipeKeepsTheStack() async {
            let navigation = await stack(of: 2)
            let top = navigation.topViewController
            #expect(navigation.simulateBackSwipe(completing: false))
            let cancelled = Flag()
            navigation.transitionCoordinator?.animate(alongsideTransition: nil) { context in
                if context.isCancelled { cancelled.set() }
            }
            await StandIn.transitionsFinished()
            #expect(cancelled.isSet)
            #expect(navigation.topViewController === top)
        }
    }
}
#endif
