#if canImport(SwiftUI)
import SwiftUI

/// Where the popovers of one level point: the bounds of each view marked
/// `popoverAnchor(for:arrowEdge:)`, by the screen kind it anchors.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct PopoverAnchorsKey: PreferenceKey {
    /// One marked view: its bounds and the edge its popover's arrow points from.
    struct Mark {
        let bounds: Anchor<CGRect>
        let arrowEdge: Edge?
    }

    static var defaultValue: [String: Mark] { [:] }

    /// The first view marked for a kind wins, as it comes first in the hierarchy.
    static func reduce(value: inout [String: Mark], nextValue: () -> [String: Mark]) {
        value.merge(nextValue()) { first, _ in first }
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Marks this view as what popovers of screen kind `kind` grow out of, as a popover's
    /// `sourceView` does in UIKit: `NavigationRoot` points a `popover` layer whose top screen
    /// is of kind `kind` at this view's bounds, with its arrow on `arrowEdge` (`nil`: where the
    /// system chooses).
    ///
    /// Mark a view of the screen the popover shows over (the button that opens it). A popover
    /// whose kind no view on that level marks points at the middle of the level with no arrow.
    ///
    /// ```swift
    /// Button("Share") { Task { await navigator.open("photofeed://share:\(id)") } }
    ///     .popoverAnchor(for: "share")
    /// ```
    public func popoverAnchor(for kind: String, arrowEdge: Edge? = nil) -> some View {
        anchorPreference(key: PopoverAnchorsKey.self, value: .bounds) { bounds in
            [kind: PopoverAnchorsKey.Mark(bounds: bounds, arrowEdge: arrowEdge)]
        }
    }
}
#endif
