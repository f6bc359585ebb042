#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import Foundation

import WaypointNavigation

extension UIKitHost {
    /// Gives a popover something to point at before it is presented, since UIKit raises (and the
    /// app crashes) when a popover shows without an anchor on an iPad.
    ///
    /// The anchor the factory registers for `screen`'s kind runs first; an anchor the controller
    /// set on its own `popoverPresentationController` is kept. A popover that has none after
    /// that points at the middle of `presenter`'s view, with no arrow, since nothing there
    /// is what it grows out of.
    func anchorPopover(of content: UIViewController, showing screen: Screen?, from presenter: UIViewController) {
        guard let popover = content.popoverPresentationController else { return }
        if let screen, let anchor = factory.popoverAnchor(for: screen.kind) {
            anchor(popover, presenter)
        }
        guard popover.sourceView == nil, popover.sourceItem == nil, popover.barButtonItem == nil else { return }
        let view: UIView = presenter.view
        popover.sourceView = view
        popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
        popover.permittedArrowDirections = []
    }
}
