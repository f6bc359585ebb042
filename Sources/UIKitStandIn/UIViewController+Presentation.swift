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
    public func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
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
        if presented.modalPresentationStyle == .popover, UIDevice.current.userInterfaceIdiom.showsPopovers,
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
        presented.beingPresented = true
        presented.sendAppearance { $0.viewWillAppear(flag) }
        Transition.begin(
            .presentation, animated: flag, from: presenter, to: presented, participants: [presenter, presented],
            commit: { _ in
                presented.sendAppearance { $0.viewDidAppear(flag) }
                presented.beingPresented = false
            }, completion: completion)
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
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let root = presentationRoot
        let target: UIViewController
        if let presented = root.presented {
            target = presented
        } else if root.presenter != nil {
            target = root
        } else {
            return
        }
        dismissChain(from: target, animated: flag, interactive: false, cancelled: false, completion: completion)
    }

    /// Dismisses `target` and everything it presented. Refuses and records when a transition runs.
    @discardableResult
    func dismissChain(
        from target: UIViewController, animated: Bool, interactive: Bool, cancelled: Bool,
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
            .dismissal, animated: animated, interactive: interactive, cancelled: cancelled, from: chain.last,
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
