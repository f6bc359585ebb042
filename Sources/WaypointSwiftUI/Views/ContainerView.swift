#if canImport(SwiftUI)
import SwiftUI
import WaypointNavigation

/// Draws one container: a single screen, a `NavigationStack(path:)`, a `TabView` with a
/// stack per tab, or a `NavigationSplitView` with a stack per column. Each stack and the tab bar are read in their own views, so that a push
/// redraws only its stack.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct ContainerView<ScreenView: View>: View {
    let model: NavigationModel
    let container: NavigationModel.Container
    let close: (() -> Void)?
    let drawing: LevelDrawing<ScreenView>

    var body: some View {
        switch container {
        case .screen(let shown):
            drawing.screen(shown)
        case .stack(let stack):
            StackView(model: model, stack: stack, close: close, screen: drawing.screen)
        case .tabs(let tabs):
            TabsView(model: model, tabs: tabs, close: close, drawing: drawing)
        case .split(let split):
            SplitColumnsView(model: model, split: split, close: close, drawing: drawing)
        }
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
