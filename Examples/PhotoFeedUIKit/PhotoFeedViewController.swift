#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import Foundation

import WaypointNavigation
import WaypointUIKit

/// A PhotoFeed screen: it says which screen it shows, and shows another of its kind in place.
public final class PhotoFeedViewController: UIViewController, ScreenUpdating, ScreenInitializable {
    /// The screen on display.
    public private(set) var screen: Screen

    /// A controller showing `screen`.
    public required init(screen: Screen) {
        self.screen = screen
        super.init(nibName: nil, bundle: nil)
        title = screen.description
    }

    /// A controller from a storyboard; the factory hands it its screen with ``update(to:)``.
    public required init?(coder: NSCoder) {
        self.screen = Screen("storyboard")
        super.init(coder: coder)
    }

    /// Shows `screen` from now on.
    public func update(to screen: Screen) {
        self.screen = screen
        title = screen.description
    }
}
