import Testing
import WaypointNavigation

/// Routes that land in a split view's columns, end to end through a navigator and a headless
/// host: the sidebar item is selected as a tab is, the detail stack grows or resets, and the
/// popover, reset-link and command rules hold with a split on the root.
@Suite("Split views through the navigator")
@MainActor
struct SplitNavigatorTests {
    static let library = Screen("library")
    static let launch = NavigationState(
        root: .split(SplitView(sidebar: [library], items: ["albums", "recents"])))

    static func album(_ id: String) -> Screen { Screen("album", ["id": id]) }
    static func photo(_ id: String) -> Screen { Screen("photo", ["id": id]) }

    /// A ready navigator for `myapp` links over a headless host showing `state`.
    func navigator(showing state: NavigationState = launch) async throws -> (Navigator, HeadlessHost) {
        let host = HeadlessHost(state)
        let navigator = Navigator(schemes: ["myapp"], host: host)
        try navigator.register("albums/:id", .screen("album", placement: .column(.detail, selecting: "albums")))
        try navigator.register("recents/:id", .screen("album", placement: .column(.detail, selecting: "recents")))
        try navigator.register("photos/:id", .screen("photo", placement: .column(.detail)))
        try navigator.register("trash/:id", .screen("album", placement: .column(.detail, selecting: "trash")))
        try navigator.register("notes/:id", .screen("note", placement: .column(.content)))
        try navigator.register("folders/:id", .screen("folder", placement: .column(.sidebar)))
        try navigator.register("share/:id", .screen("share", presentation: .modal(.popover)))
        try navigator.register("help", .screen("help", presentation: .modal(.pageSheet, embedInStack: true)))
        try navigator.register("people/:id", .screen("person"))
        try await navigator.ready()
        return (navigator, host)
    }

    @Test func aDetailLinkSelectsItsSidebarItemAndShowsTheDetail() async throws {
        let (navigator, host) = try await navigator()
        let outcome = await navigator.open("myapp://albums/7")
        guard case .navigated(let plan) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(plan.transitions == [.selectItem("albums"), .push(Self.album("7"))])
        #expect(
            host.state.root
                == .split(
                    SplitView(
                        sidebar: [Self.library], items: ["albums", "recents"], selection: "albums",
                        detail: [Self.album("7")])))
    }

    @Test func theSameDetailLinkAgainIsAlreadyShowing() async throws {
        let (navigator, host) = try await navigator()
        await navigator.open("myapp://albums/7")
        let before = host.state
        #expect(await navigator.open("myapp://albums/7") == .alreadyShowing)
        #expect(host.state == before)
    }

    @Test func aSecondDetailLinkPushesAndALinkBackDownSwitches() async throws {
        let (navigator, host) = try await navigator()
        await navigator.open("myapp://albums/7")
        await navigator.open("myapp://photos/1")
        #expect(host.state.root.splitView?.detail == [Self.album("7"), Self.photo("1")])
        let back = await navigator.open("myapp://albums/7")
        guard case .navigated(let plan) = back else {
            Issue.record("\(back)")
            return
        }
        #expect(plan.decision == .switched)
        #expect(host.state.root.splitView?.detail == [Self.album("7")])
    }

    @Test func aLinkToAnotherSidebarItemResetsTheDetail() async throws {
        let (navigator, host) = try await navigator()
        await navigator.open("myapp://albums/7")
        await navigator.open("myapp://photos/1")
        await navigator.open("myapp://recents/9")
        #expect(host.state.root.splitView?.selection == "recents")
        #expect(host.state.root.splitView?.detail == [Self.album("9")])
    }

    @Test func anUnknownItemFailsWithATypedError() async throws {
        let (navigator, host) = try await navigator()
        let outcome = await navigator.open("myapp://trash/1")
        #expect(outcome == .failed(.unknownSplitItem("trash", available: ["albums", "recents"])))
        #expect(host.state == Self.launch)
    }

    @Test func aContentLinkInATwoColumnSplitFailsWithATypedError() async throws {
        let (navigator, _) = try await navigator()
        #expect(
            await navigator.open("myapp://notes/1")
                == .failed(.unavailableColumn(.content, reason: "the split view has two columns, no content column")))
    }

    @Test func contentAndSidebarLinksReplaceTheirColumns() async throws {
        let (navigator, host) = try await navigator(
            showing: NavigationState(
                root: .split(
                    SplitView(
                        sidebar: [Self.library], items: ["albums"], selection: "albums", content: [],
                        detail: [Self.photo("1")]))))
        await navigator.open("myapp://notes/1")
        #expect(host.state.root.splitView?.content == [Screen("note", ["id": "1"])])
        #expect(host.state.root.splitView?.detail == [])
        await navigator.open("myapp://folders/2")
        #expect(host.state.root.splitView?.sidebar == [Self.library, Screen("folder", ["id": "2"])])
        #expect(await navigator.open("myapp://folders/2") == .alreadyShowing)
    }

    @Test func aPopoverOverASplitClosesBeforeTheDetailChanges() async throws {
        let (navigator, host) = try await navigator()
        await navigator.open("myapp://albums/7")
        await navigator.open("myapp://share/1")
        #expect(host.state.layers.map(\.style) == [.popover])
        #expect(await navigator.open("myapp://share/1") == .alreadyShowing)
        let outcome = await navigator.open("myapp://photos/1")
        guard case .navigated(let plan) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(plan.transitions == [.dismiss(toLayer: 0), .push(Self.photo("1"))])
        #expect(host.state.layers.isEmpty)
        // A sheet link presents from the split, not from inside a popover.
        await navigator.open("myapp://share/1")
        await navigator.open("myapp://help")
        #expect(host.state.layers.map(\.style) == [.pageSheet])
    }

    @Test func aResetLinkPopsTheDetailToItsRootFirst() async throws {
        let (navigator, host) = try await navigator()
        await navigator.open("myapp://albums/7")
        await navigator.open("myapp://people/3")
        await navigator.open("myapp://help")
        let outcome = await navigator.open("myapp:///photos/1")
        guard case .navigated(let plan) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(plan.transitions == [.dismiss(toLayer: 0), .popTo(index: 0), .push(Self.photo("1"))])
        #expect(host.state.root.splitView?.detail == [Self.album("7"), Self.photo("1")])
    }

    @Test func aLinkWithoutAPlacementPushesOntoTheDetail() async throws {
        let (navigator, host) = try await navigator()
        await navigator.open("myapp://people/3")
        #expect(host.state.root.splitView?.detail == [Screen("person", ["id": "3"])])
        #expect(host.state.root.splitView?.selection == nil)
    }

    @Test func popToRootPopsTheDetailStack() async throws {
        let (navigator, host) = try await navigator()
        await navigator.open("myapp://albums/7")
        await navigator.open("myapp://photos/1")
        let outcome = await navigator.perform(.popToRoot)
        guard case .navigated(let plan) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(plan.transitions == [.popTo(index: 0)])
        #expect(host.state.root.splitView?.detail == [Self.album("7")])
        #expect(await navigator.perform(.popToRoot) == .alreadyShowing)
        #expect(
            await navigator.perform(.selectTab("albums"))
                == .failed(.unknownTab("albums", available: [])))
    }

    @Test func selectItemSelectsTheSidebarItemAndEmptiesTheDetail() async throws {
        let (navigator, host) = try await navigator()
        await navigator.open("myapp://people/3")
        let outcome = await navigator.perform(.selectItem("albums"))
        guard case .navigated(let plan) = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(plan.transitions == [.selectItem("albums")])
        #expect(host.state.root.splitView?.selection == "albums")
        #expect(host.state.root.splitView?.detail == [])
        #expect(await navigator.perform(.selectItem("albums")) == .alreadyShowing)
        let unknown = await navigator.perform(.selectItem("trash"))
        guard case .failed(.unknownSplitItem("trash", let available)) = unknown else {
            Issue.record("an unknown item should fail with a typed error, got \(unknown)")
            return
        }
        #expect(available == host.state.root.splitView?.items)
        #expect(NavigationCommand.selectItem("albums").description == "command:selectItem(albums)")
    }

    @Test func replaceStateShowsASplit() async throws {
        let (navigator, host) = try await navigator(showing: NavigationState(root: .stack([Screen("welcome")])))
        let target = NavigationState(
            root: .split(
                SplitView(sidebar: [Self.library], items: ["albums"], selection: "albums", detail: [Self.album("1")])))
        await navigator.perform(.replaceState(target))
        #expect(host.state == target)
    }

    @Test func theCurrentLinkPrintsTheTopOfTheSplit() async throws {
        let (navigator, _) = try await navigator()
        #expect(navigator.currentLink == nil)
        await navigator.open("myapp://albums/7")
        #expect(navigator.currentLink == "myapp://albums/7")
        await navigator.open("myapp://photos/1")
        #expect(navigator.currentLink == "myapp://photos/1")
    }
}
