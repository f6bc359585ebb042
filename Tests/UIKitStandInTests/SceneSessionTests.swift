#if !canImport(UIKit)
import Foundation
import Testing
@testable import UIKitStandIn

/// A delegate that answers one adaptive style, counting the questions.
@MainActor
final class FixedAdaptation: NSObject, UIAdaptivePresentationControllerDelegate {
    let answer: UIModalPresentationStyle
    private(set) var asked: [UIUserInterfaceSizeClass] = []

    init(_ answer: UIModalPresentationStyle) {
        self.answer = answer
    }

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        asked.append(traitCollection.horizontalSizeClass)
        return answer
    }
}

extension UIKitStandInTests {
    /// Scene sessions, their restoration activities and activation requests; the adaptive
    /// presentation delegate's say over how popovers and form sheets adapt.
    @MainActor
    @Suite("Scene sessions and adaptation")
    struct SceneSessionTests {
        init() async { await StandIn.reset() }

        @Test("A session keeps its restoration activity while its scene is gone, and a new scene takes the session")
        func sessionOutlivesScene() {
            let scene = UIApplication.shared.simulateConnectingScene()
            let session = scene.session
            #expect(session.scene === scene)
            let activity = NSUserActivity(activityType: "com.example.browsing")
            activity.userInfo = ["link": "app://feed"]
            session.stateRestorationActivity = activity
            UIApplication.shared.simulateDisconnecting(scene)
            let again = UIApplication.shared.simulateConnectingScene(session: session)
            #expect(again.session === session && session.scene === again)
            #expect(again.session.stateRestorationActivity?.userInfo?["link"] as? String == "app://feed")
            #expect(
                UIApplication.shared.simulateConnectingScene().session.persistentIdentifier
                    != session.persistentIdentifier)
        }

        @Test("Asking to activate a session brings its scene to the front and the others behind it")
        func activationRequest() {
            let front = UIApplication.shared.simulateConnectingScene()
            let behind = UIApplication.shared.simulateConnectingScene(activationState: .background)
            let options = UIScene.ActivationRequestOptions()
            options.requestingScene = front
            UIApplication.shared.requestSceneSessionActivation(
                behind.session, userActivity: nil, options: options, errorHandler: nil)
            #expect(behind.activationState == .foregroundActive)
            #expect(front.activationState == .foregroundInactive)
        }

        @Test("Asking to activate no session, or one whose scene is gone, connects a new scene")
        func activationConnects() {
            let closed = UIApplication.shared.simulateConnectingScene()
            UIApplication.shared.simulateDisconnecting(closed)
            UIApplication.shared.requestSceneSessionActivation(
                closed.session, userActivity: nil, options: nil, errorHandler: nil)
            #expect(closed.session.scene?.activationState == .foregroundActive)
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil, errorHandler: nil)
            #expect(UIApplication.shared.connectedScenes.count == 2)
        }

        @Test(
            "Where the width is compact the delegate's answer is what shows; .none keeps the style",
            arguments: [
                (UIModalPresentationStyle.popover, UIModalPresentationStyle.none, UIModalPresentationStyle.popover),
                (.popover, .fullScreen, .fullScreen), (.formSheet, .none, .formSheet),
                (.formSheet, .overFullScreen, .overFullScreen),
            ])
        func delegateDecides(
            style: UIModalPresentationStyle, answer: UIModalPresentationStyle, shown: UIModalPresentationStyle
        ) async {
            UIDevice.current.simulateUserInterfaceIdiom(.pad)
            let root = screen("root")
            let window = showInWindow(root)
            window.windowScene?.simulateHorizontalSizeClass(.compact)
            let delegate = FixedAdaptation(answer)
            let presented = screen("presented")
            presented.modalPresentationStyle = style
            presented.presentationController?.delegate = delegate
            await presentAndSettle(presented, on: root)
            #expect(presented.presentationController?.simulatedShownStyle == shown)
            #expect(delegate.asked.contains(.compact))
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test("Where the width is regular the delegate is not asked")
        func regularNotAsked() async {
            UIDevice.current.simulateUserInterfaceIdiom(.pad)
            let root = screen("root")
            showInWindow(root)
            let delegate = FixedAdaptation(.fullScreen)
            let presented = screen("presented")
            presented.modalPresentationStyle = .formSheet
            presented.presentationController?.delegate = delegate
            await presentAndSettle(presented, on: root)
            #expect(presented.presentationController?.simulatedShownStyle == .formSheet)
            #expect(delegate.asked.isEmpty)
        }

        @Test("A popover the delegate keeps in a compact width closes with a tap outside, not a swipe")
        func keptPopoverDismissal() async {
            UIDevice.current.simulateUserInterfaceIdiom(.pad)
            let root = screen("root")
            let window = showInWindow(root)
            window.windowScene?.simulateHorizontalSizeClass(.compact)
            let delegate = FixedAdaptation(.none)
            let presented = screen("presented")
            presented.modalPresentationStyle = .popover
            presented.popoverPresentationController?.sourceView = root.view
            presented.presentationController?.delegate = delegate
            await presentAndSettle(presented, on: root)
            #expect(!presented.simulateInteractiveDismissal())
            #expect(presented.simulateTapOutsidePopover())
            await StandIn.transitionsFinished()
            #expect(root.presentedViewController == nil)
        }
    }
}
#endif
