import WaypointNavigation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationModel {
    /// What holds screens, as the view draws it: a single screen, a stack, a tab bar, or a split
    /// view.
    @MainActor
    public enum Container {
        /// One screen with no navigation stack: nothing can be pushed onto it.
        case screen(Screen)
        /// A navigation stack.
        case stack(Stack)
        /// A tab bar whose tabs each hold a stack.
        case tabs(Tabs)
        /// A split view whose columns each hold a stack.
        case split(Split)

        /// Objects for `container`.
        init(_ container: NavigationContainer) {
            switch container {
            case .screen(let screen):
                self = .screen(screen)
            case .stack(let screens):
                self = .stack(Stack(screens))
            case .tabs(let tabs, let selected):
                self = .tabs(Tabs(tabs, selected: selected))
            case .split(let split):
                self = .split(Split(split))
            }
        }

        /// The container as a value.
        public var value: NavigationContainer {
            switch self {
            case .screen(let screen):
                return .screen(screen)
            case .stack(let stack):
                return .stack(stack.screens)
            case .tabs(let tabs):
                return .tabs(tabs.items.map { Tab($0.id, $0.stack.screens) }, selected: tabs.selection)
            case .split(let split):
                return .split(split.value)
            }
        }

        /// The stack a push grows: the stack itself, the selected tab's, or a split view's detail
        /// stack; `nil` for a single screen or a selection that names no tab.
        public var activeStack: Stack? {
            switch self {
            case .screen:
                return nil
            case .stack(let stack):
                return stack
            case .tabs(let tabs):
                return tabs.selectedItem?.stack
            case .split(let split):
                return split.detail
            }
        }

        /// Whether `stack` is this container's stack, one of its tabs' or one of its columns'.
        func holds(_ stack: Stack) -> Bool {
            switch self {
            case .screen:
                return false
            case .stack(let own):
                return own === stack
            case .tabs(let tabs):
                return tabs.items.contains { $0.stack === stack }
            case .split(let split):
                return split.holds(stack)
            }
        }

        /// Whether `tabs` is this container's tab bar.
        func holds(_ tabs: Tabs) -> Bool {
            if case .tabs(let own) = self { return own === tabs }
            return false
        }

        /// Whether `split` is this container's split view.
        func holds(_ split: Split) -> Bool {
            if case .split(let own) = self { return own === split }
            return false
        }
    }
}
