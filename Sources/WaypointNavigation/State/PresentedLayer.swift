/// One modal layer presented over the root or over another layer.
public struct PresentedLayer: Hashable, Sendable, Codable {
    /// What the layer holds: a single screen, or a stack when it is embedded in one.
    public var container: NavigationContainer
    /// How the layer is presented.
    public var style: ModalStyle
    /// Whether the layer shows a close (Cancel) button that dismisses it — the push fallback
    /// gives one to a push that had no stack to go onto.
    public var hasCloseButton: Bool

    /// Creates a layer.
    public init(
        _ container: NavigationContainer, style: ModalStyle = .automatic, hasCloseButton: Bool = false
    ) {
        self.container = container
        self.style = style
        self.hasCloseButton = hasCloseButton
    }

    /// Whether the layer is embedded in a navigation stack, so screens can be pushed onto it.
    public var isEmbeddedInStack: Bool { container.activeStack != nil }
}
