#if !canImport(UIKit)
import Foundation
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointTesting
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

        /// PhotoFeed on an iPad with the share popover of post 1 open, on the UIKit host and on
        /// a headless host, checked against each other after every link.
        func sharePopoverOpen() async throws -> (HostConformance, UIKitHost) {
            let (harness, host) = try await padPopoverHarness()
            try await harness.open("share:1")
            #expect(host.state.layers.map(\.style) == [.popover])
            return (harness, host)
        }

        /// The controllers presented in the window, bottom first.
        func presentedChain(_ host: UIKitHost) -> [UIViewController] {
            var chain: [UIViewController] = []
            var next = host.window?.rootViewController?.presentedViewController
            while let controller = next {
                chain.append(controller)
                next = controller.presentedViewController
            }
            return chain
        }

        static let share = Screen("share", ["mediaId": "1"])

        @Test(
            "With a popover showing, a link that changes anything else dismisses it first, in the same plan",
            arguments: [
                ("likes:4", [NavigationStep.Transition.dismiss(toLayer: 0), .push(Screen("likes", ["mediaId": "4"]))]),
                (
                    "settings",
                    [
                        .dismiss(toLayer: 0),
                        .present(PresentedLayer(.stack([Screen("settings")]), style: .pageSheet, hasCloseButton: true)),
                    ]
                ),
                (
                    "login",
                    [.dismiss(toLayer: 0), .present(PresentedLayer(.screen(Screen("login")), style: .fullScreen))]
                ),
                (
                    "filter",
                    [.dismiss(toLayer: 0), .present(PresentedLayer(.screen(Screen("filter")), style: .popover))]
                ),
            ])
        func popoverGoesFirst(link: String, transitions: [NavigationStep.Transition]) async throws {
            let (harness, host) = try await sharePopoverOpen()
            let outcome = try await harness.open(link)
            guard case .navigated(let plan) = outcome else {
                Issue.record("\(outcome)")
                return
            }
            #expect(plan.transitions == transitions)
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
            // One layer at most, presented by the tab bar: nothing grows out of the popover.
            let chain = presentedChain(host)
            #expect(chain.count == host.state.layers.count)
            if let first = chain.first {
                #expect(first.presentingViewController === rootTabBar(host))
            }
            #expect(host.state.topScreen != Self.share)
        }

        @Test("A link to the popover's own screen while it shows is already showing")
        func popoverScreenIsAlreadyShowing() async throws {
            let (harness, host) = try await sharePopoverOpen()
            #expect(try await harness.open("share:1") == .alreadyShowing)
            #expect(presentedChain(host).count == 1)
            #expect(host.state.topScreen == Self.share)
        }

        @Test("A popover link while another popover shows replaces it: one popover, never cascaded")
        func popoverReplacesPopover() async throws {
            let (harness, host) = try await sharePopoverOpen()
            try await harness.open("share:2")
            let chain = presentedChain(host)
            #expect(chain.count == 1)
            #expect(chain.first?.modalPresentationStyle == .popover)
            #expect(host.state.layers == [PresentedLayer(.screen(Screen("share", ["mediaId": "2"])), style: .popover)])
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
