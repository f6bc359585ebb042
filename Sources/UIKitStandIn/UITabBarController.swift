#if !canImport(UIKit)
import Foundation

/// Models `UITabBarController`: one tab per controller, only the selected tab's view in the window,
/// and the More tab.
///
/// With more than five controllers, UIKit's tab bar shows the first four plus More, whose
/// ``moreNavigationController`` lists the rest. Selecting an overflow controller shows it pushed
/// on the More navigation controller (which becomes its parent, so its `navigationController` is
/// the More navigation controller, as in UIKit). While the More list itself shows,
/// ``selectedViewController`` is the More navigation controller and ``selectedIndex`` is
/// `NSNotFound`. Tab selection has no transition; it takes effect at once, as in UIKit.
@MainActor
open class UITabBarController: UIViewController {
    private var controllers: [UIViewController]?
    /// Which tab bar item is selected: one of the shown controllers, or More.
    private enum Selection { case none, tab(Int), more }
    private var selection = Selection.none
    private lazy var more: UINavigationController = {
        let list = UIViewController()
        list.title = "More"
        return UINavigationController(rootViewController: list)
    }()

    /// The controllers UIKit lets the user reorder from the More list; it defaults to all of them.
    open var customizableViewControllers: [UIViewController]?

    /// A tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A tab bar controller decoded from a storyboard; the stand-in decodes nothing.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The tabs' controllers, in order. Setting it calls ``setViewControllers(_:animated:)``.
    open var viewControllers: [UIViewController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The selection stays on the same controller if it is still a tab, and
    /// moves to the first tab otherwise.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let previous = selectedViewController
        for child in children { release(child) }
        more.replaceStack(with: [more.viewControllers[0]])
        controllers = viewControllers
        customizableViewControllers = viewControllers
        let all = viewControllers ?? []
        for child in tabChildren { adopt(child) }
        if let previous, let index = all.firstIndex(where: { $0 === previous }) {
            select(index)
        } else {
            selection = all.isEmpty ? .none : .tab(0)
        }
    }

    /// The navigation controller that shows the More list and the overflow controllers. It
    /// exists even with five tabs or fewer, as in UIKit.
    public var moreNavigationController: UINavigationController { more }

    /// The selected tab's controller: a tab's controller, an overflow controller shown on the
    /// More navigation controller, or the More navigation controller itself while its list shows.
    /// Setting it to a tab's controller or to ``moreNavigationController`` selects it.
    open var selectedViewController: UIViewController? {
        get {
            switch selection {
            case .none: return nil
            case .tab(let index): return controllers?[index]
            case .more: return overflowShown ?? more
            }
        }
        set {
            guard let newValue else { return }
            if newValue === more {
                if hasMore { selection = .more }
            } else if let index = controllers?.firstIndex(where: { $0 === newValue }) {
                select(index)
            }
        }
    }

    /// The index in ``viewControllers`` of the selected controller, or `NSNotFound` while the More
    /// list shows (or there are no tabs). Setting an index in range selects that controller;
    /// UIKit ignores other values and so does the stand-in.
    open var selectedIndex: Int {
        get {
            switch selection {
            case .none: return NSNotFound
            case .tab(let index): return index
            case .more:
                guard let shown = overflowShown else { return NSNotFound }
                return controllers?.firstIndex(where: { $0 === shown }) ?? NSNotFound
            }
        }
        set {
            guard let controllers, controllers.indices.contains(newValue) else { return }
            select(newValue)
        }
    }

    /// Whether the tab bar shows a More item: more than five controllers.
    var hasMore: Bool { (controllers?.count ?? 0) > 5 }

    /// The number of items the tab bar shows, More included.
    var tabBarItemCount: Int { hasMore ? 5 : controllers?.count ?? 0 }

    /// The overflow controller the More navigation controller shows above its list, if any.
    private var overflowShown: UIViewController? {
        let stack = more.viewControllers
        return stack.count > 1 ? stack[1] : nil
    }

    /// The tab bar controller's direct children: the shown tabs' controllers and, with More, the
    /// More navigation controller.
    private var tabChildren: [UIViewController] {
        guard let controllers else { return [] }
        return hasMore ? Array(controllers.prefix(4)) + [more] : controllers
    }

    /// Selects the controller at `index`, showing an overflow controller on the More navigation
    /// controller at once.
    func select(_ index: Int) {
        guard let controllers else { return }
        if hasMore && index >= 4 {
            more.replaceStack(with: [more.viewControllers[0], controllers[index]])
            selection = .more
        } else {
            selection = .tab(index)
        }
    }

    /// Selects the More item without changing what the More navigation controller shows.
    func selectMore() {
        if hasMore { selection = .more }
    }

    /// The container controller the selected tab item shows.
    private var displayedChild: UIViewController? {
        switch selection {
        case .none: return nil
        case .tab(let index): return controllers?[index]
        case .more: return more
        }
    }

    override func showsChild(_ child: UIViewController) -> Bool { child === displayedChild }
}
#endif
