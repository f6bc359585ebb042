import WaypointNavigation

/// Whether the user of the articles' code is signed in.
@MainActor final class SignIn {
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

/// What the URLNavigator guide's alert action shows.
@MainActor final class Alerts {
    private(set) var shown: [String] = []

    func show(title: String, message: String) { shown.append(title + ": " + message) }
}

/// What the JLRoutes guide's generic action does.
@MainActor final class Editor {
    private(set) var performed: [String] = []

    /// Records `action` on `object` `id`; `false` for an empty action.
    func perform(_ action: String, on object: String, id: String, debug: Bool) -> Bool {
        guard !action.isEmpty else { return false }
        performed.append("\(action) \(object) \(id)\(debug ? " (debug)" : "")")
        return true
    }
}

/// A single-stack launch state for the guides' navigators.
@MainActor func launchHost() -> HeadlessHost {
    HeadlessHost(NavigationState(root: .stack([Screen("home")])))
}
