#if !canImport(UIKit)
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointUIKit

extension WaypointUIKitTests {
    /// PhotoFeed's iPad layout: a split view where the window's width is regular, the tabs where
    /// it is compact, the same links in both, and a popover route.
    @MainActor
    @Suite("Example app on an iPad")
    struct ExampleiPadTests {
        init() async { await StandIn.reset() }

        /// The scene delegate connected to a new scene of a device of `idiom`, launched.
        func launched(_ idiom: UIUserInterfaceIdiom) async -> PhotoFeedSceneDelegate {
            UIDevice.current.simulateUserInterfaceIdiom(idiom)
            PhotoFeedFactory.registerStoryboard()
            let delegate = PhotoFeedSceneDelegate()
            delegate.log = { _ in }
            delegate.connect(to: UIApplication.shared.simulateConnectingScene())
            await delegate.launch?.value
            return delegate
        }

        @Test(
            "The launch is a split view where the width is regular and the tabs where it is compact",
            arguments: [(UIUserInterfaceIdiom.pad, true), (.phone, false)])
        func layoutBySizeClass(idiom: UIUserInterfaceIdiom, split: Bool) async throws {
            let delegate = await launched(idiom)
            #expect(delegate.launchError == nil)
            let host = try #require(delegate.host)
            #expect(host.state == (split ? PhotoFeedRoutes.splitLaunchState : PhotoFeedRoutes.launchState))
            #expect((delegate.window?.rootViewController is UISplitViewController) == split)
        }

        @Test("On an iPad a universal link lands in the detail column, and stays there through Split View")
        func universalLinkInTheDetail() async throws {
            let delegate = await launched(.pad)
            let host = try #require(delegate.host)
            let navigator = try #require(delegate.navigator)
            let outcome = await navigator.open(
                "https://photofeed.example.com/media/7/comments", source: .universalLink)
            #expect(outcome.plan?.transitions == [.push(Screen("comments", ["mediaId": "7"]))], "\(outcome)")
            let reading = host.state
            #expect(reading.root.splitView?.detail == [Screen("feed"), Screen("comments", ["mediaId": "7"])])
            delegate.window?.windowScene?.simulateHorizontalSizeClass(.compact)
            #expect(host.state == reading)
            #expect(
                await navigator.open("https://photofeed.example.com/media/7/comments", source: .universalLink)
                    == .alreadyShowing)
            let sections = try #require(
                (delegate.window?.rootViewController as? UISplitViewController)?.viewController(for: .primary)
                    as? UINavigationController)
            #expect(sections.viewControllers.first is PhotoFeedSectionsViewController)
        }

        @Test(
            "The reactions route shows a popover on an iPad and a sheet on an iPhone",
            arguments: [(UIUserInterfaceIdiom.pad, UIModalPresentationStyle.popover), (.phone, .pageSheet)])
        func reactionsPopover(idiom: UIUserInterfaceIdiom, shown: UIModalPresentationStyle) async throws {
            let delegate = await launched(idiom)
            let host = try #require(delegate.host)
            let navigator = try #require(delegate.navigator)
            await navigator.open("photofeed://reactions:7")
            #expect(host.state.layers.last?.style == .popover)
            #expect(host.state.topScreen == Screen("reactions", ["mediaId": "7"]))
            let presented = try #require(delegate.window?.rootViewController?.presentedViewController)
            #expect(presented.presentationController?.simulatedShownStyle == shown)
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }
    }
}
#endif
