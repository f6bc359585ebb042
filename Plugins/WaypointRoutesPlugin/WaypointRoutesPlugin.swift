import Foundation
import PackagePlugin

/// Compiles a target's route files into Swift at build time: every `routes.yaml` (or
/// `NAME.routes.yaml`, `.yml`, `.json`) of the target becomes one generated file, rebuilt when the
/// route file changes. `waypoint generate` checks the file first; its findings appear as the
/// build's diagnostics at the route file's line, and an error fails the build.
@main
struct WaypointRoutesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        return try Self.commands(
            for: module.sourceFiles.map(\.url), tool: context.tool(named: "WaypointPluginTool").url,
            output: context.pluginWorkDirectoryURL)
    }

    /// One command per route file among `files`; an error when two of them would write one
    /// Swift file.
    static func commands(for files: [URL], tool: URL, output: URL) throws -> [Command] {
        var commands: [Command] = []
        var writers: [String: URL] = [:]
        for file in files where RouteFiles.isRouteFile(file.lastPathComponent) {
            // `waypoint generate` names the namespace after the file (`shop.routes.yaml`:
            // `ShopRoutes`); the Swift file is named after it too.
            let name = file.deletingPathExtension().lastPathComponent + ".swift"
            // Two such files would also declare one namespace twice; SwiftPM alone would report
            // only "multiple producers" of a file the user never wrote.
            if let other = writers.updateValue(file, forKey: name) {
                throw PluginFailure(
                    description: "\(other.path) and \(file.path) would both generate \(name) and declare one "
                        + "namespace: rename one (NAME.routes.yaml gives NAMERoutes) or move it to another target")
            }
            let generated = output.appendingPathComponent(name)
            commands.append(
                .buildCommand(
                    displayName: "Generating Swift from \(file.lastPathComponent)",
                    executable: tool,
                    // Public, so that a route file in a library target serves the modules
                    // that import it; in an app's own target it changes nothing.
                    arguments: ["generate", file.path, "--output", generated.path, "--access", "public"],
                    inputFiles: [file],
                    outputFiles: [generated]))
        }
        return commands
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode projects (not packages) use the plugin through this conformance. Only Xcode has the
// XcodeProjectPlugin module; CI compiles this code against a stand-in of its documented API
// (.ci/xcode-plugin-check).
extension WaypointRoutesPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            for: target.inputFiles.map(\.url), tool: context.tool(named: "WaypointPluginTool").url,
            output: context.pluginWorkDirectoryURL)
    }
}
#endif
