#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import WaypointNavigation

extension UIKitHost {
    /// Presents `layer` from the top-most presented controller (or the root).
    func present(_ layer: PresentedLayer, _ step: NavigationStep) async throws(NavigationError) {
        guard let presenter = read().topPresenter else {
            throw .hostFailed(step, reason: "the window has no root view controller to present from")
        }
        let content = try await makeContainer(layer.container, step)
        var closeButton: UIBarButtonItem?
        if layer.hasCloseButton {
            let button = makeCloseButton(dismissing: content)
            Self.firstController(of: content).navigationItem.leftBarButtonItem = button
            closeButton = button
        }
        marks.setLayer(HierarchyMarks.Layer(style: layer.style, closeButton: closeButton), for: content)
        if let style = layer.style.modalPresentationStyle {
            content.modalPresentationStyle = style
            if style == .popover { anchorPopover(of: content, showing: layer.container.topScreen, from: presenter) }
            if let presentationDelegate, let controller = content.presentationController, controller.delegate == nil {
                controller.delegate = presentationDelegate
            }
            try await perform(step, "presentation") { completion in
                presenter.present(content, animated: step.animated, completion: completion)
                return content.presentingViewController == nil ? refusal(presenting: content, on: presenter) : nil
            }
            return
        }
        guard let transition = factory.transition(for: layer.style) else {
            throw .hostFailed(
                step,
                reason: "no transition is registered for the custom style '\(layer.style)'; "
                    + "register one with ScreenFactory.registerTransition(_:_:)")
        }
        try await perform(step, "custom transition '\(layer.style)'") { completion in
            transition(content, presenter, step.animated, completion)
            guard content.presentingViewController != nil else {
                return "the custom transition '\(layer.style)' did not present \(content); "
                    + refusal(presenting: content, on: presenter)
            }
            return nil
        }
    }

    /// Dismisses the presented layers above the first `remaining`, from the presenter of the
    /// first one to go; UIKit takes every controller above it along.
    func dismiss(toLayer remaining: Int, _ step: NavigationStep) async throws(NavigationError) {
        let live = read()
        guard remaining >= 0, remaining <= live.layers.count else {
            throw .invalidStep(step, reason: "there are \(live.layers.count) presented layers")
        }
        guard remaining < live.layers.count, let root = live.rootController else { return }
        let presenter = remaining == 0 ? root : live.layers[remaining - 1].controller
        let target = live.layers[remaining].controller
        // Until the completion runs, the state leaves the layer out even where UIKit shows no
        // transition coordinator for it (a dismissal without animation).
        marks.setDismissing(true, target)
        defer { marks.setDismissing(false, target) }
        try await perform(step, "dismissal") { completion in
            let reasonBefore = busyReason(presenter) + busyReason(target)
            presenter.dismiss(animated: step.animated, completion: completion)
            // UIKit took the call when the layer is gone already or its dismissal runs. Without
            // animation UIKit may run the dismissal with no transition coordinator, so then only
            // the completion, or the timeout, tells.
            guard
                target.presentingViewController == nil || !step.animated
                    || HierarchyReader.dismissalRuns(on: target)
            else {
                return "UIKit did not dismiss \(target) from \(presenter)" + reasonBefore
            }
            return nil
        }
    }

    /// A close button that dismisses `layer` and everything above it.
    private func makeCloseButton(dismissing layer: UIViewController) -> UIBarButtonItem {
        UIBarButtonItem(
            systemItem: .close,
            primaryAction: UIAction { [weak layer] _ in
                layer?.presentingViewController?.dismiss(animated: true)
            })
    }

    /// The controller a close button goes on: the root of a navigation controller, else itself.
    static func firstController(of content: UIViewController) -> UIViewController {
        (content as? UINavigationController)?.viewControllers.first ?? content
    }

    /// Why UIKit refused to present `presented` on `presenter`, as far as its state tells.
    private func refusal(presenting presented: UIViewController, on presenter: UIViewController) -> String {
        let base = "UIKit refused the presentation of \(presented) on \(presenter)"
        if let current = presenter.presentedViewController, current !== presented {
            return base + ": it is already presenting \(current)"
        }
        if reader.isLeaving(presenter) { return base + ": it is being dismissed" }
        if presenter.transitionCoordinator != nil { return base + ": another transition is running on it" }
        if presenter.view.window == nil { return base + ": its view is not in the window hierarchy" }
        return base
    }
}
