import Observation
import WaypointNavigation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationModel {
    /// A navigation stack as `NavigationStack(path:)` wants it: the root screen, drawn by the
    /// stack's root view, and the path of screens pushed above it.
    ///
    /// Its own observable object: a push or a pop here notifies only the views that read this
    /// stack.
    @Observable
    @MainActor
    public final class Stack {
        /// The screen at the bottom of the stack; `nil` only for an empty stack (which a state
        /// may hold, and which a push fills).
        public internal(set) var root: Screen?
        /// The screens pushed above the root, bottom first; empty when `root` is `nil`.
        public internal(set) var path: [Screen]

        /// A stack of `screens`, root first.
        init(_ screens: [Screen]) {
            root = screens.first
            path = Array(screens.dropFirst())
        }

        /// Every screen, root first.
        public var screens: [Screen] {
            guard let root else { return [] }
            return [root] + path
        }

        /// How many screens the stack holds, its root included.
        public var count: Int {
            root == nil ? 0 : path.count + 1
        }

        /// Pushes `screen`; onto an empty stack it becomes the root.
        func push(_ screen: Screen) {
            if root == nil {
                root = screen
            } else {
                path.append(screen)
            }
        }

        /// Pops until the screen at `index` (the root is 0) is on top; `index` is in range.
        func pop(to index: Int) {
            if index < path.count {
                path.removeSubrange(index...)
            }
        }

        /// Replaces every screen with `screens`, notifying only the parts that change.
        func replace(with screens: [Screen]) {
            let newRoot = screens.first
            let newPath = Array(screens.dropFirst())
            if root != newRoot { root = newRoot }
            if path != newPath { path = newPath }
        }

        /// Replaces the top screen; the stack is not empty.
        func replaceTop(with screen: Screen) {
            if path.isEmpty {
                root = screen
            } else {
                path[path.count - 1] = screen
            }
        }
    }
}
