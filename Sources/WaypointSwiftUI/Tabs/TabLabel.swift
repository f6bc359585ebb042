/// What a tab shows in the tab bar: a title, an SF Symbol and a badge.
///
/// `NavigationRoot` asks the app for one per tab identifier, each time it draws the tab bar, so
/// a badge that reads observable state (an unread count) redraws when that state changes:
///
/// ```swift
/// NavigationRoot(model: model, navigator: navigator, tabLabel: { id in
///     id == "inbox" ? TabLabel("Inbox", systemImage: "tray", badge: .count(inbox.unread)) : TabLabel(tabID: id)
/// }) { screen in
///     PageView(screen)
/// }
/// ```
public struct TabLabel: Hashable, Sendable {
    /// The tab's title.
    public var title: String
    /// The name of the SF Symbol shown above the title; `nil` shows the title alone.
    public var systemImage: String?
    /// The badge on the tab; `nil` shows none.
    public var badge: Badge?

    /// A label with `title`, the symbol `systemImage` and `badge`.
    public init(_ title: String, systemImage: String? = nil, badge: Badge? = nil) {
        self.title = title
        self.systemImage = systemImage
        self.badge = badge
    }

    /// The label of a tab the app says nothing about: its identifier as the title, no symbol,
    /// no badge.
    public init(tabID: String) {
        self.init(tabID)
    }

    /// The badge the tab bar shows: `nil` for no badge, a count of zero or less, or empty text,
    /// so that a count falling to zero takes the badge away.
    public var visibleBadge: Badge? {
        switch badge {
        case .count(let count)? where count <= 0:
            return nil
        case .text(let text)? where text.isEmpty:
            return nil
        default:
            return badge
        }
    }

    /// A tab's badge.
    public enum Badge: Hashable, Sendable {
        /// A number, such as unread items.
        case count(Int)
        /// A short text, such as "New".
        case text(String)
    }
}
