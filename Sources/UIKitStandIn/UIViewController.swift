#if !canImport(UIKit)
import Foundation

/// Models `UIViewController`: a screen's controller, its place among its parent and children, its
/// view's membership of a window, and the presentation state declared in
/// `UIViewController+Presentation.swift`.
///
/// The stand-in reproduces UIKit's rule for which views are in a window: a window's root
/// controller is; a child is when its container shows it (the top of a navigation stack, the
/// selected tab, a shown split-view column; plain containers show every child); a presented
/// controller is; and a controller under a finished full-screen presentation is not, because UIKit
/// removes the presenter's view.
@MainActor
open class UIViewController: UIResponder {
    /// The controller's title. Setting it also sets `navigationItem.title`, as UIKit does.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// The container that holds this controller, if any.
    public private(set) weak var parent: UIViewController?

    /// The controllers this one contains, in the order they were added.
    public internal(set) var children: [UIViewController] = []

    /// The bar items a navigation bar shows while this controller is on top of a stack.
    public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

    /// How this controller looks when presented. UIKit's default is `.automatic`, a page sheet on
    /// current systems.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Whether UIKit refuses the interactive (swipe) dismissal of this controller's sheet.
    open var isModalInPresentation = false

    /// The window whose root this controller is; set by `UIWindow.rootViewController`.
    weak var installedWindow: UIWindow?
    /// The controller this one presented, on a presentation root only.
    var presented: UIViewController?
    /// The controller that presented this one, on a presented root only.
    weak var presenter: UIViewController?
    /// The transition this controller takes part in now.
    var activeTransition: Transition?
    /// Whether a presentation of this controller runs, from the call until the transition ends;
    /// UIKit's `isBeingPresented` tells only inside the appearance methods.
    var beingPresented = false
    /// Whether a dismissal of this controller runs, from the call until the transition ends;
    /// UIKit's `isBeingDismissed` tells only inside the appearance methods.
    var beingDismissed = false
    /// How many of this controller's appearance methods run now.
    var appearanceCallbacks = 0
    private var ownPresentationController: UIPresentationController?
    private var loadedView: UIView?

    /// A controller with no nib, as UIKit's designated initializer makes it.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A controller decoded from a storyboard; the stand-in decodes nothing and never fails.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// A controller with no nib; UIKit's convenience initializer.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    // MARK: - View

    /// The controller's root view, created by ``loadView()`` on first access, as in UIKit.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owner = nil
            loadedView = newValue
            newValue?.owner = self
        }
    }

    /// The root view if it is loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view; subclasses may override it and set ``view``.
    open func loadView() {
        view = UIView()
    }

    /// Called once after the root view loads.
    open func viewDidLoad() {}

    /// Loads the root view if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView() }
        viewDidLoad()
    }

    // MARK: - Appearance

    /// Called before the view appears: when the controller is presented, or when the user lets
    /// go of an interactive dismissal early.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view has appeared.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view disappears: when a dismissal of the controller starts.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view has disappeared: when the dismissal ends.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Calls one appearance method on this controller, then on every child whose view it shows,
    /// as UIKit's containers forward them. The controller's own `isBeingPresented` and
    /// `isBeingDismissed` answer only while its own call runs.
    func sendAppearance(_ callback: (UIViewController) -> Void) {
        loadViewIfNeeded()
        appearanceCallbacks += 1
        callback(self)
        appearanceCallbacks -= 1
        for child in children where showsChild(child) {
            child.sendAppearance(callback)
        }
    }

    // MARK: - Presentation

    /// Presents `viewControllerToPresent` modally, following UIKit's rules.
    ///
    /// The call is refused, recorded in `StandIn.log`, and the completion never runs, when:
    /// `viewControllerToPresent` is already presented or has a parent (UIKit raises); a
    /// transition runs on the presenter or its navigation controller; the presenter is being
    /// dismissed; the presenter already presents a controller; the caller's view is not in
    /// the window hierarchy; or it is a popover with no anchor on a device that shows popovers
    /// (UIKit raises). Otherwise `presentedViewController` is set at once, the presented
    /// controller's `viewWillAppear(_:)` runs, and `viewDidAppear(_:)` and the completion run
    /// after the transition, asynchronously on the main actor, even when `flag` is `false`. UIKit documents the completion only as running after the presentation
    /// finishes and does not promise it has run when `present` returns; the stand-in makes that
    /// explicit by always ending at a later main-actor turn, so hosts cannot come to rely on it.
    ///
    /// It is `open`, as in UIKit, so that an app's subclass can intercept presentations.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        presentModally(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controllers above this one, following UIKit's rules.
    ///
    /// If this controller (or its outermost ancestor) presents a controller, that controller and
    /// every controller it presented in turn are dismissed together. Otherwise, if it was
    /// presented, its presenter dismisses it. With nothing to dismiss, nothing happens and, as in
    /// UIKit, the completion does not run. While a transition runs on any controller involved,
    /// the call is refused and recorded. Each dismissed controller's `viewWillDisappear(_:)` runs
    /// at the call; its `viewDidDisappear(_:)` runs, the presenter's `presentedViewController`
    /// clears, and the completion runs, when the transition ends, asynchronously on the main
    /// actor.
    ///
    /// It is `open`, as in UIKit, so that an app's subclass can intercept dismissals.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissModally(animated: flag, completion: completion)
    }

    /// Shows `vc` in the way the context asks: pushed when this controller is in a navigation
    /// stack (UIKit's navigation controller handles the action), presented otherwise. It is
    /// `open`, as in UIKit.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.show(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    /// Shows `vc` as the detail of the split view controller this one is in
    /// (`UISplitViewController.showDetailViewController(_:sender:)`), or presents it outside one.
    /// It is `open`, as in UIKit.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let splitViewController {
            splitViewController.showDetailViewController(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    // MARK: - Containment

    /// The nearest ancestor that is a navigation controller.
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    /// The nearest ancestor that is a split view controller.
    public var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }

    /// Adds `childController` as a child, first removing it from any other parent, and calls its
    /// ``willMove(toParent:)`` as UIKit does (the caller calls ``didMove(toParent:)``).
    open func addChild(_ childController: UIViewController) {
        if childController.parent === self { return }
        childController.removeFromParentSilently()
        childController.willMove(toParent: self)
        childController.parent = self
        children.append(childController)
    }

    /// Removes this controller from its parent and calls ``didMove(toParent:)`` with `nil`, as
    /// UIKit does (the caller calls ``willMove(toParent:)`` first).
    open func removeFromParent() {
        guard parent != nil else { return }
        removeFromParentSilently()
        didMove(toParent: nil)
    }

    /// Called before the controller moves to `parent` (or out, when `nil`).
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller moves to `parent` (or out, when `nil`).
    open func didMove(toParent parent: UIViewController?) {}

    /// Makes `child` a child with both callbacks, as containers do.
    func adopt(_ child: UIViewController) {
        guard child.parent !== self else { return }
        addChild(child)
        child.didMove(toParent: self)
        if hostWindow != nil { child.horizontalSizeClassMayHaveChanged() }
    }

    /// Removes `child` with both callbacks, as containers do.
    func release(_ child: UIViewController) {
        guard child.parent === self else { return }
        child.willMove(toParent: nil)
        child.removeFromParent()
    }

    private func removeFromParentSilently() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    private func nearestAncestor<Container: UIViewController>(_ type: Container.Type) -> Container? {
        var current = parent
        while let candidate = current {
            if let match = candidate as? Container { return match }
            current = candidate.parent
        }
        return nil
    }

    // MARK: - Window hierarchy

    /// Tells this controller, its children and what it presents that the horizontal size class of
    /// their window may have changed: the controller joined a window, or the window's size class
    /// changed. Split view controllers collapse or expand by it.
    func horizontalSizeClassMayHaveChanged() {
        for child in children { child.horizontalSizeClassMayHaveChanged() }
        presented?.horizontalSizeClassMayHaveChanged()
    }

    /// Whether this container shows `child`'s view now. Containers override it.
    func showsChild(_ child: UIViewController) -> Bool { true }

    /// The outermost ancestor: the controller presentations and windows attach to.
    var presentationRoot: UIViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }

    /// The window this controller's hierarchy belongs to, whether or not its view is shown.
    var hostWindow: UIWindow? {
        let root = presentationRoot
        if let window = root.installedWindow, window.rootViewController === root { return window }
        return root.presenter?.hostWindow
    }

    /// The window that holds this controller's view now, following UIKit's rules; `nil` when the
    /// view is not in the window hierarchy.
    var windowOfView: UIWindow? {
        if let parent {
            return parent.showsChild(self) ? parent.windowOfView : nil
        }
        guard let window = hostWindow else { return nil }
        if let presented, presented.modalPresentationStyle.removesPresenterView,
            !presented.beingPresented, !presented.beingDismissed
        {
            return nil
        }
        return window
    }

    /// The coordinator of the transition this controller or its nearest transitioning ancestor
    /// takes part in; `nil` when none runs. The stand-in returns one for non-animated transitions
    /// too, because its transitions always end asynchronously (UIKit returns `nil` for those).
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var current: UIViewController? = self
        while let controller = current {
            if let transition = controller.activeTransition { return transition }
            current = controller.parent
        }
        return nil
    }

    /// The presentation controller that manages this controller's presentation. UIKit creates it
    /// on first access, even before presenting, so a host can set its delegate first; for the
    /// `.popover` style it is a `UIPopoverPresentationController`. Until the presentation starts,
    /// a change of style makes a new one of the right class, which keeps the delegate.
    public var presentationController: UIPresentationController? {
        let wantsPopover = modalPresentationStyle == .popover
        if let ownPresentationController,
            presenter != nil || (ownPresentationController is UIPopoverPresentationController) == wantsPopover
        {
            return ownPresentationController
        }
        let made =
            wantsPopover
            ? UIPopoverPresentationController(presentedViewController: self, presenting: presenter)
            : UIPresentationController(presentedViewController: self, presenting: presenter)
        made.delegate = ownPresentationController?.delegate
        ownPresentationController = made
        return made
    }

    /// The popover presentation controller of this controller, created on first access, while
    /// `modalPresentationStyle` is `.popover`; `nil` for every other style, as in UIKit.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? UIPopoverPresentationController
    }
}
#endif
