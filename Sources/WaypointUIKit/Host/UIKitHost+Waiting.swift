#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import WaypointNavigation

extension UIKitHost {
    /// Starts one UIKit transition with `start` and returns once its completion has run.
    ///
    /// `start` makes the UIKit call, passing on the completion it is given, and returns `nil`
    /// when UIKit took the call or the reason it refused. A refusal, or a completion that does
    /// not run within ``transitionTimeout``, fails the step.
    func perform(
        _ step: NavigationStep, _ what: String, start: (_ completion: @escaping () -> Void) -> String?
    ) async throws(NavigationError) {
        let gate = CompletionGate()
        if let refusal = start({ gate.open() }) {
            throw .hostFailed(step, reason: refusal)
        }
        guard await gate.wait(timeout: transitionTimeout) else {
            throw .hostFailed(
                step,
                reason: "the \(what) did not complete within \(transitionTimeout): UIKit never called "
                    + "its completion (raise UIKitHost.transitionTimeout for long custom transitions)")
        }
    }

    /// After a push, pop or stack replacement on `navigation`: passes `completion` to the
    /// transition that now moves to `top`, and returns whether one started. Without animation
    /// UIKit may change the stack at once and run no transition; then the completion runs now.
    func followStackTransition(
        of navigation: UINavigationController, to top: UIViewController?, _ completion: @escaping () -> Void
    ) -> Bool {
        if let coordinator = navigation.transitionCoordinator, coordinator.viewController(forKey: .to) === top {
            if !coordinator.animate(alongsideTransition: nil, completion: { _ in completion() }) {
                completion()
            }
            return true
        }
        guard navigation.viewControllers.last === top else { return false }
        completion()
        return true
    }

    /// Waits until no transition runs anywhere in the window: a dismissal the user started, a
    /// back swipe, a tab's stack the app changed. UIKit refuses most calls while one runs.
    func waitForRunningTransitions(before step: NavigationStep) async throws(NavigationError) {
        if let reason = await waitUntilIdle() {
            throw .hostFailed(step, reason: reason)
        }
    }

    /// Waits until no transition runs anywhere in the window, a gesture under the user's finger
    /// included (its coordinator completes once the finger lifts and the transition ends, whether
    /// it completed or was cancelled). Returns `nil` then, or why it stopped waiting.
    func waitUntilIdle() async -> String? {
        // A completion may start another transition; a few rounds settle any real chain.
        for _ in 0..<8 {
            let running = runningCoordinators()
            guard !running.isEmpty else { return nil }
            for coordinator in running {
                let gate = CompletionGate()
                if !coordinator.animate(alongsideTransition: nil, completion: { _ in gate.open() }) {
                    continue
                }
                guard await gate.wait(timeout: transitionTimeout) else {
                    return "a transition already running did not end within \(transitionTimeout)"
                }
            }
        }
        return "transitions kept starting one after another; the step never found UIKit idle"
    }

    /// The coordinators of the transitions running now on the window's controllers: the root,
    /// every navigation controller it holds, and every presented controller, including those
    /// being dismissed.
    private func runningCoordinators() -> [any UIViewControllerTransitionCoordinator] {
        guard let root = window?.rootViewController else { return [] }
        var controllers: [UIViewController] = []
        var next: UIViewController? = root
        while let controller = next {
            controllers.append(controller)
            controllers += Self.navigationControllers(in: controller)
            next = controller.presentedViewController
        }
        var seen: Set<ObjectIdentifier> = []
        var coordinators: [any UIViewControllerTransitionCoordinator] = []
        for controller in controllers {
            guard let coordinator = controller.transitionCoordinator,
                seen.insert(ObjectIdentifier(coordinator as AnyObject)).inserted
            else { continue }
            coordinators.append(coordinator)
        }
        return coordinators
    }

    /// The navigation controllers inside `controller`, at any depth of containment.
    private static func navigationControllers(in controller: UIViewController) -> [UIViewController] {
        var found: [UIViewController] = []
        var pending = controller.children
        while let child = pending.popLast() {
            if child is UINavigationController { found.append(child) }
            pending += child.children
        }
        return found
    }
}
