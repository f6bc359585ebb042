#if !canImport(UIKit)
import Foundation
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointUIKit

extension WaypointUIKitTests {
    /// Popover layers on an iPad, where UIKit raises for a popover without an anchor.
    @MainActor
    @Suite("Popovers")
    struct PopoverTests {
        init() async { await StandIn.reset() }

        /// A host showing PhotoFeed's tabs on an iPad whose window is 1024 by 768 points.
        func padHost(factory: ScreenFactory = PhotoFeedFactory.make()) async throws -> UIKitHost {
            UIDevice.current.simulateUserInterfaceIdiom(.pad)
            let host = try await makeHost(factory: factory)
            rootTabBar(host)?.view.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
            return host
        }

        @Test(
            "On an iPad a popover points at the middle of the presenting controller's view, with no arrow",
            arguments: [NavigationContainer.screen(Screen("settings")), .stack([Screen("settings")])])
        func defaultAnchor(container: NavigationContainer) async throws {
            let host = try await padHost()
            try await host.apply(NavigationStep(.present(PresentedLayer(container, style: .popover))))
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
            let tabBar = try #require(rootTabBar(host))
            let popover = try #require(tabBar.presentedViewController?.popoverPresentationController)
            #expect(popover.sourceView === tabBar.view)
            #expect(popover.sourceRect == CGRect(x: 512, y: 384, width: 0, height: 0))
            #expect(popover.permittedArrowDirections == [])
            #expect(host.state.layers == [PresentedLayer(container, style: .popover)])
        }

        @Test("A popover anchor registered for the screen's kind points the popover where the app says")
        func registeredAnchor() async throws {
            var factory = PhotoFeedFactory.make()
            let button = UIBarButtonItem(systemItem: .action)
            factory.registerPopoverAnchor("settings") { popover, presenter in
                popover.sourceItem = button
                popover.permittedArrowDirections = .up
            }
            let host = try await padHost(factory: factory)
            let layer = PresentedLayer(.screen(Screen("settings")), style: .popover)
            try await host.apply(NavigationStep(.present(layer)))
            let popover = try #require(rootTabBar(host)?.presentedViewController?.popoverPresentationController)
            #expect(popover.sourceItem === button)
            #expect(popover.sourceView == nil)
            #expect(popover.permittedArrowDirections == .up)
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test("A popover the controller anchors itself keeps its anchor")
        func controllerAnchorIsKept() async throws {
            var factory = PhotoFeedFactory.make()
            let anchor = UIView()
            factory.register("share") { _ in
                let controller = UIViewController()
                controller.modalPresentationStyle = .popover
                controller.popoverPresentationController?.sourceView = anchor
                return controller
            }
            let host = try await padHost(factory: factory)
            try await host.apply(NavigationStep(.present(PresentedLayer(.screen(Screen("share")), style: .popover))))
            let popover = try #require(rootTabBar(host)?.presentedViewController?.popoverPresentationController)
            #expect(popover.sourceView === anchor)
            #expect(popover.sourceRect.isNull)
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }
    }
}
#endif
