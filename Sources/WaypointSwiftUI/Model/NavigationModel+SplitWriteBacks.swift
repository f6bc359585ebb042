import WaypointNavigation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationModel {
    /// Takes what the sidebar's `List(selection:)` writes when the user taps a row, or `nil`
    /// when a collapsed split goes back to the sidebar: the item is selected and the columns
    /// after the sidebar become empty, as the `selectItem` step does.
    ///
    /// Idempotent: the selected item again changes nothing. A split no longer shown or an
    /// identifier that names no item is ignored.
    public func viewDidSelectItem(_ id: String?, in split: Split) {
        guard shows(split), id != split.selection else { return }
        if let id, !split.items.contains(id) { return }
        split.select(id)
    }

    /// Takes what `NavigationSplitView(columnVisibility:)` writes when the user shows or hides
    /// a column. A split no longer shown is ignored.
    public func viewDidChangeColumnVisibility(_ visibility: SplitColumnVisibility, in split: Split) {
        guard shows(split) else { return }
        split.setColumnVisibility(visibility)
    }

    /// Takes what `NavigationSplitView(preferredCompactColumn:)` writes while the split is
    /// collapsed into one stack: the user went back from the detail (or the content column) to
    /// `column`. The columns after `column` become empty, since the one stack no longer shows
    /// them; going back to the sidebar also clears the selection, as SwiftUI clears a sidebar
    /// list's selection then.
    ///
    /// Idempotent: the column already on top, or one after it (the model, not the user, moves
    /// forward), changes nothing. A split no longer shown is ignored. Call it only while the
    /// split is collapsed: expanded, every column shows side by side.
    public func viewDidShowCompactColumn(_ column: SplitView.Column, in split: Split) {
        guard shows(split) else { return }
        switch (column, split.compactColumn) {
        case (.sidebar, .content), (.sidebar, .detail):
            split.select(nil)
        case (.content, .detail) where split.content != nil:
            split.detail.replace(with: [])
        default:
            return
        }
    }
}
