/// Where a screen lands: on top of whatever is showing (the default), or in a place of the
/// app's own, with the presented layers above that place dismissed first.
///
/// A link from a push notification that arrives while a checkout sheet is open lands inside the
/// sheet with ``top``; with ``tab(_:)`` or ``root`` it closes the sheet and lands in the tab bar:
///
/// ```swift
/// try navigator.register("order/:orderId", .screen("order", placement: .tab("orders")))
/// ```
public enum Placement: Hashable, Sendable {
    /// On top of what is showing: pushed onto the top-most stack, presented over the top-most
    /// layer.
    case top
    /// On the window's root: every presented layer is dismissed first, then the screen is
    /// shown on the root's visible stack (the selected tab's, under a tab bar).
    case root
    /// In the tab with this identifier: every presented layer is dismissed and the tab selected
    /// first, then the screen is shown there.
    case tab(String)
    /// In a split view's column: every presented layer is dismissed first; with `selecting`, the
    /// sidebar item is selected (which resets the detail stack, and the content column for a
    /// three-column split), then the screen is shown in `column`.
    ///
    /// ```swift
    /// try navigator.register("albums/:id", .screen("album", placement: .column(.detail, selecting: "albums")))
    /// ```
    case column(SplitView.Column, selecting: String? = nil)
}
