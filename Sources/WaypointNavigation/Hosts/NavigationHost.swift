/// What the navigator drives: something that can tell what is on screen and apply one step.
///
/// A host that applies a plan's steps in order must reach `state.applying(plan)`. `apply`
/// returns only when the step's transition has completed, so the next step never starts while a
/// dismissal is still running.
@MainActor
public protocol NavigationHost: AnyObject {
    /// What is on screen now.
    var state: NavigationState { get }

    /// Applies one step and returns when its transition has completed.
    ///
    /// - Throws: ``NavigationError/hostFailed(_:reason:)`` or
    ///   ``NavigationError/invalidStep(_:reason:)`` when the step cannot be carried out.
    func apply(_ step: NavigationStep) async throws(NavigationError)
}
