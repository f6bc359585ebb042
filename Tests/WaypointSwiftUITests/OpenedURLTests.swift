import Foundation
import Testing
import WaypointNavigation

@testable import WaypointSwiftUI

/// What `onOpenURL` hands over: universal links from the web, custom-scheme links from apps.
@Suite("Opened URLs")
@MainActor
struct OpenedURLTests {
    @Test(arguments: [
        ("https://photofeed.example.com/media/9/comments", LinkSource.universalLink),
        ("HTTPS://photofeed.example.com/media/9/comments", .universalLink),
        ("http://localhost:8080/media/9/comments", .universalLink),
        ("photofeed://user:42", .customScheme(sendingApp: nil)),
        ("photofeed:///likes:7", .customScheme(sendingApp: nil)),
    ])
    func theSchemeSaysWhereAURLCameFrom(url: String, source: LinkSource) throws {
        #expect(LinkSource(openedURL: try #require(URL(string: url))) == source)
    }

    @Test
    func aUniversalLinkOpensFromItsSource() async throws {
        let model = NavigationModel(Fixture.tabs(), transitionTimeout: .zero)
        let navigator = Navigator(schemes: ["photofeed"], hosts: ["photofeed.example.com"], host: model)
        // Universal links only: a custom-scheme link to the same path is refused.
        try navigator.register(
            "/media/:mediaId/comments",
            .screen("comments", presentation: .tab("feed"), sources: .only([.universalLink])))
        try await navigator.ready()

        let custom = await navigator.open(openedURL: try #require(URL(string: "photofeed://media/9/comments")))
        guard case .refused = custom else {
            Issue.record("a custom-scheme link ended as \(custom)")
            return
        }
        let web = await navigator.open(
            openedURL: try #require(URL(string: "https://photofeed.example.com/media/9/comments")))
        #expect(web.isNavigated)
        #expect(model.state.topScreen == Screen("comments", ["mediaId": "9"]))
    }
}
