#if !canImport(UIKit)
import Foundation
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointTesting
import WaypointUIKit

/// A side menu: two sections, one shown at a time, taking part through the adapter.
final class SideMenuController: UIViewController, ContainerAdapter {
    let sections: [UIViewController]
    private(set) var shown = 0
    private(set) var madeVisible: [Int] = []

    init(sections: [UIViewController]) {
        self.sections = sections
        super.init(nibName: nil, bundle: nil)
        for section in sections {
            addChild(section)
            section.didMove(toParent: self)
        }
    }

    required init?(coder: NSCoder) {
        self.sections = []
        super.init(coder: coder)
    }

    var containedViewControllers: [UIViewController] { sections }
    var visibleViewControllers: [UIViewController] { sections.isEmpty ? [] : [sections[shown]] }

    func makeVisible(_ child: UIViewController, animated: Bool) async {
        guard let index = sections.firstIndex(where: { $0 === child }) else { return }
        await Task.yield()
        shown = index
        madeVisible.append(index)
    }
}

extension WaypointUIKitTests {
    /// App-built split views, custom containers, in-place updates, root replacement and finding the window.
    @MainActor
    @Suite("Containers and windows")
    struct ContainerTests {
        init() async { await StandIn.reset() }

        func screen(_ screen: Screen) -> UIViewController { PhotoFeedViewController(screen: screen) }

        @Test("An app's split view is read column by column, and reads the same collapsed")
        func splitView() async throws {
            UIDevice.current.simulateUserInterfaceIdiom(.pad)
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(screen(Screen("menu")), for: .primary)
            split.setViewController(screen(Screen("feed")), for: .secondary)
            let window = makeWindow()
            window.rootViewController = split
            let host = UIKitHost(window: window, factory: PhotoFeedFactory.make())
            let likes = Screen("likes", ["mediaId": "1"])
            func showing(_ detail: [Screen]) -> NavigationState {
                NavigationState(root: .split(SplitView(sidebar: [Screen("menu")], detail: detail)))
            }
            #expect(host.state == showing([Screen("feed")]))

            try await host.apply(NavigationStep(.push(likes)))
            #expect(split.viewController(for: .secondary)?.navigationController?.viewControllers.count == 2)
            #expect(host.state == showing([Screen("feed"), likes]))

            split.simulateCollapsing(true)
            #expect(host.state == showing([Screen("feed"), likes]))
            try await host.apply(NavigationStep(.push(Screen("settings"))))
            #expect(split.viewController(for: .primary)?.navigationController?.viewControllers.count == 4)
            #expect(host.state == showing([Screen("feed"), likes, Screen("settings")]))

            split.simulateCollapsing(false)
            #expect(split.viewController(for: .secondary)?.navigationController?.viewControllers.count == 3)
            #expect(host.state == showing([Screen("feed"), likes, Screen("settings")]))
        }

        @Test("A custom container is read as tabs, and selecting one makes its child visible")
        func customContainer() async throws {
            let feed = UINavigationController(rootViewController: screen(Screen("feed")))
            let profile = UINavigationController(rootViewController: screen(Screen("profile")))
            let menu = SideMenuController(sections: [feed, profile])
            let window = makeWindow()
            window.rootViewController = menu
            let host = UIKitHost(window: window, factory: PhotoFeedFactory.make())
            #expect(host.state == NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed")))

            let navigator = try PhotoFeedRoutes.navigator(host: host)
            try await navigator.ready()
            let outcome = await navigator.open("user:self")
            #expect(outcome.plan?.transitions == [.selectTab("profile")])
            #expect(menu.madeVisible == [1])
            await navigator.open("follower:self")
            #expect(profile.viewControllers.count == 2)
            #expect(host.state.root.activeStack == [Screen("profile"), Screen("follower", ["userId": "self"])])
        }

        @Test("An update hands the screen to a controller that can show it, in place")
        func updateInPlace() async throws {
            let host = try await makeHost()
            try await host.apply(NavigationStep(.push(Screen("likes", ["mediaId": "1"]))))
            let controller = try #require(tabStack(host, 0)?.topViewController as? PhotoFeedViewController)
            try await host.apply(NavigationStep(.update(Screen("likes", ["mediaId": "2"]))))
            #expect(tabStack(host, 0)?.topViewController === controller)
            #expect(controller.screen == Screen("likes", ["mediaId": "2"]))
            #expect(host.state.root.activeStack?.count == 2)
        }

        @Test("An update replaces a controller that cannot show another screen: in a stack, presented, at the root")
        func updateByReplacing() async throws {
            var factory = PhotoFeedFactory.make()
            factory.register("banner") { _ in UIViewController() }
            let host = try await makeHost(factory: factory)

            try await host.apply(NavigationStep(.push(Screen("user", ["userId": "42"]))))
            let user = tabStack(host, 0)?.topViewController
            try await host.apply(NavigationStep(.update(Screen("user", ["userId": "43"]))))
            #expect(tabStack(host, 0)?.topViewController !== user)
            #expect(host.state.root.activeStack == [Screen("feed"), Screen("user", ["userId": "43"])])

            let layer = PresentedLayer(.screen(Screen("banner", ["n": "1"])), style: .overFullScreen)
            try await host.apply(NavigationStep(.present(layer)))
            try await host.apply(NavigationStep(.update(Screen("banner", ["n": "2"]))))
            #expect(
                host.state.layers == [PresentedLayer(.screen(Screen("banner", ["n": "2"])), style: .overFullScreen)])
            #expect(rootTabBar(host)?.presentedViewController?.modalPresentationStyle == .overFullScreen)

            try await host.apply(NavigationStep(.setRoot(.screen(Screen("banner", ["n": "3"])))))
            try await host.apply(NavigationStep(.update(Screen("banner", ["n": "4"]))))
            #expect(host.state == NavigationState(root: .screen(Screen("banner", ["n": "4"]))))
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test("setRoot dismisses what the old root presented and replaces the window's root")
        func setRootReplacesTheRoot() async throws {
            let host = try await makeHost()
            try await host.apply(NavigationStep(.present(PresentedLayer(.stack([Screen("settings")])))))
            let oldRoot = host.window?.rootViewController
            try await host.apply(NavigationStep(.setRoot(.stack([Screen("login"), Screen("settings")]))))
            #expect(host.state == NavigationState(root: .stack([Screen("login"), Screen("settings")])))
            #expect(oldRoot?.presentedViewController == nil)
            #expect(host.window?.rootViewController is UINavigationController)
        }

        @Test("The convenience initializer finds the foreground-active scene's key window")
        func findsTheActiveWindow() throws {
            #expect(throws: UIKitHostError.noForegroundActiveScene) { try UIKitHost(factory: ScreenFactory()) }
            UIApplication.shared.simulateConnectingScene(activationState: .background)
            let scene = UIApplication.shared.simulateConnectingScene()
            #expect(throws: UIKitHostError.noKeyWindow) { try UIKitHost(factory: ScreenFactory()) }
            let window = UIWindow(windowScene: scene)
            window.makeKeyAndVisible()
            #expect(try UIKitHost(factory: ScreenFactory()).window === window)
        }

        @Test(
            "Modal styles map to UIKit's presentation styles and back",
            arguments: [ModalStyle.automatic, .pageSheet, .formSheet, .fullScreen, .overFullScreen, .popover])
        func modalStyles(style: ModalStyle) throws {
            let uiKit = try #require(style.modalPresentationStyle)
            #expect(ModalStyle(uiKit) == style)
            #expect(ModalStyle("drawer").modalPresentationStyle == nil)
        }
    }
}
#endif
