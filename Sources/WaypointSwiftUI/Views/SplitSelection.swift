#if canImport(SwiftUI)
import SwiftUI

/// The environment key of ``SwiftUI/EnvironmentValues/splitSelection``.
private struct SplitSelectionKey: EnvironmentKey {
    static var defaultValue: Binding<String?> { .constant(nil) }
}

extension EnvironmentValues {
    /// The selection of the split view this view is in, for the sidebar's
    /// `List(selection:)`: it reads the model's selected item, and a row the user taps (or
    /// `nil`, when a collapsed split goes back to the sidebar) writes back through
    /// `NavigationModel.viewDidSelectItem(_:in:)`. Outside a split view it is a constant `nil`.
    ///
    /// Tag each row with its item's identifier. Selecting an item empties the columns after the
    /// sidebar; open the item's link to fill the detail:
    ///
    /// ```swift
    /// struct LibraryList: View {
    ///     @Environment(\.splitSelection) private var selection
    ///     let navigator: Navigator
    ///
    ///     var body: some View {
    ///         List(selection: selection) {
    ///             Text("Albums").tag("albums")
    ///             Text("Recents").tag("recents")
    ///         }
    ///         .onChange(of: selection.wrappedValue) { _, item in
    ///             guard let item else { return }
    ///             Task { await navigator.open("photofeed://\(item)") }
    ///         }
    ///     }
    /// }
    /// ```
    public var splitSelection: Binding<String?> {
        get { self[SplitSelectionKey.self] }
        set { self[SplitSelectionKey.self] = newValue }
    }
}
#endif
