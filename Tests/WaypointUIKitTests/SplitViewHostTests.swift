#if !canImport(UIKit)
import Foundation
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointUIKit

/// A sidebar list that names its items and shows the selected one, as an app's would.
@MainActor
final class SidebarListController: UIViewController, ScreenProviding, SidebarSelecting {
    let sidebarItems: [String]
    private(set) var selectedSidebarItem: String?
    var screen: Screen { Screen("library") }

    init(items: [String]) {
        self.sidebarItems = items
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func selectSidebarItem(_ item: String) { selectedSidebarItem = item }
}

extension WaypointUIKitTests {
    /// The host's split views: built, changed by links and read back column by column, the same
    /// whether UIKit shows the columns side by side or collapsed into one stack, and through a
    /// collapse or expansion that happens while a link runs.
    @MainActor
    @Suite("Split views")
    struct SplitViewHostTests {
        init() async { await StandIn.reset() }

        static let library = Screen("library")
        static let launch = SplitView(sidebar: [library], items: ["albums", "recents"])
        static let threeColumns = SplitView(sidebar: [library], items: ["albums", "recents"], content: [])
        static func album(_ id: String) -> Screen { Screen("album", ["id": id]) }
        static func photo(_ id: String) -> Screen { Screen("photo", ["id": id]) }

        static func factory() -> ScreenFactory {
            var factory = ScreenFactory()
            for kind in ["library", "album", "photo", "note", "folder"] {
                factory.register(kind, type: PhotoFeedViewController.self)
            }
            return factory
        }

        /// The split app's routes over `host`.
        static func navigator(_ host: any NavigationHost) async throws -> Navigator {
            let navigator = Navigator(schemes: ["myapp"], host: host)
            try navigator.register("albums/:id", .screen("album", placement: .column(.detail, selecting: "albums")))
            try navigator.register("recents/:id", .screen("album", placement: .column(.detail, selecting: "recents")))
            try navigator.register("photos/:id", .screen("photo", placement: .column(.detail)))
            try navigator.register("notes/:id", .screen("note", placement: .column(.content)))
            try await navigator.ready()
            return navigator
        }

        /// A host for an iPad window showing `split`; the window is compact (Split View) when
        /// `collapsed`.
        func host(
            showing split: SplitView = launch, collapsed: Bool
        ) async throws -> (host: UIKitHost, scene: UIWindowScene, split: UISplitViewController) {
            UIDevice.current.simulateUserInterfaceIdiom(.pad)
            let window = makeWindow()
            let scene = try #require(window.windowScene)
            if collapsed { scene.simulateHorizontalSizeClass(.compact) }
            let host = UIKitHost(window: window, factory: Self.factory(), transitionTimeout: .seconds(5))
            try await host.apply(NavigationStep(.setRoot(.split(split)), animated: false))
            let controller = try #require(window.rootViewController as? UISplitViewController)
            #expect(controller.isCollapsed == collapsed)
            return (host, scene, controller)
        }

        /// The stack of the navigation controller set for `column`.
        func stack(_ split: UISplitViewController, _ column: UISplitViewController.Column) -> [Screen] {
            let navigation = split.viewController(for: column) as? UINavigationController
            return (navigation?.viewControllers ?? []).compactMap { ($0 as? any ScreenProviding)?.screen }
        }

        @Test(
            "A split root is built with a navigation controller per column and read back the same",
            arguments: [false, true])
        func building(collapsed: Bool) async throws {
            let shown = SplitView(
                sidebar: [Self.library], items: ["albums", "recents"], selection: "albums",
                detail: [Self.album("7"), Self.photo("1")])
            let (host, _, split) = try await host(showing: shown, collapsed: collapsed)
            #expect(host.state == NavigationState(root: .split(shown)))
            if collapsed {
                #expect(stack(split, .primary) == [Self.library, Self.album("7"), Self.photo("1")])
            } else {
                #expect(stack(split, .primary) == [Self.library])
                #expect(stack(split, .secondary) == [Self.album("7"), Self.photo("1")])
            }
        }

        @Test("After a collapse, a link to the detail the user reads is already showing, not pushed again")
        func collapseKeepsTheDetail() async throws {
            let (host, scene, split) = try await host(collapsed: false)
            let navigator = try await Self.navigator(host)
            await navigator.open("myapp://albums/7")
            let reading = host.state
            #expect(reading.root.splitView?.detail == [Self.album("7")])

            scene.simulateHorizontalSizeClass(.compact)
            #expect(split.isCollapsed)
            #expect(host.state == reading)
            #expect(await navigator.open("myapp://albums/7") == .alreadyShowing)
            #expect(stack(split, .primary) == [Self.library, Self.album("7")])

            scene.simulateHorizontalSizeClass(.regular)
            #expect(host.state == reading)
            #expect(stack(split, .secondary) == [Self.album("7")])
        }

        @Test(
            "Links land in the split view's columns collapsed and expanded, as on the headless host",
            arguments: [
                (false, false), (true, false), (false, true), (true, true),
            ])
        func linksMatchTheHeadlessHost(collapsed: Bool, threeColumns: Bool) async throws {
            let start = threeColumns ? Self.threeColumns : Self.launch
            let (host, scene, split) = try await host(showing: start, collapsed: collapsed)
            let navigator = try await Self.navigator(host)
            let headless = HeadlessHost(NavigationState(root: .split(start)))
            let reference = try await Self.navigator(headless)
            var links = [
                "albums/7", "photos/1", "photos/2", "albums/7", "recents/3", "photos/4", "recents/3", "albums/8",
            ]
            if threeColumns { links += ["notes/1", "photos/5", "notes/2", "albums/9", "notes/3"] }
            for link in links {
                let outcome = await navigator.open("myapp://" + link)
                let expected = await reference.open("myapp://" + link)
                #expect(outcome.plan?.transitions == expected.plan?.transitions, "\(link)")
                #expect(host.state == headless.state, "\(link): \(outcome)")
            }
            let before = host.state
            scene.simulateHorizontalSizeClass(collapsed ? .regular : .compact)
            #expect(split.isCollapsed == !collapsed)
            #expect(host.state == before, "the same split after the size change")
            let detail = before.root.splitView?.detail ?? []
            if collapsed {
                #expect(stack(split, .secondary) == detail)
            } else {
                #expect(stack(split, .primary).suffix(detail.count) == detail[...])
            }
        }

        @Test(
            "A collapse or an expansion while a link's push runs is settled before the next link",
            arguments: [false, true])
        func sizeChangeDuringALink(collapsed: Bool) async throws {
            let (host, scene, split) = try await host(collapsed: collapsed)
            let navigator = try await Self.navigator(host)
            StandIn.transitionDuration = .milliseconds(30)
            let link = Task { await navigator.open("myapp://albums/7") }
            while !StandIn.isTransitionRunning { await Task.yield() }
            scene.simulateHorizontalSizeClass(collapsed ? .regular : .compact)
            let outcome = await link.value
            #expect(outcome.plan?.transitions == [.selectItem("albums"), .push(Self.album("7"))], "\(outcome)")
            #expect(split.isCollapsed == !collapsed)
            let expected = SplitView(
                sidebar: [Self.library], items: ["albums", "recents"], selection: "albums", detail: [Self.album("7")])
            #expect(host.state == NavigationState(root: .split(expected)))
            #expect(await navigator.open("myapp://albums/7") == .alreadyShowing)
            await navigator.open("myapp://photos/1")
            #expect(host.state.root.splitView?.detail == [Self.album("7"), Self.photo("1")])
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test("An app's sidebar that adopts SidebarSelecting names the items and shows the selection")
        func sidebarSelecting() async throws {
            UIDevice.current.simulateUserInterfaceIdiom(.pad)
            let sidebar = SidebarListController(items: ["albums", "recents"])
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(UINavigationController(rootViewController: sidebar), for: .primary)
            split.setViewController(UINavigationController(nibName: nil, bundle: nil), for: .secondary)
            let window = makeWindow()
            window.rootViewController = split
            let host = UIKitHost(window: window, factory: Self.factory())
            #expect(host.state == NavigationState(root: .split(Self.launch)))
            let navigator = try await Self.navigator(host)
            await navigator.open("myapp://recents/3")
            #expect(sidebar.selectedSidebarItem == "recents")
            #expect(host.state.root.splitView?.selection == "recents")
            #expect(stack(split, .secondary) == [Self.album("3")])
        }

        @Test(
            "update, popTo and showColumn change the detail in place, collapsed and expanded",
            arguments: [false, true])
        func detailSteps(collapsed: Bool) async throws {
            let shown = SplitView(
                sidebar: [Self.library], items: ["albums", "recents"], selection: "albums", detail: [Self.album("7")])
            let (host, scene, split) = try await host(showing: shown, collapsed: collapsed)
            var expected = NavigationState(root: .split(shown))
            let steps: [NavigationStep.Transition] = [
                .update(Self.album("8")), .push(Self.photo("1")), .push(Self.photo("2")), .update(Self.photo("3")),
                .popTo(index: 0), .showColumn(.detail, [Self.album("8"), Self.photo("4")]), .showColumn(.detail, []),
                .push(Self.album("9")), .showColumn(.sidebar, [Self.library, Screen("folder", ["id": "1"])]),
            ]
            for transition in steps {
                let step = NavigationStep(transition)
                try await host.apply(step)
                expected = try expected.applying(step)
                #expect(host.state == expected, "\(step)")
            }
            scene.simulateHorizontalSizeClass(collapsed ? .regular : .compact)
            #expect(host.state == expected)
            #expect(split.isCollapsed == !collapsed)
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test("A link into the content column shows that column when the display mode hides it")
        func contentColumnShows() async throws {
            let (host, _, split) = try await host(showing: Self.threeColumns, collapsed: false)
            split.preferredDisplayMode = .secondaryOnly
            let navigator = try await Self.navigator(host)
            await navigator.open("myapp://notes/1")
            #expect(host.state.root.splitView?.content == [Screen("note", ["id": "1"])])
            #expect(split.simulatedIsShowing(.supplementary))
        }

        @Test("A selectItem naming no sidebar item fails with a typed error and changes nothing")
        func unknownItem() async throws {
            let (host, _, _) = try await host(collapsed: false)
            let before = host.state
            await #expect(throws: NavigationError.self) {
                try await host.apply(NavigationStep(.selectItem("trash")))
            }
            #expect(host.state == before)
        }
    }
}
#endif
