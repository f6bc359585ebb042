import Testing
import WaypointNavigation

@testable import WaypointSwiftUI

/// The model holds a split view: its columns as stacks, the sidebar's selection and the
/// columns' visibility; it applies the split steps as the state value does, and takes the
/// user's changes written back by `NavigationSplitView`, expanded or collapsed.
@Suite("SwiftUI model: split views")
@MainActor
struct SplitModelTests {
    nonisolated static let library = Screen("library")
    nonisolated static func album(_ id: String) -> Screen { Screen("album", ["id": id]) }
    nonisolated static func photo(_ id: String) -> Screen { Screen("photo", ["id": id]) }
    nonisolated static func note(_ id: String) -> Screen { Screen("note", ["id": id]) }

    nonisolated static let twoColumns = SplitView(sidebar: [library], items: ["albums", "recents"])
    nonisolated static let threeColumns = SplitView(sidebar: [library], items: ["albums", "recents"], content: [])

    static func split(of model: NavigationModel) throws -> NavigationModel.Split {
        guard case .split(let split) = model.root else { throw SplitMissing() }
        return split
    }

    struct SplitMissing: Error {}

    @Test(
        "A state with a split view comes back unchanged",
        arguments: [
            twoColumns,
            SplitView(sidebar: [library], items: ["albums"], selection: "albums", detail: [album("1"), photo("2")]),
            SplitView(
                sidebar: [library, Screen("folder")], items: ["a", "b"], selection: "b", content: [note("1")],
                detail: [photo("3")]),
        ])
    func roundTrip(split: SplitView) throws {
        let state = NavigationState(
            root: .split(split), layers: [PresentedLayer(.split(split), style: .pageSheet)])
        #expect(NavigationModel(state, transitionTimeout: .zero).state == state)
    }

    @Test(
        "Split steps change the model as they change the state value",
        arguments: [
            (twoColumns, [NavigationStep.Transition.selectItem("albums"), .push(album("1")), .push(photo("2"))]),
            (twoColumns, [.selectItem("albums"), .push(album("1")), .push(photo("2")), .popTo(index: 0)]),
            (twoColumns, [.showColumn(.detail, [album("1"), photo("2")]), .selectItem("recents")]),
            (twoColumns, [.showColumn(.sidebar, [library, Screen("folder")]), .update(photo("9"))]),
            (threeColumns, [.selectItem("albums"), .showColumn(.content, [note("1")]), .push(photo("1"))]),
            (threeColumns, [.showColumn(.content, [note("1")]), .update(note("2")), .selectItem("recents")]),
            (twoColumns, [.selectItem("albums"), .push(album("1")), .update(album("2"))]),
        ])
    func stepsMatchTheValue(split: SplitView, transitions: [NavigationStep.Transition]) async throws {
        let model = NavigationModel(NavigationState(root: .split(split)), transitionTimeout: .zero)
        var expected = NavigationState(root: .split(split))
        for transition in transitions {
            let step = NavigationStep(transition)
            expected = try expected.applying(step)
            try await model.apply(step)
            #expect(model.state == expected, "after \(step)")
        }
    }

    @Test(
        "A split step that does not fit fails and changes nothing",
        arguments: [
            NavigationStep.Transition.selectItem("trash"), .showColumn(.content, [note("1")]),
            .showColumn(.sidebar, []), .popTo(index: 0),
        ])
    func aStepThatDoesNotFitFails(transition: NavigationStep.Transition) async throws {
        let state = NavigationState(root: .split(Self.twoColumns))
        let model = NavigationModel(state, transitionTimeout: .zero)
        await #expect(throws: NavigationError.self) { try await model.apply(NavigationStep(transition)) }
        #expect(model.state == state)
    }

    @Test
    func aSplitStepOnAStackFails() async throws {
        let model = NavigationModel(NavigationState(root: .stack([Self.library])), transitionTimeout: .zero)
        await #expect(throws: NavigationError.self) { try await model.apply(NavigationStep(.selectItem("albums"))) }
    }

    @Test
    func aLinkToAColumnLandsThereAsOnAHeadlessHost() async throws {
        let launch = NavigationState(root: .split(Self.threeColumns))
        let model = NavigationModel(launch, transitionTimeout: Fixture.patient)
        let simulator = ViewSimulator(model, seed: 0x5B)
        let headless = HeadlessHost(launch)
        var navigators: [Navigator] = []
        for host in [model as any NavigationHost, headless] {
            let navigator = Navigator(schemes: ["myapp"], host: host)
            try navigator.register("albums/:id", .screen("album", placement: .column(.detail, selecting: "albums")))
            try navigator.register("photos/:id", .screen("photo", placement: .column(.detail)))
            try navigator.register("notes/:id", .screen("note", placement: .column(.content, selecting: "recents")))
            try navigator.register("share/:id", .screen("share", presentation: .modal(.popover)))
            try await navigator.ready()
            navigators.append(navigator)
        }
        for link in ["albums/1", "photos/2", "share/2", "notes/3", "albums/1", "photos/4", "share/5", "albums/1"] {
            let modelOutcome = await navigators[0].open("myapp://\(link)")
            let headlessOutcome = await navigators[1].open("myapp://\(link)")
            #expect(modelOutcome == headlessOutcome, "\(link)")
            #expect(model.state == headless.state, "\(link)")
        }
        #expect(simulator.violations.isEmpty, "\(simulator.violations)")
    }

    // MARK: Write-backs

    @Test
    func aSidebarTapSelectsTheItemAndEmptiesTheDetail() throws {
        let shown = SplitView(
            sidebar: [Self.library], items: ["albums", "recents"], selection: "albums", detail: [Self.album("1")])
        let model = NavigationModel(NavigationState(root: .split(shown)), transitionTimeout: .zero)
        let split = try Self.split(of: model)
        model.viewDidSelectItem("recents", in: split)
        model.viewDidSelectItem("recents", in: split)
        model.viewDidSelectItem("trash", in: split)
        #expect(
            model.state.root
                == .split(SplitView(sidebar: [Self.library], items: ["albums", "recents"], selection: "recents")))
    }

    @Test
    func aLateWriteForASplitNoLongerShownIsIgnored() async throws {
        let model = NavigationModel(NavigationState(root: .split(Self.twoColumns)), transitionTimeout: .zero)
        let old = try Self.split(of: model)
        try await model.apply(NavigationStep(.setRoot(.split(Self.twoColumns))))
        model.viewDidSelectItem("albums", in: old)
        model.viewDidChangeColumnVisibility(.detailOnly, in: old)
        model.viewDidShowCompactColumn(.sidebar, in: old)
        #expect(model.state == NavigationState(root: .split(Self.twoColumns)))
        #expect(try Self.split(of: model).columnVisibility == .automatic)
    }

    @Test
    func aBackSwipeInTheDetailStackWritesBack() throws {
        let shown = SplitView(
            sidebar: [Self.library], items: ["albums"], selection: "albums", detail: [Self.album("1"), Self.photo("2")])
        let model = NavigationModel(NavigationState(root: .split(shown)), transitionTimeout: .zero)
        let split = try Self.split(of: model)
        model.viewDidChangePath(of: split.detail, to: [])
        #expect(model.state.root.splitView?.detail == [Self.album("1")])
        #expect(model.state.topScreen == Self.album("1"))
    }

    @Test
    func columnVisibilityWritesBackAndAStepThatShowsAHiddenColumnWidensIt() async throws {
        let model = NavigationModel(NavigationState(root: .split(Self.threeColumns)), transitionTimeout: .zero)
        let split = try Self.split(of: model)
        model.viewDidChangeColumnVisibility(.detailOnly, in: split)
        #expect(split.columnVisibility == .detailOnly)
        try await model.apply(NavigationStep(.showColumn(.content, [Self.note("1")])))
        #expect(split.columnVisibility == .doubleColumn)
        try await model.apply(NavigationStep(.showColumn(.sidebar, [Self.library, Screen("folder")])))
        #expect(split.columnVisibility == .all)
        try await model.apply(NavigationStep(.showColumn(.detail, [Self.photo("1")])))
        #expect(split.columnVisibility == .all)
    }

    @Test(
        "Showing a column widens the visibility as little as needed",
        arguments: [
            (SplitColumnVisibility.detailOnly, SplitView.Column.sidebar, false, SplitColumnVisibility.doubleColumn),
            (.detailOnly, .sidebar, true, .all), (.detailOnly, .content, true, .doubleColumn),
            (.doubleColumn, .sidebar, true, .all), (.doubleColumn, .sidebar, false, .doubleColumn),
            (.detailOnly, .detail, true, .detailOnly), (.automatic, .sidebar, true, .automatic),
        ])
    func widening(
        visibility: SplitColumnVisibility, column: SplitView.Column, threeColumns: Bool, widened: SplitColumnVisibility
    ) {
        #expect(visibility.showing(column, threeColumns: threeColumns) == widened)
        #expect(widened.shows(column, threeColumns: threeColumns))
    }

    // MARK: Collapsed

    @Test
    func collapsedTheSplitShowsItsTopColumnAndGoingBackEmptiesTheColumnsAfter() throws {
        let shown = SplitView(
            sidebar: [Self.library], items: ["albums", "recents"], selection: "albums", content: [Self.note("1")],
            detail: [Self.photo("2")])
        let model = NavigationModel(NavigationState(root: .split(shown)), transitionTimeout: .zero)
        let split = try Self.split(of: model)
        #expect(split.compactColumn == .detail)
        model.viewDidShowCompactColumn(.detail, in: split)
        #expect(model.state.root == .split(shown))
        model.viewDidShowCompactColumn(.content, in: split)
        #expect(split.compactColumn == .content)
        #expect(model.state.topScreen == Self.note("1"))
        #expect(model.state.root.splitView?.selection == "albums")
        model.viewDidShowCompactColumn(.sidebar, in: split)
        #expect(split.compactColumn == .sidebar)
        #expect(
            model.state.root
                == .split(SplitView(sidebar: [Self.library], items: ["albums", "recents"], content: [])))
        // The list's selection becomes nil as well: nothing more changes.
        model.viewDidSelectItem(nil, in: split)
        #expect(model.state.topScreen == Self.library)
    }

    @Test
    func collapsedALinkToTheDetailShowsTheDetailColumn() async throws {
        let model = NavigationModel(NavigationState(root: .split(Self.twoColumns)), transitionTimeout: .zero)
        let split = try Self.split(of: model)
        #expect(split.compactColumn == .sidebar)
        try await model.apply(NavigationStep(.selectItem("albums")))
        try await model.apply(NavigationStep(.push(Self.album("1"))))
        #expect(split.compactColumn == .detail)
    }
}
