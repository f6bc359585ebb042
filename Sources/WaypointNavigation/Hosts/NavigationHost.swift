/// What the navigator drives: something that can tell what is on screen and apply one step.
///
/// A host that applies a plan's steps in order must reach `state.applying(plan)`. `apply`
/// returns only when the step's transition has completed, so the next step never starts while a
/// dismissal is still running, and when the last step returns, the whole plan is on screen.
///
/// **The settle rule.** Before it reads ``state`` to plan a link, the navigator calls
/// ``settle()``: the host waits for the transitions already running — its own, the app's, and
/// the user's (a back swipe or a sheet drag still under the finger) — to finish or to be
/// cancelled, so that every link is planned from a state that stays. A gesture the user
/// cancels leaves the state as it was; one that completes leaves the new one.
@MainActor
public protocol NavigationHost: AnyObject {
    /// What is on screen now.
    var state: NavigationState { get }

    /// Applies one step and returns when its transition has completed.
    ///
    /// - Throws: ``NavigationError/hostFailed(_:reason:)`` or
    ///   ``NavigationError/invalidStep(_:reason:)`` when the step cannot be carried out;
    ///   ``NavigationError/windowClosed(_:)`` when the window the host shows closes first.
    func apply(_ step: NavigationStep) async throws(NavigationError)

    /// Applies `step` knowing the step that follows it in the same plan (`nil` for the last).
    ///
    /// A host may hold `step` back and carry it out together with `next` — a UI host hands a
    /// synthesized back stack to its toolkit in one call this way — as long as ``state``
    /// counts the held step at once and both are on screen when `next` returns. A failure of the
    /// held step fails `next`, and when `next` fails the held step is dropped with it, so that
    /// ``state`` reads what is on screen after any failed step. The default applies `step` alone.
    func apply(_ step: NavigationStep, followedBy next: NavigationStep?) async throws(NavigationError)

    /// Returns once no transition runs or is held by the user's finger, so that ``state`` stays
    /// as read. It waits for each running transition no longer than the host waits for a step's,
    /// and never fails: after a time-out the navigator plans from what it then reads. The
    /// default returns at once, right for a host whose changes are instant.
    func settle() async

    /// The kinds among `kinds` the host has no way to make a screen of, sorted; checked by
    /// ``Navigator/ready()`` against ``NavigatorConfiguration/screenKinds``. The default finds
    /// none, right for a host that shows any screen.
    func missingScreenKinds(_ kinds: Set<String>) -> [String]
}

extension NavigationHost {
    /// Applies `step` alone: a host without batching carries out each step as it comes.
    public func apply(_ step: NavigationStep, followedBy next: NavigationStep?) async throws(NavigationError) {
        try await apply(step)
    }

    /// Returns at once: the host has nothing running between steps.
    public func settle() async {}

    /// None: the host shows a screen of any kind.
    public func missingScreenKinds(_ kinds: Set<String>) -> [String] { [] }
}
