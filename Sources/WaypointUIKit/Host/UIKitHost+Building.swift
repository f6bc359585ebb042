#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import WaypointNavigation

extension UIKitHost {
    /// A new controller for `screen` from the factory, marked with its screen.
    ///
    /// UIKit raises (crashing the app) when asked to push a navigation controller or to present
    /// or push a controller that is already in a hierarchy, so such a controller fails the step
    /// here, before UIKit sees it.
    func makeController(
        for screen: Screen, _ step: NavigationStep, pushing: Bool = false
    ) throws(NavigationError)
        -> UIViewController
    {
        guard factory.canMake(screen.kind) else {
            throw .hostFailed(
                step, reason: "no view controller factory is registered for screens of kind '\(screen.kind)'")
        }
        let controller = try factory.controller(for: screen)
        if controller.parent != nil || controller.presentingViewController != nil
            || controller.presentedViewController != nil
        {
            throw .hostFailed(
                step,
                reason: "the factory for '\(screen.kind)' returned \(controller), which is already in a hierarchy; "
                    + "a factory makes a new controller each time")
        }
        if pushing && controller is UINavigationController {
            throw .hostFailed(
                step,
                reason: "the factory for '\(screen.kind)' returned a navigation controller, which UIKit cannot push")
        }
        marks.setScreen(screen, for: controller)
        let shown = reader.screen(of: controller)
        guard shown == screen else {
            throw .hostFailed(step, reason: "the controller made for \(screen) says it shows \(shown)")
        }
        return controller
    }

    /// A new controller hierarchy for `container`: a screen's controller, a navigation controller
    /// holding a stack, a tab bar controller whose tabs each hold a navigation controller, or a
    /// split view controller whose columns each hold one.
    func makeContainer(
        _ container: NavigationContainer, _ step: NavigationStep
    ) async throws(NavigationError)
        -> UIViewController
    {
        switch container {
        case .screen(let screen):
            return try makeController(for: screen, step)
        case .stack(let screens):
            return try await makeNavigationController(screens, step)
        case .tabs(let tabs, let selected):
            var controllers: [UIViewController] = []
            for tab in tabs {
                let navigation = try await makeNavigationController(tab.stack, step)
                marks.setTabID(tab.id, for: navigation)
                controllers.append(navigation)
            }
            let tabBar = UITabBarController()
            tabBar.viewControllers = controllers
            if let index = tabs.firstIndex(where: { $0.id == selected }) {
                tabBar.selectedViewController = controllers[index]
            }
            return tabBar
        case .split(let split):
            return try await makeSplitViewController(split, step)
        }
    }

    /// A navigation controller holding `screens`, root first, installed before it is shown.
    func makeNavigationController(
        _ screens: [Screen], _ step: NavigationStep
    ) async throws(NavigationError)
        -> UINavigationController
    {
        guard let first = screens.first else {
            throw .invalidStep(step, reason: "a navigation stack needs at least one screen")
        }
        var controllers = [try makeController(for: first, step)]
        for screen in screens.dropFirst() {
            controllers.append(try makeController(for: screen, step, pushing: true))
        }
        let navigation = factory.makeNavigationController(controllers[0])
        if controllers.count > 1 {
            try await replaceStack(of: navigation, with: controllers, animated: false, step)
        }
        return navigation
    }

    /// Replaces `navigation`'s stack with `controllers` in one `setViewControllers(_:animated:)`.
    func replaceStack(
        of navigation: UINavigationController, with controllers: [UIViewController], animated: Bool,
        _ step: NavigationStep
    ) async throws(NavigationError) {
        try await perform(step, "navigation stack change") { completion in
            navigation.setViewControllers(controllers, animated: animated)
            if followStackTransition(of: navigation, to: controllers.last, completion) { return nil }
            return "UIKit did not change the stack of \(navigation)" + busyReason(navigation)
        }
    }

    /// `: another transition is running on …` when one is, for refusal messages.
    func busyReason(_ controller: UIViewController) -> String {
        if reader.isLeaving(controller) { return ": \(controller) is being dismissed" }
        if controller.transitionCoordinator != nil { return ": another transition is running on \(controller)" }
        return ""
    }
}
