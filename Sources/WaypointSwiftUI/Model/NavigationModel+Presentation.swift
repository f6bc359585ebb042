import WaypointNavigation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationModel {
    /// The SwiftUI modifier that presents a layer.
    ///
    /// A `popover` layer stays a popover here whatever the width of the window: on a
    /// horizontally compact window SwiftUI adapts it (to a sheet, unless the app asks
    /// otherwise), but it is still presented, bound and dismissed as a popover, as UIKit keeps a
    /// popover controller a popover while it adapts. The state reports the layer's `popover`
    /// style throughout.
    public enum Presentation: Hashable, Sendable {
        /// `.sheet(item:)`: `pageSheet`, `formSheet`, `automatic` and every style of the app's own.
        case sheet
        /// `.fullScreenCover(item:)` (a sheet on macOS): `fullScreen` and `overFullScreen`.
        case fullScreenCover
        /// `.popover(item:attachmentAnchor:arrowEdge:content:)`: `popover`.
        case popover

        /// The presentation of a layer of `style`.
        public init(_ style: ModalStyle) {
            switch style {
            case .fullScreen, .overFullScreen:
                self = .fullScreenCover
            case .popover:
                self = .popover
            default:
                self = .sheet
            }
        }
    }

    /// The layer at `depth` (its index in ``layers``) when it is presented as `presentation`,
    /// `nil` otherwise: what the binding of each presentation modifier of one level reads, so
    /// that exactly one of a level's modifiers shows its layer.
    public func layer(at depth: Int, presentedAs presentation: Presentation) -> Layer? {
        guard layers.indices.contains(depth) else { return nil }
        let layer = layers[depth]
        return layer.presentation == presentation ? layer : nil
    }
}
