#if !canImport(UIKit)
import Foundation
import Testing
@testable import UIKitStandIn

/// The parent of every stand-in suite. The stand-in's state (log, duration, scenes, storyboards)
/// is global like UIKit's, so its suites run one test at a time, each after `StandIn.reset()`.
@Suite(.serialized)
struct UIKitStandInTests {}

/// A plain controller titled `title`, so failures name it.
@MainActor
func screen(_ title: String) -> UIViewController {
    let controller = UIViewController()
    controller.title = title
    return controller
}

/// A key, visible window in a newly connected scene, with `root` as its root controller.
@MainActor
@discardableResult
func showInWindow(_ root: UIViewController) -> UIWindow {
    let scene = UIApplication.shared.simulateConnectingScene()
    let window = UIWindow(windowScene: scene)
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

/// Presents `presented` on `presenter` and waits for the transition to end.
@MainActor
func presentAndSettle(_ presented: UIViewController, on presenter: UIViewController) async {
    presenter.present(presented, animated: true)
    await StandIn.transitionsFinished()
}

/// A flag a completion sets, to check whether and when it ran.
@MainActor
final class Flag {
    private(set) var isSet = false

    func set() { isSet = true }
}

/// A presentation delegate that records which of its methods ran, in order.
@MainActor
final class RecordingSheetDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    private(set) var calls: [String] = []
    var allowsDismissal = true

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("shouldDismiss")
        return allowsDismissal
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        calls.append("didAttemptToDismiss")
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        calls.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        calls.append("didDismiss")
    }
}
#endif
