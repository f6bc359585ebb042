import Foundation
import Testing
import WaypointNavigation

@testable import WaypointManifest

/// `forward: {query: url}` and `forward: {scheme: https}`: a route that opens another link in
/// its place, from the same source, in the loaded navigator and in every command.
@Suite("Forwarding routes in route files")
@MainActor
struct ForwardFileTests {
    /// The route file the generated-code tests compile, so that one file serves both.
    static let routes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GeneratedRoutesTests/forward.routes.yaml").path

    static let cases = """
        cases:
          - link: "browser://deep-link?url=/settings/newTab"
            source: customScheme
            screen: newTab
          - link: "browser://deep-link?url=https%3A%2F%2Fwww.example.com%2Fprojects%2F7"
            source: customScheme
            screen: project
          - link: "browser://deep-link?url=/settings/private"
            source: customScheme
            refused: true
          - link: "browser://deep-link?url=/settings/private"
            screen: privateSettings
          - link: "browser://deep-link?url=https%3A%2F%2Fevil.example%2Fsteal"
            source: customScheme
            unmatched: true
          - link: "browser://deep-link"
            source: customScheme
            unmatched: true
          - link: "app://www.example.com/projects/7?ref=mail"
            source: customScheme
            screen: project
            parameters: {projectId: "7"}
          - link: "app://www.example.com/settings/newTab"
            source: customScheme
            screen: newTab
          - link: "app://www.example.com/nothing/here"
            source: customScheme
            unmatched: true
        """

    @Test func theCasesPassThroughWaypointTest() async throws {
        let cases = try Files.write(Self.cases, name: "cases.yaml")
        let result = await CommandTests().run(["test", Self.routes, cases])
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(result.out.contains("9 passed, 0 failed"), "\(result.out)")
    }

    @Test func nestingIsBounded() async throws {
        let file = try RouteFile.load(from: URL(fileURLWithPath: Self.routes))
        let host = HeadlessHost(file.initialState)
        let navigator = try file.makeNavigator(host: host)
        try await navigator.ready()
        var link = "/settings/newTab"
        for _ in 0..<2 {
            link =
                "browser://deep-link?url=" + (link.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        }
        guard case .navigated = await navigator.open(link, source: .customScheme(sendingApp: nil)) else {
            Issue.record("two levels of nesting open the inner link")
            return
        }
        for _ in 0..<3 {
            link =
                "browser://deep-link?url=" + (link.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        }
        let outcome = await navigator.open(link, source: .customScheme(sendingApp: nil))
        guard case .failed(.redirectLoop) = outcome else {
            Issue.record("five levels of nesting: \(outcome)")
            return
        }
    }

    @Test(arguments: [
        ("forward: {query: url}\n    screen: x", 5, "forwards its links, so it has no screen"),
        ("forward: {query: url}\n    presentation: push", 5, "forwards its links, so it has no presentation"),
        ("forward: url", 4, "forward names one place to find the link"),
        ("forward: {query: url, scheme: https}", 4, "forward names one place to find the link"),
        ("forward: {path: x}", 4, "unknown key 'path' under forward"),
        ("forward: {query: \"\"}", 4, "names a query item or a scheme"),
        ("forward: {scheme: \"1x\"}", 4, "'1x' is not a scheme"),
    ])
    func misuseIsAnErrorAtItsLine(line: String, at expected: Int, message: String) {
        let text = """
            schemes: [app]
            routes:
              - pattern: "app://deep-link"
                \(line)
            """
        let (_, diagnostics) = RouteFile.read(text, path: "forward.yaml")
        #expect(
            diagnostics.contains { $0.location.line == expected && $0.message.contains(message) },
            "\(diagnostics.map(\.description))")
    }

    @Test(arguments: [
        ("\"app://www.example.com/**\"", "forward: {scheme: app}", "would forward its links to themselves"),
        ("/open/**", "forward: {scheme: https}", "rewrites a custom-scheme link"),
    ])
    func aSchemeForwardThatCannotWorkIsAnError(pattern: String, line: String, message: String) {
        let text = """
            schemes: [app]
            routes:
              - pattern: \(pattern)
                \(line)
            """
        let (_, diagnostics) = RouteFile.read(text, path: "forward.yaml")
        #expect(diagnostics.contains { $0.location.line == 4 && $0.message.contains(message) }, "\(diagnostics)")
    }

    @Test func aWebRouteForwardingItsQueryIsClaimedOnlyWithTheItem() throws {
        let file = try Files.routeFile(
            """
            schemes: [app]
            hosts: [example.com]
            routes:
              - pattern: /open
                forward: {query: url}
              - pattern: /settings
                screen: settings
            """)
        let components = try AppSiteAssociation(file).components.filter { $0.path == "/open" }
        #expect(components.map(\.query) == [["url": "?*"]])
        #expect(file.routes[0].conditions == [QueryCondition("url")])
    }

    @Test func theGraphAndTheGeneratedCodeNameTheForward() async throws {
        let graph = await CommandTests().run(["graph", Self.routes])
        #expect(graph.out.contains("the link in ?url"), "\(graph.out)")
        #expect(graph.out.contains("the same link as https://"))
        let file = try RouteFile.load(from: URL(fileURLWithPath: Self.routes))
        let code = try #require(RouteCodeGenerator(typeName: "ForwardRoutes").generate(file).text)
        #expect(
            code.contains(#".forwardingQueryItem("url", sources: .anySource).when([QueryCondition("url")])"#), "\(code)"
        )
        #expect(code.contains(#".forwardingToScheme("https", sources: .anySource)"#))
    }
}
