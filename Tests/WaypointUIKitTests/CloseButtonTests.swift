#if !canImport(UIKit)
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointUIKit

extension WaypointUIKitTests {
    /// The host puts a close item on a presented stack only when the layer asks for one, and
    /// reads the hierarchy back with the same flag.
    @MainActor
    @Suite("Close items on presented stacks")
    struct CloseButtonTests {
        init() async { await StandIn.reset() }

        @Test("A route's choice decides whether the presented stack gets a close item", arguments: [true, false])
        func routeChoosesTheCloseItem(closeButton: Bool) async throws {
            let host = try await makeHost()
            let navigator = Navigator(schemes: ["photofeed"], host: host)
            try navigator.register(
                "preferences",
                .screen("settings", presentation: .modal(.pageSheet, embedInStack: true), closeButton: closeButton))
            try await navigator.ready()
            guard case .navigated = await navigator.open("photofeed://preferences") else {
                Issue.record("the link did not navigate")
                return
            }
            let navigation = try #require(rootTabBar(host)?.presentedViewController as? UINavigationController)
            let item = navigation.viewControllers.first?.navigationItem.leftBarButtonItem
            #expect((item != nil) == closeButton)
            if let item { #expect(item.systemItem == .close) }
            #expect(
                host.state.layers == [
                    PresentedLayer(.stack([Screen("settings")]), style: .pageSheet, hasCloseButton: closeButton)
                ])
        }
    }
}
#endif
