#if canImport(SwiftUI)
import SwiftUI
import WaypointNavigation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationRoot {
    /// A view drawing `model`, each screen drawn by `screen` given the typed screen: the app
    /// `switch`es over it, and a kind it does not handle — one the route file adds, or a
    /// mistyped one — fails the build.
    ///
    /// ```swift
    /// NavigationRoot(model: model, navigator: navigator, screens: AppRoutes.Screen.self) { screen in
    ///     switch screen {
    ///     case .product(let productId): ProductView(productId: productId)
    ///     case .cart: CartView()
    ///     }
    /// }
    /// ```
    ///
    /// A screen that does not convert (a builder of the app's own made it) is drawn as a text
    /// saying why. `popoverAdaptation` and `tabBarStyle` are as in
    /// ``init(model:navigator:tabLabel:popoverAdaptation:tabBarStyle:screen:)``.
    public init<Typed: TypedScreen, Content: View>(
        model: NavigationModel, navigator: Navigator? = nil, screens type: Typed.Type,
        tabLabel: @escaping (String) -> TabLabel = { TabLabel(tabID: $0) },
        popoverAdaptation: PresentationAdaptation = .automatic,
        tabBarStyle: TabBarStyle = .tabItems,
        @ViewBuilder screen: @escaping (Typed) -> Content
    ) where ScreenView == TypedScreenView<Typed, Content> {
        self.init(
            model: model, navigator: navigator, tabLabel: tabLabel, popoverAdaptation: popoverAdaptation,
            tabBarStyle: tabBarStyle
        ) { drawn in
            TypedScreenView(content: TypedScreenContent(drawn), screen: screen)
        }
    }
}

/// One screen of a typed ``NavigationRoot``: the app's view for the typed screen, or a text
/// saying why the screen does not convert.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct TypedScreenView<Typed: TypedScreen, Content: View>: View {
    let content: TypedScreenContent<Typed>
    let screen: (Typed) -> Content

    /// The app's view, or the reason there is none.
    public var body: some View {
        switch content {
        case .screen(let typed): screen(typed)
        case .unavailable(_, let reason): Text(reason.description)
        }
    }
}
#endif
