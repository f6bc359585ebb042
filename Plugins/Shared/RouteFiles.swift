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

    /// The route files of `package`'s targets, or of the targets named, in target order; an
    /// error when there is none.
    static func find(in package: Package, targets names: [String]) throws -> [URL] {
        let targets = names.isEmpty ? package.targets : try package.targets(named: names)
        let files = targets.compactMap { $0 as? SourceModuleTarget }.flatMap { target in
            target.sourceFiles.map(\.url).filter { isRouteFile($0.lastPathComponent) }
        }
        guard !files.isEmpty else {
            let place = names.isEmpty ? "the package's targets" : "target " + names.joined(separator: ", ")
            throw PluginFailure(description: "no route file (routes.yaml or NAME.routes.yaml) in \(place)")
        }
        return files
    }

    /// `files` as paths from `package`'s folder, which tell apart route files of one name in
    /// several targets.
    static func describe(_ files: [URL], in package: Package) -> String {
        let root = package.directoryURL.standardizedFileURL.path + "/"
        return files.map { file in
            let path = file.standardizedFileURL.path
            return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
        }.joined(separator: ", ")
    }
}

/// A plugin's failure, as `swift package` prints it.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
}
