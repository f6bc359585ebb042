#if !canImport(UIKit)
import Foundation

// The user's hand navigation and the system's events, for tests. None of this is UIKit API: on a
// device the user and the system do these things; on Linux, tests call these methods.

extension UIViewController {
    /// Simulates the user swiping this controller's sheet down (this controller or the presented
    /// controller that contains it) and letting go at once, and returns whether a dismissal
    /// started. With `completing: false` the user lets go early: the sheet stays, and only the
    /// will-dismiss call has happened. ``simulateBeginningInteractiveDismissal()`` describes the
    /// rules.
    @discardableResult
    public func simulateInteractiveDismissal(completing: Bool = true) -> Bool {
        guard let gesture = simulateBeginningInteractiveDismissal() else { return false }
        gesture.end(completing: completing)
        return true
    }

    /// Simulates the user starting to drag this controller's sheet down (this controller or the
    /// presented controller that contains it), and returns the gesture in flight, or `nil` when no
    /// dismissal starts.
    ///
    /// It follows UIKit: only the topmost sheet (`.automatic`, `.pageSheet`, `.formSheet`, or a
    /// popover adapted to a sheet) can be dragged, and not while a transition runs. If
    /// `isModalInPresentation` is set or the presentation controller's delegate answers `false` to
    /// `presentationControllerShouldDismiss(_:)`, the delegate's
    /// `presentationControllerDidAttemptToDismiss(_:)` runs and nothing is dismissed. Otherwise
    /// `presentationControllerWillDismiss(_:)` runs at once and the dismissal waits for the
    /// gesture. When the gesture finishes, the sheet goes and
    /// `presentationControllerDidDismiss(_:)` runs after the transition; when it is cancelled,
    /// the sheet springs back and the delegate hears nothing more, as in UIKit.
    public func simulateBeginningInteractiveDismissal() -> SimulatedGesture? {
        let sheet = presentationRoot
        guard sheet.presenter != nil, sheet.presented == nil,
            sheet.adaptedPresentationStyle.allowsInteractiveDismissal,
            sheet.activeTransition == nil, let controller = sheet.presentationController
        else { return nil }
        let delegate = controller.delegate
        if sheet.isModalInPresentation || delegate?.presentationControllerShouldDismiss(controller) == false {
            delegate?.presentationControllerDidAttemptToDismiss(controller)
            return nil
        }
        delegate?.presentationControllerWillDismiss(controller)
        let started = dismissChain(
            from: sheet, animated: true, interactive: true, completion: nil,
            didDismiss: { [weak delegate] in delegate?.presentationControllerDidDismiss(controller) })
        guard started, let transition = sheet.activeTransition else { return nil }
        return SimulatedGesture(.sheetDrag, driving: transition)
    }
}

extension UIViewController {
    /// Simulates the user tapping outside the popover this controller is (or is in), and returns
    /// whether the popover started to go. As in UIKit, only a popover showing as a popover (in a
    /// regular-width window) is dismissed this way, and only the top-most; the presentation
    /// controller's delegate is asked and told as for a sheet swipe
    /// (``simulateBeginningInteractiveDismissal()``), and nothing else is called.
    @discardableResult
    public func simulateTapOutsidePopover() -> Bool {
        let popover = presentationRoot
        guard popover.presenter != nil, popover.presented == nil, popover.activeTransition == nil,
            popover.adaptedPresentationStyle == .popover,
            let controller = popover.presentationController
        else { return false }
        let delegate = controller.delegate
        if popover.isModalInPresentation || delegate?.presentationControllerShouldDismiss(controller) == false {
            delegate?.presentationControllerDidAttemptToDismiss(controller)
            return false
        }
        delegate?.presentationControllerWillDismiss(controller)
        return dismissChain(
            from: popover, animated: true, interactive: false, completion: nil,
            didDismiss: { [weak delegate] in delegate?.presentationControllerDidDismiss(controller) })
    }
}

extension UIPresentationController {
    /// How the presentation shows now, adapted to its window's horizontal size class as UIKit
    /// adapts it: in a compact width a popover or form sheet shows as a page sheet, or as the
    /// style the delegate's `adaptivePresentationStyle(for:traitCollection:)` answers (itself
    /// for `.none`); in a regular width as itself. It follows the window when its size class changes.
    public var simulatedShownStyle: UIModalPresentationStyle {
        presentedViewController.adaptedPresentationStyle
    }
}

extension UIWindowScene {
    /// Simulates the system changing the scene's horizontal size class: `.compact` when the user
    /// moves an iPad app into Split View or Slide Over, `.regular` when it fills the screen again.
    /// Presentations showing in the scene adapt at once (``UIPresentationController/simulatedShownStyle``),
    /// and split views collapse (compact) or expand (regular), as `UISplitViewController` describes.
    public func simulateHorizontalSizeClass(_ sizeClass: UIUserInterfaceSizeClass) {
        simulatedHorizontalSizeClass = sizeClass
        for window in windows { window.rootViewController?.horizontalSizeClassMayHaveChanged() }
    }
}

extension UINavigationController {
    /// Simulates the user's back swipe (or back button) and letting go at once, and returns
    /// whether a pop started. With `completing: false` the user lets go early: the transition
    /// runs, its context reports `isCancelled`, and the stack stays.
    @discardableResult
    public func simulateBackSwipe(completing: Bool = true) -> Bool {
        guard let gesture = simulateBeginningBackSwipe() else { return false }
        gesture.end(completing: completing)
        return true
    }

    /// Simulates the user starting a back swipe, and returns the gesture in flight, or `nil` when
    /// only the root is left or a transition runs. The stack changes only if the gesture
    /// finishes.
    public func simulateBeginningBackSwipe() -> SimulatedGesture? {
        let stack = viewControllers
        guard stack.count > 1, activeTransition == nil,
            pop(to: stack[stack.count - 2], animated: true, interactive: true) != nil,
            let transition = activeTransition
        else { return nil }
        return SimulatedGesture(.backSwipe, driving: transition)
    }
}

extension UITabBarController {
    /// The number of items the tab bar shows: every controller, or four plus More when there are
    /// more than five.
    public var simulatedTabBarItemCount: Int { tabBarItemCount }

    /// Simulates the user tapping the tab bar item at `index` (More is index 4 when shown).
    /// Tapping the selected item again pops its navigation stack to the root, as UIKit does.
    public func simulateTabTap(index: Int) {
        guard (0..<tabBarItemCount).contains(index) else { return }
        let tapsMore = hasMore && index == 4
        let target = tapsMore ? moreNavigationController : viewControllers?[index]
        let alreadySelected =
            tapsMore
            ? selectedViewController?.parent === moreNavigationController
                || selectedViewController === moreNavigationController : selectedIndex == index
        if alreadySelected {
            (target as? UINavigationController)?.popToRootViewController(animated: true)
        } else if tapsMore {
            selectMore()
        } else {
            select(index)
        }
    }

    /// Simulates the user picking row `row` of the More list: the overflow controller at
    /// `viewControllers[4 + row]` is pushed (animated) on the More navigation controller. An
    /// overflow navigation controller cannot be pushed; UIKit shows it on the More navigation
    /// controller in its own way, which the stand-in models by showing it there at once, as
    /// selecting it in code does.
    public func simulateMoreListSelection(row: Int) {
        guard hasMore, let controllers = viewControllers, controllers.indices.contains(4 + row) else { return }
        if controllers[4 + row] is UINavigationController {
            select(4 + row)
            return
        }
        selectMore()
        moreNavigationController.pushViewController(controllers[4 + row], animated: true)
    }
}

extension UISplitViewController {
    /// Simulates a size change of this split view alone that collapses it to one stack (`true`) or
    /// expands it, whatever its window's size class, with UIKit's rules
    /// (`UISplitViewController+Collapsing.swift`). Changing the window's size class
    /// (`UIWindowScene.simulateHorizontalSizeClass(_:)`) does the same for every split view in it.
    public func simulateCollapsing(_ collapsed: Bool) {
        requestCollapsing(collapsed)
    }

    /// Whether `column` is shown now, as the stand-in models it (UIKit's `isShowing(_:)` exists
    /// only from iOS 26): expanded, the columns of the display mode; collapsed, the column on top
    /// of the collapsed stack (or `.compact`, when a compact controller is set).
    public func simulatedIsShowing(_ column: Column) -> Bool {
        if isCollapsed { return column == collapsedTopColumn }
        return column != .compact && visibleColumns(in: displayMode).contains(column)
    }
}

extension UIBarButtonItem {
    /// Simulates the user tapping the button: performs its primary action if it is enabled.
    public func simulateTap() {
        guard isEnabled else { return }
        primaryAction?.perform()
    }
}

extension UIApplication {
    /// Simulates the system connecting a new window scene in `activationState`, and returns it.
    /// Give the `session` of a scene disconnected before to reconnect its window, with the
    /// session's `stateRestorationActivity`; by default the scene gets a new session.
    @discardableResult
    public func simulateConnectingScene(
        activationState: UIScene.ActivationState = .foregroundActive, session: UISceneSession? = nil
    )
        -> UIWindowScene
    {
        connect(
            session: session ?? UISceneSession(persistentIdentifier: UUID().uuidString),
            activationState: activationState)
    }

    /// Simulates the system disconnecting `scene`: it leaves `connectedScenes` and becomes
    /// `.unattached`.
    public func simulateDisconnecting(_ scene: UIScene) {
        sceneList.removeAll { $0 === scene }
        scene.activationState = .unattached
    }
}

extension UIDevice {
    /// Simulates running on a device of `idiom`: on a pad (or a Mac or Vision Pro) a full-screen
    /// window is horizontally regular, so popovers show as popovers and need an anchor; on a phone
    /// it is compact, and they adapt to sheets. `UIWindowScene.simulateHorizontalSizeClass(_:)`
    /// changes one window's size class.
    public func simulateUserInterfaceIdiom(_ idiom: UIUserInterfaceIdiom) {
        userInterfaceIdiom = idiom
        for case let scene as UIWindowScene in UIApplication.shared.connectedScenes {
            for window in scene.windows { window.rootViewController?.horizontalSizeClassMayHaveChanged() }
        }
    }
}

extension UIScene {
    /// Simulates the system moving the scene to `state` (foreground, inactive, background).
    public func simulateActivationState(_ state: ActivationState) {
        activationState = state
    }
}

extension UIStoryboard {
    /// Registers `make` as the controller a storyboard named `storyboard` creates for
    /// `identifier`, standing in for the storyboard file UIKit would load.
    public static func simulateRegistering(
        storyboard: String, identifier: String, _ make: @escaping @MainActor () -> UIViewController
    ) {
        registry[storyboard, default: [:]][identifier] = make
    }
}
#endif
