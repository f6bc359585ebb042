import WaypointNavigation

/// Which columns of a split view show side by side, as `NavigationSplitViewVisibility` says it.
public enum SplitColumnVisibility: Hashable, Sendable, CaseIterable {
    /// The system's choice for the width and orientation.
    case automatic
    /// Every column.
    case all
    /// Two columns: the content and the detail of a three-column split, the sidebar and the
    /// detail of a two-column one.
    case doubleColumn
    /// The detail column alone.
    case detailOnly

    /// Whether `column` shows side by side with this visibility (`automatic` counts as showing
    /// every column: the system decides).
    public func shows(_ column: SplitView.Column, threeColumns: Bool) -> Bool {
        switch (self, column) {
        case (.automatic, _), (.all, _), (_, .detail):
            return true
        case (.doubleColumn, .sidebar):
            return !threeColumns
        case (.doubleColumn, .content):
            return true
        case (.detailOnly, _):
            return false
        }
    }

    /// This visibility, widened as little as needed for `column` to show: what a step that
    /// shows a column does to the visibility the user chose.
    public func showing(_ column: SplitView.Column, threeColumns: Bool) -> SplitColumnVisibility {
        if shows(column, threeColumns: threeColumns) { return self }
        if column == .content || !threeColumns { return .doubleColumn }
        return .all
    }
}
