#if !canImport(UIKit)
import Foundation
import Testing
@testable import UIKitStandIn

extension UIKitStandInTests {
    /// Popovers: an anchor is required where they show as popovers, and the popover
    /// presentation controller exists only for the popover style.
    @MainActor
    @Suite("Popovers")
    struct PopoverTests {
        init() async { await StandIn.reset() }

        /// A popover controller over `root` in a window, on a device of `idiom`.
        func popover(on idiom: UIUserInterfaceIdiom) -> (root: UIViewController, popover: UIViewController) {
            UIDevice.current.simulateUserInterfaceIdiom(idiom)
            let root = screen("root")
            showInWindow(root)
            let popover = screen("popover")
            popover.modalPresentationStyle = .popover
            return (root, popover)
        }

        @Test(
            "A popover without an anchor raises where popovers show, and is refused",
            arguments: [
                UIUserInterfaceIdiom.pad, .mac, .vision,
            ])
        func anchorlessPopoverRaises(idiom: UIUserInterfaceIdiom) async throws {
            let (root, popover) = popover(on: idiom)
            let completed = Flag()
            root.present(popover, animated: true) { completed.set() }
            await StandIn.transitionsFinished()
            #expect(root.presentedViewController == nil)
            #expect(!completed.isSet)
            let controller = try #require(popover.popoverPresentationController)
            #expect(
                StandIn.log == [
                    StandIn.LogEntry(
                        kind: .exception,
                        message: "UIPopoverPresentationController (\(controller)) should have a non-nil sourceView "
                            + "or barButtonItem set before the presentation occurs.")
                ])
        }

        @Test("A popover without an anchor presents on a phone, where it adapts to a sheet")
        func phoneNeedsNoAnchor() async {
            let (root, popover) = popover(on: .phone)
            await presentAndSettle(popover, on: root)
            #expect(root.presentedViewController === popover)
            #expect(StandIn.log.isEmpty)
        }

        @Test(
            "Any one anchor lets a popover present on a pad", arguments: ["sourceView", "sourceItem", "barButtonItem"])
        func anchoredPopoverPresents(anchor: String) async throws {
            let (root, popover) = popover(on: .pad)
            let controller = try #require(popover.popoverPresentationController)
            let button = UIBarButtonItem(systemItem: .action)
            switch anchor {
            case "sourceView": controller.sourceView = root.view
            case "sourceItem": controller.sourceItem = button
            default: controller.barButtonItem = button
            }
            await presentAndSettle(popover, on: root)
            #expect(root.presentedViewController === popover)
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test("The popover presentation controller exists for the popover style only, and keeps the delegate")
        func popoverControllerFollowsTheStyle() throws {
            let controller = screen("content")
            #expect(controller.popoverPresentationController == nil)
            let delegate = RecordingSheetDelegate()
            controller.presentationController?.delegate = delegate
            controller.modalPresentationStyle = .popover
            let popover = try #require(controller.popoverPresentationController)
            #expect(controller.presentationController === popover)
            #expect(popover.delegate === delegate)
            #expect(popover.permittedArrowDirections == .any && popover.sourceRect.isNull)
        }
    }
}
#endif
