#if !canImport(UIKit)
import Foundation

/// Models `UISceneSession`: what the system keeps of one of the app's windows while its scene
/// comes and goes, with the activity that restores it.
@MainActor
open class UISceneSession: NSObject {
    /// Names the session, the same across launches.
    public let persistentIdentifier: String
    /// The session's scene while it is connected.
    public internal(set) weak var scene: UIScene?
    /// The activity the scene's delegate last gave for restoring the window; the system hands
    /// it back when the scene connects again.
    public var stateRestorationActivity: NSUserActivity?

    init(persistentIdentifier: String) {
        self.persistentIdentifier = persistentIdentifier
        super.init()
    }
}

extension UIScene {
    /// Models `UIScene.ActivationRequestOptions`: what an app says when it asks the system to
    /// show a window.
    @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene the user was in when the app asked.
        open var requestingScene: UIScene?

        /// Options naming no requesting scene.
        public override init() {
            super.init()
        }
    }
}
#endif
