import Testing
import Waypoint
import WaypointNavigation
import WaypointTesting

/// A forwarding route opens another link in its place, from the same source, within bounds.
@Suite("Forwarding routes")
@MainActor
struct ForwardingTests {
    func navigator() async throws -> (Navigator, HeadlessHost) {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("home")])))
        let navigator = Navigator(schemes: ["browser", "app"], hosts: ["www.example.com"], host: host)
        try navigator.register("browser://deep-link", .forwardingQueryItem("url"))
        try navigator.register("browser://loop", .forward { _ in "browser://loop" })
        try navigator.register("app://www.example.com/**", .forwardingToScheme("https"))
        try navigator.register("/settings/newTab", .screen("newTab"))
        try navigator.register("/private", .screen("private", sources: .inAppOnly))
        try navigator.register("https://www.example.com/projects/:id", .screen("project"))
        try await navigator.ready()
        return (navigator, host)
    }

    @Test(arguments: [
        ("browser://deep-link?url=/settings/newTab", "newTab"),
        ("app://www.example.com/projects/7?ref=x", "project"),
    ])
    func theForwardedLinkOpens(link: String, screen: String) async throws {
        let (navigator, host) = try await navigator()
        let outcome = await navigator.open(link, source: .customScheme(sendingApp: nil))
        guard case .navigated = outcome else {
            Issue.record("\(outcome)")
            return
        }
        #expect(host.state.topScreen?.kind == screen)
    }

    @Test func theForwardedLinkKeepsTheSource() async throws {
        let (navigator, host) = try await navigator()
        let outside = await navigator.open("browser://deep-link?url=/private", source: .customScheme(sendingApp: nil))
        guard case .refused(.sourceNotAllowed) = outside else {
            Issue.record("\(outside)")
            return
        }
        #expect(host.state.topScreen == Screen("home"))
        _ = await navigator.open("browser://deep-link?url=/private", source: .inApp)
        #expect(host.state.topScreen?.kind == "private")
    }

    @Test func aLoopEndsAtTheRedirectBound() async throws {
        let (navigator, _) = try await navigator()
        guard case .failed(.redirectLoop) = await navigator.open("browser://loop") else {
            Issue.record("a forwarding loop does not end in redirectLoop")
            return
        }
    }

    @Test func aLinkWithoutTheItemIsDeclined() async throws {
        let (navigator, _) = try await navigator()
        guard case .refused(.actionDeclined) = await navigator.open("browser://deep-link") else {
            Issue.record("a link without the item is not declined")
            return
        }
    }
}
