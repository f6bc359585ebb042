import WaypointNavigation

/// Wraps a host and checks every step it applies: afterwards the host must show exactly
/// `NavigationState.applying(_:)` of the state before, and a step the state accepts must not
/// fail. ``HostConformance`` wraps the host under test in one.
@MainActor
public final class StepCheckingHost: NavigationHost {
    /// The host that applies the steps.
    public let inner: any NavigationHost
    /// Every step whose result differed from the expected state, or that failed although the
    /// state accepts it, described with both trees; oldest first.
    public private(set) var mismatches: [String] = []
    /// How many steps were applied.
    public private(set) var stepsApplied = 0

    /// Checks the steps `inner` applies.
    public init(_ inner: any NavigationHost) {
        self.inner = inner
    }

    /// What the inner host shows.
    public var state: NavigationState { inner.state }

    /// Applies `step` on the inner host, then compares its state with the expected one.
    public func apply(_ step: NavigationStep) async throws(NavigationError) {
        try await apply(step, followedBy: nil)
    }

    /// Applies `step` on the inner host, telling it the step that follows, then compares its
    /// state with the expected one.
    public func apply(_ step: NavigationStep, followedBy next: NavigationStep?) async throws(NavigationError) {
        let before = inner.state
        let expected = try? before.applying(step)
        do {
            try await inner.apply(step, followedBy: next)
        } catch {
            if expected != nil {
                mismatches.append("\(step) failed: \(error)\nstate before:\n\(before.render())")
            }
            throw error
        }
        stepsApplied += 1
        let actual = inner.state
        if let expected, actual != expected {
            mismatches.append(
                "\(step) left\n\(actual.render())\ninstead of\n\(expected.render())\nstate before:\n\(before.render())")
        }
    }

    /// Lets the inner host settle.
    public func settle() async {
        await inner.settle()
    }

    /// Forgets the mismatches recorded so far.
    public func clearMismatches() {
        mismatches.removeAll()
    }
}
