import Observation
import Testing
import WaypointNavigation

@testable import WaypointSwiftUI

/// What a change notifies: each part of the model is its own observable object, so a view is
/// redrawn only for the part it reads.
@Suite("Observation")
@MainActor
struct ObservationTests {
    /// Whether `apply` notifies observers of what `read` reads.
    func notifies(_ read: () -> Void, when change: () async throws -> Void) async rethrows -> Bool {
        let flag = Flag()
        withObservationTracking(read) { flag.raise() }
        try await change()
        return flag.isRaised
    }

    final class Flag: @unchecked Sendable {
        // Raised synchronously on the main actor by the change itself.
        private(set) var isRaised = false
        func raise() { isRaised = true }
    }

    @Test
    func pushOntoOneTabNotifiesNoOtherTabTheLayersOrTheSelection() async throws {
        let model = NavigationModel(Fixture.tabs(), transitionTimeout: .zero)
        let feed = try #require(model.rootStack("feed"))
        let profile = try #require(model.rootStack("profile"))
        let tabs = try #require(model.rootTabs)
        let push = NavigationStep(.push(Fixture.user("1")))

        #expect(
            try await !notifies(
                {
                    _ = profile.path; _ = profile.root
                }, when: { try await model.apply(push) }))
        #expect(try await !notifies({ _ = model.layers }, when: { try await model.apply(push) }))
        #expect(try await !notifies({ _ = tabs.selection }, when: { try await model.apply(push) }))
        #expect(try await !notifies({ _ = model.root }, when: { try await model.apply(push) }))
        // The stack pushed onto is notified: the tracking itself works.
        #expect(try await notifies({ _ = feed.path }, when: { try await model.apply(push) }))
        #expect(feed.path.count == 5)
    }

    @Test
    func selectingATabNotifiesOnlyTheSelection() async throws {
        let model = NavigationModel(Fixture.tabs(), transitionTimeout: .zero)
        let feed = try #require(model.rootStack("feed"))
        let tabs = try #require(model.rootTabs)
        let select = NavigationStep(.selectTab("profile"))
        #expect(
            try await !notifies(
                {
                    _ = feed.path; _ = model.layers; _ = model.root
                }, when: { try await model.apply(select) }))
        #expect(
            try await notifies(
                { _ = tabs.selection }, when: { try await model.apply(NavigationStep(.selectTab("menu"))) }))
    }

    @Test
    func presentingNotifiesTheLayersAndNoStack() async throws {
        let model = NavigationModel(Fixture.tabs(), transitionTimeout: .zero)
        let feed = try #require(model.rootStack("feed"))
        let tabs = try #require(model.rootTabs)
        let present = NavigationStep(.present(Fixture.sheet(Screen("settings"))))
        #expect(
            try await !notifies(
                {
                    _ = feed.path; _ = tabs.selection
                }, when: { try await model.apply(present) }))
        #expect(try await notifies({ _ = model.layers }, when: { try await model.apply(present) }))
    }

    @Test
    func aPushOntoALayerNotifiesNeitherTheLayersNorTheRoot() async throws {
        let model = NavigationModel(Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))]), transitionTimeout: .zero)
        let feed = try #require(model.rootStack("feed"))
        let push = NavigationStep(.push(Screen("privacy")))
        #expect(
            try await !notifies(
                {
                    _ = model.layers; _ = feed.path
                }, when: { try await model.apply(push) }))
        #expect(model.state.topScreen == Screen("privacy"))
    }

    @Test
    func writeBacksOfWhatIsShownNotifyNobody() async throws {
        let model = NavigationModel(Fixture.tabs(feed: [Screen("feed"), Fixture.user("1")]), transitionTimeout: .zero)
        let feed = try #require(model.rootStack("feed"))
        let tabs = try #require(model.rootTabs)
        #expect(
            !(await notifies({
                _ = feed.path; _ = tabs.selection
            }) {
                model.viewDidChangePath(of: feed, to: feed.path)
                model.viewDidSelectTab("feed", in: tabs)
            }))
    }

    @Test
    func aPushIntoTheDetailColumnNotifiesOnlyTheDetailStack() async throws {
        let model = NavigationModel(
            NavigationState(root: .split(SplitView(sidebar: [Screen("library")], items: ["a"], selection: "a"))),
            transitionTimeout: .zero)
        guard case .split(let split) = model.root else {
            Issue.record("no split view")
            return
        }
        let push = NavigationStep(.push(Fixture.user("1")))
        #expect(
            try await !notifies(
                {
                    _ = split.selection; _ = split.columnVisibility; _ = split.sidebar.root; _ = split.sidebar.path
                    _ = model.root; _ = model.layers
                }, when: { try await model.apply(push) }))
        #expect(try await notifies({ _ = split.detail.path }, when: { try await model.apply(push) }))
        // Selecting an item notifies its readers, and empties the detail.
        #expect(
            await notifies(
                { _ = split.selection }, when: { model.viewDidSelectItem(nil, in: split) }))
        #expect(split.detail.count == 0)
    }
}
