import Foundation
import Testing
import Waypoint
import WaypointNavigation

/// Which websites may open the app: none unless listed, `https` unless a host opts in to
/// `http`, and every refusal names its reason, through every entry point of the navigator.
@Suite("Web links: secure defaults")
@MainActor
struct WebLinkDefaultsTests {
    static func navigator(hosts: [String]?) throws -> (Navigator, HeadlessHost) {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("home")])))
        let navigator = Navigator(schemes: ["myapp"], hosts: hosts, host: host)
        try navigator.register("/orders/:id", .screen("order"))
        try navigator.register("https://example.com/admin", .screen("admin"))
        return (navigator, host)
    }

    @Test(arguments: [
        "https://example.com/orders/1", "http://example.com/orders/1", "https://evil.test/orders/1",
        "https://example.com/admin", "HTTPS://EXAMPLE.COM/orders/1",
    ])
    func withoutHostsNoWebLinkOpensTheApp(link: String) async throws {
        let (navigator, host) = try Self.navigator(hosts: nil)
        try await navigator.ready()
        for source in [LinkSource.universalLink, .customScheme(sendingApp: nil), .inApp] {
            let outcome = await navigator.open(link, source: source)
            guard case .unmatched(.noRoute(_, let reason)) = outcome else {
                Issue.record("\(link) from \(source) should be refused, got \(outcome)")
                continue
            }
            #expect(reason.contains("lists no web hosts"))
        }
        let url = try #require(URL(string: link))
        guard case .unmatched = await navigator.open(webpageURL: url) else {
            Issue.record("\(link) through open(webpageURL:) should be refused")
            return
        }
        #expect(host.appliedSteps.isEmpty)
        // Custom-scheme links still open.
        guard case .navigated = await navigator.open("myapp://orders/1") else {
            Issue.record("a custom-scheme link should still open")
            return
        }
    }

    @Test(arguments: [
        ("http://example.com/orders/1", "plain http is not accepted for \"example.com\""),
        ("https://evil.test/orders/1", "host \"evil.test\" is not one of the router's hosts"),
        ("https://example.com.evil.test/orders/1", "host \"example.com.evil.test\""),
        ("https://example.com@evil.test/orders/1", "user information"),
        ("https://example.com:8443/orders/1", "port 8443"),
    ])
    func unlistedOrInsecureWebLinksAreRefusedWithAReason(link: String, reason: String) async throws {
        let (navigator, host) = try Self.navigator(hosts: ["example.com"])
        try await navigator.ready()
        let outcome = await navigator.open(link, source: .universalLink)
        #expect(outcome.description.contains(reason), "\(outcome)")
        #expect(host.appliedSteps.isEmpty)
    }

    @Test func aHostListedWithHTTPAcceptsBothSchemes() async throws {
        let (navigator, host) = try Self.navigator(hosts: ["example.com", "http://localhost:8080"])
        try await navigator.ready()
        for link in [
            "http://localhost:8080/orders/1", "https://localhost:8080/orders/2", "https://example.com/orders/3",
        ] {
            guard case .navigated = await navigator.open(link, source: .universalLink) else {
                Issue.record("\(link) should open")
                continue
            }
        }
        #expect(host.state.root.activeStack?.count == 4)
        guard case .unmatched = await navigator.open("http://localhost:9090/orders/1", source: .universalLink) else {
            Issue.record("another port is another host")
            return
        }
    }
}
