import Foundation
import Waypoint

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
    /// A push payload has a link key, but its value is not a link: `key` is the dotted key path
    /// (`aps.urn`), `found` what it holds instead (`a number (42)`, `an empty string`).
    case payloadLinkUnreadable(key: String, found: String)
    /// The route exists, but it may not be opened from this source.
    case sourceNotAllowed(String, source: LinkSource)
    /// The actions of every route that matches the link ran and declined it, and no other route
    /// matches.
    case actionDeclined(String)
    /// The route's screen builder threw while turning the match into a screen.
    case screenBuildFailed(String, reason: String)
    /// A route or an intent names a tab that the app does not have; `available` lists the tabs
    /// it has (empty when the root is not a tab bar).
    case unknownTab(String, available: [String])
    /// A route or an intent selects a split view's sidebar item that the split does not have;
    /// `available` lists the items it has.
    case unknownSplitItem(String, available: [String])
    /// A route or an intent shows its screen in a split view's column that is not there: the
    /// root is not a split view, or a two-column split has no content column.
    case unavailableColumn(SplitView.Column, reason: String)
    /// A pattern the navigator was asked to register is invalid; the core's error says where.
    case invalidPattern(RouteError)
    /// A route's back stack takes a link value by this name that its pattern does not capture
    /// and its query does not name.
    case unknownParameter(String, pattern: String)
    /// A route group cannot be mounted as asked: `reason` says why.
    case invalidGroup(String, reason: String)
    /// No mounted route group has this name.
    case unknownGroup(String)
    /// No route of the navigator or of a mounted group has this pattern
    /// (``Navigator/unregister(_:)``, ``Navigator/setRoute(_:enabled:)``).
    case unknownRoute(String)
    /// A step cannot be applied to the state it was given.
    case invalidStep(NavigationStep, reason: String)
    /// A host refused or failed a step it was asked to apply.
    case hostFailed(NavigationStep, reason: String)
    /// The window the host navigates closed (its scene was disconnected) before or while the
    /// host carried out this step: nothing the link asked for is on screen, so the link ends
    /// with ``LinkOutcome/failed(_:)`` holding this error, never ``LinkOutcome/navigated(_:)``.
    /// Links into the app's other windows go on as before.
    case windowClosed(NavigationStep)
    /// The app could not make what shows this screen (a trail that no longer exists, say): its
    /// factory threw, saying `reason`, or made nothing. The link ends here; nothing blank is
    /// shown in its place.
    case screenUnavailable(Screen, reason: String)
    /// A guard redirected to a link whose own guards redirected again, more times than allowed.
    case redirectLoop(String)
    /// The host cannot make screens of these kinds, which the app's routes show
    /// (``NavigatorConfiguration/screenKinds``): ``Navigator/ready()`` says so at launch rather
    /// than when a link to one of them opens.
    case screensUnavailable([String])

    /// A one-line explanation that names the input and what went wrong.
    public var description: String {
        switch self {
        case .invalidLink(let link, let reason):
            return "invalid link '\(link)': \(reason)"
        case .noRoute(let link, let reason):
            return "no route for '\(link)': \(reason)"
        case .payloadHasNoLink(let keys):
            return "the notification payload has none of the keys \(keys.joined(separator: ", "))"
        case .payloadLinkUnreadable(let key, let found):
            return "the notification payload's \(key) is \(found), not a link"
        case .sourceNotAllowed(let link, let source):
            return "'\(link)' may not be opened from \(source)"
        case .actionDeclined(let link):
            return "the action for '\(link)' did not handle it"
        case .screenBuildFailed(let link, let reason):
            return "could not build a screen for '\(link)': \(reason)"
        case .unknownTab(let id, let available):
            let tabs =
                available.isEmpty ? "the app has no tab bar" : "its tabs are " + available.joined(separator: ", ")
            return "there is no tab '\(id)': \(tabs)"
        case .unknownSplitItem(let id, let available):
            let items =
                available.isEmpty
                ? "the split view lists no items" : "its items are " + available.joined(separator: ", ")
            return "there is no split view item '\(id)': \(items)"
        case .unavailableColumn(let column, let reason):
            return "cannot show a screen in the \(column.rawValue) column: \(reason)"
        case .invalidPattern(let error):
            return error.description
        case .unknownParameter(let name, let pattern):
            return
                "the back stack of '\(pattern)' takes '\(name)', which the pattern does not capture; "
                + "capture it in the pattern or name it in the route's query"
        case .invalidGroup(let name, let reason):
            return "route group '\(name)': \(reason)"
        case .unknownGroup(let name):
            return "no route group named '\(name)' is mounted"
        case .unknownRoute(let pattern):
            return "no route with the pattern '\(pattern)' is registered"
        case .invalidStep(let step, let reason):
            return "cannot apply \(step): \(reason)"
        case .hostFailed(let step, let reason):
            return "the host failed \(step): \(reason)"
        case .windowClosed(let step):
            return "the window closed before \(step) was on screen"
        case .screenUnavailable(let screen, let reason):
            return "cannot show \(screen): \(reason)"
        case .redirectLoop(let link):
            return "guards kept redirecting while opening '\(link)'"
        case .screensUnavailable(let kinds):
            return "the host cannot make the screens \(kinds.joined(separator: ", ")), which the routes show; "
                + "register a maker for each, or take the typed screens, whose switch the compiler checks"
        }
    }
}
