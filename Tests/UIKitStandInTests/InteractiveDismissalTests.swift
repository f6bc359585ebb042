#if !canImport(UIKit)
import Foundation
import Testing
@testable import UIKitStandIn

extension UIKitStandInTests {
    @MainActor
    @Suite("Interactive sheet dismissal")
    struct InteractiveDismissalTests {
        init() async { await StandIn.reset() }

        /// A root in a window presenting a sheet whose presentation controller reports to `delegate`.
        func presentSheet(
            style: UIModalPresentationStyle = .automatic, delegate: RecordingSheetDelegate
        ) async
            -> (root: UIViewController, sheet: UIViewController)
        {
            let root = screen("root")
            showInWindow(root)
            let sheet = screen("sheet")
            sheet.modalPresentationStyle = style
            sheet.presentationController?.delegate = delegate
            await presentAndSettle(sheet, on: root)
            return (root, sheet)
        }

        @Test(
            "A swipe calls willDismiss, then didDismiss when the sheet is gone",
            arguments: [UIModalPresentationStyle.automatic, .pageSheet, .formSheet])
        func swipeCallsTheDelegate(style: UIModalPresentationStyle) async {
            let delegate = RecordingSheetDelegate()
            let (root, sheet) = await presentSheet(style: style, delegate: delegate)
            #expect(sheet.simulateInteractiveDismissal())
            #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
            await StandIn.transitionsFinished()
            #expect(delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
            #expect(root.presentedViewController == nil)
        }

        @Test("A programmatic dismiss calls none of the delegate's methods")
        func programmaticDismissIsSilent() async {
            let delegate = RecordingSheetDelegate()
            let (root, _) = await presentSheet(delegate: delegate)
            root.dismiss(animated: true)
            await StandIn.transitionsFinished()
            #expect(delegate.calls.isEmpty)
            #expect(root.presentedViewController == nil)
        }

        @Test("presentationControllerShouldDismiss returning false blocks the swipe")
        func shouldDismissFalseBlocksTheSwipe() async {
            let delegate = RecordingSheetDelegate()
            delegate.allowsDismissal = false
            let (root, sheet) = await presentSheet(delegate: delegate)
            #expect(!sheet.simulateInteractiveDismissal())
            await StandIn.transitionsFinished()
            #expect(delegate.calls == ["shouldDismiss", "didAttemptToDismiss"])
            #expect(root.presentedViewController === sheet)
        }

        @Test("isModalInPresentation blocks the swipe without asking the delegate")
        func modalInPresentationBlocksTheSwipe() async {
            let delegate = RecordingSheetDelegate()
            let (root, sheet) = await presentSheet(delegate: delegate)
            sheet.isModalInPresentation = true
            #expect(!sheet.simulateInteractiveDismissal())
            #expect(delegate.calls == ["didAttemptToDismiss"])
            #expect(root.presentedViewController === sheet)
        }

        @Test(
            "A full-screen presentation cannot be swiped away",
            arguments: [UIModalPresentationStyle.fullScreen, .overFullScreen])
        func fullScreenCannotBeSwiped(style: UIModalPresentationStyle) async {
            let delegate = RecordingSheetDelegate()
            let (root, sheet) = await presentSheet(style: style, delegate: delegate)
            #expect(!sheet.simulateInteractiveDismissal())
            #expect(delegate.calls.isEmpty)
            #expect(root.presentedViewController === sheet)
        }

        @Test("A swipe the user abandons calls willDismiss only and keeps the sheet")
        func abandonedSwipeKeepsTheSheet() async {
            let delegate = RecordingSheetDelegate()
            let (root, sheet) = await presentSheet(delegate: delegate)
            #expect(sheet.simulateInteractiveDismissal(completing: false))
            await StandIn.transitionsFinished()
            #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
            #expect(root.presentedViewController === sheet)
            #expect(!sheet.isBeingDismissed)
        }

        @Test("A close button's action dismisses the wrapped modal it sits on")
        func closeButtonDismissesTheModal() async {
            let root = screen("root")
            showInWindow(root)
            let content = screen("content")
            let wrapper = UINavigationController(rootViewController: content)
            content.navigationItem.leftBarButtonItem = UIBarButtonItem(
                systemItem: .close, primaryAction: UIAction { [weak content] _ in content?.dismiss(animated: true) })
            await presentAndSettle(wrapper, on: root)
            content.navigationItem.leftBarButtonItem?.simulateTap()
            await StandIn.transitionsFinished()
            #expect(root.presentedViewController == nil)
        }

        @Test("A disabled bar button item ignores taps")
        func disabledButtonIgnoresTaps() {
            let tapped = Flag()
            let item = UIBarButtonItem(systemItem: .done, primaryAction: UIAction(title: "Done") { _ in tapped.set() })
            item.isEnabled = false
            item.simulateTap()
            #expect(!tapped.isSet)
            item.isEnabled = true
            item.simulateTap()
            #expect(tapped.isSet)
        }
    }
}
#endif
