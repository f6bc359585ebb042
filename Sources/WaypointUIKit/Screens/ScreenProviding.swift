#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import WaypointNavigation

/// A view controller that says which `Screen` it shows.
///
/// ``UIKitHost`` reads the live hierarchy into a `NavigationState`; each controller on screen
/// becomes the screen it provides. A controller that adopts neither this protocol nor came from
/// the host's ``ScreenFactory`` appears as an unidentified screen
/// (``UIKitHost/unidentifiedKind``), which no route's target ever equals, so the planner never
/// switches to it.
///
/// ```swift
/// final class UserViewController: UIViewController, ScreenProviding {
///     let userID: String
///     var screen: Screen { Screen("user", ["userId": userID]) }
/// }
/// ```
@MainActor
public protocol ScreenProviding: AnyObject {
    /// The screen this controller shows now.
    var screen: Screen { get }
}

/// A view controller that can show another screen of its kind in place.
///
/// The host calls ``update(to:)`` on a controller its factory made from a storyboard or a type,
/// to hand it the screen it is for, and for an `update` step when this controller is on top. After
/// the call, ``ScreenProviding/screen`` must equal the screen it was given; otherwise the host
/// reports the step as failed.
@MainActor
public protocol ScreenUpdating: ScreenProviding {
    /// Shows `screen` from now on (reload the data it names).
    func update(to screen: Screen)
}

/// A view controller the factory can make from a screen alone (``ScreenFactory/register(_:type:)``).
@MainActor
public protocol ScreenInitializable: UIViewController {
    /// A controller showing `screen`.
    init(screen: Screen)
}
