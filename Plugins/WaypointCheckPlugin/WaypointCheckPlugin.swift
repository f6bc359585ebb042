import Foundation
import PackagePlugin

/// `swift package waypoint-check [--target NAME]… [--strict] [--json]`: `waypoint check` on every
/// route file of the package (or of the targets named), without installing the command. Fails
/// when any file has an error (or, with `--strict`, a warning).
@main
struct WaypointCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        let files = try RouteFiles.find(in: context.package, targets: targets)
        let tool = try context.tool(named: "WaypointPluginTool").url
        var failed: [URL] = []
        for file in files where try !RouteFiles.run(tool, ["check", file.path] + extractor.remainingArguments) {
            failed.append(file)
        }
        if !failed.isEmpty {
            throw PluginFailure(
                description: "waypoint check failed for \(RouteFiles.describe(failed, in: context.package))")
        }
    }
}
