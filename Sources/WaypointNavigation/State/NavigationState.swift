/// A value describing the visible UI: a root container plus the chain of presented layers.
///
/// ```swift
/// let state = NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed"))
/// state.topScreen   // feed
/// print(state)      // an indented text tree
/// ```
public struct NavigationState: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The window's root: a single screen, a stack, tabs, or a split view.
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

    /// What `body` reads from the top-most container, borrowed where it is stored: unlike
    /// ``topContainer``, which copies the container (and retains what it holds), this copies
    /// nothing unless `body` calls out while it reads (comparing strings, say).
    func withTopContainer<Value>(_ body: (borrowing NavigationContainer) -> Value) -> Value {
        withContainer(at: layers.isEmpty ? nil : layers.count - 1, body)
    }

    /// What `body` reads from the container of the layer at `layer` (the root for `nil`),
    /// borrowed where it is stored, as ``withTopContainer(_:)`` reads the top-most one.
    func withContainer<Value>(at layer: Int?, _ body: (borrowing NavigationContainer) -> Value) -> Value {
        guard let layer else { return body(root) }
        return body(layers[layer].container)
    }

    /// The identifiers of the root's tabs, in order; empty when the root is not a tab bar.
    public var tabIDs: [String] {
        guard case .tabs(let tabs, _) = root else { return [] }
        return tabs.map(\.id)
    }

    /// The identifiers of the root split view's sidebar items, in order; empty when the root is
    /// not a split view.
    public var splitItems: [String] {
        guard case .split(let split) = root else { return [] }
        return split.items
    }

    /// The screen the user sees.
    public var topScreen: Screen? {
        topContainer.topScreen
    }

    /// The state as an indented text tree, one screen per line, the top-most screen marked.
    public var description: String { render() }
}
