import Observation
import WaypointNavigation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationModel {
    /// A tab bar, as `TabView(selection:)` wants it: the tabs, each with its own stack, and the
    /// identifier of the selected one.
    ///
    /// Its own observable object: selecting a tab notifies only the views that read
    /// ``selection``, and a push onto one tab's stack notifies nobody here.
    @Observable
    @MainActor
    public final class Tabs {
        /// The tabs, in order; they never change (a new root brings a new tab bar).
        public let items: [Item]
        /// The identifier of the selected tab.
        public internal(set) var selection: String

        /// A tab bar of `tabs` with `selected` selected.
        init(_ tabs: [Tab], selected: String) {
            items = tabs.map { Item(id: $0.id, stack: Stack($0.stack)) }
            selection = selected
        }

        /// The selected tab; `nil` when the selection names none.
        public var selectedItem: Item? {
            items.first { $0.id == selection }
        }

        /// Whether a tab has the identifier `id`.
        func contains(_ id: String) -> Bool {
            items.contains { $0.id == id }
        }

        /// Selects `id`, notifying only when the selection changes.
        func select(_ id: String) {
            if selection != id {
                selection = id
            }
        }

        /// One tab: its identifier (`"feed"`) and its stack.
        public struct Item: Identifiable {
            /// The tab's identifier, as `NavigationStep.Transition.selectTab(_:)` names it.
            public let id: String
            /// The tab's stack.
            public let stack: Stack
        }
    }
}
