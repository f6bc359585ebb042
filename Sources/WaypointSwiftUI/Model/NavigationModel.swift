import Observation
import WaypointNavigation

/// The navigation a SwiftUI app shows, as observable objects its views render: the root (a
/// single screen, a stack, tabs each holding a stack, or a split view's columns) and the presented layers (sheets and
/// full-screen covers), each with its own stack. A `NavigationHost`: a `Navigator` drives it,
/// and `NavigationRoot` (where SwiftUI exists) draws it.
///
/// ```swift
/// let model = NavigationModel(NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed")))
/// let navigator = Navigator(schemes: ["photofeed"], host: model)
/// ```
///
/// ## What a change notifies
///
/// Every part lives in its own observable object, so a change notifies only the views that read
/// the part it changes:
/// - a push, a pop or an update notifies readers of that stack's ``Stack/root`` and
///   ``Stack/path``, never another tab's stack, the layers or the selection;
/// - selecting a tab notifies readers of that tab bar's ``Tabs/selection``;
/// - presenting or dismissing notifies readers of ``layers``;
/// - replacing the root (a `setRoot` step, ``restore(_:)``) notifies readers of ``root``.
///
/// ## SwiftUI's rules
///
/// - **One presentation change per update.** A step that presents or dismisses changes
///   ``layers`` once (a dismissal of several layers at once is one change, as SwiftUI takes the
///   layers above a dismissed sheet with it) and then waits until the view reports the change
///   finished: ``viewDidFinishDismissal(at:)`` from `.sheet(onDismiss:)`; for a presentation,
///   both ``viewDidShow(_:)`` from the layer's `onAppear` and ``viewDidFinishPresentation(of:)``
///   from the completion of the animation that presents it (see ``layerChangePerformer``), as
///   `onAppear` comes before the sheet's animation has ended. A plan that dismisses and
///   then presents or pushes therefore reaches the view in separate updates. When no report
///   comes within ``transitionTimeout`` the model goes on as if it had (and counts it in
///   ``timedOutTransitions``): a view that never reports slows navigation down but never hangs
///   it.
/// - **Pushes in one update.** Pushes, pops and tab selections never wait, so the pushes of one
///   plan land in the same main-actor turn, which SwiftUI draws as one update.
/// - **Write-backs.** What the user does writes back through the view's bindings
///   (``viewDidChangePath(of:to:)``, ``viewDidSelectTab(_:in:)``, ``viewDidDismiss(_:)``). Each
///   names the object it was bound to, so a write that comes twice or late, for a stack or a
///   layer that is no longer shown, changes nothing; a dismissed sheet is a presentation change
///   like any other, so a link that arrives meanwhile waits until its dismissal finished.
/// - **The app's own changes.** Pop to the root, select a tab, dismiss the top layer or show a
///   whole state with `Navigator.perform(_:animated:)`, not by writing to the model: the
///   navigator plans the change, runs it in turn with the links and reports it as it reports a
///   link. A `NavigationLink(value:)` of a `Screen` writes back like a back swipe does.
/// - **In order.** A `Navigator` runs one link at a time; the model adds two things. While a
///   step waits for the view, ``state`` already shows the step's result, so a link queued behind
///   it plans from what will be on screen. And steps applied while another waits (from a second
///   navigator, or the app's own code) run after it, in the order they were applied.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@Observable
@MainActor
public final class NavigationModel {
    /// The window's root container.
    public internal(set) var root: Container
    /// The presented layers, bottom first; the last one is on top.
    public internal(set) var layers: [Layer]

    /// How long a presentation change waits for the view's report before the model goes on.
    @ObservationIgnored public let transitionTimeout: Duration
    /// Whether `NavigationRoot` draws a "Close" button on a layer whose ``Layer/hasCloseButton``
    /// is true (a modal embedded in a stack). `false` when the app's screens bring their own
    /// "Done" or "Cancel": the layer's value keeps its flag, only the button is not drawn.
    @ObservationIgnored public let drawsCloseButtons: Bool
    /// How many presentation changes the view never reported within ``transitionTimeout``: more
    /// than zero in an app means the view glue misses a report.
    @ObservationIgnored public internal(set) var timedOutTransitions = 0
    /// Makes each change of ``layers`` so that the view can tell when it finished animating;
    /// `NavigationRoot` installs one when it appears. `nil` (a model no view draws) makes the
    /// changes directly, and a presentation then ends when the view reports it finished or at
    /// the time-out.
    @ObservationIgnored public var layerChangePerformer: LayerChangePerformer?

    /// The presentation change the view has yet to report finished.
    @ObservationIgnored var transition: RunningTransition?
    /// Numbers transitions, so that a time-out ends only the one it was started for.
    @ObservationIgnored var transitionCount = 0
    /// Whether a step is being applied; the steps waiting for it, in order.
    @ObservationIgnored var isApplying = false
    @ObservationIgnored var turnWaiters: [CheckedContinuation<Void, Never>] = []

    /// A model showing `state`.
    ///
    /// - Parameters:
    ///   - state: what the model shows first.
    ///   - transitionTimeout: how long a presentation change waits for the view to report it
    ///     finished (a sheet animates for about half a second); `.zero` never waits, for a model
    ///     that no view draws.
    ///   - drawsCloseButtons: whether the view draws a "Close" button on layers that ask for one
    ///     (see ``drawsCloseButtons``).
    public init(_ state: NavigationState, transitionTimeout: Duration = .seconds(1), drawsCloseButtons: Bool = true) {
        root = Container(state.root)
        layers = state.layers.map(Layer.init)
        self.transitionTimeout = transitionTimeout
        self.drawsCloseButtons = drawsCloseButtons
    }

    /// Whether the view draws a close button on `layer`: the layer asks for one and the model
    /// draws them.
    public func drawsCloseButton(on layer: Layer) -> Bool {
        drawsCloseButtons && layer.hasCloseButton
    }

    /// What is on screen, as a value: saved with `@SceneStorage` or `Codable`, and given back to
    /// ``init(_:transitionTimeout:drawsCloseButtons:)`` or ``restore(_:)``, it shows the same navigation again.
    public var state: NavigationState {
        NavigationState(root: root.value, layers: layers.map(\.value))
    }

    /// Shows `state` at once, with no waiting for the view: for restoring a saved state before
    /// the first link opens.
    public func restore(_ state: NavigationState) {
        root = Container(state.root)
        layers = state.layers.map(Layer.init)
    }

    /// The container the user sees: the top layer's, or the root's.
    var topContainer: Container {
        layers.last?.container ?? root
    }

    /// Whether `stack` is one the model shows (and not one a late write-back still holds).
    func shows(_ stack: Stack) -> Bool {
        root.holds(stack) || layers.contains { $0.container.holds(stack) }
    }

    /// Whether `tabs` is a tab bar the model shows.
    func shows(_ tabs: Tabs) -> Bool {
        root.holds(tabs) || layers.contains { $0.container.holds(tabs) }
    }

    /// Whether `split` is a split view the model shows.
    func shows(_ split: Split) -> Bool {
        root.holds(split) || layers.contains { $0.container.holds(split) }
    }
}
