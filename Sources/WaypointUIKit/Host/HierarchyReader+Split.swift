#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import WaypointNavigation

extension HierarchyReader {
    /// `split` read column by column, whether it is expanded or collapsed; `nil` when its primary
    /// column, or its secondary column while expanded, is not in a navigation controller.
    ///
    /// Collapsed, UIKit shows the primary column's navigation stack with the content and detail
    /// columns' controllers on top (or, on some systems, a column's navigation controller itself
    /// pushed there): each controller belongs to the column the host put it in (or the app set
    /// it for), else to the column of the controller below it. So the split reads the same whether it is collapsed or
    /// not.
    func liveSplit(_ split: UISplitViewController) -> LiveSplit? {
        guard let primary = Self.navigation(of: split, .primary) else { return nil }
        let secondary = Self.navigation(of: split, .secondary).flatMap { $0 === primary ? nil : $0 }
        guard secondary != nil || split.isCollapsed else { return nil }
        let supplementary = split.style == .tripleColumn ? Self.navigation(of: split, .supplementary) : nil
        var columns: [SplitView.Column: [UIViewController]] = [:]
        if split.isCollapsed {
            var column = SplitView.Column.sidebar
            for controller in primary.viewControllers {
                let nested: [UIViewController]
                if let secondary, controller === secondary {
                    (column, nested) = (.detail, secondary.viewControllers)
                } else if let supplementary, controller === supplementary {
                    (column, nested) = (.content, supplementary.viewControllers)
                } else {
                    nested = [controller]
                }
                for member in nested {
                    column = marks.column(of: member) ?? Self.column(setFor: member, in: split) ?? column
                    columns[column, default: []].append(member)
                }
            }
        } else {
            columns[.sidebar] = primary.viewControllers
            columns[.content] = supplementary?.viewControllers
            columns[.detail] = secondary?.viewControllers
        }
        var detail = columns[.detail] ?? []
        let detailNavigation = split.isCollapsed ? primary : secondary
        if let staged, staged.navigation === detailNavigation { detail += staged.controllers }
        let sidebar = columns[.sidebar] ?? []
        let remembered = marks.sidebar(of: split)
        let selecting = sidebar.first as? any SidebarSelecting
        return LiveSplit(
            holder: split, isCollapsed: split.isCollapsed, sidebar: sidebar,
            content: split.style == .tripleColumn ? columns[.content] ?? [] : nil, detail: detail,
            items: selecting?.sidebarItems ?? remembered?.items ?? [],
            selection: selecting?.selectedSidebarItem ?? remembered?.selection, primary: primary,
            supplementary: supplementary, secondary: secondary)
    }

    /// The column `controller` was set for with `setViewController(_:for:)`, if it was.
    static func column(setFor controller: UIViewController, in split: UISplitViewController) -> SplitView.Column? {
        if split.viewController(for: .secondary) === controller { return .detail }
        if split.viewController(for: .supplementary) === controller { return .content }
        return nil
    }

    /// The navigation controller `split` shows `column` in: the one set for it, or the one that
    /// wraps the controller set for it.
    static func navigation(
        of split: UISplitViewController, _ column: UISplitViewController.Column
    )
        -> UINavigationController?
    {
        guard let controller = split.viewController(for: column) else { return nil }
        return controller as? UINavigationController ?? controller.navigationController
    }

    /// The split view `live` shows, as the navigation state names it.
    func splitView(_ live: LiveSplit) -> SplitView {
        let sidebar = live.sidebar.map(screen(of:))
        return SplitView(
            sidebar: sidebar.isEmpty ? [Screen(UIKitHost.unidentifiedKind)] : sidebar, items: live.items,
            selection: live.selection, content: live.content?.map(screen(of:)), detail: live.detail.map(screen(of:)))
    }
}
