#if !canImport(UIKit)
import Foundation

/// Models `UIAdaptivePresentationControllerDelegate`, the part a navigation host uses: the
/// callbacks of an interactive (swipe) sheet dismissal, and the style a popover or form sheet
/// adapts to where the width is compact.
///
/// As in UIKit, only a dismissal the user performs calls these methods; a programmatic
/// `dismiss(animated:completion:)` calls none of them. The methods are optional in UIKit; here
/// the protocol extension supplies the defaults (`presentationControllerShouldDismiss` answers
/// `true`, `adaptivePresentationStyle(for:traitCollection:)` answers UIKit's own adaptation, the
/// others do nothing).
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Asked, when a popover or form sheet adapts to a compact width, which style it shows as
    /// instead; `.none` keeps its own style. UIKit asks only where the presentation adapts, not
    /// in a regular width.
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle

    /// Asked when the user starts to swipe the sheet away; `false` keeps it, and UIKit then
    /// calls ``presentationControllerDidAttemptToDismiss(_:)``.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool

    /// Called when the user's swipe is refused, by this delegate or by `isModalInPresentation`.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)

    /// Called when the user's swipe starts a dismissal; the user may still cancel it.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

    /// Called after the user's swipe has dismissed the sheet.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// UIKit's own adaptation, as when the delegate does not implement the method: a popover or
    /// form sheet shows as a sheet.
    public func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        controller.presentationStyle.shown(in: traitCollection.horizontalSizeClass)
    }

    /// Allows the dismissal, UIKit's behaviour when the delegate does not implement the method.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        true
    }

    /// Does nothing, as an unimplemented optional method does in UIKit.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}

    /// Does nothing, as an unimplemented optional method does in UIKit.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}

    /// Does nothing, as an unimplemented optional method does in UIKit.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}
#endif
