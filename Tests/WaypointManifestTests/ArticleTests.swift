import Foundation
import Testing
import WaypointManifest
import WaypointNavigation
import WaypointTesting

/// The route-file article's code cannot drift: its route files and cases files read without an
/// error, and its Swift is the example app's own code.
@Suite("The route-file article")
struct ArticleTests {
    static let article = Files.examples.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/WaypointManifest/WaypointManifest.docc/RouteFilesAndTheWaypointCommand.md")

    /// The fenced blocks of one language, in order.
    static func blocks(_ language: String) throws -> [String] {
        try MarkdownCodeBlocks.blocks(language, in: article)
    }

    @Test func itsRouteFileAndCasesRead() throws {
        let yaml = try Self.blocks("yaml")
        #expect(yaml.count == 3)
        let file = try RouteFile.parse(yaml[0], path: "article.yaml")
        #expect(file.routes.count == 6)
        let cases = try LinkCases.parse(yaml[1], path: "article-cases.yaml")
        #expect(cases.cases.count == 3)
        let state = try RouteFileSyntax.state(yaml[2])
        #expect(state.topScreen == Screen("help"))
        #expect(state.root.activeStack == [Screen("profile"), Screen("user", ["userId": "9"])])
    }

    @Test func itsSwiftIsTheExamplesCode() throws {
        let example = try String(
            contentsOf: Files.examples.appendingPathComponent("PhotoFeedApp.swift"), encoding: .utf8)
        let swift = try Self.blocks("swift")
        #expect(!swift.isEmpty)
        for block in swift {
            #expect(MarkdownCodeBlocks.source(example, holds: block), "\(block)")
        }
    }

    @Test func itsShellRecipeNamesFilesThatExist() throws {
        let root = Files.examples.deletingLastPathComponent().deletingLastPathComponent()
        for block in try Self.blocks("sh") {
            for word in block.split(whereSeparator: { $0 == " " || $0 == "\n" }) where word.hasSuffix(".yaml") {
                #expect(
                    FileManager.default.fileExists(atPath: root.appendingPathComponent(String(word)).path), "\(word)")
            }
        }
    }
}
