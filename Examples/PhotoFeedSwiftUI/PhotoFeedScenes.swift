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
///   notification delegate receives) goes to ``navigationForAppLinks``: the window the user was
///   in last.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
public final class PhotoFeedScenes {
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

    /// A window's navigation, held without keeping the window's state alive.
    private struct WeakNavigation {
        weak var navigation: PhotoFeedNavigation?
    }
}
