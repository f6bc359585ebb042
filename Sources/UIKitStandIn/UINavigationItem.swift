#if !canImport(UIKit)
import Foundation

/// Models `UINavigationItem`: what a navigation bar shows for the controller on top of a stack.
@MainActor
open class UINavigationItem: NSObject {
    /// The title the bar shows.
    open var title: String?

    /// The item on the bar's leading side; UIKit shows the back button when it is `nil`.
    open var leftBarButtonItem: UIBarButtonItem?

    /// The item on the bar's trailing side.
    open var rightBarButtonItem: UIBarButtonItem?

    /// An item titled `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }
}
#endif
