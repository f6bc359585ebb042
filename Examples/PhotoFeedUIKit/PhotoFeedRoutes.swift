import Waypoint
import WaypointNavigation

/// PhotoFeed's routes for the UIKit app: the Compass URNs, a universal-link path, two
/// modals, a screen shown with the app's own transition, and the `logout` action.
@MainActor
public enum PhotoFeedRoutes {
    /// The app's first screen: tabs feed, profile and menu, feed selected.
    public static let launchState = NavigationState(
        root: .tabs([Tab("feed"), Tab("profile"), Tab("menu")], selected: "feed"))

    /// A navigator over `host` with every route registered; `onLogout` runs for `logout`.
    public static func navigator(
        host: any NavigationHost, onLogout: @escaping @MainActor @Sendable () -> Void = {}
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
        try navigator.register(
            "/media/:mediaId/comments",
            .screen("comments", presentation: .tab("feed"), sources: .only([.universalLink, .handoff, .inApp])))
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
