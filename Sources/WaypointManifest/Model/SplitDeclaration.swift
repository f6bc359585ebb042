import WaypointNavigation

/// The split view an app launches on: the route file's `split` key. Routes land in its columns
/// with `in: column(COLUMN)` or `in: column(COLUMN, ITEM)`, and the file checks each ITEM and
/// column against it.
///
/// ```yaml
/// split:
///   sidebar: library
///   items: [albums, recents]
/// routes:
///   - pattern: "albums/:albumId"
///     screen: album
///     in: column(detail, albums)
/// ```
public struct SplitDeclaration: Hashable, Sendable {
    /// The kind of the sidebar's screen, the list the user picks from.
    public var sidebar: String
    /// The sidebar's items, as routes select them; none are selected at launch.
    public var items: [String]
    /// `2` for a sidebar and a detail, `3` with a content column between them.
    public var columns: Int

    /// Creates a split view declaration.
    public init(sidebar: String, items: [String] = [], columns: Int = 2) {
        self.sidebar = sidebar
        self.items = items
        self.columns = columns
    }

    /// The split view at launch: the sidebar's screen, nothing selected, the columns after the
    /// sidebar empty.
    public var splitView: SplitView {
        SplitView(sidebar: [Screen(sidebar)], items: items, content: columns == 3 ? [] : nil)
    }
}
