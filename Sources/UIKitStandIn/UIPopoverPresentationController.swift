#if !canImport(UIKit)
import Foundation

/// Models `UIPopoverArrowDirection`: the directions a popover's arrow may point, as UIKit's
/// option set with its raw values.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// The directions, one bit each.
    public let rawValue: UInt

    /// The directions whose bits are set in `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The arrow points up.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// The arrow points down.
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// The arrow points left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// The arrow points right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction; UIKit's default.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// The direction is not known yet.
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}

/// Models `UIPopoverPresentationControllerSourceItem` (iOS 16): something a popover can point at,
/// a view or a bar button item. UIKit's one method, `frame(in:)`, is iOS 17 and left out.
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

extension UIView: UIPopoverPresentationControllerSourceItem {}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}

/// Models `UIPopoverPresentationController`: the presentation controller of a controller whose
/// `modalPresentationStyle` is `.popover`, and the anchor the popover points at.
///
/// Where a popover shows as a popover (a window of regular width: an iPad app full screen),
/// UIKit raises an exception when it is presented without an anchor: a ``sourceView``, a
/// ``sourceItem`` or a ``barButtonItem``. The stand-in records that exception and refuses the
/// presentation. Where it adapts to a sheet (compact width: an iPhone, or Split View and Slide
/// Over on an iPad), no anchor is needed.
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The directions the arrow may point; `[]` shows no arrow.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any

    /// The view the popover points at, with ``sourceRect`` in its coordinates.
    open var sourceView: UIView?

    /// The rectangle of ``sourceView`` the popover points at. UIKit's default, the null
    /// rectangle, points at the whole view.
    open var sourceRect: CGRect = .null

    /// The view or bar button item the popover points at (iOS 16).
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?

    /// The bar button item the popover points at; UIKit's older spelling of ``sourceItem``.
    open var barButtonItem: UIBarButtonItem?

    /// Whether the popover has something to point at.
    var hasAnchor: Bool { sourceView != nil || sourceItem != nil || barButtonItem != nil }
}
#endif
