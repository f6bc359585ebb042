#if !canImport(UIKit)
import Foundation

/// How the stand-in's column-style split view collapses into one stack and expands again, as
/// UIKit documents it.
///
/// **Collapsing** (the window becomes horizontally compact): with a `.compact` controller set,
/// the split view only shows that controller. Otherwise it asks the delegate which column ends
/// on top (`splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`, proposing
/// `.secondary`) and moves the stacks of the columns up to that one — the supplementary column's,
/// then the secondary's — onto the primary column's navigation stack, at once. With `.primary` on
/// top, the other columns keep their stacks, out of sight. Then `splitViewControllerDidCollapse(_:)`.
///
/// **Expanding**: the controllers above the primary column's own go back to their columns — a
/// controller pushed above a column's controllers belongs to that column, and one
/// `showDetailViewController(_:sender:)` pushed belongs to the secondary. A column whose
/// controllers the user left (going back to the list) stays empty. The display mode becomes
/// `preferredDisplayMode` (resolved), or what the delegate's
/// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)` answers; then
/// `splitViewControllerDidExpand(_:)`.
///
/// A size change that arrives while one of the columns' navigation controllers runs a
/// transition takes effect when that transition ends, so stacks never move under a push or pop.
extension UISplitViewController {
    /// Collapses (`true`) or expands the split view now, or when the columns' running transitions
    /// end.
    func requestCollapsing(_ collapsed: Bool) {
        pendingCollapse = collapsed
        applyPendingCollapse()
    }

    /// Applies the collapse or expansion asked for last, unless a column's transition runs: then
    /// it waits for that transition's end.
    private func applyPendingCollapse() {
        guard let collapsed = pendingCollapse else { return }
        let columns = [self] + containers.values.compactMap { $0 as? UINavigationController }
        if let running = columns.lazy.compactMap(\.activeTransition).first {
            running.animate(alongsideTransition: nil) { [weak self] _ in self?.applyPendingCollapse() }
            return
        }
        pendingCollapse = nil
        guard collapsed != isCollapsed else { return }
        if collapsed { collapse() } else { expand() }
    }

    /// Follows the horizontal size class of the window the split view is in: compact collapses it,
    /// regular expands it.
    func followHorizontalSizeClass() {
        switch horizontalSizeClassOfWindow {
        case .compact: requestCollapsing(true)
        case .regular: requestCollapsing(false)
        case .unspecified: break
        }
    }

    private func collapse() {
        isCollapsed = true
        if containers[.compact] == nil, let primary = navigation(of: .primary) {
            let proposed = Column.secondary
            let top =
                delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
            var stack = primary.viewControllers
            for column in stackedColumns(upTo: top) {
                guard let navigation = navigation(of: column) else { continue }
                let moved = navigation.viewControllers
                for controller in moved { setOwner(column, of: controller) }
                navigation.replaceStack(with: [])
                stack += moved
            }
            primary.replaceStack(with: stack)
        }
        delegate?.splitViewControllerDidCollapse(self)
    }

    private func expand() {
        if containers[.compact] == nil, let primary = navigation(of: .primary) {
            let portions = collapsedPortions(of: primary.viewControllers)
            primary.replaceStack(with: portions[.primary] ?? [])
            for column in [Column.supplementary, .secondary] {
                guard let navigation = navigation(of: column) else { continue }
                if let portion = portions[column], !portion.isEmpty {
                    navigation.replaceStack(with: navigation.viewControllers + portion)
                }
            }
        }
        owners.removeAll()
        isCollapsed = false
        let proposed = resolved(preferredDisplayMode)
        let mode =
            delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: proposed) ?? proposed
        change(to: mode)
        delegate?.splitViewControllerDidExpand(self)
    }

    /// The columns whose stacks go onto the primary's when `top` ends on top, in order.
    private func stackedColumns(upTo top: Column) -> [Column] {
        switch top {
        case .secondary: return isTriple ? [.supplementary, .secondary] : [.secondary]
        case .supplementary where isTriple: return [.supplementary]
        default: return []
        }
    }

    /// Notes that `controller`, on the collapsed stack, belongs to `column`.
    func setOwner(_ column: Column, of controller: UIViewController) {
        owners[ObjectIdentifier(controller)] = Owner(controller: controller, column: column)
    }

    /// The column `controller` was noted to belong to, while it lives.
    func owner(of controller: UIViewController) -> Column? {
        guard let owner = owners[ObjectIdentifier(controller)], owner.controller === controller else { return nil }
        return owner.column
    }

    /// The collapsed primary stack cut into columns: each controller belongs to the column it
    /// came from, or to the column of the controller below it.
    func collapsedPortions(of stack: [UIViewController]) -> [Column: [UIViewController]] {
        var portions: [Column: [UIViewController]] = [:]
        var column = Column.primary
        for controller in stack {
            if let owner = owner(of: controller) { column = owner }
            portions[column, default: []].append(controller)
        }
        return portions
    }

    /// The column on top of the collapsed stack.
    var collapsedTopColumn: Column {
        guard containers[.compact] == nil, let primary = navigation(of: .primary) else { return .compact }
        let portions = collapsedPortions(of: primary.viewControllers)
        return [Column.secondary, .supplementary].first { portions[$0]?.isEmpty == false } ?? .primary
    }

    /// Pushes `vc` onto the collapsed stack (the compact column's, when one is set); it belongs to
    /// `column` when the split view expands.
    func pushCollapsed(_ vc: UIViewController, column: Column) {
        if let compact = containers[.compact] {
            if let navigation = compact as? UINavigationController {
                navigation.pushViewController(vc, animated: true)
            } else {
                compact.present(vc, animated: true)
            }
            return
        }
        guard let primary = navigation(of: .primary) else { return }
        if let incoming = vc as? UINavigationController {
            // The stack of a navigation controller shown as the detail joins the collapsed stack.
            let moved = incoming.viewControllers
            for controller in moved { setOwner(column, of: controller) }
            if column == .secondary {
                setViewController(incoming, for: .secondary)
                incoming.replaceStack(with: [])
            }
            primary.setViewControllers(primary.viewControllers + moved, animated: true)
            return
        }
        if column != .primary { setOwner(column, of: vc) }
        primary.pushViewController(vc, animated: true)
    }

    /// `show(_:)` while collapsed: pushes the controllers waiting in the column (and the columns
    /// between) when the column is not on the stack, pops the columns above it when it is.
    func showCollapsed(_ column: Column) {
        guard containers[.compact] == nil, let primary = navigation(of: .primary) else { return }
        let stack = primary.viewControllers
        let portions = collapsedPortions(of: stack)
        if let portion = portions[column], let last = portion.last {
            if last !== stack.last { primary.popToViewController(last, animated: true) }
            return
        }
        guard column != .primary else { return }
        var added: [UIViewController] = []
        for between in stackedColumns(upTo: column) where portions[between]?.isEmpty != false {
            let waiting = navigation(of: between)?.viewControllers ?? []
            navigation(of: between)?.replaceStack(with: [])
            for controller in waiting { setOwner(between, of: controller) }
            added += waiting
        }
        guard !added.isEmpty else { return }
        primary.setViewControllers(stack + added, animated: true)
    }

    /// `hide(_:)` while collapsed: pops `column` when it is on top; ignored for the primary column
    /// and for a column not on top, as in UIKit.
    func hideCollapsed(_ column: Column) {
        guard column != .primary, containers[.compact] == nil, let primary = navigation(of: .primary),
            collapsedTopColumn == column
        else { return }
        let stack = primary.viewControllers
        let portions = collapsedPortions(of: stack)
        let kept = stack.count - (portions[column]?.count ?? 0)
        guard kept > 0 else { return }
        primary.popToViewController(stack[kept - 1], animated: true)
    }
}
#endif
