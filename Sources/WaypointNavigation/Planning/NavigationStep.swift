/// One transition of a ``NavigationPlan``, applied by a host after the previous one completed.
///
/// Steps act on the top-most container as it is when the step runs: `selectTab`, `selectItem`,
/// `showColumn`, `popTo` and `push` address the container the previous steps left on top (a
/// split view's `popTo` and `push` act on its detail stack).
public struct NavigationStep: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What a step does.
    public enum Transition: Hashable, Sendable, Codable {
        /// Dismiss presented layers until `toLayer` remain (`0` dismisses every layer).
        case dismiss(toLayer: Int)
        /// Select the tab with this identifier in the top-most tab bar.
        case selectTab(String)
        /// Pop the top-most stack until the screen at `index` (root is 0) is on top.
        case popTo(index: Int)
        /// Push a screen onto the top-most stack.
        case push(Screen)
        /// Present a layer over everything on screen.
        case present(PresentedLayer)
        /// Replace the window's root container; presented layers go with the old root.
        case setRoot(NavigationContainer)
        /// Replace the top-most screen in place with this one (same screen refreshed, or the same
        /// kind showing new info).
        case update(Screen)
        /// Select the sidebar item with this identifier in the top-most split view; the detail
        /// stack (and the content column of a three-column split) becomes empty.
        case selectItem(String)
        /// Replace a column's stack of the top-most split view with these screens (root first).
        case showColumn(SplitView.Column, [Screen])
    }

    /// What the step does.
    public var transition: Transition
    /// Whether the host animates the transition.
    public var animated: Bool

    /// Creates a step.
    public init(_ transition: Transition, animated: Bool = true) {
        self.transition = transition
        self.animated = animated
    }

    /// The step in one line, `push user(id: 42)` or `dismiss to layer 0 (not animated)`.
    public var description: String {
        let text: String
        switch transition {
        case .dismiss(let layer):
            text = "dismiss to layer \(layer)"
        case .selectTab(let id):
            text = "select tab \(id)"
        case .popTo(let index):
            text = "pop to \(index)"
        case .push(let screen):
            text = "push \(screen)"
        case .present(let layer):
            let shape = layer.isEmbeddedInStack ? "in a stack" : "alone"
            let close = layer.hasCloseButton ? ", close button" : ""
            let screens = layer.container.screens.map(\.description).joined(separator: ", ")
            text = "present \(layer.style) [\(screens)] \(shape)\(close)"
        case .setRoot(let container):
            text = "set root [\(container.screens.map(\.description).joined(separator: ", "))]"
        case .update(let screen):
            text = "update \(screen)"
        case .selectItem(let id):
            text = "select item \(id)"
        case .showColumn(let column, let screens):
            text = "show \(column.rawValue) [\(screens.map(\.description).joined(separator: ", "))]"
        }
        return animated ? text : text + " (not animated)"
    }
}
