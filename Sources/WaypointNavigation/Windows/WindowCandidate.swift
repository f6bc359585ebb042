/// One of the app's open windows, as ``WindowChooser`` weighs it for a link.
public struct WindowCandidate: Hashable, Sendable {
    /// How much the user sees of a window, as a scene's activation state says it.
    public enum Activity: Int, Hashable, Sendable, Comparable {
        /// On screen and receiving events: the window the user is in.
        case foregroundActive
        /// On screen but not receiving events (beside the active window, or behind an alert).
        case foregroundInactive
        /// Off screen.
        case background

        /// Whether `self` is nearer the user than `other`.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Names the window: UIKit's `UISceneSession.persistentIdentifier`, or the app's own name.
    public var id: String
    /// How much the user sees of the window.
    public var activity: Activity
    /// What the window shows.
    public var state: NavigationState

    /// A window named `id`, in `activity`, showing `state`.
    public init(id: String, activity: Activity, state: NavigationState) {
        self.id = id
        self.activity = activity
        self.state = state
    }
}
