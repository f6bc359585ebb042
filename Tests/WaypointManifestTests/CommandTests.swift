import ArgumentParser
import Foundation
import Testing
import WaypointCommands

/// The `waypoint` command's subcommands, run as the executable runs them, with their output
/// and exit codes.
@Suite("The waypoint command")
@MainActor
struct CommandTests {
    /// What a command wrote and how it ended.
    struct Run {
        var out: String
        var err: String
        var code: Int32
    }

    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var out: [String] = []
        private var err: [String] = []
        func add(out line: String) { lock.withLock { out.append(line) } }
        func add(err line: String) { lock.withLock { err.append(line) } }
        var texts: (String, String) { lock.withLock { (out.joined(separator: "\n"), err.joined(separator: "\n")) } }
    }

    /// Parses `arguments` as the executable does and runs the command.
    func run(_ arguments: [String]) async -> Run {
        let collected = Collected()
        let console = Console(out: { collected.add(out: $0) }, err: { collected.add(err: $0) })
        let code: Int32 = await Console.$current.withValue(console) {
            do {
                var command = try WaypointCommand.parseAsRoot(arguments)
                if var asynchronous = command as? any AsyncParsableCommand {
                    try await asynchronous.run()
                } else {
                    try command.run()
                }
                return 0
            } catch {
                return WaypointCommand.exitCode(for: error).rawValue
            }
        }
        let (out, err) = collected.texts
        return Run(out: out, err: err, code: code)
    }

    let routes = Files.photoFeedRoutes.path
    let links = Files.photoFeedLinks.path

    @Test func resolvePrintsRoutePlanAndScreens() async {
        let result = await run(["resolve", routes, "photofeed://user:42", "--source", "customScheme"])
        #expect(result.code == 0)
        #expect(result.out.contains("photofeed://user:42 (customScheme)\n  route: user:{userId}"))
        #expect(result.out.contains("  plan:\n    1. push user(userId: 42)"))
        #expect(result.out.contains("user(userId: 42)  <- top"))
    }

    @Test func resolveExplainsALinkThatMatchesNothingAndExitsOne() async {
        let result = await run(["resolve", routes, "photofeed://user:1", "photofeed://nowhere"])
        #expect(result.code == 1)
        #expect(result.out.contains("why: No route matches \"photofeed://nowhere\""))
        #expect(result.out.contains("nearest: "))
    }

    @Test func resolveStartsFromAGivenStateAndPrintsJSON() async throws {
        // The profile tab is selected with a user pushed on it, and a sheet is presented.
        let state = try Files.write(
            """
            {"root": {"tabs": [{"id": "feed"},
                               {"id": "profile", "stack": ["profile", {"kind": "user", "info": {"userId": "9"}}]},
                               {"id": "menu"}],
                      "selected": "profile"},
             "layers": [{"container": {"screen": "help"}, "style": "pageSheet"}]}
            """, name: "state.json")
        let result = await run(["resolve", routes, "likes:3", "--state", state, "--json"])
        #expect(result.code == 0, "\(result.out)")
        let answers = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        #expect(answers.first?["pattern"] as? String == "likes:{mediaId}")
        #expect(
            answers.first?["plan"] as? [String] == ["present automatic [likes(mediaId: 3)] in a stack, close button"])
        #expect(answers.first?["ok"] as? Bool == true)
    }

    @Test func checkPassesTheExampleAndFailsABrokenFile() async throws {
        let clean = await run(["check", routes])
        #expect(clean.code == 0)
        #expect(clean.err.hasSuffix("0 errors, 0 warnings"))

        let broken = try Files.write(
            "schemes: [app]\nroutes:\n  - {pattern: /a/:id, screen: a}\n  - {pattern: /a/:x, screen: b}\n")
        let result = await run(["check", broken])
        #expect(result.code == 1)
        #expect(result.err.contains("routes.yaml:4:15: error: '/a/:x' duplicates '/a/:id' (line 3)"))

        let warned = try Files.write("hosts: [example.com]\nroutes:\n  - {pattern: /a, screen: a}\n")
        #expect(await run(["check", warned]).code == 0)
        #expect(await run(["check", warned, "--strict"]).code == 1)
        let json = await run(["check", warned, "--json"])
        #expect(json.out.contains("\"severity\" : \"warning\""))
    }

    @Test func checkWarnsThatOnOpenURLNeverGivesASendingApp() async throws {
        let file = try Files.write(
            "schemes: [app]\nroutes:\n  - {pattern: pair/:code, screen: pair, sendingApps: [com.example.companion]}\n")
        let result = await run(["check", file])
        #expect(result.code == 0)
        #expect(result.err.contains("routes.yaml:3:"), "\(result.err)")
        #expect(result.err.contains("warning: 'pair/:code' opens custom-scheme links only from com.example.companion"))
        #expect(result.err.hasSuffix("0 errors, 1 warning") || result.err.hasSuffix("0 errors, 1 warnings"))
        #expect(await run(["check", file, "--strict"]).code == 1)
    }

    @Test func unreadableFilesExitSixtyFive() async throws {
        #expect(await run(["check", "/nonexistent/routes.yaml"]).code == 65)
        let notRoutes = try Files.write("- a\n- b\n")
        #expect(await run(["check", notRoutes]).code == 65)
        #expect(await run(["resolve", notRoutes, "x"]).code == 65)
        #expect(await run(["test", routes, notRoutes]).code == 65)
    }

    @Test func usageErrorsExitSixtyFour() async {
        #expect(await run(["resolve", routes]).code == 64)
        #expect(await run(["resolve", routes, "x", "--source", "carrierPigeon"]).code == 64)
        #expect(await run(["aasa", routes]).code == 64)
        #expect(await run(["graph", routes, "--format", "svg"]).code == 64)
        #expect(await run(["launch"]).code == 64)
    }

    @Test func testRunsTheExampleCasesAndWritesJUnit() async throws {
        let junit = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".xml").path
        let result = await run(["test", routes, links, "--junit", junit])
        #expect(result.code == 0)
        #expect(result.out == "36 passed, 0 failed")
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("tests=\"36\" failures=\"0\""))
    }

    @Test func aFailingCaseExitsOneWithExpectedAgainstGot() async throws {
        let cases = try Files.write("- {link: \"photofeed://user:42\", screen: likes}\n", name: "cases.yaml")
        let result = await run(["test", routes, cases])
        #expect(result.code == 1)
        #expect(result.out.contains("screen: expected likes, got user"))
        #expect(result.out.hasSuffix("0 passed, 1 failed"))
    }

    @Test func graphPrintsMermaidOrDot() async {
        let mermaid = await run(["graph", routes])
        #expect(mermaid.code == 0 && mermaid.out.hasPrefix("flowchart LR"))
        let dot = await run(["graph", routes, "--format", "dot"])
        #expect(dot.code == 0 && dot.out.hasPrefix("digraph routes {"))
    }

    @Test func aasaPrintsTheFileForEachAppID() async throws {
        let result = await run([
            "aasa", routes, "--app-id", "ABCDE12345.com.example.photofeed", "--app-id", "FGHIJ67890.other",
        ])
        #expect(result.code == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let details = (json["applinks"] as? [String: Any])?["details"] as? [[String: Any]]
        #expect(details?.first?["appIDs"] as? [String] == ["ABCDE12345.com.example.photofeed", "FGHIJ67890.other"])
        #expect(await run(["aasa", routes, "--app-id", "ABCDE12345.b", "--host", "other.example"]).code == 1)
    }

    @Test func everySubcommandsHelpHasExamples() throws {
        for name in ["resolve", "check", "test", "graph", "aasa"] {
            let help = WaypointCommand.helpMessage(for: try #require(Self.subcommand(name)))
            #expect(help.contains("Examples:"), "\(name)")
        }
    }

    static func subcommand(_ name: String) -> ParsableCommand.Type? {
        WaypointCommand.configuration.subcommands.first {
            $0.configuration.commandName == name || "\($0)".lowercased() == name
        }
    }
}
