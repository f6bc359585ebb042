import Waypoint
import WaypointNavigation

/// PhotoFeed's routes for the UIKit app: the Compass URNs, a universal-link path, two
/// modals, a popover, a screen shown with the app's own transition, and the `logout` action;
/// on an iPad, the tabs' sections are a split view's sidebar instead.
@MainActor
public enum PhotoFeedRoutes {
    /// The app's first screen: tabs feed, profile and menu, feed selected.
    public static let launchState = NavigationState(
        root: .tabs([Tab("feed"), Tab("profile"), Tab("menu")], selected: "feed"))

    /// The app's first screen on an iPad app shown full screen (a regular width): a split view
    /// whose sidebar lists the tabs' sections, feed selected, the feed in the detail column.
    public static let splitLaunchState = NavigationState(
        root: .split(
            SplitView(
                sidebar: [Screen("sections")], items: ["feed", "profile", "menu"], selection: "feed",
                detail: [Screen("feed")])))

    /// The first screen for a window: the split view where its width is regular, the tabs where
    /// it is compact (an iPhone, or an iPad app in Split View or Slide Over).
    public static func launchState(regularWidth: Bool) -> NavigationState {
        regularWidth ? splitLaunchState : launchState
    }

    /// A navigator over `host` with every route registered; `onLogout` runs for `logout`. With
    /// `split`, the routes that land in the feed tab land in the split view's detail column, the
    /// feed selected in the sidebar, instead.
    public static func navigator(
        host: any NavigationHost, split: Bool = false, onLogout: @escaping @MainActor @Sendable () -> Void = {}
    ) throws(NavigationError) -> Navigator {
        let navigator = Navigator(schemes: ["photofeed"], hosts: ["photofeed.example.com"], host: host)
        // `user:self` is the signed-in user's profile, the profile tab's root: opening it
        // switches tabs instead of stacking another profile.
        try navigator.register(
            "user:{userId}",
            .screen(linkValues: userLinkValues) { match in
                let id = match.parameters["userId"] ?? "self"
                return id == "self" ? Screen("profile") : Screen("user", ["userId": id])
            })
        try navigator.register("comments:{mediaId}", .screen("comments", presentation: .push))
        try navigator.register("likes:{mediaId}", .screen("likes", presentation: .push))
        try navigator.register("following:{userId}", .screen("following", presentation: .push))
        try navigator.register("follower:{userId}", .screen("follower", presentation: .push))
        // The likes of a post, with its comments below them to go back to.
        try navigator.register(
            "likers:{mediaId}",
            .screen(
                presentation: .push,
                backStack: { match in [Screen("comments", ["mediaId": match.parameters["mediaId"] ?? ""])] }
            ) { match in Screen("likes", ["mediaId": match.parameters["mediaId"] ?? ""]) })
        let universal = SourcePolicy.only([.universalLink, .handoff, .inApp])
        try navigator.register(
            "/media/:mediaId/comments",
            split
                ? .screen(
                    "comments", placement: .column(.detail, selecting: "feed"), backStack: [Screen("feed")],
                    sources: universal)
                : .screen("comments", presentation: .tab("feed"), sources: universal))
        // On an iPad the reactions point at the post from a popover; on an iPhone UIKit shows a sheet.
        try navigator.register("reactions:{mediaId}", .screen("reactions", presentation: .modal(.popover)))
        try navigator.register("settings", .screen("settings", presentation: .modal(.pageSheet, embedInStack: true)))
        try navigator.register("login", .screen("login", presentation: .modal(.fullScreen)))
        try navigator.register("story:{storyId}", .screen("story", presentation: .custom("drawer")))
        try navigator.register(
            "logout",
            .action { _ in
                onLogout()
                return true
            })
        return navigator
    }

    @Sendable nonisolated static func userLinkValues(_ screen: Screen) -> [String: String]? {
        switch screen.kind {
        case "profile": return ["userId": "self"]
        case "user": return screen.info
        default: return nil
        }
    }
}
