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
/// per scene. Links that arrive before the tabs are on screen wait in the navigator's queue. A
/// launch that fails shows a ``LaunchErrorViewController`` and is logged, never a blank window.
///
/// Each window remembers its place: the scene's restoration activity carries its navigation
/// state, restored on reconnecting before the waiting links land; the scene's user activity
/// follows what the window shows, for Handoff.
@MainActor
public final class PhotoFeedSceneDelegate: UIResponder {
    /// The scene's window.
    public var window: UIWindow?
    /// The scene's navigator, once connected.
    public private(set) var navigator: Navigator?
    /// The scene's host, once connected.
    public private(set) var host: UIKitHost?
    /// Finishes when the tabs are on screen and the queued links have opened, or when the launch
    /// has failed (``launchError``).
    public private(set) var launch: Task<Void, Never>?
    /// Why the launch failed, if it did; the window then shows a ``LaunchErrorViewController``.
    public private(set) var launchError: (any Error)?
    /// Where the scene writes every navigator event and a failed launch, one line each.
    public var log: @MainActor (String) -> Void = PhotoFeedLog.write
    /// The activity type of PhotoFeed's windows, listed under `NSUserActivityTypes`.
    public static let activityType = "com.example.photofeed.browsing"
    /// The web host whose universal links open PhotoFeed's routes, for Handoff to a browser.
    public static let webHost = "photofeed.example.com"
    /// What the last restoration did; `nil` before the scene connects.
    public private(set) var restoration: RestorationOutcome?
    /// The identifiers of the notifications opened so far.
    private var openedNotifications: Set<String> = []

    /// A delegate for a scene that connects later.
    public override init() {
        super.init()
    }

    /// Builds the window and the navigator, then shows the tabs (a split view where the window's
    /// width is regular, unless `launchState` says otherwise) and calls `ready()`. Any failure
    /// shows a ``LaunchErrorViewController`` in the window and is logged.
    public func connect(
        to scene: UIWindowScene, factory: ScreenFactory = PhotoFeedFactory.make(),
        launchState: NavigationState? = nil, restoring saved: SceneActivity? = nil
    ) {
        let window = UIWindow(windowScene: scene)
        window.makeKeyAndVisible()
        self.window = window
        let regularWidth = scene.traitCollection.horizontalSizeClass == .regular
        let launchState = launchState ?? PhotoFeedRoutes.launchState(regularWidth: regularWidth)
        let host = UIKitHost(window: window, factory: factory)
        let navigator: Navigator
        do {
            navigator = try PhotoFeedRoutes.navigator(host: host, split: launchState.root.splitView != nil)
        } catch {
            return showLaunchFailure(error)
        }
        navigator.onEvent = { [weak self] event in
            self?.log("\(event)")
            if event.outcome != nil { self?.updateUserActivity() }
        }
        (self.host, self.navigator) = (host, navigator)
        launch = Task {
            // The window's saved place first, so that the links waiting for ready() land on it.
            let restoration = await navigator.restore(from: saved, fallback: launchState)
            self.restoration = restoration
            switch restoration {
            case .failed(let error): return showLaunchFailure(error)
            case .fellBack(let error): log("PhotoFeed did not restore the window: \(error)")
            case .restored, .nothingSaved: break
            }
            do {
                try await navigator.ready()
                updateUserActivity()
            } catch {
                showLaunchFailure(error)
            }
        }
    }

    /// What the window shows, as the activity the system saves with the scene and offers for
    /// Handoff: the state, the link and, for a route a universal link opens, the web page.
    public func sceneActivity() -> SceneActivity? {
        guard let navigator else { return nil }
        do {
            return try navigator.sceneActivity(activityType: Self.activityType, webHost: Self.webHost)
        } catch {
            log("PhotoFeed could not save the window: \(error)")
            return nil
        }
    }

    /// Makes the scene's user activity what the window shows now.
    private func updateUserActivity() {
        guard let scene = window?.windowScene, let activity = sceneActivity() else { return }
        scene.userActivity = NSUserActivity(activity)
    }

    /// Shows why the launch failed in place of the app, and logs it.
    private func showLaunchFailure(_ error: any Error) {
        launchError = error
        log("PhotoFeed could not start: \(error)")
        window?.rootViewController = LaunchErrorViewController(error: error)
    }

    /// Opens `link` from `source`; before `ready()` the navigator queues it. What becomes of it
    /// reaches ``log`` through the navigator's events.
    public func open(_ link: String, source: LinkSource) {
        guard let navigator else { return log("\(link) (\(source)) not opened: PhotoFeed did not start") }
        Task { await navigator.open(link, source: source) }
    }

    /// Opens the link in a tapped notification's payload (`aps.urn`, `path`, …), once per
    /// notification `id`: iOS may hand one tap both to the scene's connection options and to the
    /// notification center's delegate. A payload without a link ends as unmatched, in the log.
    public func open(notification userInfo: [AnyHashable: Any], id: String? = nil) {
        guard let navigator else { return log("notification not opened: PhotoFeed did not start") }
        if let id, !openedNotifications.insert(id).inserted { return }
        Task { await navigator.open(notification: userInfo) }
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
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let scene = scene as? UIWindowScene else { return }
        connect(to: scene, restoring: session.stateRestorationActivity.map(SceneActivity.init))
        // Taps on notifications while the app runs come through the center's delegate.
        UNUserNotificationCenter.current().delegate = self
        self.scene(scene, openURLContexts: connectionOptions.urlContexts)
        connectionOptions.userActivities.forEach { self.scene(scene, continue: $0) }
        if let response = connectionOptions.notificationResponse {
            open(
                notification: response.notification.request.content.userInfo,
                id: response.notification.request.identifier)
        }
    }

    /// Opens custom-scheme links, naming the app that sent each.
    public func scene(_ scene: UIScene, openURLContexts urlContexts: Set<UIOpenURLContext>) {
        for context in urlContexts {
            open(context.url.absoluteString, source: .customScheme(sendingApp: context.options.sourceApplication))
        }
    }

    /// Opens a universal link, a Handoff activity's web page, or the link of a PhotoFeed
    /// window handed off from another device.
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        if userActivity.activityType == Self.activityType, let link = SceneActivity(userActivity).link {
            return open(link, source: .handoff)
        }
        guard let url = userActivity.webpageURL else { return }
        open(webpageURL: url, browsing: userActivity.activityType == NSUserActivityTypeBrowsingWeb)
    }

    /// The window's place, saved with the scene and handed back when it reconnects.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        sceneActivity().map(NSUserActivity.init)
    }
}

extension PhotoFeedSceneDelegate: @preconcurrency UNUserNotificationCenterDelegate {
    /// Opens the link of the notification the user tapped while the app runs.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
    ) async {
        open(notification: response.notification.request.content.userInfo, id: response.notification.request.identifier)
    }

    /// Shows a notification that arrives while the app is in front, so that the user can tap it.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions {
        [.banner, .list, .sound]
    }
}
#endif
