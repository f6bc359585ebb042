import ArgumentParser
import Foundation
import Testing
import WaypointCommands

/// The version a user sees is the one the changelog describes.
@Suite("Waypoint's version")
struct VersionTests {
    /// The newest version with a heading in CHANGELOG.md (`## [0.1.0] - 2026-11-28`), skipping
    /// `## [Unreleased]`.
    static func changelogVersion() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        for line in text.split(separator: "\n") where line.hasPrefix("## [") {
            let name = line.dropFirst(4).prefix { $0 != "]" }
            if name.first?.isNumber == true { return String(name) }
        }
        throw CocoaError(.fileReadCorruptFile)
    }

    @Test("waypoint --version prints the newest version in CHANGELOG.md")
    func versionMatchesChangelog() throws {
        let version = try Self.changelogVersion()
        #expect(WaypointCommand.version == version)
        do {
            _ = try WaypointCommand.parseAsRoot(["--version"])
            Issue.record("--version did not stop with the version")
        } catch {
            #expect(WaypointCommand.message(for: error) == version)
            #expect(WaypointCommand.exitCode(for: error) == .success)
        }
    }
}
