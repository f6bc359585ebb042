import Foundation
import PhotoFeedSwiftUI
import Testing
import WaypointNavigation

@testable import WaypointSwiftUI

/// The PhotoFeed example's SwiftUI navigation against the same routes over a `HeadlessHost`:
/// after every link both show the same thing.
@Suite("PhotoFeed on SwiftUI")
@MainActor
struct PhotoFeedScenarioTests {
    /// The PhotoFeed story: a cold-start push, taps through the profile, an empty-host reset, a
    /// universal link, a share sheet and a link that must first dismiss it, a refused logout.
    static let script: [(link: String, source: LinkSource)] = [
        ("user:self", .notification),
        ("follower:self", .inApp),
        ("user:42", .inApp),
        ("photofeed:///likes:7?animated=0", .customScheme(sendingApp: nil)),
        ("comments:7", .inApp),
        ("share:7", .inApp),
        ("likes:7", .widget),
        ("share:9", .inApp),
        ("photofeed://user:self", .customScheme(sendingApp: "com.apple.mobilesafari")),
        ("https://photofeed.example.com/media/9/comments", .universalLink),
        ("photofeed://logout", .customScheme(sendingApp: "com.example.prankster")),
        ("photofeed://stories:1", .handoff),
        ("logout", .inApp),
    ]

    @Test
    func afterEveryLinkTheModelShowsWhatTheHeadlessHostShows() async throws {
        let app = try PhotoFeedNavigation(transitionTimeout: Fixture.patient)
        let simulator = ViewSimulator(app.model, maxLateness: 2)
        let headless = HeadlessHost(PhotoFeedNavigation.launchState)
        let reference = Navigator(schemes: ["photofeed"], hosts: ["photofeed.example.com"], host: headless)
        try PhotoFeedNavigation.register(on: reference) {}

        // The push arrives before the UI is ready on both.
        let first = Self.script[0]
        let queued = await app.navigator.open(first.link, source: first.source)
        _ = await reference.open(first.link, source: first.source)
        try await app.navigator.ready()
        try await reference.ready()
        #expect(await queued.settled.isNavigated)
        #expect(app.model.state == headless.state)

        for (link, source) in Self.script.dropFirst() {
            let outcome = await app.navigator.open(link, source: source)
            let expected = await reference.open(link, source: source)
            #expect(outcome == expected, "\(link)")
            #expect(
                app.model.state == headless.state, "after \(link):\n\(app.model.state)\nheadless\n\(headless.state)")
        }
        #expect(app.loggedOut)
        #expect(simulator.violations.isEmpty, "\(simulator.violations)")
        #expect(app.model.timedOutTransitions == 0)
        // The script went through a sheet and back out of it.
        #expect(simulator.frames.contains { !$0.layers.isEmpty } && app.model.layers.isEmpty)
    }

    @Test
    func theSavedStateComesBackAtTheNextLaunch() async throws {
        let app = try PhotoFeedNavigation(transitionTimeout: .zero)
        try await app.navigator.ready()
        await app.navigator.open("user:42")
        await app.navigator.open("share:42")
        let saved = app.savedState()

        let relaunched = try PhotoFeedNavigation(transitionTimeout: .zero)
        relaunched.restore(from: saved)
        #expect(relaunched.model.state == app.model.state)
        relaunched.restore(from: Data("not json".utf8))
        #expect(relaunched.model.state == app.model.state)
    }

    @Test(arguments: [
        (Screen("feed"), PhotoFeedPage.feed),
        (Screen("user", ["userId": "42"]), .user(id: "42")),
        (Screen("comments", ["mediaId": "7"]), .comments(mediaID: "7")),
        (Screen("follower", ["userId": "self"]), .followers(userID: "self")),
        (Screen("share", ["mediaId": "7"]), .share(mediaID: "7")),
        (Screen("stories"), .unknown(Screen("stories"))),
    ])
    func eachScreenHasItsPage(screen: Screen, page: PhotoFeedPage) {
        #expect(PhotoFeedPage(screen) == page)
    }
}
