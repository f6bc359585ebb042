#if !canImport(UIKit)
import Foundation

/// Models the column-style `UISplitViewController` of iOS 14: a navigation controller per
/// column, display modes that decide which columns show, and collapsing into one stack.
///
/// As in UIKit, a controller set for the primary, supplementary or secondary column that is not
/// a navigation controller is wrapped in one the split view creates (a `.compact` controller is
/// used as it is), and ``viewController(for:)`` answers the controller that was set.
///
/// **Expanded**, the display mode decides which columns show: ``preferredDisplayMode`` when it
/// is set, otherwise (`.automatic`) the stand-in shows every column, as an iPad in landscape
/// does: `.oneBesideSecondary` for two columns, `.twoBesideSecondary` for three. ``show(_:)`` and
/// ``hide(_:)`` move to the nearest display mode that shows or hides the column, telling the
/// delegate first. ``showDetailViewController(_:sender:)`` makes its controller the secondary
/// column's only one.
///
/// **Collapsed** (a horizontally compact window: an iPhone, or an iPad app in Split View or Slide
/// Over), the split view shows one navigation stack. Unless a `.compact` controller is set, it
/// puts the supplementary and secondary columns' stacks onto the primary column's navigation
/// stack, up to the column the delegate's
/// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)` names (`.secondary` is
/// proposed); expanding moves them back (`UISplitViewController+Collapsing.swift`).
/// ``showDetailViewController(_:sender:)`` then pushes onto that stack, and ``show(_:)`` /
/// ``hide(_:)`` push or pop columns there.
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

    /// Models `UISplitViewController.DisplayMode`, with UIKit's current cases and raw values: which
    /// columns an expanded split view shows, and how.
    public enum DisplayMode: Int, Sendable {
        /// The split view chooses, by the room it has.
        case automatic = 0
        /// Only the secondary column.
        case secondaryOnly = 1
        /// One column beside the secondary: the primary, or the supplementary of a triple-column
        /// split view.
        case oneBesideSecondary = 2
        /// One column over the secondary, which stays partly visible.
        case oneOverSecondary = 3
        /// The primary and supplementary columns beside the secondary (triple-column only).
        case twoBesideSecondary = 4
        /// The primary and supplementary columns over the secondary (triple-column only).
        case twoOverSecondary = 5
        /// The primary and supplementary columns pushing the secondary aside (triple-column only).
        case twoDisplaceSecondary = 6
    }

    /// The split view's style, fixed at initialization.
    public let style: Style

    /// The object told about display mode changes, collapsing and expanding.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// Whether the split view shows a single column, as in a compact-width window. It follows the
    /// window's horizontal size class; `simulateCollapsing(_:)` changes it directly.
    public internal(set) var isCollapsed = false

    /// The display mode the app asks for; `.automatic` (the default) lets the split view choose.
    /// Setting it while expanded changes ``displayMode`` at once.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet {
            guard !isCollapsed else { return }
            change(to: resolved(preferredDisplayMode))
        }
    }

    /// The display mode now: which columns an expanded split view shows. It has no effect while
    /// collapsed.
    public internal(set) var displayMode: DisplayMode = .automatic

    /// The controllers set for each column.
    var assigned: [Column: UIViewController] = [:]
    /// The navigation controller that shows each column (the `.compact` column's controller as it is).
    var containers: [Column: UIViewController] = [:]
    /// While collapsed, the column each controller moved onto the primary stack belongs to.
    var owners: [ObjectIdentifier: Owner] = [:]

    /// The column a controller on the collapsed stack belongs to, kept while the controller lives
    /// (an identifier alone could name a later controller at the same address).
    struct Owner {
        weak var controller: UIViewController?
        let column: Column
    }
    /// The collapsed state a size change asked for while a column's transition ran.
    var pendingCollapse: Bool?

    /// A split view with `style`'s columns.
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
        displayMode = resolved(.automatic)
    }

    /// A classic split view (`.unspecified` style).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        displayMode = resolved(.automatic)
    }

    /// A split view decoded from a storyboard; the stand-in decodes nothing.
    public required init?(coder: NSCoder) {
        self.style = .unspecified
        super.init(coder: coder)
        displayMode = resolved(.automatic)
    }

    /// The controller set for `column`, not the navigation controller that may wrap it.
    open func viewController(for column: Column) -> UIViewController? { assigned[column] }

    /// Sets `vc` for `column`, wrapping it in a navigation controller unless it is one or the
    /// column is `.compact`.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        if let old = containers[column] {
            release(old)
            if old !== assigned[column] { (old as? UINavigationController)?.replaceStack(with: []) }
        }
        assigned[column] = vc
        containers[column] = nil
        guard let vc else { return }
        let container: UIViewController
        if column == .compact || vc is UINavigationController {
            container = vc
        } else {
            container = UINavigationController(rootViewController: vc)
        }
        containers[column] = container
        adopt(container)
    }

    /// The navigation controller that shows `column`, if one does.
    func navigation(of column: Column) -> UINavigationController? {
        containers[column] as? UINavigationController
    }

    // MARK: - Display modes

    /// Shows `column`. Expanded: moves to the nearest display mode that shows it (the secondary
    /// column always shows). Collapsed: see `UISplitViewController+Collapsing.swift`.
    open func show(_ column: Column) {
        guard column != .compact else { return }
        if isCollapsed {
            showCollapsed(column)
            return
        }
        guard !visibleColumns(in: displayMode).contains(column) else { return }
        switch column {
        case .primary: change(to: isTriple ? .twoBesideSecondary : .oneBesideSecondary)
        case .supplementary where isTriple: change(to: .oneBesideSecondary)
        default: return
        }
    }

    /// Hides `column`. Expanded: moves to the nearest display mode that hides it; as in UIKit,
    /// the secondary column cannot be hidden. Collapsed: see `UISplitViewController+Collapsing.swift`.
    open func hide(_ column: Column) {
        guard column != .compact else { return }
        if isCollapsed {
            hideCollapsed(column)
            return
        }
        guard column != .secondary, visibleColumns(in: displayMode).contains(column) else { return }
        if column == .primary && isTriple {
            change(to: .oneBesideSecondary)
        } else {
            change(to: .secondaryOnly)
        }
    }

    /// Shows `vc` in the secondary column. Expanded, it becomes the secondary column's only
    /// controller (a navigation controller becomes the column's), and an overlaid column gives
    /// way. Collapsed, it is pushed onto the stack the split view shows, and belongs to the
    /// secondary column when the split view expands again.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if isCollapsed {
            pushCollapsed(vc, column: .secondary)
            return
        }
        if vc is UINavigationController || navigation(of: .secondary) == nil {
            setViewController(vc, for: .secondary)
        } else if let secondary = navigation(of: .secondary),
            secondary.viewControllers.count != 1 || secondary.viewControllers.first !== vc
        {
            secondary.setViewControllers([vc], animated: false)
        }
        if displayMode == .oneOverSecondary || displayMode == .twoOverSecondary {
            change(to: .secondaryOnly)
        }
    }

    /// Shows `vc` in the primary column: expanded, it becomes the primary column's only
    /// controller; collapsed, it is pushed onto the stack the split view shows.
    open override func show(_ vc: UIViewController, sender: Any?) {
        if isCollapsed {
            pushCollapsed(vc, column: .primary)
        } else if vc is UINavigationController || navigation(of: .primary) == nil {
            setViewController(vc, for: .primary)
        } else {
            navigation(of: .primary)?.setViewControllers([vc], animated: false)
        }
    }

    var isTriple: Bool { style == .tripleColumn }

    /// `mode`, with `.automatic` replaced by the mode the stand-in chooses: every column beside
    /// the secondary.
    func resolved(_ mode: DisplayMode) -> DisplayMode {
        guard mode == .automatic else { return mode }
        return isTriple ? .twoBesideSecondary : .oneBesideSecondary
    }

    /// The columns an expanded split view shows in `mode`.
    func visibleColumns(in mode: DisplayMode) -> Set<Column> {
        switch resolved(mode) {
        case .secondaryOnly: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary:
            return isTriple ? [.supplementary, .secondary] : [.primary, .secondary]
        default: return isTriple ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        }
    }

    /// Moves to `mode`, telling the delegate which columns will show and hide, then the new mode.
    func change(to mode: DisplayMode) {
        let mode = resolved(mode)
        guard mode != displayMode else { return }
        let before = visibleColumns(in: displayMode)
        let after = visibleColumns(in: mode)
        for column in [Column.primary, .supplementary] {
            if after.contains(column) && !before.contains(column) {
                delegate?.splitViewController(self, willShow: column)
            }
            if before.contains(column) && !after.contains(column) {
                delegate?.splitViewController(self, willHide: column)
            }
        }
        delegate?.splitViewController(self, willChangeTo: mode)
        displayMode = mode
    }

    override func horizontalSizeClassMayHaveChanged() {
        followHorizontalSizeClass()
        super.horizontalSizeClassMayHaveChanged()
    }

    override func showsChild(_ child: UIViewController) -> Bool {
        guard let column = containers.first(where: { $0.value === child })?.key else { return false }
        if isCollapsed {
            return column == (containers[.compact] == nil ? .primary : .compact)
        }
        return column != .compact && visibleColumns(in: displayMode).contains(column)
    }
}
#endif
