/// What a link asks for: a target screen, how to show it, and the flags that came with it.
///
/// ```swift
/// let intent = NavigationIntent(Screen("comments", ["mediaId": "7"]),
///                               backStack: [Screen("feed")], presentation: .push)
/// let plan = NavigationPlanner.plan(intent, in: state)
/// ```
public struct NavigationIntent: Hashable, Sendable {
    /// The screen to show.
    public var target: Screen
    /// Screens to synthesize below the target when it has to be built, bottom first.
    public var backStack: [Screen]
    /// How to show the target when it is not already reachable.
    public var presentation: Presentation
    /// Where the target lands: on top of what is showing, or on the root or in a tab with the
    /// presented layers above that place dismissed first.
    public var placement: Placement
    /// Whether transitions animate (the link's `animated` query flag).
    public var animated: Bool
    /// Dismiss every layer and pop to the root first (the `myapp:///path` form).
    public var resetToRoot: Bool
    /// When the top-most screen has the target's kind, update it in place instead of building
    /// another one (and refresh it when it is the target itself). Without it, the same kind
    /// showing other info (another product, a search for other words) is built anew.
    public var updateInPlace: Bool
    /// Whether a stack the plan presents for the target gets a close button: a modal embedded
    /// in a stack, or a push with no stack on top, which becomes such a modal. `false` when the
    /// screens bring their own "Done" or "Cancel"; see ``PresentedLayer/hasCloseButton``.
    public var closeButton: Bool
    /// Where the link came from.
    public var source: LinkSource

    /// Creates an intent.
    public init(
        _ target: Screen,
        backStack: [Screen] = [],
        presentation: Presentation = .automatic,
        placement: Placement = .top,
        animated: Bool = true,
        resetToRoot: Bool = false,
        updateInPlace: Bool = false,
        closeButton: Bool = true,
        source: LinkSource = .inApp
    ) {
        self.target = target
        self.backStack = backStack
        self.presentation = presentation
        self.placement = placement
        self.animated = animated
        self.resetToRoot = resetToRoot
        self.updateInPlace = updateInPlace
        self.closeButton = closeButton
        self.source = source
    }
}
