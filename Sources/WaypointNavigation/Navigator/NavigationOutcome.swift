/// What became of one opened link.
public enum NavigationOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The host applied the plan's steps.
    case navigated(NavigationPlan)
    /// The target was already the top-most screen: nothing was done.
    case alreadyShowing
    /// The route's action ran and handled the link.
    case handledByAction
    /// The link is invalid, or no route matches it; the error says which.
    case unmatched(NavigationError)
    /// The route may not be opened from this source, or its action declined the link.
    case refused(NavigationError)
    /// A guard sent the user elsewhere; the link waits for `Navigator.resumeRedirected()`.
    case redirected(Redirect)
    /// The link was dropped before it reached the screen.
    case cancelled(CancellationReason)
    /// Building the screen, planning or applying failed.
    case failed(NavigationError)

    /// The outcome in a few words.
    public var description: String {
        switch self {
        case .navigated(let plan): return "navigated (\(plan.steps.count) steps)"
        case .alreadyShowing: return "already showing"
        case .handledByAction: return "handled by action"
        case .unmatched(let error): return "unmatched: \(error)"
        case .refused(let error): return "refused: \(error)"
        case .redirected(let redirect): return "redirected to \(redirect)"
        case .cancelled(let reason): return "cancelled: \(reason)"
        case .failed(let error): return "failed: \(error)"
        }
    }
}

/// Why a link was dropped.
public enum CancellationReason: Hashable, Sendable, CustomStringConvertible {
    /// A guard with this name cancelled it.
    case guardCancelled(String)
    /// A newer link replaced it while it was navigating or waiting (`Overlap.replace`).
    case replaced
    /// A newer link arrived before `ready()` and only the latest is delivered.
    case superseded
    /// It waited longer than the pending lifetime for `ready()`.
    case expired
    /// More than `NavigatorConfiguration.maxPending` links waited for `ready()`; it was the oldest.
    case queueFull

    /// The reason in a few words.
    public var description: String {
        switch self {
        case .guardCancelled(let name): return "guard '\(name)' cancelled"
        case .replaced: return "replaced by a newer link"
        case .superseded: return "superseded by a newer link before ready()"
        case .expired: return "expired before ready()"
        case .queueFull: return "dropped: too many links waited for ready()"
        }
    }
}
