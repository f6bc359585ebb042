#if canImport(SwiftUI)
import SwiftUI
import WaypointNavigation

/// Presents the `popover` layer of one level with `.popover(item:)`, from a clear view laid
/// over the marked anchor of the popover's kind (see `popoverAnchor(for:arrowEdge:)`), or over
/// the whole level, pointing at its middle, when no view marks one.
///
/// `.popover` has no `onDismiss`: the popover's content reports the dismissal finished when it
/// disappears. tvOS and watchOS have no popovers: there the layer is a sheet.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct PopoverPresenter<Content: View>: ViewModifier {
    let model: NavigationModel
    let depth: Int
    let adaptation: PresentationAdaptation
    let content: (NavigationModel.Layer) -> Content

    func body(content level: Self.Content) -> some View {
        let model = model
        let depth = depth
        #if os(tvOS) || os(watchOS)
        level.sheet(item: presented(), onDismiss: { model.viewDidFinishDismissal(at: depth) }) { layer in
            self.content(layer)
        }
        #else
        level.overlayPreferenceValue(PopoverAnchorsKey.self) { marks in
            GeometryReader { proxy in
                let mark = model.layer(at: depth, presentedAs: .popover)?.anchorKind.flatMap { marks[$0] }
                let frame = mark.map { proxy[$0.bounds] } ?? CGRect(origin: .zero, size: proxy.size)
                Color.clear
                    .frame(width: frame.width, height: frame.height)
                    .position(x: frame.midX, y: frame.midY)
                    .popover(
                        item: presented(),
                        attachmentAnchor: mark == nil ? .point(.center) : .rect(.bounds),
                        arrowEdge: mark?.arrowEdge
                    ) { layer in
                        self.content(layer)
                            .presentationCompactAdaptation(adaptation)
                            .onDisappear { model.viewDidFinishDismissal(at: depth) }
                    }
            }
        }
        #endif
    }

    /// The popover at `depth`; the binding's `nil` (a tap outside it) dismisses the popover
    /// shown when the binding was made, never a newer one.
    private func presented() -> Binding<NavigationModel.Layer?> {
        let model = model
        let depth = depth
        let shown = model.layer(at: depth, presentedAs: .popover)
        return Binding(
            get: { model.layer(at: depth, presentedAs: .popover) },
            set: { newValue in
                if newValue == nil, let shown { model.viewDidDismiss(shown) }
            })
    }
}

#endif
