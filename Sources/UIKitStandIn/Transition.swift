#if !canImport(UIKit)
import Foundation

/// One running transition (present, dismiss, push, pop, replace), and its coordinator.
///
/// A transition starts at the call, marks every participant as transitioning (so overlapping calls
/// are refused), and ends asynchronously on the main actor: after `StandIn.transitionDuration` when
/// animated, at the next main-actor turn otherwise. At the end it applies its model change
/// (`commit`), then runs the coordinator's completions, then the caller's completion.
///
/// An interactive transition (a back swipe, a sheet drag) is held by the user's finger: it does
/// not move towards its end until the interaction ends (``endInteraction(cancelled:)``). Then, as
/// in UIKit, it stops being interactive, learns whether it was cancelled, tells the handlers
/// registered with ``notifyWhenInteractionChanges(_:)``, and finishes like any animated one.
@MainActor
final class Transition: NSObject, UIViewControllerTransitionCoordinator {
    /// What the transition does; used in messages.
    enum Kind: String {
        case presentation, dismissal, push, pop, replace
    }

    let kind: Kind
    let isAnimated: Bool
    /// Whether the user's finger drives the transition now.
    private(set) var isInteractive: Bool
    /// Whether the user abandoned the interaction, so the transition ends where it started.
    private(set) var isCancelled = false
    private let fromController: UIViewController?
    private let toController: UIViewController?
    private var participants: [UIViewController]
    private var commit: ((Bool) -> Void)?
    private var completion: (() -> Void)?
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasEnded = false
    private let duration: Duration

    /// Starts a transition. `commit` receives whether it was cancelled; `completion` runs only if it
    /// was not. An `interactive` transition waits for ``endInteraction(cancelled:)`` before it
    /// moves towards its end.
    @discardableResult
    static func begin(
        _ kind: Kind, animated: Bool, interactive: Bool = false,
        from: UIViewController?, to: UIViewController?, participants: [UIViewController],
        commit: @escaping (Bool) -> Void, completion: (() -> Void)? = nil
    ) -> Transition {
        let transition = Transition(
            kind, animated: animated, interactive: interactive, from: from, to: to,
            participants: participants, commit: commit, completion: completion)
        for participant in participants { participant.activeTransition = transition }
        if interactive {
            StandIn.held[ObjectIdentifier(transition)] = transition
        } else {
            transition.finish()
        }
        return transition
    }

    /// Ends the user's interaction: the transition completes, or (`cancelled`) goes back to where
    /// it started. The interaction handlers run first, then the transition finishes animating.
    func endInteraction(cancelled: Bool) {
        guard isInteractive, !hasEnded else { return }
        StandIn.held[ObjectIdentifier(self)] = nil
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers.removeAll()
        for handler in handlers { handler(self) }
        finish()
    }

    /// Schedules the end of the transition: after its duration, or at the next main-actor turn.
    private func finish() {
        let id = ObjectIdentifier(self)
        StandIn.running[id] = Task { @MainActor in
            self.runAlongsideAnimations()
            if self.duration > .zero {
                try? await Task.sleep(for: self.duration)
            } else {
                await Task.yield()
            }
            self.end()
            StandIn.running[id] = nil
        }
    }

    private init(
        _ kind: Kind, animated: Bool, interactive: Bool,
        from: UIViewController?, to: UIViewController?, participants: [UIViewController],
        commit: @escaping (Bool) -> Void, completion: (() -> Void)?
    ) {
        self.kind = kind
        self.isAnimated = animated
        self.isInteractive = interactive
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

    func notifyWhenInteractionChanges(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        // UIKit calls the handler only when an interactive transition stops being interactive.
        guard isInteractive, !hasEnded else { return }
        interactionHandlers.append(handler)
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
