#if !canImport(UIKit)
import Foundation

/// A user's gesture in flight, for tests: a back swipe or a sheet drag whose finger has not lifted
/// yet. Not UIKit API: on a device the user ends the gesture; on Linux, the test does.
///
/// While it is in flight, the transition it drives runs (the controllers report a
/// `transitionCoordinator` whose `isInteractive` is `true`), nothing moves towards its end, and
/// UIKit's rules refuse overlapping calls as for any running transition. ``finish()`` lets go so
/// that the transition completes; ``cancel()`` lets go early so that it goes back and the old
/// state stays. Either way the coordinator's `notifyWhenInteractionChanges(_:)` handlers run
/// first, then the transition ends like an animated one.
///
/// ```swift
/// let swipe = try #require(stack.simulateBeginningBackSwipe())
/// let link = Task { await navigator.open("photofeed://comments:7") }
/// swipe.cancel()
/// _ = await link.value
/// ```
@MainActor
public final class SimulatedGesture {
    /// What the gesture does.
    public enum Kind: Sendable, Equatable {
        /// A back swipe popping one controller.
        case backSwipe
        /// A sheet dragged down.
        case sheetDrag
    }

    /// What the gesture does.
    public let kind: Kind
    private let transition: Transition

    init(_ kind: Kind, driving transition: Transition) {
        self.kind = kind
        self.transition = transition
    }

    /// Whether the finger is still down.
    public var isInFlight: Bool { transition.isInteractive }

    /// Lifts the finger past the point of no return: the pop or dismissal completes.
    public func finish() {
        transition.endInteraction(cancelled: false)
    }

    /// Lifts the finger early: the transition goes back, and the stack or sheet stays.
    public func cancel() {
        transition.endInteraction(cancelled: true)
    }

    /// ``finish()`` when `completing`, otherwise ``cancel()``.
    public func end(completing: Bool) {
        completing ? finish() : cancel()
    }
}
#endif
