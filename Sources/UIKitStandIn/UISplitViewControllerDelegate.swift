#if !canImport(UIKit)
import Foundation

/// Models `UISplitViewControllerDelegate`, the methods of a column-style split view: collapsing,
/// expanding and display mode changes.
///
/// The methods are optional in UIKit; here the protocol extension supplies UIKit's behaviour when
/// a method is not implemented (the proposed column or display mode is kept, and the
/// notifications do nothing).
@MainActor
public protocol UISplitViewControllerDelegate: NSObjectProtocol {
    /// Asked while the split view collapses: the column to show on top of the collapsed stack.
    /// `.secondary` is proposed; `.primary` keeps the list on top.
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column

    /// Asked while the split view expands: the display mode to expand to.
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode

    /// Told after the split view collapsed.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)

    /// Told after the split view expanded.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)

    /// Told before an expanded split view shows `column`.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)

    /// Told before an expanded split view hides `column`.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)

    /// Told before the display mode changes to `displayMode`.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
}

extension UISplitViewControllerDelegate {
    /// Keeps the proposed column, as UIKit does when the method is not implemented.
    public func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        proposedTopColumn
    }

    /// Keeps the proposed display mode, as UIKit does when the method is not implemented.
    public func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        proposedDisplayMode
    }

    /// Does nothing, as an unimplemented optional method does in UIKit.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}

    /// Does nothing, as an unimplemented optional method does in UIKit.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}

    /// Does nothing, as an unimplemented optional method does in UIKit.
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}

    /// Does nothing, as an unimplemented optional method does in UIKit.
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}

    /// Does nothing, as an unimplemented optional method does in UIKit.
    public func splitViewController(
        _ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode
    ) {}
}
#endif
