#if !canImport(UIKit)
import Foundation

/// Models `UIView` only as far as navigation needs: a controller's root view knows its window.
///
/// The stand-in keeps no view tree. A view's ``window`` is computed from the controller
/// hierarchy, following UIKit's rule that only visible controllers have views in a window.
@MainActor
open class UIView: UIResponder {
    /// The view's frame; the stand-in never lays anything out.
    open var frame: CGRect

    /// The view's own rectangle: at the origin, with the frame's size, as UIKit keeps it for a
    /// view that is not transformed. Setting it changes the frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// Whether the view is hidden.
    open var isHidden = false

    /// The controller whose root view this is.
    weak var owner: UIViewController?

    /// A view with `frame`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// A view decoded from a nib; the stand-in decodes nothing and never fails.
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// The window that shows this view, or `nil` when it is not in the window hierarchy: a view
    /// whose controller is lower in a navigation stack, in an unselected tab, or under a finished
    /// full-screen presentation has no window, as in UIKit.
    open var window: UIWindow? { owner?.windowOfView }
}
#endif
