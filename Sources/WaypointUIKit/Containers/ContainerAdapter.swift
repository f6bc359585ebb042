#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A custom container view controller (a side menu, a page controller) that takes part in
/// navigation: the host reads it as a tab bar whose tabs are its children.
///
/// The host asks three things, as RouteComposer's container adapters do: which children the
/// container holds, which of them are visible, and how to make one visible. The last visible
/// child is the one the user works in, the selected "tab"; a `selectTab` step makes a child
/// visible. Each child's tab identifier comes from ``TabIdentifying`` or else from the kind of
/// the first screen it shows.
///
/// ```swift
/// extension SideMenuController: ContainerAdapter {
///     var containedViewControllers: [UIViewController] { sections }
///     var visibleViewControllers: [UIViewController] { [content] }
///     func makeVisible(_ child: UIViewController, animated: Bool) async { show(section: child) }
/// }
/// ```
@MainActor
public protocol ContainerAdapter: UIViewController {
    /// Every child the container holds, in a stable order.
    var containedViewControllers: [UIViewController] { get }
    /// The children whose views are on screen now; the last is the one the user works in.
    var visibleViewControllers: [UIViewController] { get }
    /// Makes `child` (one of ``containedViewControllers``) the visible one, and returns when it
    /// is on screen.
    func makeVisible(_ child: UIViewController, animated: Bool) async
}
