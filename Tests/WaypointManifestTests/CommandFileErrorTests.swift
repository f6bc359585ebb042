import Foundation
import Testing
import WaypointCommands

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

extension CommandTests {
    @Test(
        "aasa refuses an app ID that is not TEAMID.bundle.id with exit 64 and the expected form",
        arguments: [
            "A.b", "abcde12345.com.example.app", "ABCDE1234.com.example.app", "ABCDE12345", "ABCDE12345.",
            "ABCDE12345.com..app", "ABCDE12345.com.exa mple", "ABCDE-2345.com.example",
        ])
    func badAppIDs(id: String) async {
        let result = await run(["aasa", routes, "--app-id", id])
        #expect(result.code == 64, "\(id)")
        do {
            _ = try WaypointCommand.parseAsRoot(["aasa", routes, "--app-id", id])
            Issue.record("\(id) was accepted")
        } catch {
            #expect(WaypointCommand.message(for: error).contains("TEAMID.bundle.identifier"))
        }
    }

    @Test("aasa --legacy-paths writes Apple's older form: apps, and one detail per appID")
    func legacyPaths() async throws {
        let result = await run([
            "aasa", routes, "--app-id", "ABCDE12345.com.example.photofeed", "--app-id", "FGHIJ67890.com.example.other",
            "--legacy-paths",
        ])
        #expect(result.code == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let links = try #require(json["applinks"] as? [String: Any])
        #expect((links["apps"] as? [Any])?.isEmpty == true)
        let details = try #require(links["details"] as? [[String: Any]])
        #expect(
            details.map { $0["appID"] as? String } == [
                "ABCDE12345.com.example.photofeed", "FGHIJ67890.com.example.other",
            ])
        #expect(details.allSatisfy { $0["appIDs"] == nil && ($0["paths"] as? [String])?.isEmpty == false })
    }

    @Test("resolve prints a link's control characters escaped on every line")
    func resolveEscapesControlCharacters() async {
        let result = await run(["resolve", routes, "photofeed://nowhere\u{1B}[2J", "photofeed://user:a%0Ab"])
        #expect(!result.out.contains("\u{1B}"))
        #expect(result.out.contains("photofeed://nowhere\\u{1B}[2J"), "\(result.out)")
        #expect(!result.out.split(separator: "\n").contains { $0.hasPrefix("b") }, "\(result.out)")
    }
}

extension CommandTests {
    @Test("aasa adds webcredentials and appclips sections when asked")
    func webCredentialsAndAppClips() async throws {
        let result = await run([
            "aasa", routes, "--app-id", "ABCDE12345.com.example.photofeed", "--webcredentials", "--appclip",
            "ABCDE12345.com.example.photofeed.Clip",
        ])
        #expect(result.code == 0, "\(result.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(
            (json["webcredentials"] as? [String: Any])?["apps"] as? [String] == ["ABCDE12345.com.example.photofeed"])
        #expect((json["appclips"] as? [String: Any])?["apps"] as? [String] == ["ABCDE12345.com.example.photofeed.Clip"])
        #expect(json["applinks"] != nil)
        let plain = await run(["aasa", routes, "--app-id", "ABCDE12345.com.example.photofeed"])
        #expect(!plain.out.contains("webcredentials") && !plain.out.contains("appclips"))
        #expect(await run(["aasa", routes, "--app-id", "ABCDE12345.com.x", "--appclip", "Clip"]).code == 64)
    }
}
