import WaypointNavigation

@testable import WaypointSwiftUI

/// Screens and states the tests share.
enum Fixture {
    /// A time-out for tests whose view reports every change: long enough that it never ends a
    /// wait while the whole suite shares the main actor, short enough that a missing report
    /// fails the test instead of hanging it.
    static let patient = Duration.seconds(60)

    static func user(_ id: String) -> Screen { Screen("user", ["userId": id]) }

    /// Tabs feed, profile and menu, each showing its root, feed selected.
    static func tabs(
        feed: [Screen] = [Screen("feed")], profile: [Screen] = [Screen("profile")], selected: String = "feed",
        layers: [PresentedLayer] = []
    ) -> NavigationState {
        NavigationState(
            root: .tabs([Tab("feed", feed), Tab("profile", profile), Tab("menu")], selected: selected),
            layers: layers)
    }

    static func sheet(_ screens: Screen..., style: ModalStyle = .pageSheet) -> PresentedLayer {
        PresentedLayer(.stack(screens), style: style, hasCloseButton: true)
    }
}

extension NavigationModel {
    /// The stack of the tab `id` in the root's tab bar.
    func rootStack(_ id: String) -> Stack? {
        guard case .tabs(let tabs) = root else { return nil }
        return tabs.items.first { $0.id == id }?.stack
    }

    /// Reports `layer` presented as the view does: it appeared, and its animation completed.
    func viewDidPresent(_ layer: Layer) {
        viewDidShow(layer)
        viewDidFinishPresentation(of: layer)
    }

    /// The root's tab bar.
    var rootTabs: Tabs? {
        guard case .tabs(let tabs) = root else { return nil }
        return tabs
    }
}

/// Lets other main-actor work run `count` times.
@MainActor
func yield(_ count: Int = 20) async {
    for _ in 0..<count { await Task.yield() }
}
