#if !canImport(UIKit)
import Foundation
import Testing
@testable import UIKitStandIn

extension UIKitStandInTests {
    @MainActor
    @Suite("Presentation")
    struct PresentationTests {
        init() async { await StandIn.reset() }

        @Test(
            "present sets presentedViewController at the call and runs the completion after the transition",
            arguments: [true, false])
        func presentCompletesAfterTheTransition(animated: Bool) async {
            let root = screen("root")
            showInWindow(root)
            let sheet = screen("sheet")
            let completed = Flag()
            root.present(sheet, animated: animated) { completed.set() }
            #expect(root.presentedViewController === sheet)
            #expect(sheet.presentingViewController === root)
            #expect(sheet.transitionCoordinator?.viewController(forKey: .to) === sheet)
            #expect(!completed.isSet)
            await StandIn.transitionsFinished()
            #expect(completed.isSet)
            #expect(sheet.transitionCoordinator == nil)
        }

        @Test("A controller that is already presenting refuses another and never completes it")
        func alreadyPresentingRefuses() async {
            let root = screen("root")
            showInWindow(root)
            let first = screen("first")
            await presentAndSettle(first, on: root)
            let second = screen("second")
            let completed = Flag()
            root.present(second, animated: true) { completed.set() }
            await StandIn.transitionsFinished()
            #expect(
                StandIn.messages == ["Attempt to present \(second) on \(root) which is already presenting \(first)."])
            #expect(!completed.isSet)
            #expect(root.presentedViewController === first)
            #expect(second.presentingViewController == nil)
        }

        @Test("A child presents on its outermost container, which every controller inside reports")
        func childPresentsOnItsContainer() async {
            let top = screen("top")
            let navigation = UINavigationController(rootViewController: top)
            showInWindow(navigation)
            let sheet = screen("sheet")
            await presentAndSettle(sheet, on: top)
            #expect(sheet.presentingViewController === navigation)
            #expect(top.presentedViewController === sheet)
            #expect(navigation.presentedViewController === sheet)
        }

        @Test("Presenting a controller that is already presented is refused as UIKit's exception")
        func presentingAPresentedControllerIsRefused() async {
            let root = screen("root")
            showInWindow(root)
            let sheet = screen("sheet")
            await presentAndSettle(sheet, on: root)
            let other = screen("other")
            await presentAndSettle(other, on: sheet)
            other.present(sheet, animated: false)
            #expect(StandIn.log.last?.kind == .exception)
            #expect(StandIn.log.last?.message.contains("already being presented by \(root)") == true)
        }

        @Test("Dismissing a presenter dismisses the whole chain above it")
        func dismissingThePresenterDismissesTheChain() async {
            let root = screen("root")
            showInWindow(root)
            let first = screen("first")
            let second = screen("second")
            let third = screen("third")
            await presentAndSettle(first, on: root)
            await presentAndSettle(second, on: first)
            await presentAndSettle(third, on: second)
            let completed = Flag()
            root.dismiss(animated: true) { completed.set() }
            #expect(
                [first, second, third].allSatisfy { $0.transitionCoordinator?.viewController(forKey: .to) === root })
            #expect(root.presentedViewController === first)
            await StandIn.transitionsFinished()
            #expect(completed.isSet)
            #expect(root.presentedViewController == nil)
            for controller in [first, second, third] {
                #expect(controller.presentingViewController == nil)
                #expect(controller.presentedViewController == nil)
            }
        }

        @Test("Dismissing a controller in the middle of a chain dismisses only the controllers above it")
        func dismissingTheMiddleKeepsIt() async {
            let root = screen("root")
            showInWindow(root)
            let first = screen("first")
            let second = screen("second")
            await presentAndSettle(first, on: root)
            await presentAndSettle(second, on: first)
            first.dismiss(animated: true)
            await StandIn.transitionsFinished()
            #expect(root.presentedViewController === first)
            #expect(first.presentedViewController == nil)
        }

        @Test("Dismissing a presented controller with nothing above it asks its presenter")
        func dismissingTheTopAsksItsPresenter() async {
            let root = screen("root")
            showInWindow(root)
            let sheet = screen("sheet")
            await presentAndSettle(sheet, on: root)
            sheet.dismiss(animated: false)
            await StandIn.transitionsFinished()
            #expect(root.presentedViewController == nil)
            #expect(sheet.presentingViewController == nil)
        }

        @Test("Dismissing with nothing to dismiss does nothing and never completes")
        func dismissingNothingNeverCompletes() async {
            let root = screen("root")
            showInWindow(root)
            let completed = Flag()
            root.dismiss(animated: true) { completed.set() }
            await StandIn.transitionsFinished()
            #expect(!completed.isSet)
            #expect(StandIn.log.isEmpty)
        }

        @Test("A controller that is being dismissed is not a valid presenter")
        func beingDismissedIsNotAPresenter() async {
            let root = screen("root")
            showInWindow(root)
            let sheet = screen("sheet")
            await presentAndSettle(sheet, on: root)
            sheet.dismiss(animated: true)
            let next = screen("next")
            let completed = Flag()
            sheet.present(next, animated: true) { completed.set() }
            await StandIn.transitionsFinished()
            #expect(StandIn.messages == ["Attempt to present \(next) on \(sheet) which is being dismissed."])
            #expect(!completed.isSet)
            #expect(next.presentingViewController == nil)
        }

        @Test("presentationController exists before presenting and names both controllers after")
        func presentationControllerNamesBothControllers() async {
            let root = screen("root")
            showInWindow(root)
            let sheet = screen("sheet")
            let controller = sheet.presentationController
            #expect(controller != nil)
            await presentAndSettle(sheet, on: root)
            #expect(sheet.presentationController === controller)
            #expect(controller?.presentedViewController === sheet)
            #expect(controller?.presentingViewController === root)
        }
    }
}
#endif
