#if !canImport(UIKit)
import Foundation

/// Models `UIScene`: one instance of the app's interface, with an activation state.
///
/// UIKit creates scenes itself; in the stand-in, tests create and connect them through
/// `UIApplication.shared.simulateConnectingScene(activationState:)`.
@MainActor
open class UIScene: UIResponder {
    /// Models `UIScene.ActivationState`, with UIKit's cases and raw values.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app, or not yet running.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen but not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// The scene's current activation state.
    public internal(set) var activationState: ActivationState

    /// The session the scene shows; it outlives the scene.
    public let session: UISceneSession

    /// The activity the scene shows now, offered for Handoff.
    open var userActivity: NSUserActivity?

    /// A scene in `activationState` for `session`; only the stand-in's simulation creates scenes.
    init(activationState: ActivationState, session: UISceneSession) {
        self.activationState = activationState
        self.session = session
        super.init()
        session.scene = self
    }
}

/// Models `UIWindowScene`: a scene that holds windows and knows its key window.
@MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows, in the order they were attached.
    public private(set) var windows: [UIWindow] = []

    weak var keyWindowStorage: UIWindow?

    /// The horizontal size class the system gave the scene, when it is not the device's
    /// full-screen one (see `simulateHorizontalSizeClass(_:)`).
    var simulatedHorizontalSizeClass: UIUserInterfaceSizeClass?

    /// The scene's key window: the last window made key that still belongs to the scene.
    public var keyWindow: UIWindow? {
        guard let window = keyWindowStorage, window.windowScene === self else { return nil }
        return window
    }

    func attach(_ window: UIWindow) {
        if !windows.contains(where: { $0 === window }) { windows.append(window) }
    }

    func detach(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        if keyWindowStorage === window { keyWindowStorage = nil }
    }
}
#endif
