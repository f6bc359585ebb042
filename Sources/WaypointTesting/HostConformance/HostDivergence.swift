import WaypointNavigation

/// The host under test and the headless reference ended a link in different places.
public struct HostDivergence: Error, Hashable, CustomStringConvertible {
    /// How many links had been checked before this one (0 for the starting state).
    public var index: Int
    /// The link that ended differently, or `(start)` for the starting state.
    public var link: String
    /// Where the link came from.
    public var source: LinkSource
    /// The reference navigator's outcome, `nil` for the starting state.
    public var expectedOutcome: LinkOutcome?
    /// The subject navigator's outcome, `nil` for the starting state.
    public var actualOutcome: LinkOutcome?
    /// What the headless host shows.
    public var expectedState: NavigationState
    /// What the host under test reads back.
    public var actualState: NavigationState
    /// The first step of the subject's plan that did not land where expected, if any.
    public var stepMismatch: String?

    /// Creates a divergence report.
    public init(
        index: Int, link: String, source: LinkSource, expectedOutcome: LinkOutcome?, actualOutcome: LinkOutcome?,
        expectedState: NavigationState, actualState: NavigationState, stepMismatch: String? = nil
    ) {
        self.index = index
        self.link = link
        self.source = source
        self.expectedOutcome = expectedOutcome
        self.actualOutcome = actualOutcome
        self.expectedState = expectedState
        self.actualState = actualState
        self.stepMismatch = stepMismatch
    }

    /// The link, both outcomes and both state trees.
    public var description: String {
        var lines = ["link #\(index) '\(link)' from \(source) left the hosts in different places"]
        if let expectedOutcome, let actualOutcome, expectedOutcome != actualOutcome {
            lines.append("expected outcome: \(expectedOutcome)")
            lines.append("actual outcome:   \(actualOutcome)")
        }
        if let stepMismatch {
            lines.append("a step went wrong: \(stepMismatch)")
        }
        lines.append("expected (headless):")
        lines.append(expectedState.render())
        lines.append("actual (host under test):")
        lines.append(actualState.render())
        return lines.joined(separator: "\n")
    }
}
