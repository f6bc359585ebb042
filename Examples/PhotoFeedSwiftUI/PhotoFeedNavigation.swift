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

    /// The starting screen of the split layout: a sidebar listing feed, profile and menu beside
    /// the feed.
    public static let splitLaunchState = NavigationState(
        root: .split(
            SplitView(
                sidebar: [Screen("sidebar")], items: PhotoFeedPage.sidebarItems, selection: "feed",
                detail: [Screen("feed")])))

    /// The launch state of `layout`.
    public static func launchState(for layout: PhotoFeedLayout) -> NavigationState {
        layout == .split ? splitLaunchState : launchState
    }

    /// What the views draw.
    public let model: NavigationModel
    /// What opens links on the model.
    public let navigator: Navigator
    /// Whether the `logout` action ran.
    public private(set) var loggedOut = false

    /// The navigation at launch in `layout`; `transitionTimeout` as ``NavigationModel`` takes it.
    public convenience init(transitionTimeout: Duration = .seconds(1), layout: PhotoFeedLayout = .tabs) throws {
        try self.init(transitionTimeout: transitionTimeout, layout: layout, onLogout: {})
    }

    /// The navigation at launch, which also runs `onLogout` when the `logout` action runs.
    init(
        transitionTimeout: Duration, layout: PhotoFeedLayout = .tabs, onLogout: @escaping @MainActor () -> Void
    ) throws {
        model = NavigationModel(Self.launchState(for: layout), transitionTimeout: transitionTimeout)
        navigator = Navigator(schemes: ["photofeed"], hosts: ["photofeed.example.com"], host: model)
        try Self.register(on: navigator, layout: layout) { [weak self] in
            self?.loggedOut = true
            onLogout()
        }
    }

    /// Registers PhotoFeed's routes for `layout` on `navigator`; `onLogout` runs for the
    /// `logout` action.
    ///
    /// The split layout differs in three places: `feed`, `profile` and `menu` select their
    /// sidebar item and show its page in the detail column; a post's web link shows the feed's
    /// comments there; and `share:` opens a popover that points at the share button.
    public static func register(
        on navigator: Navigator, layout: PhotoFeedLayout = .tabs,
        onLogout: @escaping @MainActor @Sendable () -> Void
    ) throws {
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
        let webSources = SourcePolicy.only([.universalLink, .handoff, .inApp])
        switch layout {
        case .tabs:
            try navigator.register(
                "share:{mediaId}", .screen("share", presentation: .modal(.pageSheet, embedInStack: true)))
            try navigator.register(
                "/media/:mediaId/comments", .screen("comments", presentation: .tab("feed"), sources: webSources))
        case .split:
            try navigator.register("share:{mediaId}", .screen("share", presentation: .modal(.popover)))
            try navigator.register(
                "/media/:mediaId/comments",
                .screen(
                    "comments", placement: .column(.detail, selecting: "feed"), backStack: [Screen("feed")],
                    sources: webSources))
            for item in PhotoFeedPage.sidebarItems {
                try navigator.register(item, .screen(item, placement: .column(.detail, selecting: item)))
            }
        }
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

/// How PhotoFeed lays out its top level.
public enum PhotoFeedLayout: Hashable, Sendable {
    /// A tab bar, for an iPhone.
    case tabs
    /// A split view with a sidebar, for a window of regular width (an iPad, a Mac); SwiftUI
    /// collapses it into one stack when the window narrows.
    case split
}
