#if !canImport(UIKit)
import Foundation

/// Models `UINavigationController`: a stack of controllers, of which only the top one's view is
/// in the window.
///
/// Unlike UIKit, the stand-in changes ``viewControllers`` (and so ``topViewController``) when a
/// push, pop or replacement ends, not at the call. UIKit updates the array at the call for most
/// of these, and applies a non-animated change synchronously; the stand-in defers every change to
/// the end of its asynchronous transition, so a host that is correct against the stand-in waits
/// for the transition (through `transitionCoordinator`) before reading the stack. A push or pop
/// started while the navigation controller takes part in another transition (including its own
/// presentation or dismissal) is refused and recorded in `StandIn.log`.
@MainActor
open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []

    /// A navigation controller whose stack holds `rootViewController`, installed at once.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        replaceStack(with: [rootViewController])
    }

    /// An empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A navigation controller decoded from a storyboard; the stand-in decodes nothing.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack, root first, as of the last transition that ended. Setting it calls
    /// ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The last controller of ``viewControllers``.
    open var topViewController: UIViewController? { stack.last }

    /// The controller presented on the navigation controller, if any; otherwise the top one.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// Pushes `viewController` on the stack; it joins ``viewControllers`` when the transition ends.
    ///
    /// UIKit raises when `viewController` is a navigation controller or already in the stack;
    /// the stand-in records the exception and ignores the call.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController {
            StandIn.record(.exception, "Pushing a navigation controller is not supported")
            return
        }
        if stack.contains(where: { $0 === viewController }) {
            StandIn.record(
                .exception,
                "Pushing the same view controller instance more than once is not supported (\(viewController))"
            )
            return
        }
        guard admitsTransition(pushing: viewController) else { return }
        let from = stack.last
        Transition.begin(
            .push, animated: animated, from: from, to: viewController,
            participants: [self, viewController] + (from.map { [$0] } ?? []),
            commit: { [self] _ in replaceStack(with: stack + [viewController]) })
    }

    /// Pushes `vc`, as UIKit's navigation controller answers `show(_:sender:)`.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    /// Pops the top controller and returns it, or returns `nil` when only the root is left or a
    /// transition refuses the call. The stack changes when the transition ends.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return pop(to: stack[stack.count - 2], animated: animated)?.last
    }

    /// Pops every controller above `viewController` and returns them, or `nil` if `viewController`
    /// is not in the stack (UIKit raises; the stand-in records) or a transition refuses the call.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard stack.contains(where: { $0 === viewController }) else {
            StandIn.record(.exception, "Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        return pop(to: viewController, animated: animated)
    }

    /// Pops every controller above the root and returns them (empty when only the root is left).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return pop(to: root, animated: animated)
    }

    /// Replaces the stack with `viewControllers` when the transition ends.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        guard admitsTransition(pushing: nil) else { return }
        Transition.begin(
            .replace, animated: animated, from: stack.last, to: viewControllers.last,
            participants: [self] + viewControllers,
            commit: { [self] _ in replaceStack(with: viewControllers) })
    }

    /// Starts a pop to `target`, refusing it while a transition runs. An interactive pop waits for
    /// the user's finger, and a cancelled one keeps the stack.
    @discardableResult
    func pop(to target: UIViewController, animated: Bool, interactive: Bool = false) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === target }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        guard admitsTransition(pushing: nil) else { return nil }
        Transition.begin(
            .pop, animated: animated, interactive: interactive, from: stack.last, to: target,
            participants: [self] + popped,
            commit: { [self] cancelled in
                guard !cancelled else { return }
                replaceStack(with: stack.filter { controller in !popped.contains { $0 === controller } })
            })
        return popped
    }

    /// Whether a push or pop may start now; records the refusal otherwise.
    private func admitsTransition(pushing viewController: UIViewController?) -> Bool {
        guard let running = activeTransition else { return true }
        let what = viewController.map { "push \($0) onto" } ?? "pop from"
        StandIn.record(
            .warning, "Attempt to \(what) \(self) while a \(running.kind.rawValue) transition is in progress.")
        return false
    }

    /// Installs `newStack` at once: releases controllers that left and adopts the new ones.
    func replaceStack(with newStack: [UIViewController]) {
        for old in stack where !newStack.contains(where: { $0 === old }) { release(old) }
        stack = newStack
        for controller in newStack { adopt(controller) }
        children = newStack
    }

    override func showsChild(_ child: UIViewController) -> Bool { child === stack.last }
}
#endif
