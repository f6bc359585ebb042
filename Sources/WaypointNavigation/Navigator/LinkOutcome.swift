import Foundation

/// What became of one opened link: the value ``Navigator/open(_:source:)-(String,_)`` returns and
/// the last event the navigator reports for the link (``NavigationEvent/Stage/ended(_:)``).
///
/// ```swift
/// switch await navigator.open("photofeed://user:42", source: .customScheme(sendingApp: nil)) {
/// case .navigated(let plan): print(plan)
/// case .queued(let pending): print(await pending.outcome())   // opened before ready()
/// case let other: print(other)
/// }
/// ```
public enum LinkOutcome: Hashable, Sendable, CustomStringConvertible {
    /// The host applied the plan's steps.
    case navigated(NavigationPlan)
    /// The target was already the top-most screen: nothing was done.
    case alreadyShowing
    /// A route's action ran and handled the link (after the actions of better routes declined
    /// it, if any: the link's last ``NavigationEvent/Stage/matched(pattern:)`` event names the
    /// route).
    case handledByAction
    /// The link waits: it was opened before ``Navigator/ready()``, or from inside a guard or an
    /// action while its own link was running. ``PendingLink/outcome()`` gives the final outcome.
    /// Never the outcome of a ``NavigationEvent/Stage/ended(_:)`` event.
    case queued(PendingLink)
    /// The link is invalid, or no enabled route matches it; the error says which.
    case unmatched(NavigationError)
    /// Only a route of this group matches the link, and the group is disabled
    /// (``Navigator/setGroup(_:enabled:)``): signed out, say.
    case groupDisabled(String)
    /// Only the route with this pattern matches the link, and it is disabled
    /// (``Navigator/setRoute(_:enabled:)``): a feature switched off, say.
    case routeDisabled(String)
    /// The route may not be opened from this source, or the actions of every route that
    /// matches declined the link (``NavigationError/actionDeclined(_:)``).
    case refused(NavigationError)
    /// A guard sent the user elsewhere; the link waits for ``Navigator/resumeRedirected()``.
    case redirected(Redirection)
    /// The link was dropped before it reached the screen.
    case cancelled(CancellationReason)
    /// Building the screen, planning or applying failed.
    case failed(NavigationError)
    /// No route takes this universal link (or Handoff page), and the app hands such links to the
    /// browser: ``NavigatorConfiguration/openInBrowser`` opened this URL.
    case openedInBrowser(URL)

    /// The outcome in one line: `navigated: build: push user(userId: 42)`. Control, format and
    /// line or paragraph separator characters (from a link quoted in an error, say) are
    /// escaped, so the text never spans two lines.
    public var description: String { OneLine.escaped(text) }

    private var text: String {
        switch self {
        case .navigated(let plan): return "navigated: \(plan.summary)"
        case .alreadyShowing: return "already showing"
        case .handledByAction: return "handled by action"
        case .queued(let pending): return "queued (\(pending.id))"
        case .unmatched(let error): return "unmatched: \(error)"
        case .groupDisabled(let group): return "group '\(group)' is disabled"
        case .routeDisabled(let pattern): return "route '\(pattern)' is disabled"
        case .refused(let error): return "refused: \(error)"
        case .redirected(let redirection): return "redirected: \(redirection)"
        case .cancelled(let reason): return "cancelled: \(reason)"
        case .failed(let error): return "failed: \(error)"
        case .openedInBrowser(let url): return "opened in the browser: \(url.absoluteString)"
        }
    }

    /// The final outcome: this one, or for ``queued(_:)`` the outcome the pending link ends
    /// with (see ``PendingLink/outcome()``).
    public var settled: LinkOutcome {
        get async {
            guard case .queued(let pending) = self else { return self }
            return await pending.outcome()
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
    /// It waited longer than the pending lifetime: for `ready()`, for the root to show tabs, or
    /// parked by a guard.
    case expired
    /// More than `NavigatorConfiguration.maxPending` links waited in its queue; it was the
    /// oldest (for parked links, see ``ResumePolicy``).
    case queueFull
    /// A guard parked it, and ``Navigator/resumeRedirected()`` opened another parked link
    /// instead, as ``NavigatorConfiguration/resumePolicy`` says.
    case notResumed

    /// The reason in a few words.
    public var description: String {
        switch self {
        case .guardCancelled(let name): return "guard '\(name)' cancelled"
        case .replaced: return "replaced by a newer link"
        case .superseded: return "superseded by a newer link before ready()"
        case .expired: return "expired while waiting"
        case .queueFull: return "too many links waited; it was the oldest"
        case .notResumed: return "another redirected link was resumed instead"
        }
    }
}
