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

    /// Disconnects every scene (used by `StandIn.reset()`).
    func disconnectAllScenes() {
        for scene in sceneList { scene.activationState = .unattached }
        sceneList.removeAll()
    }
}
#endif
