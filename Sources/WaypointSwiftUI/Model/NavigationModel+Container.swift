import WaypointNavigation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationModel {
    /// What holds screens, as the view draws it: a single screen, a stack, or a tab bar.
    @MainActor
    public enum Container {
        /// One screen with no navigation stack: nothing can be pushed onto it.
        case screen(Screen)
        /// A navigation stack.
        case stack(Stack)
        /// A tab bar whose tabs each hold a stack.
        case tabs(Tabs)

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
                // The model has no split view yet: its steps fail (see `perform`), and a state
                // given with one shows its screens as one stack.
                self = .stack(Stack(split.screens))
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
            }
        }

        /// The stack a push grows: the stack itself, or the selected tab's; `nil` for a single
        /// screen or a selection that names no tab.
        public var activeStack: Stack? {
            switch self {
            case .screen:
                return nil
            case .stack(let stack):
                return stack
            case .tabs(let tabs):
                return tabs.selectedItem?.stack
            }
        }

        /// Whether `stack` is this container's stack or one of its tabs'.
        func holds(_ stack: Stack) -> Bool {
            switch self {
            case .screen:
                return false
            case .stack(let own):
                return own === stack
            case .tabs(let tabs):
                return tabs.items.contains { $0.stack === stack }
            }
        }

        /// Whether `tabs` is this container's tab bar.
        func holds(_ tabs: Tabs) -> Bool {
            if case .tabs(let own) = self { return own === tabs }
            return false
        }
    }
}
