#if !canImport(UIKit)
import Foundation

/// Models `UIBarButtonItem` built the iOS 14 way, from a system item and a primary action.
///
/// There is no Objective-C runtime on Linux, so the stand-in has no target/action initializers;
/// hosts use `UIAction`. Tests tap an item with `simulateTap()`.
@MainActor
open class UIBarButtonItem: NSObject {
    /// Models `UIBarButtonItem.SystemItem`, with UIKit's cases and raw values.
    public enum SystemItem: Int, Sendable {
        /// Done.
        case done = 0
        /// Cancel.
        case cancel = 1
        /// Edit.
        case edit = 2
        /// Save.
        case save = 3
        /// Add (+).
        case add = 4
        /// Flexible space.
        case flexibleSpace = 5
        /// Fixed space.
        case fixedSpace = 6
        /// Compose.
        case compose = 7
        /// Reply.
        case reply = 8
        /// Action (share).
        case action = 9
        /// Organize.
        case organize = 10
        /// Bookmarks.
        case bookmarks = 11
        /// Search.
        case search = 12
        /// Refresh.
        case refresh = 13
        /// Stop.
        case stop = 14
        /// Camera.
        case camera = 15
        /// Trash.
        case trash = 16
        /// Play.
        case play = 17
        /// Pause.
        case pause = 18
        /// Rewind.
        case rewind = 19
        /// Fast forward.
        case fastForward = 20
        /// Undo.
        case undo = 21
        /// Redo.
        case redo = 22
        /// Close (an X), iOS 13 and later.
        case close = 24
    }

    /// The system item the button shows, if it was made from one.
    public let systemItem: SystemItem?

    /// The action a tap performs.
    open var primaryAction: UIAction?

    /// The menu the button shows; a tap shows it when there is no primary action.
    open var menu: UIMenu?

    /// The button's title.
    open var title: String?

    /// Whether the user can tap the button.
    open var isEnabled = true

    /// A button showing `systemItem` that performs `primaryAction` and may show `menu`.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        self.primaryAction = primaryAction
        self.menu = menu
        super.init()
    }
}
#endif
