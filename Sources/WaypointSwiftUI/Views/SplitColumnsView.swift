#if canImport(SwiftUI)
import SwiftUI
import WaypointNavigation

/// A `NavigationSplitView` of two or three columns, each a `NavigationStack` bound to the
/// model's column: the column visibility, the column a collapsed split shows, and (through
/// ``SwiftUI/EnvironmentValues/splitSelection``) the sidebar's selection write back through the
/// model.
///
/// Collapsed on a horizontally compact window SwiftUI shows the columns as one stack; the
/// binding of `preferredCompactColumn` reads the model's ``NavigationModel/Split/compactColumn``,
/// so a link that fills the detail shows it, and the user's way back to the sidebar writes back.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct SplitColumnsView<ScreenView: View>: View {
    let model: NavigationModel
    let split: NavigationModel.Split
    let close: (() -> Void)?
    let drawing: LevelDrawing<ScreenView>

    #if os(iOS) || os(visionOS)
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    #endif

    /// Whether SwiftUI shows the split collapsed into one stack.
    private var isCollapsed: Bool {
        #if os(iOS) || os(visionOS)
        return horizontalSizeClass == .compact
        #elseif os(watchOS)
        return true
        #else
        return false
        #endif
    }

    var body: some View {
        let model = model
        let split = split
        let collapsed = isCollapsed
        let visibility = Binding(
            get: { NavigationSplitViewVisibility(split.columnVisibility) },
            set: { model.viewDidChangeColumnVisibility(SplitColumnVisibility($0), in: split) })
        let compactColumn = Binding(
            get: { NavigationSplitViewColumn(split.compactColumn) },
            set: { column in
                if collapsed { model.viewDidShowCompactColumn(SplitView.Column(column), in: split) }
            })
        let selection = Binding(
            get: { split.selection },
            set: { model.viewDidSelectItem($0, in: split) })
        Group {
            if let content = split.content {
                NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: compactColumn) {
                    column(split.sidebar, close: close)
                } content: {
                    column(content, close: nil)
                } detail: {
                    column(split.detail, close: nil)
                }
            } else {
                NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: compactColumn) {
                    column(split.sidebar, close: close)
                } detail: {
                    column(split.detail, close: nil)
                }
            }
        }
        .environment(\.splitSelection, selection)
    }

    /// One column's stack; the close button of a split in a layer is on the sidebar.
    private func column(_ stack: NavigationModel.Stack, close: (() -> Void)?) -> some View {
        StackView(model: model, stack: stack, close: close, screen: drawing.screen)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationSplitViewVisibility {
    /// SwiftUI's visibility for the model's.
    init(_ visibility: SplitColumnVisibility) {
        switch visibility {
        case .automatic: self = .automatic
        case .all: self = .all
        case .doubleColumn: self = .doubleColumn
        case .detailOnly: self = .detailOnly
        }
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SplitColumnVisibility {
    /// The model's visibility for SwiftUI's.
    init(_ visibility: NavigationSplitViewVisibility) {
        switch visibility {
        case .all: self = .all
        case .doubleColumn: self = .doubleColumn
        case .detailOnly: self = .detailOnly
        default: self = .automatic
        }
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationSplitViewColumn {
    /// SwiftUI's column for the model's.
    init(_ column: SplitView.Column) {
        switch column {
        case .sidebar: self = .sidebar
        case .content: self = .content
        case .detail: self = .detail
        }
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SplitView.Column {
    /// The model's column for SwiftUI's.
    init(_ column: NavigationSplitViewColumn) {
        switch column {
        case .sidebar: self = .sidebar
        case .content: self = .content
        default: self = .detail
        }
    }
}
#endif
