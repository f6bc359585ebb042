#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import WaypointNavigation

/// One window's controller hierarchy as the host reads it: the `NavigationState` it shows, with
/// the controllers behind each part, so that a step can find what it acts on.
///
/// It is read afresh for every `state` and every step, from the window's root through the tab
/// bar's selection (or a ``ContainerAdapter``'s visible child), navigation stacks, the split
/// view's active column and the chain of presented controllers. A presented controller whose
/// dismissal runs, and everything above it, is left out: it is on its way off screen.
@MainActor
struct LiveHierarchy {
    /// A navigation stack and its controllers, root first, or a tab's single controller.
    enum Stack {
        case navigation(UINavigationController, [UIViewController])
        case single(UIViewController)

        var controllers: [UIViewController] {
            switch self {
            case .navigation(_, let controllers): return controllers
            case .single(let controller): return [controller]
            }
        }
    }

    /// One tab of a tab bar or of a custom container.
    struct LiveTab {
        let id: String
        let controller: UIViewController
        let stack: Stack
    }

    /// What a window root or a presented controller holds.
    enum Container {
        case screen(UIViewController)
        case stack(UINavigationController, [UIViewController])
        case tabs(holder: UIViewController, tabs: [LiveTab], selected: String)
        case split(LiveSplit)

        /// The stack a push grows, and what it holds now: a split view's detail stack.
        var activeStack: Stack? {
            switch self {
            case .screen: return nil
            case .stack(let navigation, let controllers): return .navigation(navigation, controllers)
            case .tabs(_, let tabs, let selected): return tabs.first { $0.id == selected }?.stack
            case .split(let split): return .navigation(split.detailNavigation, split.detail)
            }
        }

        /// The controller the user sees in this container.
        var topController: UIViewController? {
            switch self {
            case .screen(let controller): return controller
            case .stack, .tabs: return activeStack?.controllers.last
            case .split(let split): return split.topController
            }
        }
    }

    /// One presented controller and what it holds.
    struct Layer {
        let controller: UIViewController
        let container: Container
        let style: ModalStyle
        let hasCloseButton: Bool
    }

    /// The window's root controller, `nil` when the window has none (or is gone).
    let rootController: UIViewController?
    let root: Container?
    /// The presented controllers that stay on screen, bottom first.
    let layers: [Layer]
    /// What the hierarchy shows.
    let state: NavigationState

    /// The container on top: the last layer's, or the root's.
    var topContainer: Container? { layers.last?.container ?? root }

    /// The controller a presentation starts from: the top-most presented one, or the root.
    var topPresenter: UIViewController? { layers.last?.controller ?? rootController }
}
