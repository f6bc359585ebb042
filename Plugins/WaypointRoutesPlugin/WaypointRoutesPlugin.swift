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

    /// One command per route file among `files`.
    static func commands(for files: [URL], tool: URL, output: URL) -> [Command] {
        var commands: [Command] = []
        for file in files where isRouteFile(file.lastPathComponent) {
            let typeName = typeName(forFile: file.lastPathComponent)
            let generated = output.appendingPathComponent(typeName + ".swift")
            commands.append(
                .buildCommand(
                    displayName: "Generating \(typeName) from \(file.lastPathComponent)",
                    executable: tool,
                    arguments: ["generate", file.path, "--output", generated.path, "--name", typeName],
                    inputFiles: [file],
                    outputFiles: [generated]))
        }
        return commands
    }

    /// `routes.yaml`, `routes.json`, and `NAME.routes.yaml` (`.yml`, `.json`).
    static func isRouteFile(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        guard let last = parts.last, ["yaml", "yml", "json"].contains(String(last)) else { return false }
        return parts.count >= 2 && parts[parts.count - 2] == "routes"
    }

    /// The generated namespace: `routes.yaml` gives `AppRoutes`, `shop.routes.yaml` gives
    /// `ShopRoutes`, as `waypoint generate` names it.
    static func typeName(forFile name: String) -> String {
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        let words = stem.unicodeScalars.split {
            !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        }
        .map { String(String.UnicodeScalarView($0)) }
        guard stem != "routes", !words.isEmpty else { return "AppRoutes" }
        var joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let first = joined.unicodeScalars.first, ("0"..."9").contains(first) { joined = "_" + joined }
        return joined.hasSuffix("Routes") ? joined : joined + "Routes"
    }
}
