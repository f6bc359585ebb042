#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import WaypointNavigation

extension WindowChooser {
    /// The navigator, among the app's windows' `navigators` (each driving a ``UIKitHost``), that
    /// `link` opens in; `nil` when no navigator's window belongs to a connected scene.
    ///
    /// Each window is weighed by its scene's `activationState` and what its host shows; its
    /// name is the scene's persistent identifier (`persistentIdentifier`). The link's screen is
    /// read with the first navigator's routes: the windows of one app share them.
    @MainActor
    public func navigator(for link: String, among navigators: [Navigator]) -> Navigator? {
        var windows: [(candidate: WindowCandidate, navigator: Navigator)] = []
        for navigator in navigators {
            guard let scene = Self.scene(of: navigator), let activity = Self.activity(of: scene) else { continue }
            let candidate = WindowCandidate(
                id: scene.session.persistentIdentifier, activity: activity, state: navigator.host.state)
            windows.append((candidate, navigator))
        }
        let target = navigators.first.flatMap { $0.targetScreen(for: link) }
        guard let chosen = choose(for: link, target: target, among: windows.map(\.candidate)) else { return nil }
        return windows.first { $0.candidate.id == chosen.id }?.navigator
    }

    /// Opens `link` from `source` in the window ``navigator(for:among:)`` chooses. A window
    /// that is not the one the user is in is brought forward first with
    /// `UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)`,
    /// naming `requestingScene`, the scene the link arrived in. Returns `nil` when no window is
    /// open to take the link.
    @MainActor
    @discardableResult
    public func open(
        _ link: String, source: LinkSource, among navigators: [Navigator], requestingScene: UIScene? = nil
    ) async -> LinkOutcome? {
        guard let navigator = navigator(for: link, among: navigators) else { return nil }
        if let scene = Self.scene(of: navigator), scene.activationState != .foregroundActive {
            let options = UIScene.ActivationRequestOptions()
            options.requestingScene = requestingScene
            UIApplication.shared.requestSceneSessionActivation(
                scene.session, userActivity: nil, options: options, errorHandler: nil)
        }
        return await navigator.open(link, source: source)
    }

    /// The connected scene of the window `navigator`'s host shows.
    @MainActor
    private static func scene(of navigator: Navigator) -> UIWindowScene? {
        guard let host = navigator.host as? UIKitHost, let scene = host.window?.windowScene,
            UIApplication.shared.connectedScenes.contains(scene)
        else { return nil }
        return scene
    }

    /// How much the user sees of `scene`; `nil` for a scene that is not attached.
    @MainActor
    private static func activity(of scene: UIScene) -> WindowCandidate.Activity? {
        switch scene.activationState {
        case .foregroundActive: .foregroundActive
        case .foregroundInactive: .foregroundInactive
        case .background: .background
        default: nil
        }
    }
}
