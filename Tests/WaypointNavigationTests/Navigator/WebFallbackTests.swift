import Foundation
import Testing
import Waypoint
import WaypointNavigation

/// Universal links no route takes open in the browser when the app supplies
/// `NavigatorConfiguration.openInBrowser`, and the outcome and the last event say so.
@Suite("Navigator: web fallback")
@MainActor
struct WebFallbackTests {
    final class Browser {
        var opened: [URL] = []
    }

    static func navigator(browser: Browser?) throws -> (Navigator, HeadlessHost) {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("home")])))
        var configuration = NavigatorConfiguration()
        if let browser { configuration.openInBrowser = { browser.opened.append($0) } }
        let navigator = Navigator(
            schemes: ["shop"], hosts: ["shop.example.com"], host: host, configuration: configuration)
        try navigator.register("/orders/<uuid:orderId>", .screen("order"))
        return (navigator, host)
    }

    @Test(
        "A universal link or Handoff page no route takes opens in the browser",
        arguments: [LinkSource.universalLink, .handoff])
    func unmatchedWebLinkOpensInBrowser(source: LinkSource) async throws {
        let browser = Browser()
        let (navigator, host) = try Self.navigator(browser: browser)
        var events: [NavigationEvent] = []
        navigator.onEvent = { events.append($0) }
        try await navigator.ready()
        let url = try #require(URL(string: "https://shop.example.com/orders/latest"))
        let outcome = await navigator.open(webpageURL: url, source: source)
        #expect(outcome == .openedInBrowser(url))
        #expect(outcome.description == "opened in the browser: https://shop.example.com/orders/latest")
        #expect(browser.opened == [url])
        #expect(events.last?.outcome == .openedInBrowser(url))
        #expect(host.state.topScreen == Screen("home"))
    }

    @Test("A link a route takes navigates, and never reaches the browser")
    func matchedWebLinkNavigates() async throws {
        let browser = Browser()
        let (navigator, host) = try Self.navigator(browser: browser)
        try await navigator.ready()
        let outcome = await navigator.open(
            "https://shop.example.com/orders/e621e1f8-c36c-495a-93fc-0c247a3e6e5f", source: .universalLink)
        guard case .navigated = outcome else {
            Issue.record("expected navigated, got \(outcome)")
            return
        }
        #expect(host.state.topScreen?.kind == "order")
        #expect(browser.opened.isEmpty)
    }

    @Test(
        "Other sources, other sites and custom schemes stay unmatched",
        arguments: [
            ("https://shop.example.com/orders/latest", LinkSource.inApp),
            ("https://shop.example.com/orders/latest", .customScheme(sendingApp: nil)),
            ("https://evil.example.net/orders/latest", .universalLink),
            ("shop://orders/latest", .universalLink),
        ])
    func otherLinksStayUnmatched(link: String, source: LinkSource) async throws {
        let browser = Browser()
        let (navigator, _) = try Self.navigator(browser: browser)
        try await navigator.ready()
        let outcome = await navigator.open(link, source: source)
        guard case .unmatched = outcome else {
            Issue.record("\(link) from \(source): expected unmatched, got \(outcome)")
            return
        }
        #expect(browser.opened.isEmpty)
    }

    @Test("Without openInBrowser, a universal link no route takes is unmatched")
    func withoutClosureUnmatched() async throws {
        let (navigator, _) = try Self.navigator(browser: nil)
        try await navigator.ready()
        let outcome = await navigator.open("https://shop.example.com/orders/latest", source: .universalLink)
        guard case .unmatched = outcome else {
            Issue.record("expected unmatched, got \(outcome)")
            return
        }
    }
}
