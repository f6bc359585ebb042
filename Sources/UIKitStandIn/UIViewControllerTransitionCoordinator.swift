#if !canImport(UIKit)
import Foundation

/// Models `UITransitionContextViewControllerKey`: names the two controllers of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// A key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller visible when the transition starts.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible when the transition ends.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Models `UIViewControllerTransitionCoordinatorContext`: what a running transition tells the
/// blocks a host queues alongside it. The stand-in keeps the facts a navigation host reads.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the user's finger drives the transition now (a swipe not yet let go).
    var isInteractive: Bool { get }
    /// Whether the user abandoned an interactive transition, so the old state stays. It is known
    /// once the interaction ends.
    var isCancelled: Bool { get }
    /// The duration of the transition, in seconds.
    var transitionDuration: TimeInterval { get }
    /// The controller the transition moves from (`.from`) or to (`.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

/// Models `UIViewControllerTransitionCoordinator`, which `UIViewController.transitionCoordinator`
/// returns while the controller (or an ancestor) takes part in a transition.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Queues `animation` to run with the transition and `completion` to run after it ends, as
    /// UIKit does. Returns `true` if the blocks were queued, `false` once the transition has ended.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Registers `handler` to run when the user's interaction ends (the finger lifts), before the
    /// transition finishes animating; the context then tells whether it ``isCancelled``. UIKit
    /// calls it only for interactive transitions.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Queues `animation` alone, as UIKit's `completion: nil` default does.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
#endif
