import Foundation
import PackagePlugin

/// `swift package waypoint-aasa [--target NAME | FILE] --app-id TEAMID.bundle …`: the
/// `apple-app-site-association` file of the package's route file, on standard output, without
/// installing the command. Every other argument is `waypoint aasa`'s. With several route files,
/// name one, or the target that holds it.
@main
struct WaypointAASAPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        let file: String
        if let named = rest.first, RouteFiles.isRouteFile(URL(fileURLWithPath: named).lastPathComponent) {
            file = named
            rest.removeFirst()
        } else {
            let files = try RouteFiles.find(in: context.package, targets: targets)
            guard files.count == 1, let only = files.first else {
                throw PluginFailure(
                    description: files.isEmpty
                        ? "no route file (routes.yaml or NAME.routes.yaml) in the package's targets"
                        : "several route files (\(files.map(\.lastPathComponent).joined(separator: ", "))): "
                            + "name one, or its target with --target")
            }
            file = only.path
        }
        let tool = try context.tool(named: "WaypointPluginTool").url
        guard try RouteFiles.run(tool, ["aasa", file] + rest) else {
            throw PluginFailure(description: "waypoint aasa failed for \(file)")
        }
    }
}
