/// How a screen that is not already reachable gets on screen.
public enum Presentation: Hashable, Sendable, Codable {
    /// Push when a stack is on top; otherwise present it embedded in a new stack with a close
    /// button (unless ``NavigationIntent/closeButton`` is `false`). Today the same as ``push``; hosts may learn better defaults later.
    case automatic
    /// Push onto the top-most stack; with no stack on top, the fallback: a modal embedded
    /// in a new stack with a close button (unless ``NavigationIntent/closeButton`` is `false`).
    case push
    /// Present modally with `style`, alone or embedded in a new stack (a back stack always
    /// embeds, since it needs a stack to live in).
    case modal(ModalStyle, embedInStack: Bool)
    /// Replace the window's root with a stack holding the back stack and the target.
    case root
    /// Show in the tab with this identifier: dismiss everything, select it, then pop to the
    /// target or push it there.
    case tab(String)
    /// Present with a transition the host knows by name (a ``ModalStyle`` of that name).
    case custom(String)

    /// A modal with `style`, not embedded in a stack.
    public static func modal(_ style: ModalStyle) -> Presentation {
        .modal(style, embedInStack: false)
    }
}
