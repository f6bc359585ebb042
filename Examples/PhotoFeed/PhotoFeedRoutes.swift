import Waypoint
import WaypointNavigation

/// The PhotoFeed routes: URN patterns (`user:{userId}`, `comments:{mediaId}`, …),
/// a universal-link path for media comments, and the `logout` action.
@MainActor
enum PhotoFeedRoutes {
    /// The app's starting screen: a tab bar of feed, profile and menu, feed selected.
    static let launchState = NavigationState(
        root: .tabs([Tab("feed"), Tab("profile"), Tab("menu")], selected: "feed"))

    /// Registers every route on `navigator`; `onLogout` runs for the `logout` action.
    static func register(on navigator: Navigator, onLogout: @escaping @MainActor @Sendable () -> Void) throws {
        // `user:self` is the signed-in user's profile: the profile tab's root, so opening it
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
        // A universal link from the website lands on the comments with the feed below them.
        try navigator.register(
            "/media/:mediaId/comments",
            .screen("comments", presentation: .tab("feed"), sources: .only([.universalLink, .handoff, .inApp])))
        try navigator.register(
            "logout",
            .action { _ in
                onLogout()
                return true
            })
    }

    @Sendable nonisolated static func userLinkValues(_ screen: Screen) -> [String: String]? {
        switch screen.kind {
        case "profile": return ["userId": "self"]
        case "user": return screen.info
        default: return nil
        }
    }
}
