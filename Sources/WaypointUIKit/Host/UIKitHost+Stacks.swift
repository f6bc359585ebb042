#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import WaypointNavigation

/// Non-animated pushes onto one navigation controller, held for the push that follows them.
struct StagedPushes {
    let navigation: UINavigationController
    var controllers: [UIViewController]
    /// The last staged step, blamed if UIKit refuses the batch.
    var step: NavigationStep
}

extension UIKitHost {
    /// Pushes `screen` onto the top-most stack, or holds the push (`holding`) for the push that
    /// follows it.
    ///
    /// A held push is not seen going by (a synthesized back stack), and holding lets it reach
    /// UIKit together with the push that follows as one `setViewControllers(_:animated:)`
    /// (RouteComposer batches the same way), instead of one transition per screen. A push that
    /// is not held carries out the held ones with it and returns once UIKit shows them all.
    func push(_ screen: Screen, _ step: NavigationStep, holding: Bool) async throws(NavigationError) {
        let live = read()
        guard let stack = live.topContainer?.activeStack, case .navigation(let navigation, _) = stack
        else {
            throw .invalidStep(step, reason: "the top-most container has no navigation stack")
        }
        if let staged, staged.navigation !== navigation {
            try await flushStaged()
        }
        let controller = try makeController(for: screen, step, pushing: true)
        var split: LiveSplit?
        if case .split(let live)? = live.topContainer {
            marks.setColumn(.detail, for: controller)
            split = live
        }
        if holding {
            if staged == nil {
                staged = StagedPushes(navigation: navigation, controllers: [], step: step)
            }
            staged?.controllers.append(controller)
            staged?.step = step
            return
        }
        let batch = staged?.controllers ?? []
        staged = nil
        showSecondaryColumn(of: navigation)
        if let split, split.detail.count == batch.count {
            // Nothing shows in the detail column yet: the pushes make it.
            try await appendToDetail(split, batch + [controller], animated: step.animated, step)
        } else if batch.isEmpty {
            try await perform(step, "push") { completion in
                navigation.pushViewController(controller, animated: step.animated)
                if followStackTransition(of: navigation, to: controller, completion) { return nil }
                return "UIKit did not push \(controller) onto \(navigation)" + busyReason(navigation)
            }
        } else {
            try await replaceStack(
                of: navigation, with: navigation.viewControllers + batch + [controller], animated: step.animated,
                step)
        }
    }

    /// Hands held pushes to UIKit without animation, now: a step other than a push comes next, or
    /// the push they waited for never came.
    func flushStaged() async throws(NavigationError) {
        guard let batch = staged else { return }
        if case .split(let split)? = read().topContainer, split.detailNavigation === batch.navigation {
            staged = nil
            try await appendToDetail(split, batch.controllers, animated: false, batch.step)
            return
        }
        staged = nil
        showSecondaryColumn(of: batch.navigation)
        try await replaceStack(
            of: batch.navigation, with: batch.navigation.viewControllers + batch.controllers, animated: false,
            batch.step)
    }

    /// An expanded split view shows its secondary column when a screen is pushed there.
    private func showSecondaryColumn(of navigation: UINavigationController) {
        guard let split = navigation.splitViewController, !split.isCollapsed,
            HierarchyReader.activeNavigation(of: split) === navigation
        else { return }
        split.show(.secondary)
    }

    /// Pops the top-most stack until the controller at `index` is on top.
    func pop(to index: Int, _ step: NavigationStep) async throws(NavigationError) {
        guard let stack = read().topContainer?.activeStack else {
            throw .invalidStep(step, reason: "the top-most container has no stack")
        }
        let controllers = stack.controllers
        guard controllers.indices.contains(index) else {
            throw .invalidStep(step, reason: "the top-most stack has \(controllers.count) screens")
        }
        guard index < controllers.count - 1, case .navigation(let navigation, _) = stack else { return }
        let target = controllers[index]
        try await perform(step, "pop") { completion in
            guard navigation.popToViewController(target, animated: step.animated) != nil else {
                return "UIKit did not pop \(navigation) to \(target)" + busyReason(navigation)
            }
            if followStackTransition(of: navigation, to: target, completion) { return nil }
            return "UIKit did not pop \(navigation) to \(target)" + busyReason(navigation)
        }
    }

    /// Shows `screen` in place of the top-most one.
    ///
    /// A top controller that adopts ``ScreenUpdating`` is handed the screen and stays (a refresh
    /// when the screen is the one it shows). Any other is replaced by a new controller from the
    /// factory: at the top of its navigation stack with one `setViewControllers(_:animated:)`, as
    /// the window's root, or, for a presented single screen, by dismissing it and presenting the
    /// new one with the same style, neither animated.
    func update(to screen: Screen, _ step: NavigationStep) async throws(NavigationError) {
        let live = read()
        guard let container = live.topContainer, let top = container.topController else {
            throw .invalidStep(step, reason: "nothing is on screen to update")
        }
        if let updating = top as? any ScreenUpdating {
            updating.update(to: screen)
            guard updating.screen == screen else {
                throw .hostFailed(step, reason: "\(top) was asked to show \(screen) but shows \(updating.screen)")
            }
            return
        }
        if case .split(let split) = container {
            try await updateInSplit(split, to: screen, step)
            return
        }
        switch container.activeStack {
        case .navigation(let navigation, let controllers)?:
            let replacement = try makeController(for: screen, step, pushing: true)
            try await replaceStack(
                of: navigation, with: controllers.dropLast() + [replacement], animated: step.animated, step)
        case .single?:
            throw .hostFailed(step, reason: "a tab's only controller \(top) cannot be replaced; adopt ScreenUpdating")
        case nil:
            if let layer = live.layers.last {
                let presented = PresentedLayer(
                    .screen(screen), style: layer.style, hasCloseButton: layer.hasCloseButton)
                try await dismiss(toLayer: live.layers.count - 1, NavigationStep(step.transition, animated: false))
                try await present(presented, NavigationStep(step.transition, animated: false))
            } else {
                let replacement = try makeController(for: screen, step)
                window?.rootViewController = replacement
            }
        }
    }
}
