#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import WaypointNavigation

/// Split views: building one, selecting a sidebar item, and changing a column, whether the split
/// view shows its columns side by side or, collapsed in a compact width, one stack.
///
/// Expanded, each column's navigation controller changes on its own. Collapsed, UIKit shows the
/// primary column's navigation stack with the other columns' controllers on top: the host pops
/// that stack back to where a column starts, lets the column's own navigation controller hold
/// the new controllers out of sight, then asks the split view to show the column
/// (`show(_:)`), so that UIKit knows which column they belong to when the split view expands
/// again. A push onto a detail already on the collapsed stack is an ordinary push there.
extension UIKitHost {
    /// A new split view controller for `split`, from the factory, with a navigation controller
    /// per column holding its screens; its items and selection are remembered with it.
    func makeSplitViewController(
        _ split: SplitView, _ step: NavigationStep
    ) async throws(NavigationError)
        -> UISplitViewController
    {
        guard !split.sidebar.isEmpty else {
            throw .invalidStep(step, reason: "a split view's sidebar holds at least one screen")
        }
        let controller = factory.makeSplitViewController(split.content == nil ? .doubleColumn : .tripleColumn)
        let primary = try await makeColumn(split.sidebar, .sidebar, step)
        controller.setViewController(primary, for: .primary)
        if let content = split.content {
            controller.setViewController(try await makeColumn(content, .content, step), for: .supplementary)
        }
        controller.setViewController(try await makeColumn(split.detail, .detail, step), for: .secondary)
        marks.setSidebar(HierarchyMarks.Sidebar(items: split.items, selection: split.selection), for: controller)
        if let selection = split.selection, let selecting = primary.viewControllers.first as? any SidebarSelecting {
            selecting.selectSidebarItem(selection)
        }
        return controller
    }

    /// A navigation controller for one column holding `screens` (none for an empty column).
    private func makeColumn(
        _ screens: [Screen], _ column: SplitView.Column, _ step: NavigationStep
    ) async throws(NavigationError) -> UINavigationController {
        guard !screens.isEmpty else { return UINavigationController(nibName: nil, bundle: nil) }
        let navigation = try await makeNavigationController(screens, step)
        for controller in navigation.viewControllers { marks.setColumn(column, for: controller) }
        return navigation
    }

    /// The top-most container as a split view, or an invalid step.
    private func topSplit(_ step: NavigationStep) throws(NavigationError) -> LiveSplit {
        guard case .split(let split) = read().topContainer else {
            throw .invalidStep(step, reason: "the top-most container is not a split view")
        }
        return split
    }

    /// Selects the sidebar item `id` of the top-most split view: the content and detail columns
    /// become empty, and a sidebar that adopts ``SidebarSelecting`` shows the item selected.
    func selectItem(_ id: String, _ step: NavigationStep) async throws(NavigationError) {
        let split = try topSplit(step)
        guard split.items.contains(id) else {
            throw .invalidStep(step, reason: "the split view has no item '\(id)'; the items are \(split.items)")
        }
        if split.content != nil { try await replaceColumn(.content, with: [], step) }
        try await replaceColumn(.detail, with: [], step)
        marks.setSidebar(HierarchyMarks.Sidebar(items: split.items, selection: id), for: split.holder)
        (split.sidebar.first as? any SidebarSelecting)?.selectSidebarItem(id)
        guard let selected = try? topSplit(step), selected.selection == id else {
            throw .hostFailed(step, reason: "\(split.holder) did not select the item '\(id)'")
        }
    }

    /// Replaces the stack of `column` of the top-most split view with `screens`; the controllers
    /// that already show the first of them stay.
    func showColumn(
        _ column: SplitView.Column, _ screens: [Screen], _ step: NavigationStep
    ) async throws(NavigationError) {
        let split = try topSplit(step)
        if column == .sidebar && screens.isEmpty {
            throw .invalidStep(step, reason: "a split view's sidebar holds at least one screen")
        }
        if column == .content && split.content == nil {
            throw .invalidStep(step, reason: "the split view has two columns, no content column")
        }
        let existing = split.controllers(column)
        var controllers: [UIViewController] = []
        for (index, screen) in screens.enumerated() {
            if controllers.count == index, existing.indices.contains(index),
                reader.screen(of: existing[index]) == screen
            {
                controllers.append(existing[index])
            } else {
                let made = try makeController(for: screen, step, pushing: true)
                marks.setColumn(column, for: made)
                controllers.append(made)
            }
        }
        try await replaceColumn(column, with: controllers, step)
    }

    /// Puts `controllers` in `column` of the top-most split view in place of what it holds.
    func replaceColumn(
        _ column: SplitView.Column, with controllers: [UIViewController], _ step: NavigationStep
    ) async throws(NavigationError) {
        let split = try topSplit(step)
        let current = split.controllers(column)
        guard current.count != controllers.count || zip(current, controllers).contains(where: { $0 !== $1 }) else {
            return
        }
        guard split.isCollapsed else {
            guard let navigation = split.columnNavigation(column) else {
                throw .invalidStep(step, reason: "the split view has no \(column.rawValue) column")
            }
            try await replaceStack(of: navigation, with: controllers, animated: step.animated, step)
            // A column the display mode hides shows what was put in it.
            if column == .sidebar { split.holder.show(.primary) }
            if column == .content, !controllers.isEmpty { split.holder.show(.supplementary) }
            return
        }
        if column == .sidebar {
            let rest = split.controllers(.content) + split.detail
            try await replaceStack(of: split.primary, with: controllers + rest, animated: step.animated, step)
            return
        }
        // Collapsed: back to where the column starts, then the column shows again from its own
        // navigation controller.
        guard let secondaryNavigation = split.secondary else {
            throw .hostFailed(
                step,
                reason: "the secondary column of \(split.holder) is not a navigation controller, so the collapsed "
                    + "split view cannot show a new detail; set a UINavigationController for it")
        }
        let kept = split.sidebar + (column == .detail ? split.controllers(.content) : [])
        let above = column == .content ? split.detail : []
        try await popCollapsed(split, to: kept, step)
        if column == .content, let supplementary = split.supplementary {
            try await replaceStack(of: supplementary, with: controllers, animated: false, step)
        }
        let waiting = column == .detail ? controllers : above
        let secondary = secondaryNavigation.viewControllers
        if secondary.count != waiting.count || zip(secondary, waiting).contains(where: { $0 !== $1 }) {
            try await replaceStack(of: secondaryNavigation, with: waiting, animated: false, step)
        }
        // A split view that expanded meanwhile shows the columns' controllers already.
        guard split.holder.isCollapsed else { return }
        let top: UISplitViewController.Column
        let last: UIViewController
        if let detailTop = waiting.last {
            (top, last) = (.secondary, detailTop)
        } else if column == .content, let contentTop = controllers.last {
            (top, last) = (.supplementary, contentTop)
        } else {
            return
        }
        try await perform(step, "split view's show(\(top))") { completion in
            split.holder.show(top)
            if followStackTransition(of: split.primary, to: last, completion) { return nil }
            return "UIKit did not show the \(column.rawValue) column of \(split.holder)" + busyReason(split.primary)
        }
    }

    /// Pops the collapsed stack of `split` down to `kept` (its sidebar, and its content column when
    /// the detail changes), without animation.
    private func popCollapsed(
        _ split: LiveSplit, to kept: [UIViewController], _ step: NavigationStep
    )
        async throws(NavigationError)
    {
        let stack = split.primary.viewControllers
        guard let last = kept.last, stack.count > kept.count, stack.last !== last else { return }
        try await perform(step, "pop") { completion in
            guard split.primary.popToViewController(last, animated: false) != nil else {
                return "UIKit did not pop \(split.primary) to \(last)" + busyReason(split.primary)
            }
            if followStackTransition(of: split.primary, to: last, completion) { return nil }
            return "UIKit did not pop \(split.primary) to \(last)" + busyReason(split.primary)
        }
    }

    /// Adds `controllers` to the detail of the top-most split view: pushed onto the detail's
    /// stack, or, collapsed with no detail showing, shown as the detail column.
    func appendToDetail(
        _ split: LiveSplit, _ controllers: [UIViewController], animated: Bool, _ step: NavigationStep
    ) async throws(NavigationError) {
        for controller in controllers { marks.setColumn(.detail, for: controller) }
        let showing = split.detail.filter { controller in !controllers.contains { $0 === controller } }
        guard split.isCollapsed, showing.isEmpty else {
            let navigation = split.detailNavigation
            try await replaceStack(
                of: navigation, with: navigation.viewControllers + controllers, animated: animated, step)
            return
        }
        try await replaceColumn(.detail, with: controllers, NavigationStep(step.transition, animated: animated))
    }

    /// Shows `screen` in place of the top-most screen of the top-most split view, in its column.
    func updateInSplit(_ split: LiveSplit, to screen: Screen, _ step: NavigationStep) async throws(NavigationError) {
        let column = split.topColumn
        let replacement = try makeController(for: screen, step, pushing: true)
        marks.setColumn(column, for: replacement)
        let controllers = split.controllers(column)
        if split.isCollapsed && controllers.count == 1 && column != .sidebar {
            try await replaceColumn(column, with: [replacement], step)
            return
        }
        let navigation = split.navigation(of: column)
        try await replaceStack(
            of: navigation, with: navigation.viewControllers.dropLast() + [replacement], animated: step.animated, step)
    }
}
