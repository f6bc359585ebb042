import Foundation
import Testing
import Waypoint
import WaypointManifest
import WaypointNavigation

/// Schemes and hosts that would load and then open nothing are errors at their place; so is
/// everything that is not what a route file's launch keys mean.
@Suite("Route files: schemes, hosts and the launch screen")
struct AddressValidationTests {
    static func errors(_ text: String) -> [Diagnostic] {
        RouteFile.read(text, path: "routes.yaml").diagnostics.filter { $0.severity == .error }
    }

    @Test(
        "A value that is not a host is an error at the value's first character",
        arguments: [
            ("hosts: [\"https://shop.example.com\"]\n", "1:10", "without a scheme"),
            ("hosts: [shop.example.com/path]\n", "1:9", "no path"),
            ("hosts:\n  - ok.example.com\n  - \"shop example.com\"\n", "3:6", "'shop example.com' is not a host"),
            ("hosts: [\"shop.example.com:80a\"]\n", "1:10", "the port '80a'"),
            ("hosts: [\"shop.example.com:0\"]\n", "1:10", "from 1 to 65535"),
            ("hosts: [\"shop.example.com:8080:443\"]\n", "1:10", "the port '8080:443'"),
            ("hosts: [\"shop.example.com:+80\"]\n", "1:10", "the port '+80'"),
            ("hosts: [\"shop.example.com:\"]\n", "1:10", "the port ''"),
            ("hosts: [\"shop.example.com:99999\"]\n", "1:10", "from 1 to 65535"),
            ("hosts: [\"[::1]:8080\"]\n", "1:10", "an IP literal is not a host name"),
            ("hosts: [-shop.example.com]\n", "1:9", "'-shop' is not a label"),
            ("hosts: [shop..example.com]\n", "1:9", "is not a label"),
            ("hosts: [\"ftp://shop.example.com\"]\n", "1:10", "without a scheme"),
        ])
    func badHosts(text: String, place: String, message: String) {
        let errors = Self.errors(text)
        #expect(errors.count == 1, "\(errors)")
        let first = errors.first
        #expect("\(first?.location.line ?? 0):\(first?.location.column ?? 0)" == place, "\(errors)")
        #expect(first?.message.contains(message) == true, "\(errors)")
    }

    @Test(
        "Hosts the router accepts load without an error",
        arguments: [
            "example.com", "shop.example.com:8443", "*.example.com", "http://localhost:8080", "127.0.0.1",
            "xn--bcher-kva.example", "HTTP://Dev.Example.com",
        ])
    func goodHosts(host: String) {
        #expect(Self.errors("hosts: [\"\(host)\"]\n").isEmpty)
    }

    @Test(
        "A value that is not an RFC 3986 scheme is an error at its place",
        arguments: [
            ("schemes: [\"sh op\"]\n", "1:12"), ("schemes: [photofeed, 9app]\n", "1:22"), ("schemes: \"\"\n", "1:11"),
        ])
    func badSchemes(text: String, place: String) {
        let errors = Self.errors(text)
        #expect(errors.count == 1, "\(errors)")
        let first = errors.first
        #expect("\(first?.location.line ?? 0):\(first?.location.column ?? 0)" == place, "\(errors)")
        #expect(first?.message.contains("is not a scheme") == true)
    }

    @Test(
        "Schemes with digits, plus, hyphen and dot load", arguments: ["photofeed", "my-app", "com.example.app", "x+y1"])
    func goodSchemes(scheme: String) {
        #expect(Self.errors("schemes: [\(scheme)]\n").isEmpty)
    }

    @Test(
        "A host listed with its scheme's default port accepts links with and without the port",
        arguments: [
            ("example.com:443", "https://example.com/a"), ("example.com:443", "https://example.com:443/a"),
            ("example.com", "https://example.com:443/a"), ("http://example.com:80", "http://example.com/a"),
            ("http://example.com:80", "http://example.com:80/a"),
        ])
    @MainActor
    func defaultPortIsNoPort(host: String, link: String) async throws {
        let file = try RouteFile.parse("hosts: [\"\(host)\"]\nroutes:\n  - {pattern: /a, screen: a}\n")
        let router: Router<Int> = file.makeRouter()
        try router.register("/a", destination: 1)
        #expect(router.match(for: link)?.destination == 1)
        let navigator = try file.makeNavigator(host: HeadlessHost(file.initialState))
        try await navigator.ready()
        let outcome = await navigator.open(link, source: .universalLink)
        guard case .navigated = outcome else {
            Issue.record("\(link) with hosts [\(host)]: \(outcome)")
            return
        }
    }

    @Test("The association file of a host listed with the default port claims its host's routes")
    func associationOfADefaultPortHost() throws {
        let file = try RouteFile.parse(
            """
            hosts: ["example.com:443"]
            routes:
              - {pattern: "https://example.com/shop/:id", screen: shop}
              - {pattern: /about, screen: about}
            """)
        let association = try AppSiteAssociation(file)
        #expect(association.host == "example.com")
        #expect(association.matcher.opensApp(path: "/shop/1"))
        #expect(association.matcher.opensApp(path: "/about"))
        #expect(try AppSiteAssociation(file, host: "example.com").host == "example.com")
    }

    @Test("With root and tabs, the app launches on root and declares the tabs")
    func rootWinsOverTabsAtLaunch() throws {
        let file = try RouteFile.parse("root: onboarding\ntabs: [feed, profile]\n")
        #expect(file.initialState == NavigationState(root: .stack([Screen("onboarding")])))
        #expect(file.tabs == ["feed", "profile"])
        let tabsOnly = try RouteFile.parse("tabs: [feed, profile]\n")
        #expect(tabsOnly.initialState == NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed")))
    }
}
