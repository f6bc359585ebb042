#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import WaypointNavigation

/// The navigation host for one UIKit window: it reads what is on screen from the live view
/// controller hierarchy and carries out each step of a plan with UIKit's own calls.
///
/// ```swift
/// let host = UIKitHost(window: window, factory: factory)
/// let navigator = Navigator(schemes: ["photofeed"], host: host)
/// ```
///
/// **Reading.** ``state`` is read from the hierarchy every time: the window's root, the tab
/// bar's selection (a ``ContainerAdapter``'s visible child), navigation stacks, a split view's
/// columns (the same `SplitView` whether UIKit shows them side by side or collapsed into one
/// stack), then the chain of presented controllers, leaving out any being
/// dismissed. What the user did by hand (a back swipe, a sheet swipe, a tab tap) is therefore
/// never out of sync. A controller is the screen it provides (``ScreenProviding``), or the screen
/// a host's factory made it for; any other controller is an unidentified screen
/// (``unidentifiedKind``). Which screen a controller shows, which tab it is and how its layer
/// was presented are kept with the controller, not in one host: a second host on the same
/// window (after the app rebuilds its navigator, say) reads the same state. While the More
/// tab's list shows, the tab bar's selected tab is ``moreListTabID``, which names no tab.
///
/// **Settling.** Before the navigator plans a link, ``settle()`` waits for every transition
/// running in the window — a dismissal the app started, a back swipe or a sheet drag still
/// under the user's finger — to complete or be cancelled, each for at most
/// ``transitionTimeout``. The link is planned from what stays: the screen below after a back
/// swipe that completed, the same stack after one the user abandoned, the sheet after a drag
/// that sprang back.
///
/// **Applying.** Each step waits for any transition already running, then makes one UIKit call
/// and returns once UIKit has carried it out: its completion ran or, for a change UIKit makes
/// at once, the hierarchy shows it. Presentations start from the top-most presented
/// controller; dismissals from the presenter of the first layer to go. A push that is not
/// animated and that another push follows — the synthesized back stack the planner writes
/// before the one animated push — is held, counted in ``state`` at once, and handed to UIKit
/// together with the pushes that follow as one `setViewControllers(_:animated:)`; when the
/// link's last push returns, all of them are on screen, and a refusal fails that push. A layer
/// A split view's `selectItem`, `showColumn`, `push`, `popTo` and `update` act on its columns:
/// expanded, on each column's navigation controller; collapsed, on the one stack UIKit shows,
/// handing a new column to the split view with `show(_:)` so that it expands back into place. A
/// collapse or expansion that happens while a transition runs ends with it, before the next step
/// and before the next link is planned. A layer
/// with a close button gets a `UIBarButtonItem(systemItem: .close)` on its first controller
/// that dismisses the layer. A `setRoot` replaces the window's root controller (without
/// animation, after dismissing what the old root presented). An `update` hands the new screen
/// to a top controller that adopts ``ScreenUpdating``; otherwise it replaces the top controller
/// with a new one from the factory.
///
/// **Failing.** A step UIKit refuses (a presenter already presenting, a view not in the window,
/// a transition already running), a controller the factory cannot make or that UIKit would raise
/// on, and a transition that does not complete within ``transitionTimeout`` all end the step
/// with `NavigationError.hostFailed(_:reason:)`; a factory that throws or returns `nil` for one
/// screen ends it with `NavigationError.screenUnavailable(_:reason:)`, naming the screen. Pushes
/// held for a step that fails are dropped, so ``state`` reads what UIKit shows. A step whose
/// window's scene is disconnected, before it or while it runs, fails with
/// `NavigationError.windowClosed(_:)`. The host never does nothing silently and never waits
/// forever.
@MainActor
public final class UIKitHost: NavigationHost {
    /// The kind of the screen a controller that says nothing about itself shows. No route builds
    /// a screen of this kind, so the planner never switches to such a controller.
    public static let unidentifiedKind = "UIKitHost.unidentified"

    /// The selected tab's identifier while the More tab's list shows (UIKit's `selectedIndex` is
    /// then `NSNotFound`): it names no tab, so nothing can be pushed there.
    public static let moreListTabID = "UIKitHost.moreList"

    /// The window the host navigates. The app keeps it alive; the host holds it weakly.
    public private(set) weak var window: UIWindow?

    /// Makes the controllers for screens, and holds custom transitions.
    public var factory: ScreenFactory

    /// How long a step waits for UIKit to complete a transition (and for a transition already
    /// running to end) before it fails.
    public var transitionTimeout: Duration

    /// Set as the delegate of each presentation the host makes that has none (a popover anchor
    /// may set one): its `adaptivePresentationStyle(for:traitCollection:)` decides what a
    /// popover or form sheet shows as where the width is compact, `.none` keeping it a popover.
    /// The state the host reads keeps the layer's style either way. The host holds it weakly.
    public weak var presentationDelegate: (any UIAdaptivePresentationControllerDelegate)?

    /// What every host knows about the controllers hosts made, kept by controller.
    let marks = HierarchyMarks.shared
    /// Non-animated pushes waiting to reach UIKit with the push that follows them.
    var staged: StagedPushes?
    /// Whether the window belonged to a scene when the host was made.
    private let hadScene: Bool
    private var isBusy = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// A host for `window`, making controllers with `factory`.
    public init(window: UIWindow, factory: ScreenFactory, transitionTimeout: Duration = .seconds(10)) {
        self.window = window
        self.hadScene = window.windowScene != nil
        self.factory = factory
        self.transitionTimeout = transitionTimeout
    }

    /// A host for the key window of the app's foreground-active window scene.
    ///
    /// - Throws: ``UIKitHostError`` when no scene is foreground-active or it has no key window.
    public convenience init(
        factory: ScreenFactory, transitionTimeout: Duration = .seconds(10)
    ) throws(UIKitHostError) {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        guard let scene = scenes.first(where: { $0.activationState == .foregroundActive }) else {
            throw .noForegroundActiveScene
        }
        guard let window = scene.keyWindow else { throw .noKeyWindow }
        self.init(window: window, factory: factory, transitionTimeout: transitionTimeout)
    }

    /// What the window shows now, read from the live hierarchy.
    public var state: NavigationState { read().state }

    /// The hierarchy as it is now, staged pushes included.
    func read() -> LiveHierarchy {
        reader.read(window)
    }

    var reader: HierarchyReader {
        HierarchyReader(marks: marks, staged: staged.map { ($0.navigation, $0.controllers) })
    }

    /// Carries out `step` and returns once UIKit has completed it.
    ///
    /// - Throws: `NavigationError.invalidStep(_:reason:)` when the step does not fit what is on
    ///   screen; `NavigationError.hostFailed(_:reason:)` when UIKit refuses it, the factory
    ///   cannot make a controller, or the transition does not complete within
    ///   ``transitionTimeout``; `NavigationError.screenUnavailable(_:reason:)` when the factory
    ///   throws or returns `nil` for the screen.
    public func apply(_ step: NavigationStep) async throws(NavigationError) {
        try await apply(step, followedBy: nil)
    }

    /// Carries out `step`, or holds it when it is a push without animation and `next` is a push
    /// too, so that a synthesized back stack reaches UIKit in one `setViewControllers(_:animated:)`
    /// with the push that ends it. Returns once UIKit has carried out everything not held.
    ///
    /// - Throws: as ``apply(_:)``; a held push that UIKit refuses fails the push that follows.
    ///   When a step fails, the pushes held for it are dropped: ``state`` reads what UIKit shows.
    ///   `NavigationError.windowClosed(_:)` when the window's scene is disconnected before the
    ///   step or while it runs.
    public func apply(_ step: NavigationStep, followedBy next: NavigationStep?) async throws(NavigationError) {
        await acquire()
        defer { release() }
        guard isConnected else { throw .windowClosed(step) }
        do {
            try await carryOut(step, followedBy: next)
        } catch {
            // Held pushes belong to the batch that failed: UIKit never saw them, so ``state``
            // stops counting them, and no later step or `settle()` shows half of a failed link.
            staged = nil
            throw isConnected ? error : .windowClosed(step)
        }
        guard isConnected else {
            staged = nil
            throw .windowClosed(step)
        }
    }

    /// Whether the window still belongs to a connected scene: after the system disconnects the
    /// scene (the user closed the window), nothing the host does is on screen.
    var isConnected: Bool {
        guard let window else { return false }
        // A window a scene never held (an app without scenes) has nothing to disconnect.
        guard let scene = window.windowScene else { return !hadScene }
        return scene.activationState != .unattached
            && UIApplication.shared.connectedScenes.contains { $0 === scene }
    }

    /// Carries out `step` (see ``apply(_:followedBy:)``), the host already taken.
    private func carryOut(_ step: NavigationStep, followedBy next: NavigationStep?) async throws(NavigationError) {
        try await waitForRunningTransitions(before: step)
        if case .push(let screen) = step.transition {
            var holding = false
            if !step.animated, case .push = next?.transition { holding = true }
            try await push(screen, step, holding: holding)
            return
        }
        try await flushStaged()
        switch step.transition {
        case .dismiss(let remaining): try await dismiss(toLayer: remaining, step)
        case .selectTab(let id): try await selectTab(id, step)
        case .popTo(let index): try await pop(to: index, step)
        case .push: break
        case .present(let layer): try await present(layer, step)
        case .setRoot(let container): try await setRoot(container, step)
        case .update(let screen): try await update(to: screen, step)
        case .selectItem(let id): try await selectItem(id, step)
        case .showColumn(let column, let screens): try await showColumn(column, screens, step)
        }
    }

    /// Returns once no transition runs in the window: each running one (a dismissal the app
    /// started, a back swipe or a sheet drag under the user's finger) has completed or been
    /// cancelled, or ``transitionTimeout`` has passed for it. Pushes held for a push that never
    /// came (the link was replaced) reach UIKit too.
    public func settle() async {
        await acquire()
        defer { release() }
        _ = await waitUntilIdle()
        try? await flushStaged()
        _ = await waitUntilIdle()
    }

    // MARK: One step at a time

    /// Takes the host: steps from two tasks, and a staged flush, never interleave.
    private func acquire() async {
        guard isBusy else {
            isBusy = true
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Hands the host to the next waiter, which inherits the busy flag.
    private func release() {
        guard !waiters.isEmpty else {
            isBusy = false
            return
        }
        waiters.removeFirst().resume()
    }
}
