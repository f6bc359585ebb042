import Observation
import WaypointNavigation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationModel {
    /// A split view, as `NavigationSplitView` wants it: the sidebar's items and selection, a
    /// stack per column, and which columns show.
    ///
    /// Its own observable object: selecting an item notifies the readers of ``selection``, a
    /// push notifies only the readers of the column's ``Stack``, and changing which columns
    /// show notifies the readers of ``columnVisibility``.
    ///
    /// Collapsed (on a horizontally compact window) SwiftUI shows the columns as one stack: the
    /// sidebar, the content column, then the detail. The model holds the same columns either
    /// way, so it reports the same `SplitView`; ``compactColumn`` is the column that one stack
    /// shows on top.
    @Observable
    @MainActor
    public final class Split {
        /// The identifiers of the sidebar's items, in order; they never change.
        public let items: [String]
        /// The selected sidebar item, if any.
        public internal(set) var selection: String?
        /// The sidebar's stack (the primary column).
        public let sidebar: Stack
        /// The content column's stack of a three-column split; `nil` for two columns.
        public let content: Stack?
        /// The detail column's stack; empty while nothing is shown there.
        public let detail: Stack
        /// Which columns show side by side where the window is wide enough.
        public internal(set) var columnVisibility: SplitColumnVisibility = .automatic

        /// A split of `split`'s columns.
        init(_ split: SplitView) {
            items = split.items
            selection = split.selection
            sidebar = Stack(split.sidebar)
            content = split.content.map(Stack.init)
            detail = Stack(split.detail)
        }

        /// The split as a value.
        public var value: SplitView {
            SplitView(
                sidebar: sidebar.screens, items: items, selection: selection, content: content?.screens,
                detail: detail.screens)
        }

        /// The column a collapsed split shows on top: the detail when it holds a screen, else the
        /// content column when it does, else the sidebar (`NavigationSplitView`'s
        /// `preferredCompactColumn`).
        public var compactColumn: SplitView.Column {
            if detail.count > 0 { return .detail }
            if let content, content.count > 0 { return .content }
            return .sidebar
        }

        /// The stack of `column`; `nil` for the content column of a two-column split.
        public func stack(_ column: SplitView.Column) -> Stack? {
            switch column {
            case .sidebar: return sidebar
            case .content: return content
            case .detail: return detail
            }
        }

        /// Whether `stack` is one of the split's columns.
        func holds(_ stack: Stack) -> Bool {
            sidebar === stack || content === stack || detail === stack
        }

        /// Selects `item` (or nothing) and empties the columns after the sidebar, as
        /// `SplitView`'s `selectItem` step does.
        func select(_ item: String?) {
            if selection != item {
                selection = item
            }
            detail.replace(with: [])
            content?.replace(with: [])
        }

        /// Replaces the stack of `column` with `screens` and makes sure the column shows.
        func show(_ column: SplitView.Column, _ screens: [Screen]) {
            stack(column)?.replace(with: screens)
            let visible = columnVisibility.showing(column, threeColumns: content != nil)
            if visible != columnVisibility {
                columnVisibility = visible
            }
        }

        /// Sets which columns show, notifying only on a change.
        func setColumnVisibility(_ visibility: SplitColumnVisibility) {
            if columnVisibility != visibility {
                columnVisibility = visibility
            }
        }
    }
}
