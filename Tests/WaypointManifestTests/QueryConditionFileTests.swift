import Foundation
import Testing
import WaypointNavigation
import WaypointTesting

@testable import WaypointManifest

/// `when: {query: …}`: a route takes a link only when the link's query holds what it names, in
/// the loaded navigator and in every command.
@Suite("Routes chosen by the query")
@MainActor
struct QueryConditionFileTests {
    /// The route file the generated-code tests compile, so that one file serves both.
    static let routes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GeneratedRoutesTests/conditions.routes.yaml").path

    static let cases = """
        cases:
          - link: https://pledges.example.com/pledge?ref=failed_transaction
            source: universalLink
            screen: pledgeFailed
          - link: https://pledges.example.com/pledge?ref=other
            source: universalLink
            screen: pledge
          - link: pledges://pledge
            source: customScheme
            screen: pledge
          - link: pledges://signin?signin=abc
            screen: signIn
            query: {signin: abc}
          - link: pledges://signin
            unmatched: true
          - link: pledges://signin?signin=
            unmatched: true
          - link: pledges://projects/7?tab=updates&ref=mail
            screen: projectTab
            parameters: {projectId: "7"}
          - link: pledges://projects/7?tab=updates
            screen: project
          - link: pledges://projects/7?tab=likes&ref=mail
            screen: project
          - link: pledges://discover/all?search=boots
            screen: search
            query: {search: boots}
          - link: pledges://discover/all
            unmatched: true
        """

    @Test func theCasesPassThroughWaypointTest() async throws {
        let cases = try Files.write(Self.cases, name: "cases.yaml")
        let result = await CommandTests().run(["test", Self.routes, cases])
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(result.out.contains("11 passed, 0 failed"), "\(result.out)")
    }

    @Test func aCaseExpectingTheUnconditionedScreenFails() async throws {
        let cases = try Files.write(
            """
            - link: pledges://pledge?ref=failed_transaction
              screen: pledge
            """, name: "cases.yaml")
        let result = await CommandTests().run(["test", Self.routes, cases])
        #expect(result.code != 0)
        #expect((result.out + result.err).contains("expected pledge, got pledgeFailed"), "\(result.out)\(result.err)")
    }

    @Test(arguments: [
        ("pledges://pledge?ref=failed_transaction", "/pledge", "pledgeFailed"),
        ("pledges://pledge", "/pledge", "pledge"),
        ("pledges://pledge?ref=failed_transaction&ref=x", "/pledge", "pledgeFailed"),
    ])
    func resolveAnswersAsTheNavigator(link: String, pattern: String, screen: String) async throws {
        let result = await CommandTests().run(["resolve", Self.routes, link, "--json"])
        let answers = try #require(
            try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        let answer = try #require(answers.first)
        #expect(answer["pattern"] as? String == pattern)
        #expect((answer["screen"] as? String)?.hasPrefix(screen + "(") == true || answer["screen"] as? String == screen)
    }

    @Test func resolveOfALinkNoConditionHoldsIsUnmatched() async throws {
        let result = await CommandTests().run(["resolve", Self.routes, "pledges://signin", "--json"])
        let answers = try #require(
            try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        #expect((answers.first?["outcome"] as? String)?.hasPrefix("unmatched") == true, "\(result.out)")
        #expect(answers.first?["pattern"] == nil)
    }

    @Test func readingKeepsEachCondition() throws {
        let file = try RouteFile.load(from: URL(fileURLWithPath: Self.routes))
        #expect(file.routes[0].conditions == [QueryCondition("ref", oneOf: ["failed_transaction"])])
        #expect(file.routes[1].conditions.isEmpty)
        #expect(file.routes[2].conditions == [QueryCondition("signin")])
        #expect(
            Set(file.routes[3].conditions) == [
                QueryCondition("tab", oneOf: ["updates", "comments"]), QueryCondition("ref"),
            ])
    }

    @Test func checkFindsNoDuplicateWhenTheConditionedRouteComesFirst() throws {
        let file = try RouteFile.load(from: URL(fileURLWithPath: Self.routes))
        #expect(file.check().filter { $0.severity == .error } == [])
        #expect(file.check().map(\.message).filter { $0.contains("duplicates") || $0.contains("shadowed") } == [])
    }

    @Test func checkReportsAConditionedRouteAfterTheSameRouteWithout() throws {
        let file = try Files.routeFile(
            """
            schemes: [app]
            routes:
              - pattern: /pledge
                screen: pledge
              - pattern: /pledge
                screen: pledgeFailed
                when: {query: {ref: failed_transaction}}
            """)
        let found = file.check().filter { $0.severity == .error }
        #expect(found.count == 1)
        #expect(found.first?.location.line == 5)
        #expect(found.first?.message.contains("write the route with when conditions before the one without") == true)
    }

    @Test(arguments: [
        ("when: [ref]", 6, "when is a mapping with the key query"),
        ("when: {path: x}", 6, "unknown key 'path' under when"),
        ("when: {query: ref}", 6, "when: query maps query items"),
        ("when: {query: {ref: [a, b], ref: c}}", 6, "duplicate key 'ref'"),
        ("when: {query: {ref: []}}", 6, "'ref' lists no value"),
        ("when: {query: {ref: {a: b}}}", 6, "'ref' needs a value or a list of values, not a mapping"),
        ("when: {query: {ref: \"\"}}", 6, "needs an empty value"),
        ("when: {query: [[a]]}", 6, "when: query lists the names"),
        ("when: {}", 6, "when states no condition"),
    ])
    func misuseIsAnErrorAtItsLine(line: String, at expected: Int, message: String) {
        let text = """
            schemes: [app]
            routes:
              - pattern: /pledge
                screen: pledge
                web: true
                \(line)
            """
        let (_, diagnostics) = RouteFile.read(text, path: "when.yaml")
        #expect(
            diagnostics.contains { $0.location.line == expected && $0.message.contains(message) },
            "\(diagnostics.map(\.description))")
    }

    @Test func theAssociationFileClaimsConditionedPathsOnlyWithTheirQuery() throws {
        let file = try RouteFile.load(from: URL(fileURLWithPath: Self.routes))
        let association = try AppSiteAssociation(file)
        let json = association.json(appIDs: ["ABCDE12345.com.example.pledges"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let details = try #require((root["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        let components = try #require(details.first?["components"] as? [[String: Any]])
        func queries(of path: String) -> [[String: String]?] {
            components.filter { $0["/"] as? String == path }.map { $0["?"] as? [String: String] }
        }
        #expect(queries(of: "/pledge").contains { $0 == ["ref": "failed_transaction"] })
        #expect(queries(of: "/pledge").contains { $0 == nil })
        #expect(queries(of: "/signin") == [["signin": "?*"]])
        // The catch-all claims nothing without its query item.
        #expect(queries(of: "/?*") == [["search": "?*"]])
        let legacy = association.json(appIDs: ["ABCDE12345.com.example.pledges"], legacyPaths: true)
        #expect(!legacy.contains("signin"))
        // Android's rules keep the query items too.
        #expect(AssetLinks(association).rules.filter { $0.path == "/signin" }.map(\.query) == [["signin": "?*"]])
    }

    @Test func theFileHasAComponentForEachValueAListAccepts() throws {
        let file = try Files.routeFile(
            """
            schemes: [app]
            hosts: [example.com]
            routes:
              - pattern: /projects/:projectId
                screen: projectTab
                when: {query: {tab: [updates, comments], ref: }}
              - pattern: /projects/:projectId
                screen: project
            """)
        let components = try AppSiteAssociation(file).components.filter { $0.path == "/projects/?*" }
        #expect(components.map(\.query) == [["tab": "updates", "ref": "?*"], ["tab": "comments", "ref": "?*"], nil])
        #expect(file.check().isEmpty, "\(file.check())")
    }

    @Test func theGraphLabelsTheConditions() async {
        let mermaid = await CommandTests().run(["graph", Self.routes])
        #expect(mermaid.out.contains("/pledge when ref=failed_transaction"), "\(mermaid.out)")
        #expect(mermaid.out.contains("/signin when signin"))
        #expect(mermaid.out.contains("tab=updates or comments"))
    }

    @Test func theGeneratedNavigatorGivesEachEntryItsConditions() throws {
        let file = try RouteFile.load(from: URL(fileURLWithPath: Self.routes))
        let code = try #require(RouteCodeGenerator(typeName: "ConditionsRoutes").generate(file).text)
        #expect(code.contains(#".when([QueryCondition("ref", oneOf: ["failed_transaction"])])"#), "\(code)")
        #expect(code.contains(#".when([QueryCondition("signin")])"#))
    }
}
