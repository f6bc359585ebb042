import Foundation
import Testing

extension CommandTests {
    @Test(
        "Each subcommand answers a file it cannot read with a sentence and exit 65",
        arguments: [
            ["check", "/nonexistent/routes.yaml"], ["resolve", "/nonexistent/routes.yaml", "app://x"], ["check", "/"],
        ])
    func unreadableRouteFile(arguments: [String]) async {
        let result = await run(arguments)
        #expect(result.code == 65)
        #expect(
            result.err.contains("no such file") || result.err.contains("is a directory, not a file"), "\(result.err)")
        #expect(!result.err.contains("NSCocoaErrorDomain"))
    }

    @Test("A --state file that does not exist is named with a sentence")
    func unreadableStateFile() async {
        let result = await run(["resolve", routes, "photofeed://user:1", "--state", "/nonexistent/state.json"])
        #expect(result.code == 65)
        #expect(result.err.contains("/nonexistent/state.json:1:1: error: no such file"), "\(result.err)")
    }
}

extension CommandTests {
    @Test("check reports the reader's errors and the checks' errors in one pass")
    func everyErrorInOnePass() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("routes.yaml")
        let text = """
            schemes: [shop]
            colour: red
            routes:
              - pattern: /x
                screen: x
              - pattern: /x
                screen: y
              - pattern: /user/<nope:id>
                screen: z
            """
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = await run(["check", file.path])
        #expect(result.code == 1)
        #expect(result.err.contains("unknown key 'colour'"), "\(result.err)")
        #expect(result.err.contains("duplicates '/x'"), "\(result.err)")
        #expect(result.err.contains("Invalid pattern"), "\(result.err)")
    }
}
