import Testing
import WaypointNavigation

@testable import WaypointSwiftUI

/// The app's own calls — pop to root, select a tab, dismiss the top layer, replace the state —
/// go through the navigator: planned from what the model shows, applied in turn with links,
/// and reported as links are.
@Suite("Commands from the app")
@MainActor
struct CommandTests {
    /// A model showing `state` with a ready navigator on it, and the events it reports.
    @MainActor
    final class Driven {
        let model: NavigationModel
        let navigator: Navigator
        var events: [NavigationEvent] = []

        init(_ state: NavigationState) async throws {
            model = NavigationModel(state, transitionTimeout: .zero)
            navigator = Navigator(schemes: ["photofeed"], host: model)
            try navigator.register("user:{userId}", .screen("user"))
            try navigator.register(
                "settings", .screen("settings", presentation: .modal(.pageSheet, embedInStack: true)))
            navigator.onEvent = { [weak self] in self?.events.append($0) }
            try await navigator.ready()
        }
    }

    static let deep = Fixture.tabs(feed: [Screen("feed"), Fixture.user("1"), Fixture.user("2")])

    @Test
    func popToRootPopsTheTopStackAndIsReportedLikeALink() async throws {
        let driven = try await Driven(Self.deep)
        let outcome = await driven.navigator.perform(.popToRoot)
        #expect(driven.model.state == Fixture.tabs())
        guard case .navigated(let plan) = outcome else {
            Issue.record("not navigated: \(outcome)")
            return
        }
        #expect(plan.transitions == [.popTo(index: 0)])
        #expect(driven.events.map(\.link) == ["command:popToRoot"])
        #expect(driven.events.last?.outcome == outcome)
        #expect(driven.events.last?.source == .inApp)
    }

    @Test
    func aScreenPushedByANavigationLinkIsPoppedByPopToRoot() async throws {
        let driven = try await Driven(Fixture.tabs())
        let feed = try #require(driven.model.rootStack("feed"))
        // `NavigationLink(value: Screen)` writes the longer path back through the binding.
        driven.model.viewDidChangePath(of: feed, to: [Fixture.user("7")])
        #expect(driven.model.state.topScreen == Fixture.user("7"))
        await driven.navigator.perform(.popToRoot)
        #expect(driven.model.state == Fixture.tabs())
    }

    @Test
    func selectingATabUnderASheetDismissesTheSheetFirst() async throws {
        let driven = try await Driven(Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))]))
        let outcome = await driven.navigator.perform(.selectTab("profile"))
        #expect(driven.model.state == Fixture.tabs(selected: "profile"))
        guard case .navigated(let plan) = outcome else {
            Issue.record("not navigated: \(outcome)")
            return
        }
        #expect(plan.transitions == [.dismiss(toLayer: 0), .selectTab("profile")])
    }

    @Test
    func anUnknownTabFailsWithATypedErrorAndChangesNothing() async throws {
        let driven = try await Driven(Fixture.tabs())
        let outcome = await driven.navigator.perform(.selectTab("nowhere"))
        #expect(outcome == .failed(.unknownTab("nowhere", available: ["feed", "profile", "menu"])))
        #expect(driven.model.state == Fixture.tabs())
        #expect(driven.events.last?.outcome == outcome)
    }

    @Test
    func dismissTopRemovesOnlyTheTopLayer() async throws {
        let two = Fixture.tabs(layers: [Fixture.sheet(Screen("settings")), Fixture.sheet(Screen("share"))])
        let driven = try await Driven(two)
        await driven.navigator.perform(.dismissTop)
        #expect(driven.model.state == Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))]))
        await driven.navigator.perform(.dismissTop)
        #expect(driven.model.state == Fixture.tabs())
        #expect(await driven.navigator.perform(.dismissTop) == .alreadyShowing)
    }

    @Test(arguments: [
        Fixture.tabs(selected: "menu"),
        Fixture.tabs(profile: [Screen("profile"), Fixture.user("3")], layers: [Fixture.sheet(Screen("share"))]),
        NavigationState(root: .stack([Screen("onboarding")])),
    ])
    func replaceStateShowsTheGivenState(target: NavigationState) async throws {
        let driven = try await Driven(Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))]))
        await driven.navigator.perform(.replaceState(target))
        #expect(driven.model.state == target)
    }

    @Test
    func aCommandRunsInTurnWithLinks() async throws {
        let driven = try await Driven(Fixture.tabs())
        async let opened = driven.navigator.open("photofeed://user:5")
        async let popped = driven.navigator.perform(.popToRoot)
        _ = await (opened, popped)
        // Whichever ran first, the model ends as the second one left it, never half-way.
        let state = driven.model.state
        #expect(state == Fixture.tabs() || state == Fixture.tabs(feed: [Screen("feed"), Fixture.user("5")]))
        #expect(Set(driven.events.compactMap { $0.outcome == nil ? nil : $0.link }).count == 2)
    }
}

/// The "Close" button on a modal embedded in a stack is the app's choice.
@Suite("Close buttons")
@MainActor
struct CloseButtonTests {
    @Test(arguments: [true, false])
    func theModelDrawsCloseButtonsOnlyWhenAskedTo(draws: Bool) throws {
        let state = Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))])
        let model = NavigationModel(state, transitionTimeout: .zero, drawsCloseButtons: draws)
        let layer = try #require(model.layers.first)
        #expect(model.drawsCloseButton(on: layer) == draws)
        // The layer's value keeps its flag either way, so saved states and plans do not change.
        #expect(model.state == state)
    }

    @Test
    func aLayerWithoutACloseButtonNeverDrawsOne() throws {
        let bare = PresentedLayer(.stack([Screen("settings")]), style: .pageSheet, hasCloseButton: false)
        let model = NavigationModel(Fixture.tabs(layers: [bare]), transitionTimeout: .zero)
        let layer = try #require(model.layers.first)
        #expect(model.drawsCloseButton(on: layer) == false)
    }
}

/// A command from inside a running link's action follows the navigator's rule for calls from
/// inside a link: it runs once that link has ended, and the action gets a handle at once.
@Suite("Commands from an action")
@MainActor
struct CommandFromActionTests {
    // A generous watchdog: waiting for itself would hang.
    @Test(.timeLimit(.minutes(1)))
    func anActionThatPopsToRootDoesNotWaitForItself() async throws {
        let model = NavigationModel(
            Fixture.tabs(feed: [Screen("feed"), Fixture.user("1")]), transitionTimeout: .zero)
        let navigator = Navigator(schemes: ["photofeed"], host: model)
        final class Box { var outcome: LinkOutcome? }
        let box = Box()
        try navigator.register(
            "home",
            .action { [weak navigator] _ in
                box.outcome = await navigator?.perform(.popToRoot)
                return true
            })
        try await navigator.ready()
        #expect(await navigator.open("photofeed://home") == .handledByAction)
        guard case .queued(let handle) = box.outcome else {
            Issue.record("expected a queued handle, got \(String(describing: box.outcome))")
            return
        }
        #expect(await handle.outcome().isNavigated)
        #expect(model.state == Fixture.tabs())
    }
}
