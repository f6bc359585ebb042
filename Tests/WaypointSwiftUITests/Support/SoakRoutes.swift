import WaypointNavigation

/// A route table that reaches every kind of step: pushes with back stacks, sheets, covers,
/// custom styles, popovers, tab switches, in-place updates, a new root and resets to the root.
enum SoakRoutes {
    static let launchState = NavigationState(
        root: .tabs([Tab("feed"), Tab("profile"), Tab("menu")], selected: "feed"))

    @MainActor
    static func register(on navigator: Navigator) throws {
        try navigator.register("user:{userId}", .screen("user"))
        try navigator.register("comments:{mediaId}", .screen("comments", presentation: .push))
        try navigator.register(
            "likes:{mediaId}", .screen("likes", presentation: .push, backStack: [Screen("media"), Screen("stats")]))
        try navigator.register("post:{postId}", .screen("post", presentation: .tab("feed")))
        try navigator.register("me", .screen("profile", presentation: .tab("profile")))
        try navigator.register("settings", .screen("settings", presentation: .modal(.pageSheet, embedInStack: true)))
        try navigator.register("compose", .screen("compose", presentation: .modal(.fullScreen)))
        try navigator.register(
            "help:{topic}", .screen("help", presentation: .modal(.formSheet, embedInStack: true), updatesInPlace: true))
        try navigator.register(
            "story:{storyId}", .screen("story", presentation: .modal(.overFullScreen), backStack: [Screen("stories")]))
        try navigator.register("drawer:{item}", .screen("drawer", presentation: .custom("drawer")))
        try navigator.register("share:{mediaId}", .screen("share", presentation: .modal(.popover)))
        try navigator.register("login", .screen("login", presentation: .root))
        try navigator.register("logout", .action { _ in true })
    }

    static let links = [
        "user:1", "user:2", "comments:1", "comments:2", "likes:1", "likes:2", "post:1", "post:2", "me", "settings",
        "compose", "help:a", "help:b", "story:1", "drawer:x", "share:1", "share:2", "login", "logout", "nowhere:1",
        "photofeed:///comments:3", "photofeed:///user:1?animated=0", "photofeed://settings?animated=false",
    ]
}
