import ArgumentParser
import Foundation
import WaypointManifest

/// `waypoint check FILE`: everything wrong with a route file, as an editor or CI reads it.
struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Report invalid, duplicate, shadowed and unreachable routes, and what the AASA file cannot claim.",
        discussion: """
            Prints file:line:column: error|warning: message, one finding per line, on standard error. \
            Exits 1 when there is an error (warnings alone exit 0, or 1 with --strict), 65 when the file \
            is not a route file at all.

            Examples:
              waypoint check routes.yaml
              waypoint check routes.yaml --strict --json
            """)

    @Argument(help: "The route file (YAML or JSON).")
    var file: String

    @Flag(help: "Treat warnings as errors.")
    var strict = false

    @Flag(help: "Print the findings as JSON on standard output.")
    var json = false

    struct Finding: Encodable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var message: String
    }

    @MainActor
    func run() async throws {
        let (routeFile, found) = try checkRouteFile(file)
        let diagnostics = found + routeFile.sendingAppDiagnostics()
        let console = Console.current
        if json {
            console.out(
                jsonText(
                    diagnostics.map {
                        Finding(
                            file: $0.location.file, line: $0.location.line, column: $0.location.column,
                            severity: $0.severity.rawValue, message: $0.message)
                    }))
        } else {
            report(diagnostics)
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        if !json {
            console.err(
                "\(file): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        }
        if errors > 0 || (strict && warnings > 0) { throw ExitCode(1) }
    }
}
