import Foundation
import PackagePlugin

/// `swift package waypoint-check [--target NAME]… [--strict] [--json]`: `waypoint check` on every
/// route file of the package (or of the targets named), without installing the command. Fails
/// when any file has an error (or, with `--strict`, a warning).
///
/// The findings become SwiftPM diagnostics at each route file's line, which `swift package`
/// shows on standard error. With `--json`, standard output carries one JSON document for all
/// the files: an array of findings in file order, each naming its file, as
/// `waypoint check --json` prints for one file (`file`, `line`, `column`, `severity`,
/// `message`); `[]` when every file is clean.
@main
struct WaypointCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        let json = extractor.extractFlag(named: "json") > 0
        let files = try RouteFiles.find(in: context.package, targets: targets)
        let tool = try context.tool(named: "WaypointPluginTool").url
        var failed: [URL] = []
        var findings: [ToolOutput.Finding] = []
        for file in files {
            let output = try ToolOutput.run(
                tool, ["check", file.path] + extractor.remainingArguments + (json ? ["--json"] : []),
                in: context.pluginWorkDirectoryURL)
            if json {
                // A file the command cannot read has its errors on standard error alone.
                let decoded = try? JSONDecoder().decode(
                    [ToolOutput.Finding].self, from: Data(output.standardOutput.utf8))
                findings += (decoded ?? []) + output.findings
            } else {
                // The summary of each file (`routes.yaml: 0 errors, 1 warning`).
                for line in output.relayDiagnostics() { print(line) }
            }
            if !output.succeeded { failed.append(file) }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(findings), as: UTF8.self))
        }
        if !failed.isEmpty {
            throw PluginFailure(
                description: "waypoint check failed for \(RouteFiles.describe(failed, in: context.package))")
        }
    }
}
