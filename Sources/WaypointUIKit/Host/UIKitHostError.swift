/// Why a ``UIKitHost`` could not be made for the app's active window.
///
/// Steps that fail report `NavigationError.hostFailed(_:reason:)` instead; this error is only
/// for finding the window.
public enum UIKitHostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No connected scene is a `UIWindowScene` in the `foregroundActive` state: create the host
    /// in `scene(_:willConnectTo:options:)` from the scene's own window instead.
    case noForegroundActiveScene
    /// The foreground-active scene has no key window yet: call `makeKeyAndVisible()` first.
    case noKeyWindow

    /// The problem and what to do about it.
    public var description: String {
        switch self {
        case .noForegroundActiveScene:
            return "no window scene is foreground-active; create the UIKitHost from the scene's window"
        case .noKeyWindow:
            return "the foreground-active scene has no key window; call makeKeyAndVisible() first"
        }
    }
}
