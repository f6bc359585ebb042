import Foundation
import Testing
import Waypoint
import WaypointNavigation

@testable import WaypointManifest

/// `acceptsAnyWebHost: true`: web links to every host reach the routes, as a browser's do, and
/// the association file still names only the file's hosts.
@Suite("Any web host")
@MainActor
struct AnyWebHostTests {
    /// The route file the generated-code tests compile, so that one file serves both.
    static let routes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GeneratedRoutesTests/browser.routes.yaml").path

    static let cases = """
        cases:
          - link: https://news.example.org/settings/newTab
            source: universalLink
            screen: newTab
          - link: https://anyone.test:8443/settings/newTab
            source: universalLink
            screen: newTab
          - link: http://news.example.org/settings/newTab
            source: universalLink
            unmatched: true
          - link: https://news.example.org/help
            source: universalLink
            unmatched: true
          - link: https://www.example.com/help
            source: universalLink
            screen: help
        """

    @Test func theCasesPassThroughWaypointTest() async throws {
        let cases = try Files.write(Self.cases, name: "cases.yaml")
        let result = await CommandTests().run(["test", Self.routes, cases])
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(result.out.contains("5 passed, 0 failed"), "\(result.out)")
    }

    @Test func withoutTheKeyOtherHostsAreRefused() throws {
        var file = try RouteFile.load(from: URL(fileURLWithPath: Self.routes))
        #expect(file.acceptsAnyWebHost)
        let everyHost: Router<Int> = file.makeRouter()
        try everyHost.register("/settings/newTab", destination: 1)
        #expect(everyHost.match(for: "https://news.example.org/settings/newTab")?.destination == 1)
        file.acceptsAnyWebHost = false
        let router: Router<Int> = file.makeRouter()
        try router.register("/settings/newTab", destination: 1)
        #expect(router.match(for: "https://news.example.org/settings/newTab") == nil)
        #expect(router.match(for: "https://www.example.com/settings/newTab")?.destination == 1)
    }

    @Test func theAssociationFileNamesOnlyTheFilesHosts() async throws {
        let result = await CommandTests().run(["aasa", Self.routes, "--app-id", "ABCDE12345.com.example.browser"])
        #expect(result.code == 0, "\(result.err)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(root["applinks"] != nil)
        #expect(!result.out.contains("\"*\""))
        let other = await CommandTests().run([
            "aasa", Self.routes, "--app-id", "ABCDE12345.com.example.browser", "--host", "*",
        ])
        #expect(other.code != 0)
    }

    @Test func assetlinksIsWrittenOnlyForTheFilesHosts() async throws {
        let arguments = [
            "assetlinks", Self.routes, "--package", "com.example.browser", "--sha256", AssetLinksTests.fingerprint,
        ]
        let written = await CommandTests().run(arguments)
        #expect(written.code == 0, "\(written.err)")
        #expect(written.err.isEmpty, "\(written.err)")
        #expect(try JSONSerialization.jsonObject(with: Data(written.out.utf8)) is [[String: Any]])
        let other = await CommandTests().run(arguments + ["--host", "news.example.org"])
        #expect(other.code == 1)
        #expect(other.err.contains("no host 'news.example.org'"), "\(other.err)")
    }

    @Test(arguments: [
        ("hosts: [\"*\"]", "write acceptsAnyWebHost: true"),
        ("acceptsAnyWebHost: maybe", "acceptsAnyWebHost is true or false"),
    ])
    func misuseIsAnErrorAtItsLine(line: String, message: String) {
        let text = """
            schemes: [app]
            \(line)
            routes:
              - pattern: /a
                screen: a
            """
        let (_, diagnostics) = RouteFile.read(text, path: "hosts.yaml")
        #expect(
            diagnostics.contains { $0.location.line == 2 && $0.message.contains(message) },
            "\(diagnostics.map(\.description))")
    }

    @Test func theGeneratedRoutersAcceptEveryHost() throws {
        let file = try RouteFile.load(from: URL(fileURLWithPath: Self.routes))
        let code = try #require(RouteCodeGenerator(typeName: "BrowserRoutes").generate(file).text)
        #expect(code.contains(#"hosts: ["www.example.com", "*"]"#), "\(code)")
    }
}
