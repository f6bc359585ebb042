import WaypointNavigation

/// What the articles' code signs in to: a session with one flag.
@MainActor final class Session {
    var isSignedIn = false
}

/// What the articles' actions change.
@MainActor final class Account {
    private(set) var isSignedIn = true
    private(set) var following: [String] = []

    func signOut() { isSignedIn = false }

    /// Follows `id`; `false` for an id that names nobody.
    func follow(_ id: String) -> Bool {
        guard !id.isEmpty, id.allSatisfy(\.isNumber) else { return false }
        following.append(id)
        return true
    }
}

/// The PhotoFeed navigator most articles start from: three tabs and the user route, ready.
@MainActor func photoFeedNavigator() async throws -> (navigator: Navigator, host: HeadlessHost) {
    let host = HeadlessHost(
        NavigationState(root: .tabs([Tab("feed"), Tab("profile"), Tab("menu")], selected: "feed")))
    let navigator = Navigator(schemes: ["photofeed"], hosts: ["photofeed.example.com"], host: host)
    try navigator.register("user:{userId}", .screen("user"))
    try await navigator.ready()
    return (navigator, host)
}
