import WaypointNavigation
import WaypointSwiftUI

#if canImport(SwiftUI)
import SwiftUI
#endif

/// PhotoFeed's windows. Each window scene (iPad and Mac apps can open several) gets a
/// navigation of its own, so a link opened in one window never moves another; what belongs to
/// the whole app, being signed in, is kept here and shared.
///
/// Which window opens a link:
/// - A URL (`onOpenURL`) or a web-browsing activity (`onContinueUserActivity`) reaches the one
///   scene SwiftUI delivers it to, and that window's navigator opens it. PhotoFeed's windows
///   prefer every link (`handlesExternalEvents(preferring: ["*"], allowing: ["*"])`), so
///   SwiftUI hands a link to a window already open rather than opening a new one for it.
/// - A link that reaches the app rather than a scene (a notification tap, which the app's
///   notification delegate receives) goes to ``navigation(for:chooser:)``: the window already
///   showing the link's screen, else the window the user was in last
///   (``navigationForAppLinks``).
///
/// Each window hands its place to Handoff (``activityType``, with web pages on ``webHost``)
/// and saves it in scene storage as a `SceneActivity`; a saved place the app can no longer show
/// gives the launch state back, with the reason.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
public final class PhotoFeedScenes {
    /// The activity type of PhotoFeed's windows, listed under `NSUserActivityTypes`.
    public static let activityType = "com.example.photofeed.browsing"
    /// The web host whose universal links open PhotoFeed's routes, for Handoff to a browser.
    public static let webHost = "photofeed.example.com"

    /// Whether the `logout` action ran, in any window.
    public private(set) var loggedOut = false
    /// The windows' navigations, least recently active first; a closed window's goes away with
    /// it.
    private var recent: [WeakNavigation] = []
    private let transitionTimeout: Duration

    /// No windows yet; each window's navigation waits `transitionTimeout` for its view, as
    /// ``NavigationModel`` takes it.
    public init(transitionTimeout: Duration = .seconds(1)) {
        self.transitionTimeout = transitionTimeout
    }

    /// A new window's navigation, at the launch state of `layout`, with a model and a navigator
    /// of its own. A new window comes up in front, so it is the most recently active.
    public func makeNavigation(layout: PhotoFeedLayout = .tabs) throws -> PhotoFeedNavigation {
        let navigation = try PhotoFeedNavigation(transitionTimeout: transitionTimeout, layout: layout) {
            [weak self] in
            self?.loggedOut = true
        }
        sceneDidBecomeActive(navigation)
        return navigation
    }

    /// Records that the window showing `navigation` became active (its `scenePhase` is
    /// `.active`).
    public func sceneDidBecomeActive(_ navigation: PhotoFeedNavigation) {
        recent.removeAll { $0.navigation == nil || $0.navigation === navigation }
        recent.append(WeakNavigation(navigation: navigation))
    }

    /// The navigation of the window that was active last and is still open; `nil` when no
    /// window is open.
    public var navigationForAppLinks: PhotoFeedNavigation? {
        recent.last { $0.navigation != nil }?.navigation
    }

    /// The navigation of the open window that `link` opens in, as `chooser` picks it: the
    /// window active last counts as the one the user is in, and the others as behind it.
    ///
    /// ```swift
    /// scenes.navigation(for: "photofeed://user:42")   // the window showing user 42, if any
    /// ```
    public func navigation(
        for link: String, chooser: WindowChooser = .showingTarget
    ) -> PhotoFeedNavigation? {
        let open = recent.compactMap(\.navigation).reversed()
        guard let front = open.first else { return nil }
        let windows = open.enumerated().map { index, navigation in
            WindowCandidate(
                id: String(index), activity: index == 0 ? .foregroundActive : .background,
                state: navigation.model.state)
        }
        let target = front.navigator.targetScreen(for: link)
        guard let chosen = chooser.choose(for: link, target: target, among: windows), let index = Int(chosen.id) else {
            return nil
        }
        return Array(open)[index]
    }

    /// A window's navigation, held without keeping the window's state alive.
    private struct WeakNavigation {
        weak var navigation: PhotoFeedNavigation?
    }
}

#if canImport(SwiftUI)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Hands a PhotoFeed window's place to Handoff, opens PhotoFeed activities handed over from
    /// another device, and asks SwiftUI for the links the window shows.
    public func photoFeedHandoff(_ navigation: PhotoFeedNavigation) -> some View {
        navigationHandoff(
            navigation.navigator, activityType: PhotoFeedScenes.activityType, webHost: PhotoFeedScenes.webHost)
    }
}
#endif
