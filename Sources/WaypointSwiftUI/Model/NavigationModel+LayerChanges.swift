@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationModel {
    /// Makes a change of ``NavigationModel/layers`` inside the view's animation system, so that
    /// the view can say when the change finished animating.
    ///
    /// The performer calls `change` once, before it returns, and arranges for `completion` to
    /// run when the animation that `change` starts has completed. `animated` is the step's
    /// `animated` flag. `NavigationRoot` installs one that runs `change` in a SwiftUI
    /// transaction (no animation when `animated` is false) and calls `completion` from the
    /// transaction's animation completion. A performer that does not call `change` gets it made
    /// for it right after it returns, so the model never shows a change the view was not given.
    public typealias LayerChangePerformer =
        @MainActor (
            _ animated: Bool, _ change: () -> Void, _ completion: @escaping @MainActor () -> Void
        ) -> Void

    /// Makes `change` through ``layerChangePerformer`` when there is one, directly otherwise;
    /// `completion` runs when the view says the change finished animating.
    func changeLayers(animated: Bool, completion: @escaping @MainActor () -> Void, _ change: () -> Void) {
        guard let layerChangePerformer else {
            change()
            return
        }
        var changed = false
        layerChangePerformer(
            animated,
            {
                guard !changed else { return }
                changed = true
                change()
            }, completion)
        if !changed {
            change()
        }
    }
}
