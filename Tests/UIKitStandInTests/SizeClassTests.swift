#if !canImport(UIKit)
import Foundation
import Testing
@testable import UIKitStandIn

extension UIKitStandInTests {
    /// Each window scene's horizontal size class, and popovers and form sheets adapted by it as
    /// UIKit adapts them: a popover in a compact width shows as a sheet.
    @MainActor
    @Suite("Size classes")
    struct SizeClassTests {
        init() async { await StandIn.reset() }

        @Test(
            "A full-screen app is regular on an iPad, a Mac or Vision Pro, and compact on an iPhone",
            arguments: [
                (UIUserInterfaceIdiom.phone, UIUserInterfaceSizeClass.compact), (.pad, .regular), (.mac, .regular),
                (.vision, .regular),
            ])
        func fullScreenSizeClass(idiom: UIUserInterfaceIdiom, expected: UIUserInterfaceSizeClass) {
            UIDevice.current.simulateUserInterfaceIdiom(idiom)
            let root = screen("root")
            let window = showInWindow(root)
            #expect(window.windowScene?.traitCollection.horizontalSizeClass == expected)
            #expect(root.traitCollection.horizontalSizeClass == expected)
            #expect(screen("outside").traitCollection.horizontalSizeClass == .unspecified)
        }

        @Test("Split View makes one window compact; the other windows keep their own size class")
        func sizeClassPerWindow() throws {
            UIDevice.current.simulateUserInterfaceIdiom(.pad)
            let split = screen("split")
            let full = screen("full")
            let splitScene = try #require(showInWindow(split).windowScene)
            showInWindow(full)
            splitScene.simulateHorizontalSizeClass(.compact)
            #expect(split.traitCollection.horizontalSizeClass == .compact)
            #expect(full.traitCollection.horizontalSizeClass == .regular)
            splitScene.simulateHorizontalSizeClass(.regular)
            #expect(split.traitCollection.horizontalSizeClass == .regular)
        }

        @Test(
            "Popovers and form sheets show as page sheets where the width is compact and as themselves where it is regular",
            arguments: [
                (UIModalPresentationStyle.popover, UIUserInterfaceSizeClass.regular, UIModalPresentationStyle.popover),
                (.popover, .compact, .pageSheet), (.formSheet, .regular, .formSheet),
                (.formSheet, .compact, .pageSheet),
                (.pageSheet, .compact, .pageSheet), (.fullScreen, .compact, .fullScreen),
                (.overFullScreen, .regular, .overFullScreen),
            ])
        func adaptation(
            style: UIModalPresentationStyle, sizeClass: UIUserInterfaceSizeClass, shown: UIModalPresentationStyle
        ) async throws {
            UIDevice.current.simulateUserInterfaceIdiom(.pad)
            let root = screen("root")
            let window = showInWindow(root)
            window.windowScene?.simulateHorizontalSizeClass(sizeClass)
            let presented = screen("presented")
            presented.modalPresentationStyle = style
            presented.popoverPresentationController?.sourceView = root.view
            await presentAndSettle(presented, on: root)
            #expect(root.presentedViewController === presented)
            #expect(presented.presentationController?.simulatedShownStyle == shown)
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test("An iPad app in Split View presents a popover without an anchor, since it shows as a sheet")
        func compactPadNeedsNoAnchor() async throws {
            UIDevice.current.simulateUserInterfaceIdiom(.pad)
            let root = screen("root")
            showInWindow(root).windowScene?.simulateHorizontalSizeClass(.compact)
            let popover = screen("popover")
            popover.modalPresentationStyle = .popover
            await presentAndSettle(popover, on: root)
            #expect(root.presentedViewController === popover)
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test("A popover showing re-adapts when its window's size class changes, and only a sheet can be swiped")
        func showingPopoverReadapts() async throws {
            UIDevice.current.simulateUserInterfaceIdiom(.pad)
            let root = screen("root")
            let scene = try #require(showInWindow(root).windowScene)
            let popover = screen("popover")
            popover.modalPresentationStyle = .popover
            popover.popoverPresentationController?.sourceView = root.view
            await presentAndSettle(popover, on: root)
            let controller = try #require(popover.presentationController)
            #expect(controller.simulatedShownStyle == .popover)
            #expect(popover.simulateBeginningInteractiveDismissal() == nil)
            scene.simulateHorizontalSizeClass(.compact)
            #expect(controller.simulatedShownStyle == .pageSheet)
            #expect(!popover.simulateTapOutsidePopover())
            scene.simulateHorizontalSizeClass(.regular)
            #expect(controller.simulatedShownStyle == .popover)
            #expect(root.presentedViewController === popover)
            scene.simulateHorizontalSizeClass(.compact)
            #expect(popover.simulateInteractiveDismissal())
            await StandIn.transitionsFinished()
            #expect(root.presentedViewController == nil)
        }

        @Test("A tap outside a popover dismisses it, asking and telling the delegate")
        func tapOutsideDismissesPopover() async throws {
            UIDevice.current.simulateUserInterfaceIdiom(.pad)
            let root = screen("root")
            showInWindow(root)
            let popover = screen("popover")
            popover.modalPresentationStyle = .popover
            popover.popoverPresentationController?.sourceView = root.view
            let delegate = RecordingSheetDelegate()
            popover.presentationController?.delegate = delegate
            await presentAndSettle(popover, on: root)
            delegate.allowsDismissal = false
            #expect(!popover.simulateTapOutsidePopover())
            #expect(root.presentedViewController === popover)
            delegate.allowsDismissal = true
            #expect(popover.simulateTapOutsidePopover())
            await StandIn.transitionsFinished()
            #expect(root.presentedViewController == nil)
            #expect(
                delegate.calls == [
                    "shouldDismiss", "didAttemptToDismiss", "shouldDismiss", "willDismiss", "didDismiss",
                ])
        }
    }
}
#endif
