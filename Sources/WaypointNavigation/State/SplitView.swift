/// A column-style split view: a sidebar, an optional content column, and a detail stack.
///
/// A two-column split (a list of albums beside the album the user reads) has a sidebar and a
/// detail; a three-column split (mailboxes, messages, a message) has a content column between
/// them. The sidebar's items are named as a tab bar's tabs are, and selecting one resets the
/// columns after it.
///
/// ```swift
/// let split = SplitView(
///     sidebar: [Screen("library")], items: ["albums", "recents"], selection: "albums",
///     detail: [Screen("album", ["id": "7"])])
/// NavigationState(root: .split(split)).topScreen   // album(id: 7)
/// ```
///
/// A host reports the same split whether it shows its columns side by side or collapsed into
/// one stack: collapsing is the host's concern.
public struct SplitView: Hashable, Sendable, Codable {
    /// A column of a split view.
    public enum Column: String, Hashable, Sendable, Codable, CaseIterable {
        /// The primary column, holding the list the user picks from.
        case sidebar
        /// The supplementary column of a three-column split, between the sidebar and the detail.
        case content
        /// The secondary column, showing what is selected.
        case detail
    }

    /// The sidebar's stack (primary column), root first; never empty. Usually one list screen.
    public var sidebar: [Screen]
    /// The identifiers of the sidebar's items (as `tabIDs` are a tab bar's), in order.
    public var items: [String]
    /// The selected sidebar item, if any (a member of `items`).
    public var selection: String?
    /// The content (supplementary) column's stack for a three-column split; `nil` for two columns.
    public var content: [Screen]?
    /// The detail (secondary) column's stack, root first; empty while nothing is selected.
    public var detail: [Screen]

    /// Creates a split view; leave `content` out for two columns.
    public init(
        sidebar: [Screen], items: [String] = [], selection: String? = nil, content: [Screen]? = nil,
        detail: [Screen] = []
    ) {
        self.sidebar = sidebar
        self.items = items
        self.selection = selection
        self.content = content
        self.detail = detail
    }

    /// The screen the split shows on top: the detail's top, else the content column's, else the
    /// sidebar's.
    public var topScreen: Screen? {
        detail.last ?? content?.last ?? sidebar.last
    }

    /// The column ``topScreen`` is in.
    public var topColumn: Column {
        if !detail.isEmpty { return .detail }
        if let content, !content.isEmpty { return .content }
        return .sidebar
    }

    /// Every screen of the split: the sidebar's, the content column's, then the detail's.
    public var screens: [Screen] {
        sidebar + (content ?? []) + detail
    }

    /// The stack of `column`; `nil` for the content column of a two-column split.
    public func stack(_ column: Column) -> [Screen]? {
        switch column {
        case .sidebar: return sidebar
        case .content: return content
        case .detail: return detail
        }
    }

    /// Selects `item` and empties the columns after the sidebar, as tapping a sidebar row does.
    mutating func select(_ item: String) {
        selection = item
        detail = []
        if content != nil { content = [] }
    }

    /// Replaces the top screen (``topScreen``) with `screen`, in whichever column it is; does
    /// nothing to a split with no screen at all.
    mutating func replaceTop(with screen: Screen) {
        switch topColumn {
        case .detail:
            detail[detail.count - 1] = screen
        case .content:
            if var stack = content, !stack.isEmpty {
                stack[stack.count - 1] = screen
                content = stack
            }
        case .sidebar:
            if !sidebar.isEmpty { sidebar[sidebar.count - 1] = screen }
        }
    }
}
