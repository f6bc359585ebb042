#if !canImport(UIKit)
import Foundation

/// One running transition (present, dismiss, push, pop, replace), and its coordinator.
///
/// A transition starts at the call, marks every participant as transitioning (so overlapping calls
/// are refused), and ends asynchronously on the main actor: after `StandIn.transitionDuration` when
/// animated, at the next main-actor turn otherwise. At the end it applies its model change
/// (`commit`), then runs the coordinator's completions, then the caller's completion.
@MainActor
final class Transition: NSObject, UIViewControllerTransitionCoordinator {
    /// What the transition does; used in messages.
    enum Kind: String {
        case presentation, dismissal, push, pop, replace
    }

    let kind: Kind
    let isAnimated: Bool
    let isInteractive: Bool
    let isCancelled: Bool
    private let fromController: UIViewController?
    private let toController: UIViewController?
    private var participants: [UIViewController]
    private var commit: ((Bool) -> Void)?
    private var completion: (() -> Void)?
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasEnded = false
    private let duration: Duration

    /// Starts a transition. `commit` receives whether it was cancelled; `completion` runs only if it
    /// was not.
    @discardableResult
    static func begin(
        _ kind: Kind, animated: Bool, interactive: Bool = false, cancelled: Bool = false,
        from: UIViewController?, to: UIViewController?, participants: [UIViewController],
        commit: @escaping (Bool) -> Void, completion: (() -> Void)? = nil
    ) -> Transition {
        let transition = Transition(
            kind, animated: animated, interactive: interactive, cancelled: cancelled, from: from, to: to,
            participants: participants, commit: commit, completion: completion)
        for participant in participants { participant.activeTransition = transition }
        let id = ObjectIdentifier(transition)
        StandIn.running[id] = Task { @MainActor in
            transition.runAlongsideAnimations()
            if transition.duration > .zero {
                try? await Task.sleep(for: transition.duration)
            } else {
                await Task.yield()
            }
            transition.end()
            StandIn.running[id] = nil
        }
        return transition
    }

    private init(
        _ kind: Kind, animated: Bool, interactive: Bool, cancelled: Bool,
        from: UIViewController?, to: UIViewController?, participants: [UIViewController],
        commit: @escaping (Bool) -> Void, completion: (() -> Void)?
    ) {
        self.kind = kind
        self.isAnimated = animated
        self.isInteractive = interactive
        self.isCancelled = cancelled
        self.fromController = from
        self.toController = to
        self.participants = participants
        self.commit = commit
        self.completion = completion
        self.duration = animated || interactive ? StandIn.transitionDuration : .zero
    }

    var transitionDuration: TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromController
        case .to: return toController
        default: return nil
        }
    }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !hasEnded else { return false }
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the blocks queued to animate alongside; UIKit runs them when the animation starts.
    private func runAlongsideAnimations() {
        let queued = alongside
        alongside.removeAll()
        for animation in queued { animation(self) }
    }

    /// Applies the change, releases the participants, then runs the completions in UIKit's order.
    private func end() {
        hasEnded = true
        for participant in participants where participant.activeTransition === self {
            participant.activeTransition = nil
        }
        participants.removeAll()
        commit?(isCancelled)
        commit = nil
        runAlongsideAnimations()
        let finished = completions
        completions.removeAll()
        for block in finished { block(self) }
        let callerCompletion = completion
        completion = nil
        if !isCancelled { callerCompletion?() }
    }
}
#endif
