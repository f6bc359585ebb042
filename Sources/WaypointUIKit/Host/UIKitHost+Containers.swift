#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import WaypointNavigation

extension UIKitHost {
    /// Selects the tab `id` of the top-most tab bar, or makes a custom container's child visible.
    ///
    /// A tab bar selects at once, without a transition; an overflow tab shows on the More
    /// navigation controller, as UIKit does when `selectedViewController` is set to it.
    func selectTab(_ id: String, _ step: NavigationStep) async throws(NavigationError) {
        guard case .tabs(let holder, let tabs, _) = read().topContainer else {
            throw .invalidStep(step, reason: "the top-most container has no tabs")
        }
        guard let tab = tabs.first(where: { $0.id == id }) else {
            throw .invalidStep(step, reason: "there is no tab '\(id)'; the tabs are \(tabs.map(\.id))")
        }
        if let adapter = holder as? any ContainerAdapter {
            try await perform(step, "container's makeVisible") { completion in
                Task {
                    await adapter.makeVisible(tab.controller, animated: step.animated)
                    completion()
                }
                return nil
            }
        } else if let tabBar = holder as? UITabBarController {
            tabBar.selectedViewController = tab.controller
        }
        guard case .tabs(_, _, let selected) = read().topContainer, selected == id else {
            throw .hostFailed(step, reason: "\(holder) did not select the tab '\(id)'")
        }
    }

    /// Replaces the window's root controller with a new hierarchy for `container`.
    ///
    /// What the old root presented is dismissed first, without animation: UIKit keeps a
    /// presentation on screen when its presenter leaves the window.
    func setRoot(_ container: NavigationContainer, _ step: NavigationStep) async throws(NavigationError) {
        guard let window else {
            throw .hostFailed(step, reason: "the window is gone")
        }
        let root = try await makeContainer(container, step)
        if !read().layers.isEmpty {
            try await dismiss(toLayer: 0, NavigationStep(.dismiss(toLayer: 0), animated: false))
        }
        window.rootViewController = root
    }
}
