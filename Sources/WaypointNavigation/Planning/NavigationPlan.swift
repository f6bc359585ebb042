/// What the planner decided: the steps to take, in order, and why.
///
/// `state.applying(plan)` is the state a host must reach by applying `steps` one after another.
public struct NavigationPlan: Hashable, Sendable, CustomStringConvertible {
    /// Which rule of the planner produced the plan.
    public enum Outcome: Hashable, Sendable {
        /// The target is already the top-most screen: nothing to do.
        case alreadyShowing
        /// The top-most screen is updated in place (the route asked for in-place updates).
        case updatedInPlace
        /// The target was already in the hierarchy and is brought to the top by dismissing,
        /// selecting a tab or popping.
        case switched
        /// The target is built and pushed, presented or set as root.
        case built
        /// The intent cannot be carried out on this state; the reason says why.
        case unreachable(NavigationError)
    }

    /// The steps, in the order a host applies them.
    public var steps: [NavigationStep]
    /// Which rule produced the plan.
    public var outcome: Outcome

    /// Creates a plan.
    public init(steps: [NavigationStep], outcome: Outcome) {
        self.steps = steps
        self.outcome = outcome
    }

    /// The steps' actions without their animation flags, convenient for comparisons.
    public var actions: [NavigationStep.Action] { steps.map(\.action) }

    /// The outcome followed by one step per line.
    public var description: String {
        let header: String
        switch outcome {
        case .alreadyShowing: header = "already showing"
        case .updatedInPlace: header = "update in place"
        case .switched: header = "switch"
        case .built: header = "build"
        case .unreachable(let error): header = "unreachable: \(error)"
        }
        guard !steps.isEmpty else { return header + " (no steps)" }
        return ([header] + steps.enumerated().map { "  \($0.offset + 1). \($0.element)" })
            .joined(separator: "\n")
    }
}
