#if !canImport(UIKit)
import Foundation

/// Models Foundation's `NSUserActivity`, which Foundation on Linux does not have: what a scene
/// saves for state restoration and offers for Handoff.
///
/// Only the properties a navigation host reads and writes: the type, a title, the web page, the
/// user info and the target content identifier.
open class NSUserActivity: NSObject {
    /// The activity's type, one the app declares under `NSUserActivityTypes`.
    public let activityType: String
    /// A title the system may show for the activity.
    open var title: String?
    /// The web page a device without the app opens for the activity.
    open var webpageURL: URL?
    /// The activity's data, of property-list types.
    open var userInfo: [AnyHashable: Any]?
    /// What the activity shows, matched against scenes' activation conditions.
    open var targetContentIdentifier: String?
    /// Whether the system offers the activity to the user's other devices.
    open var isEligibleForHandoff = true

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}
#endif
