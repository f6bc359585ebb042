// Every UIKit call the stand-in models, written once and compiled twice: on Linux against
// `UIKitStandIn` as part of its tests, and by the iOS type-check step against Apple's SDK. A
// signature, label, type or optionality the stand-in invents compiles on one side only, so one
// of the two builds fails. Nothing here runs: compiling is the check. The annotated types pin
// what each property returns, and assignments pin what can be set.
import Foundation

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// View controllers: containment, the view, presentation and its properties.
@MainActor
func viewControllerCalls(_ controller: UIViewController, _ other: UIViewController) {
    let plain = UIViewController()
    let fromNib = UIViewController(nibName: nil, bundle: nil)
    controller.title = "Title"
    let title: String? = controller.title
    let parent: UIViewController? = controller.parent
    let children: [UIViewController] = controller.children
    let item: UINavigationItem = controller.navigationItem
    controller.modalPresentationStyle = .pageSheet
    let style: UIModalPresentationStyle = controller.modalPresentationStyle
    controller.isModalInPresentation = true
    let view: UIView = controller.view
    let loaded: UIView? = controller.viewIfLoaded
    let isLoaded: Bool = controller.isViewLoaded
    controller.loadViewIfNeeded()
    let stack: UINavigationController? = controller.navigationController
    let tabs: UITabBarController? = controller.tabBarController
    let split: UISplitViewController? = controller.splitViewController
    controller.addChild(plain)
    plain.willMove(toParent: nil)
    plain.removeFromParent()
    plain.didMove(toParent: controller)
    let coordinator: (any UIViewControllerTransitionCoordinator)? = controller.transitionCoordinator
    let presentation: UIPresentationController? = controller.presentationController
    let presented: UIViewController? = controller.presentedViewController
    let presenting: UIViewController? = controller.presentingViewController
    let beingPresented: Bool = controller.isBeingPresented
    let beingDismissed: Bool = controller.isBeingDismissed
    controller.present(other, animated: true, completion: nil)
    controller.present(other, animated: false) {}
    controller.present(other, animated: true)
    controller.dismiss(animated: true, completion: nil)
    controller.dismiss(animated: false) {}
    controller.dismiss(animated: true)
    controller.show(other, sender: nil)
    controller.show(other, sender: controller)
    _ = (fromNib, title, parent, children, item, style, view, loaded, isLoaded, stack, tabs, split)
    _ = (coordinator, presentation, presented, presenting, beingPresented, beingDismissed)
}

/// A subclass overrides what UIKit lets subclasses override.
final class ScreenController: UIViewController {
    override func loadView() { view = UIView(frame: .zero) }
    override func viewDidLoad() { super.viewDidLoad() }
    override func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        super.dismiss(animated: flag, completion: completion)
    }
    override func show(_ vc: UIViewController, sender: Any?) { super.show(vc, sender: sender) }
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

/// Popovers and their anchors, and the size class that decides whether one needs an anchor.
@MainActor
func popoverCalls(_ controller: UIViewController, _ item: UIBarButtonItem) {
    let idiom: UIUserInterfaceIdiom = UIDevice.current.userInterfaceIdiom
    let traits: UITraitCollection = controller.traitCollection
    let sizeClass: UIUserInterfaceSizeClass = traits.horizontalSizeClass
    let sizeClasses: [UIUserInterfaceSizeClass] = [.unspecified, .compact, .regular]
    var idioms: [UIUserInterfaceIdiom] = [.unspecified, .phone, .pad, .tv, .carPlay, .mac]
    if #available(iOS 17.0, *) { idioms.append(.vision) }
    controller.modalPresentationStyle = .popover
    let popover: UIPopoverPresentationController? = controller.popoverPresentationController
    popover?.sourceView = controller.view
    popover?.sourceRect = CGRect(x: controller.view.bounds.midX, y: controller.view.bounds.midY, width: 0, height: 0)
    popover?.sourceItem = item
    let source: (any UIPopoverPresentationControllerSourceItem)? = popover?.sourceItem
    popover?.barButtonItem = item
    popover?.permittedArrowDirections = [.up, .down, .left, .right]
    let arrows: UIPopoverArrowDirection = popover?.permittedArrowDirections ?? .any
    let unknown: UIPopoverArrowDirection = .unknown
    let view: UIView? = popover?.sourceView
    let rect: CGRect? = popover?.sourceRect
    let barItem: UIBarButtonItem? = popover?.barButtonItem
    let bounds: CGRect = controller.view.bounds
    let presentation: UIPresentationController? = popover
    _ = (idiom, idioms, sizeClass, sizeClasses, source, arrows, unknown, view, rect, barItem, bounds, presentation)
}

/// Navigation controllers: the stack and its changes.
@MainActor
func navigationControllerCalls(_ root: UIViewController, _ next: UIViewController) {
    let stack = UINavigationController(rootViewController: root)
    let empty = UINavigationController(nibName: nil, bundle: nil)
    stack.viewControllers = [root, next]
    let controllers: [UIViewController] = stack.viewControllers
    let top: UIViewController? = stack.topViewController
    let visible: UIViewController? = stack.visibleViewController
    stack.pushViewController(next, animated: true)
    let popped: UIViewController? = stack.popViewController(animated: true)
    let poppedTo: [UIViewController]? = stack.popToViewController(root, animated: false)
    let poppedToRoot: [UIViewController]? = stack.popToRootViewController(animated: true)
    stack.setViewControllers([root], animated: false)
    _ = (empty, controllers, top, visible, popped, poppedTo, poppedToRoot)
}

/// Tab bar controllers: tabs, the selection and the More list.
@MainActor
func tabBarControllerCalls(_ first: UIViewController, _ second: UIViewController) {
    let tabs = UITabBarController()
    let fromNib = UITabBarController(nibName: nil, bundle: nil)
    tabs.viewControllers = [first, second]
    let controllers: [UIViewController]? = tabs.viewControllers
    tabs.setViewControllers([first], animated: true)
    tabs.selectedIndex = 0
    let index: Int = tabs.selectedIndex
    tabs.selectedViewController = first
    let selected: UIViewController? = tabs.selectedViewController
    let more: UINavigationController = tabs.moreNavigationController
    tabs.customizableViewControllers = nil
    let customizable: [UIViewController]? = tabs.customizableViewControllers
    _ = (fromNib, controllers, index, selected, more, customizable)
}

/// Split view controllers: columns, display modes, collapsing and the delegate.
@MainActor
func splitViewControllerCalls(_ primary: UIViewController, _ secondary: UIViewController) {
    let split = UISplitViewController(style: .doubleColumn)
    let columns: [UISplitViewController.Column] = [.primary, .supplementary, .secondary, .compact]
    let triple = UISplitViewController(style: .tripleColumn)
    let style: UISplitViewController.Style = split.style
    split.setViewController(primary, for: .primary)
    split.setViewController(secondary, for: .secondary)
    let column: UIViewController? = split.viewController(for: .supplementary)
    let compact: UIViewController? = split.viewController(for: .compact)
    split.show(.primary)
    split.hide(.secondary)
    let collapsed: Bool = split.isCollapsed
    let modes: [UISplitViewController.DisplayMode] = [
        .automatic, .secondaryOnly, .oneBesideSecondary, .oneOverSecondary, .twoBesideSecondary,
        .twoOverSecondary, .twoDisplaceSecondary,
    ]
    split.preferredDisplayMode = .oneOverSecondary
    let preferred: UISplitViewController.DisplayMode = split.preferredDisplayMode
    let mode: UISplitViewController.DisplayMode = split.displayMode
    let delegate = SplitDelegate()
    split.delegate = delegate
    let current: (any UISplitViewControllerDelegate)? = split.delegate
    split.showDetailViewController(secondary, sender: nil)
    primary.showDetailViewController(secondary, sender: primary)
    split.show(primary, sender: nil)
    _ = (columns, triple, style, column, compact, collapsed, modes, preferred, mode, current)
}

/// A split view's delegate implements the column-style methods with UIKit's signatures.
@MainActor
final class SplitDelegate: NSObject, UISplitViewControllerDelegate {
    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { .primary }
    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    {}
}

/// Presentation controllers and their delegate, transition coordinators and their context.
@MainActor
final class PresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        traitCollection.horizontalSizeClass == .compact ? .none : .automatic
    }
}

@MainActor
func presentationCalls(
    _ presentation: UIPresentationController, _ coordinator: any UIViewControllerTransitionCoordinator,
    _ delegate: PresentationDelegate
) {
    presentation.delegate = delegate
    let presented: UIViewController = presentation.presentedViewController
    let presenting: UIViewController = presentation.presentingViewController
    let style: UIModalPresentationStyle = presentation.presentationStyle
    let queued: Bool = coordinator.animate(alongsideTransition: nil) { context in
        let animated: Bool = context.isAnimated
        let interactive: Bool = context.isInteractive
        let cancelled: Bool = context.isCancelled
        let duration: TimeInterval = context.transitionDuration
        let from: UIViewController? = context.viewController(forKey: .from)
        let to: UIViewController? = context.viewController(forKey: .to)
        _ = (animated, interactive, cancelled, duration, from, to)
    }
    let key: UITransitionContextViewControllerKey = .from
    let keyName: String = key.rawValue
    let context: any UIViewControllerTransitionCoordinatorContext = coordinator
    coordinator.animate(alongsideTransition: { _ in })
    coordinator.notifyWhenInteractionChanges { context in
        let stillInteractive: Bool = context.isInteractive
        let abandoned: Bool = context.isCancelled
        _ = (stillInteractive, abandoned)
    }
    let styles: [UIModalPresentationStyle] = [
        .fullScreen, .pageSheet, .formSheet, .currentContext, .custom, .overFullScreen,
        .overCurrentContext, .popover, .none, .automatic,
    ]
    _ = (presented, presenting, style, queued, styles, keyName, context)
}

/// Windows, scenes and the application.
@MainActor
func windowCalls(_ scene: UIWindowScene, _ root: UIViewController) {
    let window = UIWindow(windowScene: scene)
    let framed = UIWindow(frame: .zero)
    window.rootViewController = root
    let current: UIViewController? = window.rootViewController
    window.makeKeyAndVisible()
    window.makeKey()
    let isKey: Bool = window.isKeyWindow
    let windowScene: UIWindowScene? = window.windowScene
    let windows: [UIWindow] = scene.windows
    let keyWindow: UIWindow? = scene.keyWindow
    let sceneSizeClass: UIUserInterfaceSizeClass = scene.traitCollection.horizontalSizeClass
    let state: UIScene.ActivationState = scene.activationState
    let states: [UIScene.ActivationState] = [.unattached, .foregroundActive, .foregroundInactive, .background]
    let scenes: Set<UIScene> = UIApplication.shared.connectedScenes
    let session: UISceneSession = scene.session
    let sessionID: String = session.persistentIdentifier
    let sessionScene: UIScene? = session.scene
    let activity = NSUserActivity(activityType: "com.example.browsing")
    let activityType: String = activity.activityType
    activity.title = "Feed"
    activity.webpageURL = URL(string: "https://example.com/feed")
    activity.userInfo = ["link": "app://feed"]
    activity.targetContentIdentifier = "app://feed"
    activity.isEligibleForHandoff = true
    let read: (String?, URL?, [AnyHashable: Any]?, String?, Bool) = (
        activity.title, activity.webpageURL, activity.userInfo, activity.targetContentIdentifier,
        activity.isEligibleForHandoff
    )
    session.stateRestorationActivity = activity
    let restoring: NSUserActivity? = session.stateRestorationActivity
    scene.userActivity = activity
    let shown: NSUserActivity? = scene.userActivity
    let options = UIScene.ActivationRequestOptions()
    options.requestingScene = scene
    let requesting: UIScene? = options.requestingScene
    UIApplication.shared.requestSceneSessionActivation(
        session, userActivity: activity, options: options, errorHandler: nil)
    _ = (sessionID, sessionScene, activityType, read, restoring, shown, requesting)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let frame: CGRect = view.frame
    view.isHidden = true
    let viewWindow: UIWindow? = view.window
    _ = (
        framed, current, isKey, windowScene, windows, keyWindow, sceneSizeClass, state, states, scenes, frame,
        viewWindow
    )
}

/// Bar button items, actions and menus; storyboards.
@MainActor
func itemAndStoryboardCalls(_ controller: UIViewController) {
    let handler: UIActionHandler = { _ in }
    let action = UIAction(title: "Close", handler: handler)
    let responder: UIResponder = controller
    let menu = UIMenu(title: "More", children: [action])
    let children: [UIMenuElement] = menu.children
    let cancel = UIBarButtonItem(systemItem: .cancel, primaryAction: action, menu: nil)
    let done = UIBarButtonItem(systemItem: .done)
    let systemItems: [UIBarButtonItem.SystemItem] = [.cancel, .done, .close]
    cancel.title = "Cancel"
    cancel.isEnabled = false
    let primary: UIAction? = cancel.primaryAction
    let itemMenu: UIMenu? = cancel.menu
    controller.navigationItem.title = "Title"
    controller.navigationItem.leftBarButtonItem = cancel
    controller.navigationItem.rightBarButtonItem = done
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let made: UIViewController = storyboard.instantiateViewController(withIdentifier: "Feed")
    let typed: UINavigationController = storyboard.instantiateViewController(identifier: "Stack") { coder in
        UINavigationController(coder: coder)
    }
    _ = (responder, systemItems, children, primary, itemMenu, made, typed)
}
