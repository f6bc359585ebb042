#if canImport(UIKit)
import UIKit
import UserNotifications
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import Foundation

import WaypointNavigation
import WaypointUIKit

/// PhotoFeed's scene delegate: one window, one ``WaypointUIKit/UIKitHost`` and one navigator
/// per scene. Links that arrive before the tabs are on screen wait in the navigator's queue.
@MainActor
public final class PhotoFeedSceneDelegate: UIResponder {
    /// The scene's window.
    public var window: UIWindow?
    /// The scene's navigator, once connected.
    public private(set) var navigator: Navigator?
    /// The scene's host, once connected.
    public private(set) var host: UIKitHost?
    /// Finishes when the tabs are on screen and the queued links have opened.
    public private(set) var launch: Task<Void, any Error>?

    /// A delegate for a scene that connects later.
    public override init() {
        super.init()
    }

    /// Builds the window and the navigator, then shows the tabs and calls `ready()`.
    public func connect(to scene: UIWindowScene) throws {
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        let host = UIKitHost(window: window, factory: PhotoFeedFactory.make())
        let navigator = try PhotoFeedRoutes.navigator(host: host)
        (self.window, self.host, self.navigator) = (window, host, navigator)
        launch = Task {
            try await host.apply(NavigationStep(.setRoot(PhotoFeedRoutes.launchState.root), animated: false))
            try await navigator.ready()
        }
    }

    /// Opens `link` from `source`; before `ready()` the navigator queues it.
    public func open(_ link: String, source: LinkSource) {
        guard let navigator else { return }
        Task { await navigator.open(link, source: source) }
    }

    /// Opens the link in a tapped notification's payload (`aps.urn`, `path`, …); a payload
    /// without one opens nothing.
    public func open(notification userInfo: [AnyHashable: Any]) {
        guard let navigator else { return }
        if case .success(let link) = navigator.configuration.notificationKeys.link(in: userInfo) {
            open(link, source: .notification)
        }
    }

    /// Opens a universal link (`browsing`) or a Handoff activity's web page.
    public func open(webpageURL url: URL, browsing: Bool) {
        open(url.absoluteString, source: browsing ? .universalLink : .handoff)
    }
}

#if canImport(UIKit)
extension PhotoFeedSceneDelegate: UIWindowSceneDelegate {
    /// Connects the scene, then opens the links, activities and notification it launched with.
    public func scene(
        _ scene: UIScene, willConnectTo _: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene else { return }
        try? connect(to: scene)
        self.scene(scene, openURLContexts: connectionOptions.urlContexts)
        connectionOptions.userActivities.forEach { self.scene(scene, continue: $0) }
        if let response = connectionOptions.notificationResponse {
            open(notification: response.notification.request.content.userInfo)
        }
    }

    /// Opens custom-scheme links, naming the app that sent each.
    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        for context in urlContexts {
            open(context.url.absoluteString, source: .customScheme(sendingApp: context.options.sourceApplication))
        }
    }

    /// Opens a universal link or a Handoff activity's web page.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard let url = userActivity.webpageURL else { return }
        open(webpageURL: url, browsing: userActivity.activityType == NSUserActivityTypeBrowsingWeb)
    }
}

extension PhotoFeedSceneDelegate: @preconcurrency UNUserNotificationCenterDelegate {
    /// Opens the link of the notification the user tapped.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    ) async {
        open(notification: response.notification.request.content.userInfo)
    }
}
#endif
