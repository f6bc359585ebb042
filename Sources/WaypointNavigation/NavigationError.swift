import Foundation

/// Everything that can go wrong between a link and the screen it asks for.
///
/// Each case names the link, step or value it blames, so that a log line or a test failure
/// says what to fix.
public enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text could not be read as a link at all.
    case invalidLink(String, reason: String)
    /// The link was read but no registered route accepts it.
    case noRoute(String, reason: String)
    /// A push payload carried none of the configured link keys.
    case payloadHasNoLink(keys: [String])
    /// The route exists, but it may not be opened from this source.
    case sourceNotAllowed(String, source: LinkSource)
    /// The route's action ran and reported that it did not handle the link.
    case actionDeclined(String)
    /// The route's screen builder threw while turning the match into a screen.
    case screenBuildFailed(String, reason: String)
    /// The intent names a tab that the state does not have.
    case unknownTab(String)
    /// A step cannot be applied to the state it was given.
    case invalidStep(NavigationStep, reason: String)
    /// A host refused or failed a step it was asked to apply.
    case hostFailed(NavigationStep, reason: String)
    /// A guard redirected to a link whose own guards redirected again, more times than allowed.
    case redirectLoop(String)

    /// A one-line explanation that names the input and what went wrong.
    public var description: String {
        switch self {
        case .invalidLink(let link, let reason):
            return "invalid link '\(link)': \(reason)"
        case .noRoute(let link, let reason):
            return "no route for '\(link)': \(reason)"
        case .payloadHasNoLink(let keys):
            return "the notification payload has none of the keys \(keys.joined(separator: ", "))"
        case .sourceNotAllowed(let link, let source):
            return "'\(link)' may not be opened from \(source)"
        case .actionDeclined(let link):
            return "the action for '\(link)' did not handle it"
        case .screenBuildFailed(let link, let reason):
            return "could not build a screen for '\(link)': \(reason)"
        case .unknownTab(let id):
            return "there is no tab '\(id)' on screen"
        case .invalidStep(let step, let reason):
            return "cannot apply \(step): \(reason)"
        case .hostFailed(let step, let reason):
            return "the host failed \(step): \(reason)"
        case .redirectLoop(let link):
            return "guards kept redirecting while opening '\(link)'"
        }
    }
}
