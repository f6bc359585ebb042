// The calls the "Link sources and the source policy" article shows in its table, in the UIKit
// and UserNotifications callbacks that hand each link over. Only the iOS type-check step
// compiles this folder (it is no package target: UIKit does not exist on Linux); a test of the
// navigation articles checks that every call of the table is written here.
#if canImport(UIKit)
import UIKit
import UserNotifications
import WaypointNavigation

/// An app delegate and a scene delegate that hand every kind of link to a navigator.
@MainActor
final class LinkHandOver: UIResponder, UIApplicationDelegate, UIWindowSceneDelegate {
    var navigator: Navigator?

    func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
        guard let navigator else { return }
        for context in contexts {
            Task {
                await navigator.open(
                    context.url.absoluteString, source: .customScheme(sendingApp: context.options.sourceApplication))
            }
        }
    }

    func application(
        _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]
    ) -> Bool {
        guard let navigator else { return false }
        Task {
            await navigator.open(
                url.absoluteString, source: .customScheme(sendingApp: options[.sourceApplication] as? String))
        }
        return true
    }

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard let navigator, let url = userActivity.webpageURL else { return }
        Task { await navigator.open(webpageURL: url) }
    }

    func windowScene(
        _ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem
    ) async -> Bool {
        guard let navigator, let link = shortcutItem.userInfo?["link"] as? String else { return false }
        await navigator.open(link, source: .shortcut)
        return true
    }

    func openWidgetURL(_ url: URL) async {
        await navigator?.open(url, source: .widget)
    }

    func openFromButton(_ link: String) async {
        await navigator?.open(link)
    }
}

extension LinkHandOver: @preconcurrency UNUserNotificationCenterDelegate {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        guard let navigator else { return completionHandler() }
        Task {
            await navigator.open(notification: response.notification.request.content.userInfo)
            completionHandler()
        }
    }
}
#endif
