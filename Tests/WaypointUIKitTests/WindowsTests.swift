#if !canImport(UIKit)
import Foundation
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointUIKit

extension WaypointUIKitTests {
    /// Several windows: each comes back where it was, hands its place to Handoff, and a link
    /// goes to the window the app's chooser names.
    @MainActor
    @Suite("Windows and scenes")
    struct WindowsTests {
        static let saved = NavigationState(
            root: .tabs(
                [Tab("feed"), Tab("profile", [Screen("profile"), Screen("user", ["userId": "7"])]), Tab("menu")],
                selected: "profile"))

        /// A scene delegate connected to a new scene, its launch finished.
        func connected(
            restoring activity: SceneActivity? = nil, session: UISceneSession? = nil,
            activationState: UIScene.ActivationState = .foregroundActive, opening link: String? = nil
        ) async -> (PhotoFeedSceneDelegate, UIWindowScene) {
            PhotoFeedFactory.registerStoryboard()
            let scene = UIApplication.shared.simulateConnectingScene(activationState: activationState, session: session)
            let delegate = PhotoFeedSceneDelegate()
            delegate.log = { _ in }
            delegate.connect(to: scene, restoring: activity)
            if let link { delegate.open(link, source: .customScheme(sendingApp: nil)) }
            await delegate.launch?.value
            await delegate.navigator?.settled()
            return (delegate, scene)
        }

        @Test("A reconnecting window shows its saved place, and a link that waited lands on it")
        func restoresBeforeWaitingLinks() async throws {
            let activity = try SceneActivity(
                activityType: PhotoFeedSceneDelegate.activityType, state: Self.saved, link: nil)
            let (delegate, _) = await connected(restoring: activity, opening: "photofeed://likes:4")
            #expect(delegate.restoration == .restored(Self.saved))
            let state = try #require(delegate.host?.state)
            #expect(state.root.selectedTab == "profile")
            #expect(
                state.root.screens.suffix(4) == [
                    Screen("profile"), Screen("user", ["userId": "7"]), Screen("likes", ["mediaId": "4"]),
                    Screen("menu"),
                ])
        }

        @Test("A saved state the app cannot show (corrupt, another version, a removed tab) gives the launch tabs")
        func fallsBack() async throws {
            let corrupt = SceneActivity(
                activityType: "t", userInfo: [SceneActivity.stateKey: "{\"root\":", SceneActivity.versionKey: "1"])
            let oldVersion = try SceneActivity(activityType: "t", state: Self.saved, link: nil, version: 0)
            let removed = try SceneActivity(
                activityType: "t", state: NavigationState(root: .stack([Screen("reels")])), link: nil)
            for activity in [corrupt, oldVersion, removed] {
                let (delegate, _) = await connected(restoring: activity)
                guard case .fellBack = delegate.restoration else {
                    Issue.record("\(String(describing: delegate.restoration))")
                    continue
                }
                #expect(delegate.host?.state == PhotoFeedRoutes.launchState)
                #expect(delegate.launchError == nil)
            }
        }

        @Test("The window's place survives its scene disconnecting and the session reconnecting")
        func sessionRoundTrip() async throws {
            let (first, scene) = await connected()
            _ = await first.navigator?.open("photofeed://user:7", source: .inApp)
            let activity = try #require(first.sceneActivity())
            scene.session.stateRestorationActivity = NSUserActivity(activity)
            let before = try #require(first.host?.state)
            UIApplication.shared.simulateDisconnecting(scene)

            let restoring = scene.session.stateRestorationActivity.map(SceneActivity.init)
            let (second, _) = await connected(restoring: restoring, session: scene.session)
            #expect(second.host?.state == before)
            #expect(second.navigator?.currentLink == "photofeed://user:7")
        }

        @Test("The scene's user activity follows the window, with a web page where a universal link opens it")
        func handoff() async throws {
            let (delegate, scene) = await connected()
            _ = await delegate.navigator?.open("https://photofeed.example.com/media/4/comments", source: .universalLink)
            let web = try #require(scene.userActivity)
            #expect(web.activityType == PhotoFeedSceneDelegate.activityType)
            #expect(web.webpageURL?.absoluteString == "https://photofeed.example.com/media/4/comments")
            #expect(try SceneActivity(web).savedState() == delegate.host?.state)

            _ = await delegate.navigator?.open("photofeed://user:7", source: .inApp)
            let custom = try #require(scene.userActivity)
            #expect(custom.webpageURL == nil)
            #expect(custom.targetContentIdentifier == "photofeed://user:7")
            #expect(SceneActivity(custom).link == "photofeed://user:7")
        }

        @Test("By default a link opens in the window the user is in")
        func foregroundWindow() async throws {
            let (front, _) = await connected()
            let (behind, _) = await connected(
                restoring: try SceneActivity(activityType: "t", state: Self.saved, link: nil),
                activationState: .background)
            let navigators = try [#require(behind.navigator), #require(front.navigator)]
            #expect(
                WindowChooser.foreground.navigator(for: "photofeed://user:7", among: navigators) === front.navigator)
        }

        @Test("A link goes to the window already showing its screen, which comes forward")
        func windowShowingTheTarget() async throws {
            let (front, frontScene) = await connected()
            let (behind, behindScene) = await connected(
                restoring: try SceneActivity(activityType: "t", state: Self.saved, link: nil),
                activationState: .background)
            let navigators = try [#require(front.navigator), #require(behind.navigator)]
            let outcome = await WindowChooser.showingTarget.open(
                "photofeed://user:7", source: .universalLink, among: navigators, requestingScene: frontScene)
            guard case .alreadyShowing = outcome else {
                Issue.record("\(String(describing: outcome))")
                return
            }
            #expect(behindScene.activationState == .foregroundActive)
            #expect(frontScene.activationState == .foregroundInactive)
            #expect(front.host?.state == PhotoFeedRoutes.launchState)
        }

        @Test("A closed window is never chosen")
        func closedWindow() async throws {
            let (closed, scene) = await connected(
                restoring: try SceneActivity(activityType: "t", state: Self.saved, link: nil))
            let (open, _) = await connected(activationState: .foregroundInactive)
            UIApplication.shared.simulateDisconnecting(scene)
            let navigators = try [#require(closed.navigator), #require(open.navigator)]
            #expect(
                WindowChooser.showingTarget.navigator(for: "photofeed://user:7", among: navigators) === open.navigator)
        }
    }
}
#endif
