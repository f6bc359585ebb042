import WaypointNavigation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationModel {
    /// Shows the state `activity` saved, at once and with no waiting for the view, when
    /// `navigator` can restore it (`Navigator.checkRestorable(_:)`): call it
    /// before `navigator.ready()`, so that the links that wait land on the restored window.
    /// Otherwise the model keeps what it shows, the launch state, and the outcome says why.
    ///
    /// ```swift
    /// let outcome = model.restore(from: saved, checkingWith: navigator)   // .restored(…) or .fellBack(…)
    /// try await navigator.ready()
    /// ```
    @discardableResult
    public func restore(
        from activity: SceneActivity?, checkingWith navigator: Navigator, version: Int = 1
    ) -> RestorationOutcome {
        guard !navigator.isReady else { return .failed(.alreadyReady) }
        do {
            guard let saved = try activity?.savedState(version: version) else { return .nothingSaved }
            return restore(saved, checkingWith: navigator)
        } catch {
            return .fellBack(error)
        }
    }

    /// Shows `state` at once when `navigator` can restore it
    /// (`Navigator.checkRestorable(_:)`) and is not ready yet; otherwise
    /// the model keeps what it shows, and the outcome says why.
    @discardableResult
    public func restore(_ state: NavigationState, checkingWith navigator: Navigator) -> RestorationOutcome {
        guard !navigator.isReady else { return .failed(.alreadyReady) }
        do {
            try navigator.checkRestorable(state)
        } catch {
            return .fellBack(error)
        }
        restore(state)
        return .restored(state)
    }
}
