#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// Presents a layer with a transition the app defines, for `Presentation.custom(name)`.
///
/// The host calls it with the controller to present (the layer's screen, or the navigation
/// controller that embeds it), the top-most controller to present it from, whether to animate,
/// and a completion. The transition configures the controller (`modalPresentationStyle`,
/// `transitioningDelegate`) and calls `presenter.present(presented, animated: animated,
/// completion: completion)`, or anything that presents `presented` from `presenter` and calls
/// `completion` once it is on screen. The host reports a transition that presents nothing, or
/// never completes, as a failed step.
///
/// ```swift
/// factory.registerTransition("bottomDrawer") { presented, presenter, animated, completion in
///     presented.modalPresentationStyle = .custom
///     presented.transitioningDelegate = DrawerTransitioning.shared
///     presenter.present(presented, animated: animated, completion: completion)
/// }
/// ```
public typealias CustomTransition =
    @MainActor (
        _ presented: UIViewController, _ presenter: UIViewController, _ animated: Bool,
        _ completion: @escaping () -> Void
    ) -> Void
