#if !canImport(UIKit)
import Foundation

/// Models UIKit's modal presentation: `present(_:animated:completion:)`,
/// `dismiss(animated:completion:)` and the properties that describe a presentation.
///
/// A presentation attaches to the presenting controller's outermost ancestor, as UIKit's default
/// presentation context does: a child of a navigation controller presents on the navigation
/// controller, and `presentedViewController` / `presentingViewController` answer the same for
/// every controller inside either container.
extension UIViewController {
    /// The controller this one (or its outermost ancestor) presents, from the call to present
    /// until its dismissal ends.
    public var presentedViewController: UIViewController? { presentationRoot.presented }

    /// The controller that presented this one (or its outermost ancestor), until the dismissal
    /// ends.
    public var presentingViewController: UIViewController? { presentationRoot.presenter }

    /// Whether this controller is being presented, asked from inside its own `viewWillAppear(_:)`
    /// or `viewDidAppear(_:)`: the only place UIKit documents the answer. Anywhere else the
    /// stand-in answers `false`, so that code that asks elsewhere fails its tests; to find a
    /// running presentation, look for a `transitionCoordinator`.
    public var isBeingPresented: Bool { beingPresented && appearanceCallbacks > 0 }

    /// Whether this controller is being dismissed, asked from inside its own
    /// `viewWillDisappear(_:)` or `viewDidDisappear(_:)`: the only place UIKit documents the
    /// answer. Anywhere else the stand-in answers `false`, so that code that asks elsewhere fails
    /// its tests; a running dismissal shows as a `transitionCoordinator` whose `.to` controller is
    /// the presenting one.
    public var isBeingDismissed: Bool { beingDismissed && appearanceCallbacks > 0 }

    /// Presents modally; ``present(_:animated:completion:)`` documents the rules.
    func presentModally(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
        let presenter = presentationRoot
        let presented = viewControllerToPresent
        if let existing = presented.presenter {
            StandIn.record(
                .exception,
                "Application tried to present modally a view controller \(presented) that is already being "
                    + "presented by \(existing).")
            return
        }
        if let parent = presented.parent {
            StandIn.record(
                .exception,
                "Application tried to present modally a view controller \(presented) that has a parent view "
                    + "controller \(parent).")
            return
        }
        let from = presenter === self ? "" : " (from \(self))"
        if presenter.chainIsBeingDismissed {
            StandIn.record(.warning, "Attempt to present \(presented) on \(presenter)\(from) which is being dismissed.")
            return
        }
        if let running = runningTransitionForPresenting() {
            let what = running.kind == .dismissal ? "dismissal" : "presentation"
            StandIn.record(
                .warning, "Attempt to present \(presented) on \(presenter)\(from) while a \(what) is in progress.")
            return
        }
        if let current = presenter.presented {
            StandIn.record(
                .warning,
                "Attempt to present \(presented) on \(presenter)\(from) which is already presenting \(current).")
            return
        }
        guard windowOfView != nil else {
            StandIn.record(
                .warning,
                "Attempt to present \(presented) on \(presenter)\(from) whose view is not in the window hierarchy.")
            return
        }
        if presented.modalPresentationStyle == .popover, horizontalSizeClassOfWindow == .regular,
            let popover = presented.popoverPresentationController, !popover.hasAnchor
        {
            StandIn.record(
                .exception,
                "UIPopoverPresentationController (\(popover)) should have a non-nil sourceView or barButtonItem "
                    + "set before the presentation occurs.")
            return
        }
        presenter.presented = presented
        presented.presenter = presenter
        presented.horizontalSizeClassMayHaveChanged()
        presented.beingPresented = true
        presented.sendAppearance { $0.viewWillAppear(flag) }
        Transition.begin(
            .presentation, animated: flag, from: presenter, to: presented, participants: [presenter, presented],
            commit: { _ in
                presented.sendAppearance { $0.viewDidAppear(flag) }
                presented.beingPresented = false
            }, completion: completion)
    }

    /// Dismisses; ``dismiss(animated:completion:)`` documents the rules.
    func dismissModally(animated flag: Bool, completion: (() -> Void)?) {
        let root = presentationRoot
        let target: UIViewController
        if let presented = root.presented {
            target = presented
        } else if root.presenter != nil {
            target = root
        } else {
            return
        }
        dismissChain(from: target, animated: flag, interactive: false, completion: completion)
    }

    /// Dismisses `target` and everything it presented. Refuses and records when a transition runs.
    @discardableResult
    func dismissChain(
        from target: UIViewController, animated: Bool, interactive: Bool,
        completion: (() -> Void)?, didDismiss: (() -> Void)? = nil
    ) -> Bool {
        guard let presenter = target.presenter else { return false }
        var chain = [target]
        while let next = chain.last?.presented { chain.append(next) }
        let involved = [presenter] + chain
        if involved.contains(where: { $0.activeTransition != nil }) {
            StandIn.record(
                .warning,
                "Attempt to dismiss from view controller \(presenter) while a presentation or dismiss is in progress!"
            )
            return false
        }
        for controller in chain {
            controller.beingDismissed = true
            controller.sendAppearance { $0.viewWillDisappear(animated) }
        }
        Transition.begin(
            .dismissal, animated: animated, interactive: interactive, from: chain.last,
            to: presenter, participants: involved,
            commit: { cancelled in
                if cancelled {
                    // The user let go early: UIKit tells the controllers they stay on screen.
                    for controller in chain {
                        controller.beingDismissed = false
                        controller.sendAppearance { $0.viewWillAppear(animated) }
                        controller.sendAppearance { $0.viewDidAppear(animated) }
                    }
                    return
                }
                for controller in chain {
                    controller.sendAppearance { $0.viewDidDisappear(animated) }
                    controller.beingDismissed = false
                }
                presenter.presented = nil
                for controller in chain {
                    controller.presenter = nil
                    controller.presented = nil
                }
                didDismiss?()
            },
            completion: completion)
        return true
    }

    /// The transition that forbids presenting from this controller now: one on the caller, its
    /// presentation root, or its navigation controller.
    private func runningTransitionForPresenting() -> Transition? {
        activeTransition ?? presentationRoot.activeTransition ?? navigationController?.activeTransition
    }

    /// Whether this controller, or a controller below it in the presentation chain, is being
    /// dismissed.
    private var chainIsBeingDismissed: Bool {
        var current: UIViewController? = self
        while let controller = current {
            if controller.beingDismissed { return true }
            current = controller.presenter
        }
        return false
    }
}
#endif
