#if !canImport(UIKit)
import Foundation
import Testing
@testable import UIKitStandIn

/// The parent of every stand-in suite. The stand-in's state (log, duration, scenes, storyboards)
/// is global like UIKit's, so its suites run one test at a time, each after `StandIn.reset()`.
@Suite(.serialized, StandInAccess())
struct UIKitStandInTests {}

/// Runs each test with the stand-in to itself, after `StandIn.reset()`: suites in other test
/// modules that use the stand-in wait, since its state is global like UIKit's.
struct StandInAccess: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite's scope holds no lock: its tests take it one by one.
        guard testCase != nil else { return try await function() }
        try await StandIn.exclusively {
            await StandIn.reset()
            try await function()
        }
    }
}

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
