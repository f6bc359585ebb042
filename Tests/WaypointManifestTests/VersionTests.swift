import ArgumentParser
import Foundation
import Testing
import WaypointCommands

/// The version a user sees is the one the changelog describes.
@Suite("Waypoint's version")
struct VersionTests {
    /// The newest version with a heading in CHANGELOG.md (`## [0.2.0] - 2026-11-29`), skipping
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

    @Test("README's install snippet asks for the newest version in CHANGELOG.md, as consumer-check does")
    func readmeRequiresTheReleasedVersion() throws {
        let version = try Self.changelogVersion()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let requirements = readme.split(separator: "\n").filter { $0.contains(".package(url:") }
        #expect(!requirements.isEmpty, "README shows no .package(url:) line")
        for line in requirements {
            #expect(line.contains("from: \"\(version)\""), "\(line) does not ask for \(version)")
        }
        // consumer-check builds an app that depends on CHANGELOG's version with the same `from:`.
        let consumer = try String(
            contentsOf: root.appendingPathComponent(".ci/consumer/Package.swift"), encoding: .utf8)
        #expect(consumer.contains("from: \"WAYPOINT_VERSION\""))
    }
}
