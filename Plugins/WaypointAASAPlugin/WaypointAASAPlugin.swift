import Foundation
import PackagePlugin

/// `swift package waypoint-aasa [--target NAME | FILE] --app-id TEAMID.bundle … [--output FILE]`:
/// the `apple-app-site-association` file of the package's route file, without installing the
/// command. Every other argument is `waypoint aasa`'s. With several route files, name one, or the
/// target that holds it.
///
/// The file goes to standard output alone, or with `--output FILE` straight into that file
/// (a relative path is taken from the directory `swift package` runs in; macOS's plugin sandbox
/// asks for `swift package --allow-writing-to-directory DIR`). The command's warnings become
/// SwiftPM diagnostics at the route file's line, which `swift package` shows on standard error,
/// never in the file.
@main
struct WaypointAASAPlugin: CommandPlugin {
    /// `waypoint aasa`'s options that take a value: an app ID may end in `.json` and still not
    /// be the file.
    static let valueOptions: Set<String> = ["--app-id", "--host", "--appclip", "--output"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target")
        let outputs = extractor.extractOption(named: "output")
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
        if outputs.count > 1 { throw PluginFailure(description: "give --output once") }
        let destination = outputs.first.map {
            URL(fileURLWithPath: $0, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        }
        let tool = try context.tool(named: "WaypointPluginTool").url
        let output = try ToolOutput.run(
            tool, ["aasa", file] + rest + (destination.map { ["--output", $0.path] } ?? []),
            in: context.pluginWorkDirectoryURL)
        for line in output.relayDiagnostics() { Diagnostics.remark(line, file: nil, line: nil) }
        guard output.succeeded else {
            throw PluginFailure(description: "waypoint aasa failed for \(file)")
        }
        // What the command printed is the association file, and nothing else reaches it.
        if destination == nil { print(output.standardOutput, terminator: "") }
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
