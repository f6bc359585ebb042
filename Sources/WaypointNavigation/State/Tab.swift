/// One tab of a tab bar: its identifier and the stack of screens it holds.
///
/// The first screen of the stack is the tab's root; the last is what the tab shows.
public struct Tab: Hashable, Sendable, Codable {
    /// The tab's identifier, as `Presentation.tab(_:)` and `NavigationStep` name it (`"feed"`).
    public var id: String
    /// The tab's navigation stack, root first. A tab always has at least its root.
    public var stack: [Screen]

    /// Creates a tab whose stack is `stack`, root first.
    public init(_ id: String, _ stack: [Screen]) {
        self.id = id
        self.stack = stack
    }

    /// Creates a tab whose stack holds only a root screen of kind `id`.
    ///
    /// `Tab("feed")` is `Tab("feed", [Screen("feed")])`.
    public init(_ id: String) {
        self.init(id, [Screen(id)])
    }

    /// The tab's root screen.
    public var root: Screen? { stack.first }
}
