import WaypointNavigation

/// Screens and states the tests share, named as the PhotoFeed app names them.
enum Fixture {
    static let feed = Screen("feed")
    static let profile = Screen("profile")
    static let menu = Screen("menu")
    static let login = Screen("login")
    static let settings = Screen("settings")

    static func user(_ id: String) -> Screen { Screen("user", ["userId": id]) }
    static func comments(_ id: String) -> Screen { Screen("comments", ["mediaId": id]) }
    static func likes(_ id: String) -> Screen { Screen("likes", ["mediaId": id]) }

    /// The PhotoFeed app at launch: tabs feed, profile and menu, each showing its root, feed selected.
    static func photoFeed(
        feed: [Screen] = [Fixture.feed], profile: [Screen] = [Fixture.profile], selected: String = "feed",
        layers: [PresentedLayer] = []
    ) -> NavigationState {
        NavigationState(
            root: .tabs([Tab("feed", feed), Tab("profile", profile), Tab("menu")], selected: selected),
            layers: layers)
    }
}
