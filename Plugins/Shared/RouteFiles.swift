import Foundation
import PackagePlugin

/// Finding route files for Waypoint's plugins. Each plugin links this one file (a symbolic link
/// into its folder), since a plugin cannot depend on a library.
enum RouteFiles {
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
        }.map { String(String.UnicodeScalarView($0)) }
        guard stem != "routes", !words.isEmpty else { return "AppRoutes" }
        var joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if let first = joined.unicodeScalars.first, ("0"..."9").contains(first) { joined = "_" + joined }
        return joined.hasSuffix("Routes") ? joined : joined + "Routes"
    }

    /// The route files of `package`'s targets, or of the targets named, in target order.
    static func find(in package: Package, targets names: [String]) throws -> [URL] {
        let targets = names.isEmpty ? package.targets : try package.targets(named: names)
        return targets.compactMap { $0 as? SourceModuleTarget }.flatMap { target in
            target.sourceFiles.map(\.url).filter { isRouteFile($0.lastPathComponent) }
        }
    }

    /// Runs `tool` with `arguments`, its output passed through; whether it exited with 0.
    static func run(_ tool: URL, _ arguments: [String]) throws -> Bool {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit && process.terminationStatus == 0
    }
}

/// A plugin's failure, as `swift package` prints it.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
}
