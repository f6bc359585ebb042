/// A value describing the visible UI: a root container plus the chain of presented layers.
///
/// ```swift
/// let state = NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed"))
/// state.topScreen   // feed
/// print(state)      // an indented text tree
/// ```
public struct NavigationState: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The window's root: a single screen, a stack, or tabs.
    public var root: NavigationContainer
    /// The presented layers, bottom first; the last one is on top.
    public var layers: [PresentedLayer]

    /// Creates a state with `root` and the presented `layers`, bottom first.
    public init(root: NavigationContainer, layers: [PresentedLayer] = []) {
        self.root = root
        self.layers = layers
    }

    /// The container the user sees: the top layer's, or the root when nothing is presented.
    public var topContainer: NavigationContainer {
        layers.last?.container ?? root
    }

    /// The screen the user sees.
    public var topScreen: Screen? {
        topContainer.topScreen
    }

    /// The state as an indented text tree, one screen per line, the top-most screen marked.
    public var description: String { render() }
}
