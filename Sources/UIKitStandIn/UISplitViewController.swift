#if !canImport(UIKit)
import Foundation

/// Models the column-style `UISplitViewController` of iOS 14: controllers per column, shown and
/// hidden columns, and collapsing into one column.
///
/// As in UIKit, a controller set for a column that is not a navigation controller is wrapped in
/// one the split view creates, and ``viewController(for:)`` answers the controller that was set.
/// Expanded, the shown columns' views are in the window; collapsed, only the `.compact` column's,
/// or the primary column's when no compact controller is set. The stand-in does not merge the
/// secondary stack onto the primary one when collapsing, and ``show(_:)`` / ``hide(_:)`` take
/// effect at once, without a transition.
@MainActor
open class UISplitViewController: UIViewController {
    /// Models `UISplitViewController.Style`, with UIKit's cases and raw values.
    public enum Style: Int, Sendable {
        /// The classic, pre-iOS 14 split view; the stand-in treats it like `.doubleColumn`.
        case unspecified = 0
        /// Primary and secondary columns.
        case doubleColumn = 1
        /// Primary, supplementary and secondary columns.
        case tripleColumn = 2
    }

    /// Models `UISplitViewController.Column`, with UIKit's cases and raw values.
    public enum Column: Int, Sendable {
        /// The leading column, usually a list.
        case primary = 0
        /// The middle column of a triple-column split view.
        case supplementary = 1
        /// The trailing column, usually the detail.
        case secondary = 2
        /// The single column used in a compact (collapsed) environment.
        case compact = 3
    }

    /// The split view's style, fixed at initialization.
    public let style: Style

    /// Whether the split view shows a single column, as in a compact-width environment. Tests
    /// change it with `simulateCollapsing(_:)`.
    public internal(set) var isCollapsed = false

    private var assigned: [Column: UIViewController] = [:]
    private var containers: [Column: UINavigationController] = [:]
    /// The columns shown while expanded.
    var shownColumns: Set<Column>

    /// A split view with `style`'s columns, all shown.
    public init(style: Style) {
        self.style = style
        self.shownColumns = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view (`.unspecified` style).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.style = .unspecified
        self.shownColumns = [.primary, .secondary]
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A split view decoded from a storyboard; the stand-in decodes nothing.
    public required init?(coder: NSCoder) {
        self.style = .unspecified
        self.shownColumns = [.primary, .secondary]
        super.init(coder: coder)
    }

    /// The controller set for `column`, not the navigation controller that may wrap it.
    open func viewController(for column: Column) -> UIViewController? { assigned[column] }

    /// Sets `vc` for `column`, wrapping it in a navigation controller unless it is one.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        if let old = containers[column] {
            release(old)
            if old !== assigned[column] { old.replaceStack(with: []) }
        }
        assigned[column] = vc
        containers[column] = nil
        guard let vc else { return }
        let container = (vc as? UINavigationController) ?? UINavigationController(rootViewController: vc)
        containers[column] = container
        adopt(container)
    }

    /// Shows `column`; while collapsed, the stand-in only records it for when the view expands.
    open func show(_ column: Column) {
        guard column != .compact else { return }
        shownColumns.insert(column)
    }

    /// Hides `column`. As in UIKit, the secondary column cannot be hidden.
    open func hide(_ column: Column) {
        guard column != .secondary, column != .compact else { return }
        shownColumns.remove(column)
    }

    override func showsChild(_ child: UIViewController) -> Bool {
        guard let column = containers.first(where: { $0.value === child })?.key else { return false }
        if isCollapsed {
            return column == (containers[.compact] == nil ? .primary : .compact)
        }
        return column != .compact && shownColumns.contains(column)
    }
}
#endif
