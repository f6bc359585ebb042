import Foundation
import PackagePlugin

/// `swift package waypoint-aasa [--target NAME | FILE] --app-id TEAMID.bundle …`: the
/// `apple-app-site-association` file of the package's route file, on standard output, without
/// installing the command. Every other argument is `waypoint aasa`'s. With several route files,
/// name one, or the target that holds it.
@main
struct WaypointAASAPlugin: CommandPlugin {
    /// `waypoint aasa`'s options that take a value: an app ID may end in `.json` and still not
    /// be the file.
    static let valueOptions: Set<String> = ["--app-id", "--host", "--appclip"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        let file: String
        if let index = Self.fileArgument(in: rest) {
            file = rest.remove(at: index)
        } else {
            let files = try RouteFiles.find(in: context.package, targets: targets)
            guard files.count == 1, let only = files.first else {
                throw PluginFailure(
                    description: "several route files (\(RouteFiles.describe(files, in: context.package))): "
                        + "name one, or its target with --target")
            }
            file = only.path
        }
        let tool = try context.tool(named: "WaypointPluginTool").url
        guard try RouteFiles.run(tool, ["aasa", file] + rest) else {
            throw PluginFailure(description: "waypoint aasa failed for \(file)")
        }
    }

    /// Where among `arguments` a YAML or JSON file is named, before or after the options.
    static func fileArgument(in arguments: [String]) -> Int? {
        arguments.indices.first { index in
            let argument = arguments[index]
            guard !argument.hasPrefix("-"),
                ["yaml", "yml", "json"].contains(URL(fileURLWithPath: argument).pathExtension)
            else { return false }
            return index == 0 || !valueOptions.contains(arguments[index - 1])
        }
    }
}
