#if !canImport(UIKit)
import Foundation

/// Models `UIActionHandler`: the closure a `UIAction` runs, on the main actor.
public typealias UIActionHandler = @MainActor @Sendable (UIAction) -> Void

/// Models `UIMenuElement`, the common base of actions and menus.
@MainActor
open class UIMenuElement: NSObject {
    /// The element's title.
    public let title: String

    init(title: String) {
        self.title = title
        super.init()
    }
}

/// Models `UIAction`: a titled closure that buttons and menus perform.
@MainActor
open class UIAction: UIMenuElement {
    private let handler: UIActionHandler

    /// An action titled `title` that runs `handler`.
    public init(title: String = "", handler: @escaping UIActionHandler) {
        self.handler = handler
        super.init(title: title)
    }

    /// Runs the handler, as UIKit does when the user triggers the action.
    func perform() { handler(self) }
}

/// Models `UIMenu`: a titled group of actions and submenus.
@MainActor
open class UIMenu: UIMenuElement {
    /// The menu's elements.
    public let children: [UIMenuElement]

    /// A menu titled `title` with `children`.
    public init(title: String = "", children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title)
    }
}
#endif
