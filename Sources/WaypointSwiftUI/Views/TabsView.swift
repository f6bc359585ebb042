#if canImport(SwiftUI)
import SwiftUI
import WaypointNavigation

/// A tab bar bound to the model's selection, each tab labelled as the app describes it; a tap
/// writes back through the model. Drawn with `Tab(value:)` and the sidebar-adaptable style where
/// the app asks for it and the system has them, with `tabItem` and `tag` otherwise.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct TabsView<ScreenView: View>: View {
    let model: NavigationModel
    let tabs: NavigationModel.Tabs
    let close: (() -> Void)?
    let drawing: LevelDrawing<ScreenView>

    var body: some View {
        #if os(iOS) || os(macOS) || os(visionOS)
        if #available(iOS 18.0, macOS 15.0, visionOS 2.0, *), drawing.tabBarStyle == .sidebarAdaptable {
            sidebarAdaptable
        } else {
            tabItems
        }
        #else
        tabItems
        #endif
    }

    /// The selection, read from the model and written back through it.
    private var selection: Binding<String> {
        let model = model
        let tabs = tabs
        return Binding(
            get: { tabs.selection },
            set: { id in model.viewDidSelectTab(id, in: tabs) })
    }

    /// One `tabItem` and `tag` per tab.
    private var tabItems: some View {
        TabView(selection: selection) {
            // Indices, not identifiers: a state may name two tabs alike.
            ForEach(tabs.items.indices, id: \.self) { index in
                let item = tabs.items[index]
                let label = drawing.tabLabel(item.id)
                StackView(model: model, stack: item.stack, close: close, screen: drawing.screen)
                    .tabItem { TabLabelView(label: label) }
                    .tabBadge(label.visibleBadge)
                    .tag(item.id)
            }
        }
    }

    #if os(iOS) || os(macOS) || os(visionOS)
    /// One `Tab(value:)` per tab, in the style that becomes a sidebar on an iPad.
    @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
    private var sidebarAdaptable: some View {
        TabView(selection: selection) {
            ForEach(tabs.items.indices, id: \.self) { index in
                let item = tabs.items[index]
                let label = drawing.tabLabel(item.id)
                SwiftUI.Tab(value: item.id) {
                    StackView(model: model, stack: item.stack, close: close, screen: drawing.screen)
                } label: {
                    TabLabelView(label: label)
                }
                .badge(label.visibleBadge.map(Self.badgeText))
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }

    /// A tab badge's text.
    private static func badgeText(_ badge: TabLabel.Badge) -> Text {
        switch badge {
        case .count(let count):
            return Text(count, format: .number)
        case .text(let text):
            return Text(text)
        }
    }
    #endif
}

/// A tab's title, under its symbol when it has one.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct TabLabelView: View {
    let label: TabLabel

    var body: some View {
        if let systemImage = label.systemImage {
            Label(label.title, systemImage: systemImage)
        } else {
            Text(label.title)
        }
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// `badge` on a tab's content: a count or a text; nothing for `nil`. Tab badges exist on
    /// iOS, iPadOS, Mac Catalyst, macOS and visionOS, not on tvOS and watchOS.
    @ViewBuilder
    fileprivate func tabBadge(_ badge: TabLabel.Badge?) -> some View {
        #if os(tvOS) || os(watchOS)
        self
        #else
        switch badge {
        case .count(let count)?:
            self.badge(count)
        case .text(let text)?:
            self.badge(Text(text))
        case nil:
            self
        }
        #endif
    }
}
#endif
