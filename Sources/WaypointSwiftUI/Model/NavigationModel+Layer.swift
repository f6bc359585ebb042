import Observation
import WaypointNavigation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationModel {
    /// One presented layer: a sheet, a full-screen cover or a popover, holding a single screen, a
    /// stack or a tab bar of its own.
    ///
    /// Identifiable by the object, so `.sheet(item:)` sees a new layer as a new sheet, and a
    /// write-back names the layer it was bound to.
    @Observable
    @MainActor
    public final class Layer: Identifiable {
        /// What the layer shows.
        public internal(set) var container: Container
        /// How the layer is presented.
        public let style: ModalStyle
        /// Whether the layer shows a close button that dismisses it.
        public let hasCloseButton: Bool
        /// The kind of the screen on top of the layer when it was presented: for a popover, the
        /// name of the anchor it points at (a view marked `popoverAnchor(for:)` with this kind).
        public let anchorKind: String?

        /// Objects for `layer`.
        init(_ layer: PresentedLayer) {
            container = Container(layer.container)
            style = layer.style
            hasCloseButton = layer.hasCloseButton
            anchorKind = layer.container.topScreen?.kind
        }

        /// Whether SwiftUI shows the layer as a full-screen cover (`fullScreen` and
        /// `overFullScreen`) rather than as a sheet (every other style but `popover`).
        public var coversFullScreen: Bool {
            presentation == .fullScreenCover
        }

        /// The SwiftUI presentation that shows the layer, chosen by its ``style``.
        public var presentation: Presentation {
            Presentation(style)
        }

        /// The layer as a value.
        public var value: PresentedLayer {
            PresentedLayer(container.value, style: style, hasCloseButton: hasCloseButton)
        }
    }
}
