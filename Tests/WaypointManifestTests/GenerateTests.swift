import Foundation
import Testing

@testable import WaypointManifest

/// `waypoint generate`: Swift names for a route file's names, the errors where no unique name
/// exists, the routes the typed enum cannot carry, and output that never changes for the same file.
@Suite("Generating Swift from a route file")
struct GenerateTests {
    @Test(
        "names become Swift identifiers by the documented rules",
        arguments: [
            ("user", "user"), ("user-profile", "userProfile"), ("user_profile", "userProfile"),
            ("user.settings", "userSettings"), ("LEGAL notice", "legalNotice"), ("URL", "url"),
            ("userID", "userID"), ("404", "_404"), ("2fa-setup", "_2faSetup"), ("default", "`default`"),
            ("class", "`class`"), ("return", "`return`"), ("self", "_self"), ("init", "_init"), ("Type", "type"),
        ])
    func memberNames(_ name: String, _ expected: String) {
        #expect(SwiftName.member(name) == expected)
    }

    @Test("a name with no ASCII letter or digit has no Swift spelling", arguments: ["---", "", "…", "日本"])
    func namesWithoutSpelling(_ name: String) {
        #expect(SwiftName.member(name) == nil)
        #expect(SwiftName.type(name) == nil)
    }

    @Test(
        "the namespace is named after the route file",
        arguments: [
            ("routes.yaml", "AppRoutes"), ("Sources/App/routes.json", "AppRoutes"), ("shop.routes.yaml", "ShopRoutes"),
            ("photo-feed.routes.yml", "PhotoFeedRoutes"), ("ShopRoutes.routes.yaml", "ShopRoutes"),
        ])
    func typeNames(_ file: String, _ expected: String) {
        #expect(RouteCodeGenerator.typeName(forFile: file) == expected)
    }

    @Test func routesSharingAScreenAreNamedAfterTheirPatterns() throws {
        let text = try generated(
            """
            routes:
              - pattern: "comments:{mediaId}"
                screen: comments
              - pattern: /media/:mediaId/comments
                screen: comments
              - pattern: /c/:mediaId
                name: short comments
                screen: comments
            """)
        #expect(text.contains("case comments(mediaId: String)"))
        #expect(text.contains("case mediaComments(mediaId: String)"))
        #expect(text.contains("case shortComments(mediaId: String)"))
    }

    @Test(
        "a name that cannot be made unique is an error at its line",
        arguments: [
            (
                "routes:\n  - {pattern: /a, screen: user-profile}\n  - {pattern: /b, screen: user_profile}\n",
                3, "the screen 'user_profile' and the screen 'user-profile' at line 2 are both spelled 'userProfile'"
            ),
            (
                "routes:\n  - {pattern: /a, action: sign-out}\n  - {pattern: /b, action: sign_out}\n",
                3, "the action 'sign_out' and the action 'sign-out' at line 2"
            ),
            (
                "routes:\n  - {pattern: /a, screen: x, guard: is-in}\n  - {pattern: /b, screen: x, guard: is_in}\n",
                3, "the guard 'is_in' and the guard 'is-in' at line 2"
            ),
            (
                "routes:\n  - {pattern: \"/detail/:id\", screen: detail}\n  - {pattern: \"/detail/<int:id>\", screen: detail}\n",
                3, "its Swift case name 'detail' is taken by the route at line 2; give it a unique `name`"
            ),
            (
                "routes:\n  - {pattern: /a, screen: a, name: my-route}\n  - {pattern: /b, screen: b, name: my_route}\n",
                3, "its Swift case name 'myRoute' is taken"
            ),
            ("routes:\n  - {pattern: /a, screen: \"---\"}\n", 2, "the screen '---' has no letter or digit"),
            (
                "routes:\n  - {pattern: \"/a/:x_1/:x1\", screen: a}\n", 2,
                "the values 'x_1' and 'x1' are both spelled 'x1'"
            ),
        ])
    func namesThatClash(_ yaml: String, _ line: Int, _ message: String) throws {
        let file = try RouteFile.parse(yaml, path: "routes.yaml")
        let (text, diagnostics) = RouteCodeGenerator().generate(file)
        #expect(text == nil)
        let error = try #require(diagnostics.first { $0.severity == .error })
        #expect(error.location.line == line)
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test func routesTheTypedEnumCannotCarryAreNamedInWarnings() throws {
        let file = try RouteFile.parse(
            """
            routes:
              - {pattern: "/files/*", screen: files}
              - {pattern: "/many/:a/:b/:c/:d/:e", screen: many}
              - {pattern: /kept, screen: kept}
            """, path: "routes.yaml")
        let (text, diagnostics) = RouteCodeGenerator().generate(file)
        let code = try #require(text)
        #expect(diagnostics.map(\.severity) == [.warning, .warning])
        #expect(diagnostics.map(\.location.line) == [2, 3])
        #expect(diagnostics[0].message.contains("a part without a name"))
        #expect(diagnostics[1].message.contains("carries 5 values and a typed route takes at most 4"))
        // Both still open from links: only the enum leaves them out.
        #expect(code.contains("try navigator.register(\"/files/*\", screen(\"files\", screens))"))
        #expect(code.contains("try navigator.register(\"/many/:a/:b/:c/:d/:e\", screen(\"many\", screens))"))
        let routeEnum = try #require(code.components(separatedBy: "enum Route:").last)
        #expect(
            !routeEnum.contains("case files") && !routeEnum.contains("case many") && routeEnum.contains("case kept"))
        // The screen enum has every kind, whatever its routes.
        #expect(
            code.contains("case files\n")
                && code.contains("case many(a: String, b: String, c: String, d: String, e: String)"))
    }

    @Test func theSameFileGivesTheSameText() throws {
        let file = try RouteFile.load(from: Files.photoFeedRoutes)
        let first = RouteCodeGenerator(typeName: "PhotoFeedRoutes", access: .public).generate(file).text
        let second = RouteCodeGenerator(typeName: "PhotoFeedRoutes", access: .public).generate(file).text
        let text = try #require(first)
        #expect(first == second)
        #expect(text.contains("public enum PhotoFeedRoutes {"))
        #expect(text.contains("public protocol Actions: Sendable {\n        /// Runs the action `logout`."))
        #expect(text.contains("case reply(mediaId: String, commentId: String)"))
        #expect(text.contains("case search(q: String?)"))
        #expect(!text.contains("internal "))
    }

    @Test func typesFollowThePlaceholders() throws {
        let text = try generated(
            """
            routes:
              - pattern: "/order/<uuid:id>/<int:line>/<double:amount>(/<path:note>)"
                screen: order
            """)
        #expect(text.contains("case order(id: UUID, line: Int, amount: Double, note: String?)"))
        #expect(text.contains(".path(\"note\", String?.self)"))
    }

    @Test func theCommandWritesNothingForAFileWithErrors() async throws {
        let path = try Files.write("routes:\n  - {pattern: /a, screen: a, presentation: sideways}\n")
        let output = path + ".swift"
        let result = await CommandTests().run(["generate", path, "--output", output])
        #expect(result.code == 1)
        #expect(result.err.contains("\(path):2:"))
        #expect(result.err.contains("error: unknown presentation 'sideways'"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func theCommandWritesTheFileAndPrintsWithoutOutput() async throws {
        let output = NSTemporaryDirectory() + "waypoint-generate-\(UUID().uuidString).swift"
        let written = await CommandTests().run(["generate", Files.photoFeedRoutes.path, "--output", output])
        #expect(written.code == 0)
        let printed = await CommandTests().run(["generate", Files.photoFeedRoutes.path])
        #expect(try String(contentsOfFile: output, encoding: .utf8) == printed.out + "\n")
        #expect(printed.out.contains("internal enum AppRoutes {"))
        let refused = await CommandTests().run(["generate", Files.photoFeedRoutes.path, "--access", "open"])
        #expect(refused.code == 64)
        let badName = await CommandTests().run(["generate", Files.photoFeedRoutes.path, "--name", "My Routes"])
        #expect(badName.code == 1)
        #expect(badName.err.contains("'My Routes' is not a Swift type name"))
    }

    private func generated(_ yaml: String) throws -> String {
        let file = try RouteFile.parse(yaml, path: "routes.yaml")
        let (text, diagnostics) = RouteCodeGenerator().generate(file)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return try #require(text)
    }
}
