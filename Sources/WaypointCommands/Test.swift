import ArgumentParser
import Foundation
import WaypointManifest

/// `waypoint test FILE CASES`: a link regression file run against a route file.
struct Test: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run a link regression file against a route file.",
        discussion: """
            Prints each failure as expected against got, then a summary line. Exits 1 when a case fails.

            Examples:
              waypoint test routes.yaml links.yaml
              waypoint test routes.yaml links.yaml --junit .build/waypoint-links.xml
            """)

    @Argument(help: "The route file (YAML or JSON).")
    var file: String

    @Argument(help: "The cases file (YAML or JSON).")
    var cases: String

    @Option(help: "Also write the results as JUnit XML to this path.")
    var junit: String?

    @MainActor
    func run() async throws {
        let routeFile = try loadRouteFile(file)
        let linkCases: LinkCases
        do {
            linkCases = try LinkCases.load(from: URL(fileURLWithPath: cases))
        } catch {
            report(error.diagnostics)
            throw unreadableFile
        }
        let results = await linkCases.run(against: routeFile)
        let console = Console.current
        for result in results where !result.passed {
            console.out("FAIL \(result.testCase.location): \(result.testCase.link)")
            for failure in result.failures { console.out("  \(failure)") }
            console.out("  outcome: \(result.got)")
        }
        let failed = results.filter { !$0.passed }.count
        console.out("\(results.count - failed) passed, \(failed) failed")
        if let junit {
            do {
                try LinkCases.junit(results, suite: cases).write(toFile: junit, atomically: true, encoding: .utf8)
            } catch {
                console.err("\(junit): error: cannot write the JUnit file: \(error)")
                throw ExitCode(1)
            }
        }
        if failed > 0 { throw ExitCode(1) }
    }
}
