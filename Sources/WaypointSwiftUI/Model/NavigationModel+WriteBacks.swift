import WaypointNavigation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationModel {
    /// Takes what a `NavigationStack(path:)` binding writes: a shorter path after a back swipe
    /// or the back button, or one screen more after a `NavigationLink(value:)`.
    ///
    /// Idempotent: writing the path the stack already has changes nothing. Any other value (a
    /// stack no longer shown, a path that is neither a prefix nor one screen longer) is ignored,
    /// and the view draws the model's path again.
    public func viewDidChangePath(of stack: Stack, to path: [Screen]) {
        guard shows(stack), stack.root != nil, path != stack.path else { return }
        if path.count < stack.path.count, stack.path.starts(with: path) {
            stack.pop(to: path.count)
        } else if path.count == stack.path.count + 1, path.starts(with: stack.path), let pushed = path.last {
            stack.push(pushed)
        }
    }

    /// Takes what a `TabView(selection:)` binding writes when the user taps a tab.
    ///
    /// Idempotent: the selected tab again changes nothing; a tab bar no longer shown or an
    /// identifier that names no tab is ignored.
    public func viewDidSelectTab(_ id: String, in tabs: Tabs) {
        guard shows(tabs), tabs.contains(id) else { return }
        tabs.select(id)
    }

    /// Takes a `.sheet(item:)` or `.fullScreenCover(item:)` binding's `nil`: the user swiped
    /// `layer` away or tapped its close button. The layer and those above it leave the model at
    /// once, and the next presentation change waits until the view reports the dismissal
    /// finished.
    ///
    /// Idempotent: a layer already gone (the same `nil` twice, or late) is ignored.
    public func viewDidDismiss(_ layer: Layer) {
        guard let index = layers.firstIndex(where: { $0 === layer }) else { return }
        removeLayers(from: index)
    }
}
