/// What the planner decided: the steps to take, in order, and why.
///
/// `state.applying(plan)` is the state a host must reach by applying `steps` one after another.
public struct NavigationPlan: Hashable, Sendable, CustomStringConvertible {
    /// Which rule of the planner produced the plan, and so what the plan does.
    public enum Decision: Hashable, Sendable {
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
    public var decision: Decision

    /// Creates a plan.
    public init(steps: [NavigationStep], decision: Decision) {
        self.steps = steps
        self.decision = decision
    }

    /// The steps' transitions without their animation flags, convenient for comparisons.
    public var transitions: [NavigationStep.Transition] { steps.map(\.transition) }

    /// The decision followed by one step per line.
    public var description: String {
        guard !steps.isEmpty else { return header + " (no steps)" }
        return ([header] + steps.enumerated().map { "  \($0.offset + 1). \($0.element)" })
            .joined(separator: "\n")
    }

    /// The plan in one line, for logs: `build: present fullScreen [login] in a stack; push user`.
    public var summary: String {
        guard !steps.isEmpty else { return header + " (no steps)" }
        return header + ": " + steps.map(\.description).joined(separator: "; ")
    }

    private var header: String {
        switch decision {
        case .alreadyShowing: return "already showing"
        case .updatedInPlace: return "update in place"
        case .switched: return "switch"
        case .built: return "build"
        case .unreachable(let error): return "unreachable: \(error)"
        }
    }
}
