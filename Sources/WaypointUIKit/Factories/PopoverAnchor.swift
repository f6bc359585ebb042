#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// Points a popover at what it grows out of, for `ModalStyle.popover` layers.
///
/// Where a popover shows as a popover (an iPad, a Mac), UIKit raises an exception, and the app
/// crashes, when one is presented without a `sourceView` or `sourceItem`. The host calls the anchor
/// registered for the kind of the layer's top screen (``ScreenFactory/registerPopoverAnchor(_:_:)``)
/// with the popover's presentation controller and the controller it is presented from, just
/// before presenting. The anchor sets `sourceItem` (a bar button item or a view), or `sourceView`
/// and `sourceRect`, and may set `permittedArrowDirections`.
///
/// A popover that has no anchor then, because none is registered or the registered one set
/// nothing, and the controller did not configure its own `popoverPresentationController`,
/// points at the middle of the presenting controller's view, with no arrow.
///
/// ```swift
/// factory.registerPopoverAnchor("share") { popover, presenter in
///     popover.sourceItem = presenter.navigationItem.rightBarButtonItem
/// }
/// ```
public typealias PopoverAnchor =
    @MainActor (_ popover: UIPopoverPresentationController, _ presenter: UIViewController) -> Void
