#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import WaypointNavigation

/// Reads a window into a ``LiveHierarchy``: the root, the tab bar's selection or a custom
/// container's visible child, navigation stacks, a split view's columns, and the presented
/// chain up to the first controller on its way out (see ``isLeaving(_:)``).
@MainActor
struct HierarchyReader {
    let marks: HierarchyMarks
    /// Pushes the host has staged and not yet handed to UIKit: they count as on the stack.
    let staged: (navigation: UINavigationController, controllers: [UIViewController])?

    func read(_ window: UIWindow?) -> LiveHierarchy {
        guard let rootController = window?.rootViewController else {
            return LiveHierarchy(
                rootController: nil, root: nil, layers: [],
                state: NavigationState(root: .screen(Screen(UIKitHost.unidentifiedKind))))
        }
        let root = container(of: rootController)
        var layers: [LiveHierarchy.Layer] = []
        var next = rootController.presentedViewController
        while let presented = next, !isLeaving(presented) {
            layers.append(layer(presented))
            next = presented.presentedViewController
        }
        let state = NavigationState(
            root: navigationContainer(root),
            layers: layers.map {
                PresentedLayer(navigationContainer($0.container), style: $0.style, hasCloseButton: $0.hasCloseButton)
            })
        return LiveHierarchy(rootController: rootController, root: root, layers: layers, state: state)
    }

    /// Whether the presented `controller` is on its way off screen: the host has asked UIKit to
    /// dismiss it, or a dismissal someone else started (the user's swipe, the app's own call)
    /// runs on it.
    ///
    /// UIKit documents `isBeingDismissed` only inside `viewWillDisappear(_:)` and
    /// `viewDidDisappear(_:)`, so the host does not ask it here.
    func isLeaving(_ controller: UIViewController) -> Bool {
        marks.isDismissing(controller) || Self.dismissalRuns(on: controller)
    }

    /// Whether a dismissal of the presented `controller` runs: its transition coordinator leads
    /// back to the controller that presented it.
    static func dismissalRuns(on controller: UIViewController) -> Bool {
        guard let presenting = controller.presentingViewController, let coordinator = controller.transitionCoordinator
        else { return false }
        return coordinator.viewController(forKey: .to) === presenting
    }

    /// The screen `controller` shows: its own word, the factory's mark, or unidentified.
    func screen(of controller: UIViewController) -> Screen {
        if let providing = controller as? any ScreenProviding { return providing.screen }
        if let marked = marks.screen(of: controller) { return marked }
        return Screen(UIKitHost.unidentifiedKind, ["class": String(describing: type(of: controller))])
    }

    private func layer(_ presented: UIViewController) -> LiveHierarchy.Layer {
        let content = container(of: presented)
        let mark = marks.layer(of: presented)
        var hasCloseButton = false
        if let button = mark?.closeButton {
            hasCloseButton = UIKitHost.firstController(of: presented).navigationItem.leftBarButtonItem === button
        }
        return LiveHierarchy.Layer(
            controller: presented, container: content,
            style: mark?.style ?? ModalStyle(presented.modalPresentationStyle), hasCloseButton: hasCloseButton)
    }

    private func container(of controller: UIViewController) -> LiveHierarchy.Container {
        if let adapter = controller as? any ContainerAdapter {
            let tabs = adapter.containedViewControllers.enumerated().map { tab($0.element, index: $0.offset) }
            let visible = adapter.visibleViewControllers.last
            let selected = tabs.first { $0.controller === visible }?.id ?? ""
            return .tabs(holder: controller, tabs: tabs, selected: selected)
        }
        if let split = controller as? UISplitViewController, let live = liveSplit(split) {
            return .split(live)
        }
        if let tabBar = controller as? UITabBarController {
            let tabs = (tabBar.viewControllers ?? []).enumerated().map { tab($0.element, index: $0.offset) }
            let index = tabBar.selectedIndex
            let selected = tabs.indices.contains(index) ? tabs[index].id : UIKitHost.moreListTabID
            return .tabs(holder: controller, tabs: tabs, selected: selected)
        }
        switch stack(of: controller) {
        case .navigation(let navigation, let controllers): return .stack(navigation, controllers)
        case .single(let single): return .screen(single)
        }
    }

    private func tab(_ controller: UIViewController, index: Int) -> LiveHierarchy.LiveTab {
        let stack = stack(of: controller)
        let id =
            (controller as? any TabIdentifying)?.tabID ?? marks.tabID(of: controller)
            ?? stack.controllers.first.map { screen(of: $0).kind } ?? "tab \(index)"
        return LiveHierarchy.LiveTab(id: id, controller: controller, stack: stack)
    }

    /// The stack `controller` shows: a navigation controller's, the active column's of a split
    /// view in a tab, or the controller alone.
    private func stack(of controller: UIViewController) -> LiveHierarchy.Stack {
        let navigation: UINavigationController?
        if let split = controller as? UISplitViewController {
            navigation = Self.activeNavigation(of: split)
        } else {
            navigation = controller as? UINavigationController
        }
        guard let navigation else { return .single(controller) }
        var controllers = navigation.viewControllers
        if let staged, staged.navigation === navigation { controllers += staged.controllers }
        return .navigation(navigation, controllers)
    }

    /// The navigation controller of the column a split view works in: collapsed, the primary
    /// (or compact) column's; expanded, the secondary column's.
    static func activeNavigation(of split: UISplitViewController) -> UINavigationController? {
        let column: UISplitViewController.Column
        if split.isCollapsed {
            column = split.viewController(for: .compact) == nil ? .primary : .compact
        } else {
            column = .secondary
        }
        guard let shown = split.viewController(for: column) else { return nil }
        return shown as? UINavigationController ?? shown.navigationController
    }

    private func navigationContainer(_ container: LiveHierarchy.Container?) -> NavigationContainer {
        switch container {
        case nil:
            return .screen(Screen(UIKitHost.unidentifiedKind))
        case .screen(let controller):
            return .screen(screen(of: controller))
        case .stack(_, let controllers):
            return .stack(controllers.map(screen(of:)))
        case .tabs(_, let tabs, let selected):
            return .tabs(tabs.map { Tab($0.id, $0.stack.controllers.map(screen(of:))) }, selected: selected)
        case .split(let live):
            return .split(splitView(live))
        }
    }
}
