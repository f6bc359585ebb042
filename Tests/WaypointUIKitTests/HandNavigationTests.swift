#if !canImport(UIKit)
import Foundation
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointTesting
import WaypointUIKit

extension WaypointUIKitTests {
    /// What the user does by hand between links is what the next plan starts from: the host
    /// reads the hierarchy, never a copy of what it last did.
    @MainActor
    @Suite("Hand navigation, then a link")
    struct HandNavigationTests {
        init() async { await StandIn.reset() }

        @Test("After a back swipe the same link pushes the screen again")
        func backSwipe() async throws {
            let (harness, host) = try await photoFeedHarness()
            try await harness.open("user:42")
            #expect(tabStack(host, 0)?.simulateBackSwipe() == true)
            await StandIn.transitionsFinished()
            #expect(host.state.root.activeStack == [Screen("feed")])
            harness.followSubject()
            let outcome = try await harness.open("user:42")
            #expect(outcome.plan?.transitions == [.push(Screen("user", ["userId": "42"]))])
        }

        @Test("After a sheet swipe a push goes onto the tab, not into the sheet's stack")
        func sheetSwipe() async throws {
            let (harness, host) = try await photoFeedHarness()
            try await harness.open("settings")
            let sheet = try #require(rootTabBar(host)?.presentedViewController)
            #expect(sheet.simulateInteractiveDismissal())
            await StandIn.transitionsFinished()
            #expect(host.state.layers.isEmpty)
            harness.followSubject()
            let outcome = try await harness.open("comments:7")
            #expect(outcome.plan?.transitions == [.push(Screen("comments", ["mediaId": "7"]))])
            #expect(tabStack(host, 0)?.viewControllers.count == 2)
        }

        @Test("After a tab tap a push goes onto the tapped tab's stack")
        func tabTap() async throws {
            let (harness, host) = try await photoFeedHarness()
            rootTabBar(host)?.simulateTabTap(index: 1)
            #expect(host.state.root.selectedTab == "profile")
            harness.followSubject()
            let outcome = try await harness.open("follower:self")
            #expect(outcome.plan?.transitions == [.push(Screen("follower", ["userId": "self"]))])
            #expect(tabStack(host, 1)?.viewControllers.count == 2)
        }

        @Test("The More tab: its list selects no tab, a link selects an overflow tab, and pushes land there")
        func moreTab() async throws {
            let names = ["a", "b", "c", "d", "e", "f", "g"]
            var factory = ScreenFactory()
            for name in names + ["detail"] { factory.register(name, type: PhotoFeedViewController.self) }
            let state = NavigationState(root: .tabs(names.map { Tab($0) }, selected: "a"))
            let host = try await makeHost(showing: state, factory: factory)
            let navigator = Navigator(schemes: ["app"], host: host)
            try navigator.register("tab:{name}", .screen { match in Screen(match.parameters["name"] ?? "") })
            try navigator.register("detail:{id}", .screen("detail", presentation: .push))
            try await navigator.ready()
            let tabBar = try #require(rootTabBar(host))

            tabBar.simulateTabTap(index: 4)
            #expect(tabBar.selectedIndex == NSNotFound)
            #expect(host.state.root.selectedTab == UIKitHost.moreListTabID)

            let toF = await navigator.open("tab:f")
            #expect(toF.plan?.transitions == [.selectTab("f")])
            #expect(tabBar.selectedIndex == 5)
            #expect(host.state.topScreen == Screen("f"))

            await navigator.open("detail:1")
            #expect(host.state.root.activeStack == [Screen("f"), Screen("detail", ["id": "1"])])

            tabBar.simulateMoreListSelection(row: 2)
            await StandIn.transitionsFinished()
            #expect(host.state.root.selectedTab == "g")
            let toA = await navigator.open("tab:a")
            #expect(toA.plan?.transitions == [.selectTab("a")])
            #expect(tabBar.selectedIndex == 0)
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test("A close button tap dismisses the wrapped modal, and the next link sees it gone")
        func closeButton() async throws {
            let (harness, host) = try await photoFeedHarness()
            try await harness.open("login")
            // A push with no stack on top: the planner's wrapped modal with a close button.
            let outcome = try await harness.open("comments:3")
            guard case .present(let layer)? = outcome.plan?.transitions.last else {
                Issue.record("expected a presentation, got \(outcome)")
                return
            }
            #expect(layer.hasCloseButton && layer.isEmbeddedInStack)
            let wrapped = try #require(
                host.window?.rootViewController?.presentedViewController?.presentedViewController)
            let navigation = try #require(wrapped as? UINavigationController)
            let close = try #require(navigation.viewControllers.first?.navigationItem.leftBarButtonItem)
            #expect(close.systemItem == .close)
            close.simulateTap()
            await StandIn.transitionsFinished()
            #expect(host.state.layers.map(\.style) == [.fullScreen])
            harness.followSubject()
            try await harness.open("comments:3")
        }

        @Test("A controller the app presented itself appears as an unidentified screen no link matches")
        func unidentifiedController() async throws {
            let (harness, host) = try await photoFeedHarness()
            let alert = UIViewController()
            rootTabBar(host)?.present(alert, animated: true)
            await StandIn.transitionsFinished()
            let layer = try #require(host.state.layers.first)
            #expect(layer.container.topScreen?.kind == UIKitHost.unidentifiedKind)
            #expect(layer.style == .automatic)
            harness.followSubject()
            let outcome = try await harness.open("photofeed://user:self")
            #expect(outcome.plan?.transitions == [.dismiss(toLayer: 0), .selectTab("profile")])
            #expect(alert.presentingViewController == nil)
        }
    }
}
#endif
