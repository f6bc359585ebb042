#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// A tab's view controller that names its tab, as a `Tab`'s identifier and
/// `Presentation.tab(_:)` name it.
///
/// Tabs the host builds itself (a `setRoot` of tabs) are named already. For a tab bar the app
/// builds, the host names a tab after ``tabID`` when the tab's controller adopts this protocol,
/// and otherwise after the kind of the tab's first screen (`Tab("feed")` holds `Screen("feed")`).
@MainActor
public protocol TabIdentifying: AnyObject {
    /// The tab's identifier.
    var tabID: String { get }
}
