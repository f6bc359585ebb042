import ArgumentParser
import Foundation
import WaypointManifest

/// `waypoint`: what a route file's links do, checked before users find out.
///
/// Exit codes: 0 when everything passed; 1 when a link did not resolve, `check` found an
/// error or a case failed; 64 for a usage error; 65 when a file cannot be read as a route,
/// cases or state file.
public struct WaypointCommand: AsyncParsableCommand {
    /// Waypoint's version, as `waypoint --version` prints it: the newest version in
    /// CHANGELOG.md, which a test keeps equal to this.
    public static let version = "0.2.0"

    /// The command's name, summary, version and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "waypoint",
        abstract:
            "Resolve, check, test and graph an app's route file, and write its apple-app-site-association and assetlinks.json files.",
        discussion: """
            Exit codes: 0 success; 1 a link did not resolve, check found an error, or a case failed; \
            64 usage error; 65 a file could not be read.
            """,
        version: version,
        subcommands: [
            Resolve.self, Check.self, Test.self, Graph.self, AASA.self, AssetLinksCommand.self, Generate.self,
        ])

    /// Creates the command (ArgumentParser calls it).
    public init() {}
}

/// The exit code for a file that cannot be read as what it should be.
let unreadableFile = ExitCode(65)

/// Loads a route file, or reports its errors and stops with ``unreadableFile``.
func loadRouteFile(_ path: String) throws -> RouteFile {
    do {
        return try RouteFile.load(from: URL(fileURLWithPath: path))
    } catch {
        report(error.diagnostics)
        throw unreadableFile
    }
}

/// Reads a route file for `check` and `generate`: every finding of reading and of the checks,
/// and the file, which is there even when reading found errors, so that one pass reports every
/// error. Stops with ``unreadableFile`` when the text is not a route file at all.
@MainActor
func checkRouteFile(_ path: String) throws -> (file: RouteFile, diagnostics: [Diagnostic]) {
    let (routeFile, readDiagnostics) = RouteFile.read(try readText(path), path: path)
    guard let routeFile else {
        report(readDiagnostics)
        throw unreadableFile
    }
    // The checks skip what the reader refused (a pattern that does not parse), so they run
    // even when reading found errors.
    return (routeFile, readDiagnostics + routeFile.check())
}

/// The text of the file at `path`, or its problem reported and ``unreadableFile``.
func readText(_ path: String) throws -> String {
    do {
        return try RouteFile.readText(URL(fileURLWithPath: path))
    } catch {
        report(error.diagnostics)
        throw unreadableFile
    }
}

/// Writes diagnostics to standard error, one per line, tinted on a terminal.
func report(_ diagnostics: [Diagnostic]) {
    let console = Console.current
    for diagnostic in diagnostics {
        console.err(console.tinted(diagnostic.description, error: diagnostic.severity == .error))
    }
}

/// JSON text of an encodable value, keys sorted, for `--json` output.
func jsonText<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
}
