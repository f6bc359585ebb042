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
/// bar's selection (a ``ContainerAdapter``'s visible child), navigation stacks, the split
/// view's active column, then the chain of presented controllers, leaving out any being
/// dismissed. What the user did by hand (a back swipe, a sheet swipe, a tab tap) is therefore
/// never out of sync. A controller is the screen it provides (``ScreenProviding``), or the screen
/// the host's factory made it for; any other controller is an unidentified screen
/// (``unidentifiedKind``). While the More tab's list shows, the tab bar's selected tab is
/// ``moreListTabID``, which names no tab.
///
/// **Applying.** Each step waits for any transition already running (a dismissal the user
/// started, say), then makes one UIKit call and returns once UIKit's completion has run.
/// Presentations start from the top-most presented controller; dismissals from the presenter of
/// the first layer to go. A push that is not animated — the synthesized back stack the planner
/// writes before the one animated push — is staged, counted in ``state`` at once, and handed to
/// UIKit together with the next push as one `setViewControllers(_:animated:)`, or on its own at
/// the next main-actor turn when no push follows. A layer with a close button gets a
/// `UIBarButtonItem(systemItem: .close)` on its first controller that dismisses the layer. A
/// `setRoot` replaces the window's root controller (without animation, after dismissing what the
/// old root presented). An `update` hands the new screen to a top controller that adopts
/// ``ScreenUpdating``; otherwise it replaces the top controller with a new one from the factory.
///
/// **Failing.** A step UIKit refuses (a presenter already presenting, a view not in the window,
/// a transition already running), a controller the factory cannot make or that UIKit would raise
/// on, and a transition that does not complete within ``transitionTimeout`` all end the step
/// with `NavigationError.hostFailed(_:reason:)`; the host never does nothing silently and never
/// waits forever.
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

    /// Why a staged push failed when it reached UIKit after its step had returned (at the next
    /// main-actor turn, with no step left to report it); `nil` once a later step succeeds.
    public private(set) var deferredFailure: NavigationError?

    let marks = HierarchyMarks()
    /// Non-animated pushes waiting to reach UIKit with the next push.
    var staged: StagedPushes?
    private var isBusy = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// A host for `window`, making controllers with `factory`.
    public init(window: UIWindow, factory: ScreenFactory, transitionTimeout: Duration = .seconds(10)) {
        self.window = window
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
    ///   ``transitionTimeout``.
    public func apply(_ step: NavigationStep) async throws(NavigationError) {
        await acquire()
        defer { release() }
        try await waitForRunningTransitions(before: step)
        if case .push(let screen) = step.transition {
            try await push(screen, step)
        } else {
            try await flushStaged()
            switch step.transition {
            case .dismiss(let remaining): try await dismiss(toLayer: remaining, step)
            case .selectTab(let id): try await selectTab(id, step)
            case .popTo(let index): try await pop(to: index, step)
            case .push: break
            case .present(let layer): try await present(layer, step)
            case .setRoot(let container): try await setRoot(container, step)
            case .update(let screen): try await update(to: screen, step)
            }
        }
        deferredFailure = nil
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

    /// Hands staged pushes to UIKit at the next main-actor turn, unless a step takes them first.
    func scheduleFlush() {
        Task { [weak self] in
            guard let self else { return }
            await self.acquire()
            defer { self.release() }
            do throws(NavigationError) {
                try await self.flushStaged()
            } catch {
                self.deferredFailure = error
            }
        }
    }
}
