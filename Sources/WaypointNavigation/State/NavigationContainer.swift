/// What holds screens: a single screen, a navigation stack, a tab bar of stacks, or a split view's
/// columns.
///
/// The root of a ``NavigationState`` and each presented layer are containers.
public enum NavigationContainer: Hashable, Sendable, Codable {
    /// One screen with no navigation stack: nothing can be pushed onto it.
    case screen(Screen)
    /// A navigation stack, root first; never empty.
    case stack([Screen])
    /// Tabs, each holding a stack, and the identifier of the selected one.
    case tabs([Tab], selected: String)
    /// A split view's columns.
    case split(SplitView)

    /// The screen this container shows: the single screen, the top of the stack, the top of
    /// the selected tab's stack, or a split view's ``SplitView/topScreen``.
    public var topScreen: Screen? {
        switch self {
        case .screen(let screen):
            return screen
        case .stack(let screens):
            return screens.last
        case .tabs(let tabs, let selected):
            return tabs.first { $0.id == selected }?.stack.last
        case .split(let split):
            return split.topScreen
        }
    }

    /// The fingerprint of ``topScreen``, read in place: no screen is copied.
    var topFingerprint: Int? {
        switch self {
        case .screen(let screen):
            return screen.fingerprint
        case .stack(let screens):
            return screens.isEmpty ? nil : screens[screens.count - 1].fingerprint
        case .tabs(let tabs, let selected):
            guard let tab = tabs.firstIndex(where: { $0.id == selected }), !tabs[tab].stack.isEmpty else {
                return nil
            }
            return tabs[tab].stack[tabs[tab].stack.count - 1].fingerprint
        case .split(let split):
            return split.topScreen?.fingerprint
        }
    }

    /// The stack that a push would grow: the stack itself, the selected tab's stack, or a split
    /// view's detail stack (even when empty: a push onto it shows the detail's root).
    /// `nil` for a single screen, which has no stack.
    public var activeStack: [Screen]? {
        switch self {
        case .screen:
            return nil
        case .stack(let screens):
            return screens
        case .tabs(let tabs, let selected):
            return tabs.first { $0.id == selected }?.stack
        case .split(let split):
            return split.detail
        }
    }

    /// How many screens ``activeStack`` holds, `nil` without one; read in place: no stack is
    /// copied.
    var activeStackCount: Int? {
        switch self {
        case .screen:
            return nil
        case .stack(let screens):
            return screens.count
        case .tabs(let tabs, let selected):
            return tabs.firstIndex { $0.id == selected }.map { tabs[$0].stack.count }
        case .split(let split):
            return split.detail.count
        }
    }

    /// The identifier of the selected tab, for a tab bar.
    public var selectedTab: String? {
        if case .tabs(_, let selected) = self { return selected }
        return nil
    }

    /// The split view, for a split container.
    public var splitView: SplitView? {
        if case .split(let split) = self { return split }
        return nil
    }

    /// Every screen the container holds, in tab and stack order (a split view's sidebar, content
    /// and detail columns, in that order).
    public var screens: [Screen] {
        switch self {
        case .screen(let screen):
            return [screen]
        case .stack(let screens):
            return screens
        case .tabs(let tabs, _):
            return tabs.flatMap(\.stack)
        case .split(let split):
            return split.screens
        }
    }

    /// Runs `body` on the active stack in place (the stack is moved out of the container first,
    /// so that it is not shared and does not get copied); does nothing without an active stack.
    mutating func modifyActiveStack(_ body: (inout [Screen]) -> Void) {
        switch self {
        case .screen:
            return
        case .stack(var screens):
            self = .stack([])
            body(&screens)
            self = .stack(screens)
        case .tabs(var tabs, let selected):
            guard let index = tabs.firstIndex(where: { $0.id == selected }) else { return }
            self = .stack([])
            body(&tabs[index].stack)
            self = .tabs(tabs, selected: selected)
        case .split(var split):
            self = .stack([])
            body(&split.detail)
            self = .split(split)
        }
    }
}
