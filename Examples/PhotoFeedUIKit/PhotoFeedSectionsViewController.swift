#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import Foundation

import WaypointNavigation
import WaypointUIKit

/// The iPad sidebar: the sections the tabs hold on an iPhone (feed, profile, menu), with the one
/// the detail column shows selected. A link that selects a section tells it here, so the row
/// shows selected whether the user tapped it or a link chose it.
public final class PhotoFeedSectionsViewController: UIViewController, ScreenProviding, SidebarSelecting {
    /// The sections, in the sidebar's order.
    public let sidebarItems = ["feed", "profile", "menu"]
    /// The section the detail column shows.
    public private(set) var selectedSidebarItem: String?
    /// The sidebar's screen.
    public var screen: Screen { Screen("sections") }

    /// A sidebar with no section selected yet.
    public init() {
        super.init(nibName: nil, bundle: nil)
        title = "PhotoFeed"
    }

    /// The sidebar is made in code, never from a storyboard.
    public required init?(coder: NSCoder) { nil }

    /// Shows `item` as the selected row.
    public func selectSidebarItem(_ item: String) {
        selectedSidebarItem = item
    }
}
