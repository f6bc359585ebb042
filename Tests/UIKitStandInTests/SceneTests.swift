#if !canImport(UIKit)
import Foundation
import Testing
@testable import UIKitStandIn

extension UIKitStandInTests {
    @MainActor
    @Suite("Windows and scenes")
    struct SceneTests {
        init() async { await StandIn.reset() }

        @Test("connectedScenes follows the simulated connections and disconnections")
        func connectedScenesFollowTheSimulation() {
            let application = UIApplication.shared
            let first = application.simulateConnectingScene()
            let second = application.simulateConnectingScene(activationState: .background)
            #expect(application.connectedScenes == [first, second])
            application.simulateDisconnecting(first)
            #expect(application.connectedScenes == [second])
            #expect(first.activationState == .unattached)
        }

        @Test(
            "A scene reports the activation state the system gives it",
            arguments: [UIScene.ActivationState.foregroundActive, .foregroundInactive, .background])
        func activationStateFollowsTheSimulation(state: UIScene.ActivationState) {
            let scene = UIApplication.shared.simulateConnectingScene(activationState: .unattached)
            scene.simulateActivationState(state)
            #expect(scene.activationState == state)
        }

        @Test("A window joins its scene's windows and becomes its key window when made key and visible")
        func makeKeyAndVisible() {
            let scene = UIApplication.shared.simulateConnectingScene()
            let first = UIWindow(windowScene: scene)
            let second = UIWindow(windowScene: scene)
            #expect(scene.windows == [first, second])
            #expect(scene.keyWindow == nil && first.isHidden)
            first.makeKeyAndVisible()
            #expect(scene.keyWindow === first && first.isKeyWindow && !first.isHidden)
            second.makeKeyAndVisible()
            #expect(scene.keyWindow === second && !first.isKeyWindow)
        }

        @Test("Moving a window to another scene moves it between the scenes' windows")
        func movingAWindowBetweenScenes() {
            let first = UIApplication.shared.simulateConnectingScene()
            let second = UIApplication.shared.simulateConnectingScene()
            let window = UIWindow(windowScene: first)
            window.makeKeyAndVisible()
            window.windowScene = second
            #expect(first.windows.isEmpty && first.keyWindow == nil)
            #expect(second.windows == [window])
        }

        @Test("A root controller's view is in its window")
        func rootViewIsInTheWindow() {
            let root = screen("root")
            let window = showInWindow(root)
            #expect(root.view.window === window)
            #expect(root.viewIfLoaded != nil)
        }

        @Test("StandIn.reset disconnects every scene")
        func resetDisconnectsScenes() async {
            let scene = UIApplication.shared.simulateConnectingScene()
            await StandIn.reset()
            #expect(UIApplication.shared.connectedScenes.isEmpty)
            #expect(scene.activationState == .unattached)
        }
    }
}
#endif
