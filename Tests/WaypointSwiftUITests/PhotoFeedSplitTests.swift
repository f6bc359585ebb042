import PhotoFeedSwiftUI
import Testing
import WaypointNavigation

@testable import WaypointSwiftUI

/// The PhotoFeed example's split layout (a window of regular width): sidebar items, pushes into
/// the detail column, the share popover and a post's web link, on the model drawn by a simulated
/// view and on a headless host with the same routes.
@Suite("PhotoFeed on SwiftUI: split layout")
@MainActor
struct PhotoFeedSplitTests {
    static let script: [(link: String, source: LinkSource)] = [
        ("comments:7", .inApp), ("share:7", .inApp), ("share:7", .inApp), ("user:42", .inApp), ("profile", .inApp),
        ("follower:self", .inApp), ("share:9", .inApp),
        ("https://photofeed.example.com/media/9/comments", .universalLink),
        ("menu", .inApp), ("feed", .inApp),
    ]

    @Test
    func afterEveryLinkTheModelShowsWhatTheHeadlessHostShows() async throws {
        let app = try PhotoFeedNavigation(transitionTimeout: Fixture.patient, layout: .split)
        let simulator = ViewSimulator(app.model, maxLateness: 2)
        let headless = HeadlessHost(PhotoFeedNavigation.splitLaunchState)
        let reference = Navigator(schemes: ["photofeed"], hosts: ["photofeed.example.com"], host: headless)
        try PhotoFeedNavigation.register(on: reference, layout: .split) {}
        try await app.navigator.ready()
        try await reference.ready()
        var outcomes: [String] = []
        for (link, source) in Self.script {
            let outcome = await app.navigator.open(link, source: source)
            #expect(outcome == (await reference.open(link, source: source)), "\(link)")
            #expect(app.model.state == headless.state, "\(link)")
            outcomes.append(String(outcome.description.prefix { $0 != ":" }))
        }
        #expect(simulator.violations.isEmpty, "\(simulator.violations)")
        #expect(Set(outcomes).isSuperset(of: ["navigated", "already showing"]), "\(outcomes)")
    }

    @Test
    func theShareLinkOpensAPopoverOverTheDetailAndTheWebLinkShowsTheFeedsComments() async throws {
        let app = try PhotoFeedNavigation(transitionTimeout: .zero, layout: .split)
        try await app.navigator.ready()
        await app.navigator.open("comments:7", source: .inApp)
        await app.navigator.open("share:7", source: .inApp)
        #expect(app.model.state.layers.map(\.style) == [.popover])
        #expect(app.model.layers.first?.anchorKind == PhotoFeedPage.popoverKind(of: "share:7"))
        await app.navigator.open("profile", source: .inApp)
        #expect(app.model.state.layers.isEmpty)
        #expect(app.model.state.root.splitView?.selection == "profile")
        #expect(app.model.state.root.splitView?.detail == [Screen("profile")])
        await app.navigator.open("https://photofeed.example.com/media/9/comments", source: .universalLink)
        #expect(app.model.state.root.splitView?.selection == "feed")
        #expect(app.model.state.root.splitView?.detail == [Screen("feed"), Screen("comments", ["mediaId": "9"])])
    }

    @Test
    func aSidebarTapThenTheItemsLinkShowsItsPage() async throws {
        let app = try PhotoFeedNavigation(transitionTimeout: .zero, layout: .split)
        try await app.navigator.ready()
        guard case .split(let split) = app.model.root else {
            Issue.record("the split layout shows no split view")
            return
        }
        app.model.viewDidSelectItem("menu", in: split)
        #expect(app.model.state.root.splitView?.detail == [])
        #expect(await app.navigator.open("menu", source: .inApp).isNavigated)
        #expect(app.model.state.root.splitView?.detail == [Screen("menu")])
        #expect(PhotoFeedPage(Screen("sidebar")) == .sidebar)
        #expect(PhotoFeedPage.popoverKind(of: "likes:7") == nil)
    }
}
