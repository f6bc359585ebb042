/// A host with no UI: its state is the value itself, and each step is applied exactly as
/// `NavigationState.applying(_:)` does. Used by tests, the CLI and users' own tests.
///
/// ```swift
/// let host = HeadlessHost(NavigationState(root: .stack([Screen("home")])))
/// try await host.apply(NavigationStep(.push(Screen("user", ["id": "42"]))))
/// host.state.topScreen   // user(id: 42)
/// ```
@MainActor
public final class HeadlessHost: NavigationHost {
    /// What is "on screen".
    public private(set) var state: NavigationState
    /// Every step applied so far, oldest first.
    public private(set) var appliedSteps: [NavigationStep] = []

    /// Creates a host showing `state`.
    public init(_ state: NavigationState) {
        self.state = state
    }

    /// Applies `step` to the state.
    ///
    /// - Throws: ``NavigationError/invalidStep(_:reason:)`` when the step does not fit.
    public func apply(_ step: NavigationStep) async throws(NavigationError) {
        try state.apply(step)
        appliedSteps.append(step)
    }

    /// Returns at once: a headless host's changes are instant, so nothing is ever running.
    public func settle() async {}

    /// Replaces the state, as a user tapping around the app would.
    public func reset(to state: NavigationState) {
        self.state = state
    }
}
