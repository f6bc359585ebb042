#if !canImport(UIKit)
import Foundation
import Testing
@testable import UIKitStandIn

extension UIKitStandInTests {
    /// The appearance methods, and `isBeingPresented` / `isBeingDismissed`, which UIKit documents
    /// only inside them.
    @MainActor
    @Suite("Appearance")
    struct AppearanceTests {
        init() async { await StandIn.reset() }

        @Test("isBeingPresented and isBeingDismissed are true inside the appearance methods only")
        func beingFlagsAnswerInsideTheCallbacks() async {
            let root = screen("root")
            showInWindow(root)
            let sheet = AppearanceRecorder()
            StandIn.transitionDuration = .milliseconds(20)
            root.present(sheet, animated: true)
            // Outside the callbacks, while the presentation still runs.
            #expect(root.presentedViewController === sheet && sheet.transitionCoordinator != nil)
            #expect(!sheet.isBeingPresented)
            await StandIn.transitionsFinished()
            root.dismiss(animated: true)
            #expect(sheet.transitionCoordinator?.viewController(forKey: .to) === root)
            #expect(!sheet.isBeingDismissed)
            await StandIn.transitionsFinished()
            #expect(
                sheet.calls == [
                    "viewWillAppear presented", "viewDidAppear presented", "viewWillDisappear dismissed",
                    "viewDidDisappear dismissed",
                ])
        }

        @Test("A dismissed chain's controllers each disappear; the child a container shows is told, not dismissed")
        func chainAndChildrenDisappear() async {
            let root = screen("root")
            showInWindow(root)
            let child = AppearanceRecorder()
            let navigation = UINavigationController(rootViewController: child)
            let top = AppearanceRecorder()
            await presentAndSettle(navigation, on: root)
            await presentAndSettle(top, on: navigation)
            root.dismiss(animated: true)
            await StandIn.transitionsFinished()
            #expect(child.calls.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
            #expect(top.calls.suffix(2) == ["viewWillDisappear dismissed", "viewDidDisappear dismissed"])
            #expect(navigation.presentingViewController == nil && top.presentingViewController == nil)
        }

        @Test("A swipe the user abandons tells the sheet it stays, and it is no longer being dismissed")
        func abandonedSwipeReappears() async {
            let root = screen("root")
            showInWindow(root)
            let sheet = AppearanceRecorder()
            await presentAndSettle(sheet, on: root)
            #expect(sheet.simulateInteractiveDismissal(completing: false))
            await StandIn.transitionsFinished()
            #expect(
                sheet.calls.suffix(3) == ["viewWillDisappear dismissed", "viewWillAppear", "viewDidAppear"])
            #expect(root.presentedViewController === sheet)
        }
    }
}

/// A controller that records each appearance method and what `isBeingPresented` and
/// `isBeingDismissed` answered inside it.
@MainActor
final class AppearanceRecorder: UIViewController {
    private(set) var calls: [String] = []

    private func record(_ name: String) {
        let flags = [isBeingPresented ? "presented" : nil, isBeingDismissed ? "dismissed" : nil].compactMap(\.self)
        calls.append(([name] + flags).joined(separator: " "))
    }

    override func viewWillAppear(_ animated: Bool) { record("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear") }
}
#endif
