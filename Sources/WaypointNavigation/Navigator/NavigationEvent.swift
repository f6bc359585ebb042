/// What happened to a link, for logging and analytics: the navigator reports several per link
/// (`queued`, `matched`, then how it ended).
public struct NavigationEvent: Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Sendable {
        /// Held until `ready()`.
        case queued
        /// A route matched; its pattern as written.
        case matched(pattern: String)
        /// No route matched, or the link was invalid.
        case unmatched(NavigationError)
        /// The source policy, or the action, refused the link.
        case refused(NavigationError)
        /// A guard redirected.
        case redirected(Redirect)
        /// A plan was applied (empty when the target was already showing).
        case navigated(NavigationPlan)
        /// An action handled the link.
        case handledByAction
        /// The link was dropped.
        case cancelled(CancellationReason)
        /// Something failed.
        case failed(NavigationError)
    }

    /// The link as opened.
    public let link: String
    /// Where it came from.
    public let source: LinkSource
    /// What happened.
    public let kind: Kind

    /// `link (source): what happened`.
    public var description: String {
        let what: String
        switch kind {
        case .queued: what = "queued"
        case .matched(let pattern): what = "matched \(pattern)"
        case .unmatched(let error): what = "unmatched: \(error)"
        case .refused(let error): what = "refused: \(error)"
        case .redirected(let redirect): what = "redirected to \(redirect)"
        case .navigated(let plan): what = "navigated (\(plan.steps.count) steps)"
        case .handledByAction: what = "handled by action"
        case .cancelled(let reason): what = "cancelled: \(reason)"
        case .failed(let error): what = "failed: \(error)"
        }
        return "\(link) (\(source)): \(what)"
    }
}
