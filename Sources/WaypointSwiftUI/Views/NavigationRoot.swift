#if canImport(SwiftUI)
import Foundation
import SwiftUI
import WaypointNavigation

/// Draws a ``NavigationModel`` and hands the links the system opens to a `Navigator`.
///
/// Every decision lives in the model; this view renders it and reports back what the user did
/// and when a presentation finished. `screen` draws one screen, `tabLabel` describes each tab:
///
/// ```swift
/// NavigationRoot(model: model, navigator: navigator, tabLabel: PhotoFeedPage.tabLabel(for:)) { screen in
///     PhotoFeedPageView(page: PhotoFeedPage(screen), navigator: navigator)
/// }
/// ```
///
/// When it appears, the view becomes the model's ``NavigationModel/layerChangePerformer``: every
/// presentation change runs in a SwiftUI transaction whose animation completion reports it
/// finished. Creating the view changes nothing.
///
/// `onOpenURL` and `onContinueUserActivity` are attached to this view: when the window shows
/// something else first (a launch screen while the navigation is made), attach them at the top
/// of the window instead and leave `navigator` out, so that a URL that launches the app is not
/// delivered before any view handles it.
///
/// Not compiled on Linux, where SwiftUI does not exist.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct NavigationRoot<ScreenView: View>: View {
    private let model: NavigationModel
    private let navigator: Navigator?
    private let screen: (Screen) -> ScreenView
    private let tabLabel: (String) -> TabLabel
    private let popoverAdaptation: PresentationAdaptation
    private let tabBarStyle: TabBarStyle

    /// A view drawing `model`, each screen drawn by `screen` and each tab labelled by
    /// `tabLabel` (given a tab's identifier; by default the identifier is the title); URLs from
    /// `onOpenURL` and web browsing activities (universal links, Handoff) go to `navigator`
    /// when there is one.
    ///
    /// A `popover` layer is drawn with `.popover`, pointing at the view its screen kind marks
    /// with `popoverAnchor(for:arrowEdge:)`. `popoverAdaptation` is its
    /// `presentationCompactAdaptation` where the window is horizontally compact: `.automatic`
    /// (a sheet, as UIKit adapts a popover there) unless the app asks for `.popover`.
    ///
    /// `tabBarStyle` chooses how tabs are drawn: `.sidebarAdaptable` opts in to iOS 18's
    /// sidebar that an iPad turns the tab bar into (see ``TabBarStyle``).
    public init(
        model: NavigationModel, navigator: Navigator? = nil,
        tabLabel: @escaping (String) -> TabLabel = { TabLabel(tabID: $0) },
        popoverAdaptation: PresentationAdaptation = .automatic,
        tabBarStyle: TabBarStyle = .tabItems,
        @ViewBuilder screen: @escaping (Screen) -> ScreenView
    ) {
        self.model = model
        self.navigator = navigator
        self.screen = screen
        self.tabLabel = tabLabel
        self.popoverAdaptation = popoverAdaptation
        self.tabBarStyle = tabBarStyle
    }

    /// How every level draws what it shows.
    private var drawing: LevelDrawing<ScreenView> {
        LevelDrawing(
            screen: screen, tabLabel: tabLabel, popoverAdaptation: popoverAdaptation, tabBarStyle: tabBarStyle)
    }

    /// The root container with the presented layers over it.
    public var body: some View {
        let model = model
        PresentingView(model: model, layer: nil, drawing: drawing)
            // Installed when the view appears, not in `init`, which SwiftUI may call many times.
            .onAppear { model.layerChangePerformer = LayerTransaction.perform }
            .onOpenURL { url in
                guard let navigator else { return }
                Task { @MainActor in await navigator.open(openedURL: url) }
            }
            .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
                guard let navigator, let url = activity.webpageURL else { return }
                Task { @MainActor in await navigator.open(webpageURL: url) }
            }
    }
}

/// One level: the root container (`layer` is `nil`) or a presented layer, with the layer above
/// it presented over it.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct PresentingView<ScreenView: View>: View {
    let model: NavigationModel
    let layer: NavigationModel.Layer?
    let drawing: LevelDrawing<ScreenView>

    /// The index in `model.layers` of the layer this level presents.
    private var depth: Int {
        guard let layer else { return 0 }
        return (model.layers.firstIndex { $0 === layer } ?? model.layers.count) + 1
    }

    var body: some View {
        let depth = depth
        ContainerView(model: model, container: layer?.container ?? model.root, close: close, drawing: drawing)
            // Appearing is half of a presentation's end; the transaction's completion is the other.
            .onAppear {
                if let layer { model.viewDidShow(layer) }
            }
            .sheet(
                item: presented(at: depth, as: .sheet),
                onDismiss: { model.viewDidFinishDismissal(at: depth) }
            ) { next in
                PresentingView(model: model, layer: next, drawing: drawing)
            }
            .fullScreenPresentation(
                item: presented(at: depth, as: .fullScreenCover),
                onDismiss: { model.viewDidFinishDismissal(at: depth) }
            ) { next in
                PresentingView(model: model, layer: next, drawing: drawing)
            }
            .modifier(
                PopoverPresenter(model: model, depth: depth, adaptation: drawing.popoverAdaptation) { next in
                    PresentingView(model: model, layer: next, drawing: drawing)
                })
    }

    /// What the close button does: the user dismissing this layer.
    private var close: (() -> Void)? {
        guard let layer, model.drawsCloseButton(on: layer) else { return nil }
        return { model.viewDidDismiss(layer) }
    }

    /// The layer at `depth` when it is shown the way the binding shows layers, and what the
    /// binding's `nil` means: the user dismissed the layer shown when the binding was made, so
    /// a late `nil` never dismisses a newer layer.
    private func presented(
        at depth: Int, as presentation: NavigationModel.Presentation
    ) -> Binding<NavigationModel.Layer?> {
        let model = model
        let shown = model.layer(at: depth, presentedAs: presentation)
        return Binding(
            get: { model.layer(at: depth, presentedAs: presentation) },
            set: { newValue in
                if newValue == nil, let shown { model.viewDidDismiss(shown) }
            })
    }
}

/// What every level of a ``NavigationRoot`` draws with: the app's screens, its tab labels, how
/// its popovers adapt and how its tabs are drawn.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct LevelDrawing<ScreenView: View> {
    let screen: (Screen) -> ScreenView
    let tabLabel: (String) -> TabLabel
    let popoverAdaptation: PresentationAdaptation
    let tabBarStyle: TabBarStyle
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// A full-screen cover where SwiftUI has one, a sheet on macOS, which has none.
    fileprivate func fullScreenPresentation<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: @escaping () -> Void, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        #if os(macOS)
        return sheet(item: item, onDismiss: onDismiss, content: content)
        #else
        return fullScreenCover(item: item, onDismiss: onDismiss, content: content)
        #endif
    }
}
#endif
