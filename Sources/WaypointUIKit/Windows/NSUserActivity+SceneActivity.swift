#if !canImport(UIKit)
import UIKitStandIn
import Foundation
import WaypointNavigation

// On Apple platforms `NSUserActivity` is Foundation's, and WaypointNavigation converts it. On
// Linux it is the stand-in's, converted here the same way.

extension NSUserActivity {
    /// An activity with `activity`'s type, web page, target content identifier and user info.
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
