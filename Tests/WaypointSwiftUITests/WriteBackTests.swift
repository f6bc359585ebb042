import Testing
import WaypointNavigation

@testable import WaypointSwiftUI

/// What the user does writes back through the view's bindings: idempotent, tied to the object
/// the binding was made for, and a link that arrives meanwhile waits for the write-back's
/// transition.
@Suite("Write-backs")
@MainActor
struct WriteBackTests {
    static let deep = Fixture.tabs(feed: [Screen("feed"), Fixture.user("1"), Fixture.user("2"), Fixture.user("3")])

    @Test
    func aBackSwipeShortensThePathOnceHoweverOftenItIsWritten() throws {
        let model = NavigationModel(Self.deep, transitionTimeout: .zero)
        let feed = try #require(model.rootStack("feed"))
        model.viewDidChangePath(of: feed, to: [Fixture.user("1")])
        model.viewDidChangePath(of: feed, to: [Fixture.user("1")])
        #expect(model.state == Fixture.tabs(feed: [Screen("feed"), Fixture.user("1")]))
        model.viewDidChangePath(of: feed, to: [])
        #expect(model.state == Fixture.tabs())
    }

    @Test
    func aNavigationLinkPushesOneScreen() throws {
        let model = NavigationModel(Fixture.tabs(), transitionTimeout: .zero)
        let feed = try #require(model.rootStack("feed"))
        model.viewDidChangePath(of: feed, to: [Fixture.user("9")])
        #expect(model.state == Fixture.tabs(feed: [Screen("feed"), Fixture.user("9")]))
    }

    @Test(arguments: [
        [Fixture.user("x")],  // not a prefix
        [Fixture.user("1"), Fixture.user("2"), Fixture.user("3"), Fixture.user("4"), Fixture.user("5")],  // two more
        [Fixture.user("2"), Fixture.user("1")],  // reordered
    ])
    func anImpossiblePathIsIgnored(path: [Screen]) throws {
        let model = NavigationModel(Self.deep, transitionTimeout: .zero)
        let feed = try #require(model.rootStack("feed"))
        model.viewDidChangePath(of: feed, to: path)
        #expect(model.state == Self.deep)
    }

    @Test
    func aLateWriteForAStackNoLongerShownIsIgnored() async throws {
        let model = NavigationModel(Self.deep, transitionTimeout: .zero)
        let oldFeed = try #require(model.rootStack("feed"))
        try await model.apply(NavigationStep(.setRoot(.tabs([Tab("feed"), Tab("profile")], selected: "feed"))))
        let after = model.state
        model.viewDidChangePath(of: oldFeed, to: [])
        model.viewDidChangePath(of: oldFeed, to: [Fixture.user("1")])
        #expect(model.state == after)
    }

    @Test
    func aTabTapSelectsAndAnUnknownOrStaleTabIsIgnored() async throws {
        let model = NavigationModel(Fixture.tabs(), transitionTimeout: .zero)
        let tabs = try #require(model.rootTabs)
        model.viewDidSelectTab("profile", in: tabs)
        model.viewDidSelectTab("profile", in: tabs)
        #expect(model.state == Fixture.tabs(selected: "profile"))
        model.viewDidSelectTab("nowhere", in: tabs)
        #expect(model.state == Fixture.tabs(selected: "profile"))
        try await model.apply(NavigationStep(.setRoot(.tabs([Tab("feed"), Tab("menu")], selected: "feed"))))
        model.viewDidSelectTab("menu", in: tabs)
        #expect(model.state.root.selectedTab == "feed")
    }

    @Test
    func aSheetSwipeDismissesTheLayerAndThoseAboveOnce() throws {
        let state = Fixture.tabs(layers: [Fixture.sheet(Screen("settings")), Fixture.sheet(Screen("help"))])
        let model = NavigationModel(state, transitionTimeout: .zero)
        let bottom = try #require(model.layers.first)
        model.viewDidDismiss(bottom)
        model.viewDidDismiss(bottom)
        #expect(model.state == Fixture.tabs())
    }

    @Test
    func aLateNilNeverDismissesTheLayerPresentedSince() async throws {
        let model = NavigationModel(Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))]), transitionTimeout: .zero)
        let old = try #require(model.layers.first)
        model.viewDidDismiss(old)
        try await model.apply(NavigationStep(.present(Fixture.sheet(Screen("help")))))
        model.viewDidDismiss(old)
        #expect(model.state == Fixture.tabs(layers: [Fixture.sheet(Screen("help"))]))
    }

    @Test
    func aLinkThatArrivesWhileASwipedSheetLeavesWaitsForItsDismissal() async throws {
        let model = NavigationModel(
            Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))]), transitionTimeout: Fixture.patient)
        let navigator = Navigator(schemes: ["photofeed"], host: model)
        try navigator.register("compose", .screen("compose", presentation: .modal(.fullScreen)))
        try await navigator.ready()

        let sheet = try #require(model.layers.first)
        model.viewDidDismiss(sheet)
        #expect(model.layers.isEmpty)
        let link = Task { await navigator.open("compose") }
        await yield()
        // The cover waits: the swiped sheet is still animating away.
        #expect(model.layers.isEmpty)
        model.viewDidFinishDismissal(at: 0)
        await yield()
        let cover = try #require(model.layers.first)
        model.viewDidPresent(cover)
        let outcome = await link.value
        #expect(outcome.isNavigated)
        // Planned after the swipe: the cover goes over the tabs, not over the gone sheet.
        #expect(model.state == Fixture.tabs(layers: [PresentedLayer(.screen(Screen("compose")), style: .fullScreen)]))
        #expect(model.timedOutTransitions == 0)
    }
}
