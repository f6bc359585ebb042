import Foundation
import WaypointNavigation
import WaypointSwiftUI

/// The PhotoFeed app's navigation for SwiftUI: the model its views draw and the navigator that
/// opens links on it. Everything here compiles and is tested on Linux; the views are in
/// `PhotoFeedViews.swift`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
public final class PhotoFeedNavigation {
    /// The app's starting screen: a tab bar of feed, profile and menu, feed selected.
    public static let launchState = NavigationState(
        root: .tabs([Tab("feed"), Tab("profile"), Tab("menu")], selected: "feed"))

    /// What the views draw.
    public let model: NavigationModel
    /// What opens links on the model.
    public let navigator: Navigator
    /// Whether the `logout` action ran.
    public private(set) var loggedOut = false

    /// The navigation at launch; `transitionTimeout` as ``NavigationModel`` takes it.
    public convenience init(transitionTimeout: Duration = .seconds(1)) throws {
        try self.init(transitionTimeout: transitionTimeout, onLogout: {})
    }

    /// The navigation at launch, which also runs `onLogout` when the `logout` action runs.
    init(transitionTimeout: Duration, onLogout: @escaping @MainActor () -> Void) throws {
        model = NavigationModel(Self.launchState, transitionTimeout: transitionTimeout)
        navigator = Navigator(schemes: ["photofeed"], hosts: ["photofeed.example.com"], host: model)
        try Self.register(on: navigator) { [weak self] in
            self?.loggedOut = true
            onLogout()
        }
    }

    /// Registers PhotoFeed's routes on `navigator`; `onLogout` runs for the `logout` action.
    public static func register(on navigator: Navigator, onLogout: @escaping @MainActor @Sendable () -> Void) throws {
        // `user:self` is the profile tab's root, so opening it switches tabs instead of stacking.
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
        try navigator.register(
            "share:{mediaId}", .screen("share", presentation: .modal(.pageSheet, embedInStack: true)))
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

    /// What `@SceneStorage` keeps: the state as JSON.
    public func savedState() -> Data? {
        try? JSONEncoder().encode(model.state)
    }

    /// Shows the state `savedState()` gave, when there is one that reads and that the navigator
    /// can restore; otherwise keeps the launch state, and the outcome says why. Call it before
    /// `navigator.ready()`.
    @discardableResult
    public func restore(from data: Data?) -> RestorationOutcome {
        guard let data else { return .nothingSaved }
        do {
            return model.restore(try JSONDecoder().decode(NavigationState.self, from: data), checkingWith: navigator)
        } catch {
            return .fellBack(.unreadable(reason: "\(error)"))
        }
    }
}
