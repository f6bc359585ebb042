#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A split view's sidebar controller (the primary column's first) that lists the sidebar's items
/// and shows which one is selected, as `SplitView.items` and `SplitView.selection` name them.
///
/// A split view the host builds itself (a `setRoot` of a split) remembers its items and
/// selection without it. Adopt it to highlight the selected row when a link selects an item, or
/// so that the host reads the items and selection of a split view the app builds.
@MainActor
public protocol SidebarSelecting: AnyObject {
    /// The identifiers of the sidebar's items, in order.
    var sidebarItems: [String] { get }
    /// The selected item, if any.
    var selectedSidebarItem: String? { get }
    /// Shows `item` as selected; the host has emptied the columns after the sidebar.
    func selectSidebarItem(_ item: String)
}
