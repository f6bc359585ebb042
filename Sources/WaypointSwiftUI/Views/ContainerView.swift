#if canImport(SwiftUI)
import SwiftUI
import WaypointNavigation

/// Draws one container: a single screen, a `NavigationStack(path:)`, or a `TabView` with a
/// stack per tab. Each stack and the tab bar are read in their own views, so that a push
/// redraws only its stack.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct ContainerView<ScreenView: View>: View {
    let model: NavigationModel
    let container: NavigationModel.Container
    let close: (() -> Void)?
    let screen: (Screen) -> ScreenView
    let tabLabel: (String) -> TabLabel

    var body: some View {
        switch container {
        case .screen(let shown):
            screen(shown)
        case .stack(let stack):
            StackView(model: model, stack: stack, close: close, screen: screen)
        case .tabs(let tabs):
            TabsView(model: model, tabs: tabs, close: close, screen: screen, tabLabel: tabLabel)
        }
    }
}

/// A tab bar bound to the model's selection, each tab labelled as the app describes it; a tap
/// writes back through the model.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct TabsView<ScreenView: View>: View {
    let model: NavigationModel
    let tabs: NavigationModel.Tabs
    let close: (() -> Void)?
    let screen: (Screen) -> ScreenView
    let tabLabel: (String) -> TabLabel

    var body: some View {
        let model = model
        let tabs = tabs
        let selection = Binding(
            get: { tabs.selection },
            set: { id in model.viewDidSelectTab(id, in: tabs) })
        TabView(selection: selection) {
            // Indices, not identifiers: a state may name two tabs alike.
            ForEach(tabs.items.indices, id: \.self) { index in
                let item = tabs.items[index]
                let label = tabLabel(item.id)
                StackView(model: model, stack: item.stack, close: close, screen: screen)
                    .tabItem { TabLabelView(label: label) }
                    .tabBadge(label.visibleBadge)
                    .tag(item.id)
            }
        }
    }
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

/// A `NavigationStack` bound to one stack's path; a back swipe or a `NavigationLink(value:)`
/// writes back through the model.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct StackView<ScreenView: View>: View {
    let model: NavigationModel
    let stack: NavigationModel.Stack
    let close: (() -> Void)?
    let screen: (Screen) -> ScreenView

    var body: some View {
        let model = model
        let stack = stack
        let path = Binding(
            get: { stack.path },
            set: { path in model.viewDidChangePath(of: stack, to: path) })
        NavigationStack(path: path) {
            Group {
                if let root = stack.root {
                    screen(root)
                }
            }
            .navigationDestination(for: Screen.self) { pushed in
                screen(pushed)
            }
            .toolbar {
                if let close {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Close", action: close)
                    }
                }
            }
        }
    }
}
#endif
