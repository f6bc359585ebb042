import Waypoint
import WaypointNavigation

/// The PhotoFeed app wired to a navigator over a headless host, as the tests use it.
@MainActor
final class PhotoFeedApp {
    let host: HeadlessHost
    let navigator: Navigator
    var loggedOut = false

    /// Links never expire unless a test asks: a loaded machine may take minutes between a test's
    /// `open` and its `ready()`.
    init(
        state: NavigationState = Fixture.photoFeed(),
        configuration: NavigatorConfiguration = NavigatorConfiguration(pendingLifetime: nil)
    ) throws {
        host = HeadlessHost(state)
        navigator = Navigator(schemes: ["photofeed"], host: host, configuration: configuration)
        try navigator.register(
            "user:{userId}",
            .screen(linkValues: Self.userLinkValues) { match in
                // `user:self` is the profile tab's root, so it switches instead of stacking.
                let id = match.parameters["userId"] ?? ""
                return id == "self" ? Fixture.profile : Fixture.user(id)
            })
        try navigator.register("comments:{mediaId}", .screen("comments", presentation: .push))
        try navigator.register("likes:{mediaId}", .screen("likes", presentation: .push))
        try navigator.register("following:{userId}", .screen("following", presentation: .push))
        try navigator.register("follower:{userId}", .screen("follower", presentation: .push))
        try navigator.register(
            "logout",
            .action { [weak self] _ in
                self?.loggedOut = true
                return true
            })
    }

    @Sendable nonisolated static func userLinkValues(_ screen: Screen) -> [String: String]? {
        if screen == Fixture.profile { return ["userId": "self"] }
        return screen.kind == "user" ? screen.info : nil
    }
}

/// A headless host whose transitions take time, so that links can overlap.
@MainActor
final class SlowHost: NavigationHost {
    let inner: HeadlessHost
    var started: [NavigationStep] = []

    init(_ state: NavigationState) {
        inner = HeadlessHost(state)
    }

    var state: NavigationState { inner.state }

    func apply(_ step: NavigationStep) async throws(NavigationError) {
        started.append(step)
        try? await Task.sleep(for: .milliseconds(20))
        try await inner.apply(step)
    }
}
