#if !canImport(UIKit)
import Foundation

/// Models `UIApplication`: the shared app object, reduced to its connected scenes.
@MainActor
open class UIApplication: UIResponder {
    /// The app's shared instance.
    public static let shared = UIApplication()

    /// The scenes connected to the app, in connection order; `connectedScenes` is UIKit's view.
    var sceneList: [UIScene] = []

    private override init() {
        super.init()
    }

    /// The scenes connected to the app now, in any activation state but `.unattached`.
    public var connectedScenes: Set<UIScene> { Set(sceneList) }

    /// Asks the system to show the window of `sceneSession` (connecting its scene again when it
    /// is not connected), or a new window when `sceneSession` is `nil`. The stand-in makes that
    /// scene foreground-active at once and every other foreground-active scene
    /// foreground-inactive; it hands `userActivity` to no delegate and never fails.
    public func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)?
    ) {
        let scene: UIScene
        if let connected = sceneSession?.scene, connectedScenes.contains(connected) {
            scene = connected
        } else {
            scene = connect(session: sceneSession ?? UISceneSession(persistentIdentifier: UUID().uuidString))
        }
        for other in sceneList where other !== scene && other.activationState == .foregroundActive {
            other.activationState = .foregroundInactive
        }
        scene.activationState = .foregroundActive
    }

    /// Connects a new window scene for `session`, foreground-active.
    func connect(
        session: UISceneSession, activationState: UIScene.ActivationState = .foregroundActive
    )
        -> UIWindowScene
    {
        let scene = UIWindowScene(activationState: activationState, session: session)
        sceneList.append(scene)
        return scene
    }

    /// Disconnects every scene (used by `StandIn.reset()`).
    func disconnectAllScenes() {
        for scene in sceneList { scene.activationState = .unattached }
        sceneList.removeAll()
    }
}
#endif
