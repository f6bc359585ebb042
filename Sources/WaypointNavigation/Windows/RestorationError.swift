/// Why a window's saved state was not restored. The window then shows the app's launch state
/// (see ``Navigator/restore(from:fallback:version:)``).
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The saved data is not a navigation state: corrupt, cut short, or of another shape.
    case unreadable(reason: String)
    /// The state was saved with another version of the app's screens.
    case unsupportedVersion(found: Int, expected: Int)
    /// The state shows screens of kinds the app no longer makes, sorted.
    case screensUnavailable([String])
    /// The state's tab bar has tabs the app does not declare (``NavigatorConfiguration/tabs``).
    case unknownTabs([String], available: [String])
    /// The navigator is ready: links may already have landed, and a restored state would
    /// replace them. Restore before ``Navigator/ready()``.
    case alreadyReady
    /// The host could not show the state.
    case notShown(NavigationError)

    /// What went wrong, for logs.
    public var description: String {
        switch self {
        case .unreadable(let reason): "the saved state cannot be read: \(reason)"
        case .unsupportedVersion(let found, let expected):
            "the state was saved with version \(found); this app restores version \(expected)"
        case .screensUnavailable(let kinds):
            "the state shows screens the app no longer makes: \(kinds.joined(separator: ", "))"
        case .unknownTabs(let ids, let available):
            "the state has tabs \(ids.joined(separator: ", ")); the app's tabs are \(available.joined(separator: ", "))"
        case .alreadyReady: "the navigator is ready; restore a window's state before ready()"
        case .notShown(let error): "the state could not be shown: \(error)"
        }
    }
}
