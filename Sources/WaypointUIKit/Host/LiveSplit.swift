#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import WaypointNavigation

/// A split view controller as the host reads it: the controllers of each column, whether it is
/// collapsed into one stack or not, and the navigation controllers that hold them now.
///
/// Expanded, each column's navigation controller holds its own controllers. Collapsed, UIKit
/// shows one stack, the primary column's, with the content and detail columns' controllers on
/// top of the sidebar's; the host tells them apart by the column it put each controller in (a
/// controller someone else pushed belongs to the column of the controller below it).
struct LiveSplit {
    let holder: UISplitViewController
    /// Whether the split view was collapsed when it was read.
    let isCollapsed: Bool
    let sidebar: [UIViewController]
    /// The content (supplementary) column's controllers; `nil` for a two-column split view.
    let content: [UIViewController]?
    let detail: [UIViewController]
    let items: [String]
    let selection: String?
    /// The navigation controller of each column, as the split view was built.
    let primary: UINavigationController
    let supplementary: UINavigationController?
    /// `nil` only while collapsed, when the controller set for the secondary column is not a
    /// navigation controller: UIKit's wrapper is out of reach then.
    let secondary: UINavigationController?
    /// The navigation controller that holds the detail's controllers now: the secondary column's
    /// expanded, the collapsed stack's when collapsed.
    var detailNavigation: UINavigationController { isCollapsed ? primary : secondary ?? primary }

    /// The controller on top: the detail's, else the content column's, else the sidebar's.
    var topController: UIViewController? { detail.last ?? content?.last ?? sidebar.last }

    /// The column ``topController`` is in.
    var topColumn: SplitView.Column {
        if !detail.isEmpty { return .detail }
        if let content, !content.isEmpty { return .content }
        return .sidebar
    }

    /// The controllers of `column`.
    func controllers(_ column: SplitView.Column) -> [UIViewController] {
        switch column {
        case .sidebar: return sidebar
        case .content: return content ?? []
        case .detail: return detail
        }
    }

    /// The navigation controller that holds `column`'s controllers now.
    func navigation(of column: SplitView.Column) -> UINavigationController {
        guard !isCollapsed else { return primary }
        switch column {
        case .sidebar: return primary
        case .content: return supplementary ?? primary
        case .detail: return secondary ?? primary
        }
    }

    /// The navigation controller UIKit shows `column` in, collapsed or not.
    func columnNavigation(_ column: SplitView.Column) -> UINavigationController? {
        switch column {
        case .sidebar: return primary
        case .content: return supplementary
        case .detail: return secondary
        }
    }
}
