#if !canImport(UIKit)
import Foundation
import Testing
@testable import UIKitStandIn

extension UIKitStandInTests {
    @MainActor
    @Suite("Transitions")
    struct TransitionTests {
        init() async { await StandIn.reset() }

        /// A second call made while a push runs on the navigation controller.
        enum SecondCall: String, CaseIterable, CustomTestStringConvertible {
            case push, pop, popToRoot, setViewControllers, presentFromTop, presentFromNavigation

            var testDescription: String { rawValue }

            @MainActor
            func make(on navigation: UINavigationController) {
                switch self {
                case .push: navigation.pushViewController(screen("late"), animated: true)
                case .pop: navigation.popViewController(animated: true)
                case .popToRoot: navigation.popToRootViewController(animated: true)
                case .setViewControllers: navigation.setViewControllers([screen("late")], animated: true)
                case .presentFromTop: navigation.topViewController?.present(screen("late"), animated: true)
                case .presentFromNavigation: navigation.present(screen("late"), animated: true)
                }
            }
        }

        @Test(
            "A call made while a push runs on the same navigation controller is refused and recorded",
            arguments: SecondCall.allCases)
        func callsDuringAPushAreRefused(call: SecondCall) async {
            let root = screen("root")
            let middle = screen("middle")
            let navigation = UINavigationController(rootViewController: root)
            showInWindow(navigation)
            navigation.pushViewController(middle, animated: true)
            await StandIn.transitionsFinished()
            navigation.pushViewController(screen("pushed"), animated: true)
            call.make(on: navigation)
            #expect(StandIn.log.count == 1)
            await StandIn.transitionsFinished()
            #expect(navigation.viewControllers.count == 3)
            #expect(navigation.presentedViewController == nil)
        }

        @Test("Dismissing while the presentation runs is refused with UIKit's message")
        func dismissDuringPresentationIsRefused() async {
            let root = screen("root")
            showInWindow(root)
            let sheet = screen("sheet")
            root.present(sheet, animated: true)
            root.dismiss(animated: true)
            #expect(
                StandIn.messages == [
                    "Attempt to dismiss from view controller \(root) while a presentation or dismiss is in progress!"
                ])
            await StandIn.transitionsFinished()
            #expect(root.presentedViewController === sheet)
        }

        @Test("Presenting from a controller being presented is refused until its transition ends")
        func presentDuringPresentationIsRefused() async {
            let root = screen("root")
            showInWindow(root)
            let sheet = screen("sheet")
            root.present(sheet, animated: true)
            let next = screen("next")
            sheet.present(next, animated: true)
            #expect(StandIn.messages == ["Attempt to present \(next) on \(sheet) while a presentation is in progress."])
            await StandIn.transitionsFinished()
            await presentAndSettle(next, on: sheet)
            #expect(sheet.presentedViewController === next)
        }

        @Test("A non-animated transition completes at a later main-actor turn, ignoring the duration")
        func nonAnimatedIgnoresTheDuration() async {
            StandIn.transitionDuration = .seconds(30)
            let root = screen("root")
            showInWindow(root)
            let completed = Flag()
            root.present(screen("sheet"), animated: false) { completed.set() }
            #expect(!completed.isSet)
            let started = ContinuousClock.now
            await StandIn.transitionsFinished()
            #expect(completed.isSet)
            #expect(ContinuousClock.now - started < .seconds(10))
        }

        @Test("An animated transition lasts the configured duration, so other work interleaves with it")
        func animatedLastsTheDuration() async {
            StandIn.transitionDuration = .milliseconds(100)
            let root = screen("root")
            showInWindow(root)
            let completed = Flag()
            let started = ContinuousClock.now
            root.present(screen("sheet"), animated: true) { completed.set() }
            for _ in 0..<10 { await Task.yield() }
            #expect(!completed.isSet)
            #expect(StandIn.isTransitionRunning)
            await StandIn.transitionsFinished()
            #expect(completed.isSet)
            #expect(ContinuousClock.now - started >= .milliseconds(100))
        }

        @Test("transitionsFinished also waits for transitions that completions start")
        func transitionsFinishedFollowsChains() async {
            let root = screen("root")
            showInWindow(root)
            let first = screen("first")
            let second = screen("second")
            root.present(first, animated: true) { first.present(second, animated: true) }
            await StandIn.transitionsFinished()
            #expect(first.presentedViewController === second)
            #expect(!second.isBeingPresented)
        }

        @Test("The coordinator's completion runs after the change and before the caller's completion")
        func coordinatorCompletionOrder() async {
            let root = screen("root")
            showInWindow(root)
            let sheet = screen("sheet")
            var events: [String] = []
            root.present(sheet, animated: true) { events.append("completion") }
            let queued = sheet.transitionCoordinator?.animate(
                alongsideTransition: { _ in events.append("alongside") },
                completion: { context in
                    events.append("coordinator \(context.isCancelled ? "cancelled" : "finished")")
                })
            #expect(queued == true)
            await StandIn.transitionsFinished()
            #expect(events == ["alongside", "coordinator finished", "completion"])
            #expect(sheet.transitionCoordinator == nil)
        }

        @Test("The coordinator names the controllers it moves between and refuses blocks after it ends")
        func coordinatorContext() async {
            let root = screen("root")
            let navigation = UINavigationController(rootViewController: root)
            showInWindow(navigation)
            let pushed = screen("pushed")
            navigation.pushViewController(pushed, animated: true)
            let coordinator = root.transitionCoordinator
            #expect(coordinator?.viewController(forKey: .from) === root)
            #expect(coordinator?.viewController(forKey: .to) === pushed)
            #expect(coordinator?.isAnimated == true)
            #expect(coordinator?.isInteractive == false)
            await StandIn.transitionsFinished()
            #expect(coordinator?.animate(alongsideTransition: nil, completion: { _ in }) == false)
        }
    }
}
#endif
