#if canImport(ObjectiveC)
import Foundation

extension NSUserActivity {
    /// An activity with `activity`'s type, web page, target content identifier and user info:
    /// what a UIKit scene delegate returns from `stateRestorationActivity(for:)` and sets as the
    /// scene's `userActivity` for Handoff.
    ///
    /// ```swift
    /// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
    ///     (try? navigator.sceneActivity(activityType: "com.example.browsing")).map(NSUserActivity.init)
    /// }
    /// ```
    public convenience init(_ activity: SceneActivity) {
        self.init(activityType: activity.activityType)
        webpageURL = activity.webpageURL
        targetContentIdentifier = activity.targetContentIdentifier
        userInfo = activity.userInfo
        title = activity.link
    }
}

extension SceneActivity {
    /// The fields of `userActivity` that navigation reads; user info values that are not
    /// strings are left out.
    public init(_ userActivity: NSUserActivity) {
        var info: [String: String] = [:]
        for case let (key as String, value as String) in userActivity.userInfo ?? [:] { info[key] = value }
        self.init(
            activityType: userActivity.activityType, webpageURL: userActivity.webpageURL,
            targetContentIdentifier: userActivity.targetContentIdentifier, userInfo: info)
    }
}
#endif
