#if !canImport(UIKit)
import Foundation

extension UIViewController {
    /// The style this controller's presentation shows as in its window now. Where the window's
    /// width makes a popover or form sheet adapt, UIKit asks the presentation controller's
    /// delegate (`adaptivePresentationStyle(for:traitCollection:)`): `.none` keeps the style the
    /// controller asked for, any other answer shows instead. Elsewhere the style shows as itself.
    var adaptedPresentationStyle: UIModalPresentationStyle {
        let asked = modalPresentationStyle
        let sizeClass = horizontalSizeClassOfWindow
        let adapted = asked.shown(in: sizeClass)
        guard adapted != asked, asked == .popover || asked == .formSheet,
            let controller = presentationController, let delegate = controller.delegate
        else { return adapted }
        let answer = delegate.adaptivePresentationStyle(
            for: controller, traitCollection: UITraitCollection(horizontalSizeClass: sizeClass))
        return answer == .none ? asked : answer
    }
}
#endif
