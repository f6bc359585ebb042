import Foundation
import Waypoint
import WaypointNavigation

extension RouteFile {
    /// Reads the route file at `url` (YAML or JSON).
    ///
    /// - Throws: ``RouteFileError`` with every error found, each naming the file, line and
    ///   column: unknown keys, values of the wrong shape, invalid patterns (at the offending
    ///   character), unknown tabs and groups, duplicate names.
    public static func load(from url: URL) throws(RouteFileError) -> RouteFile {
        try parse(try readText(url), path: url.relativePath)
    }

    /// Reads a route file from its text; `path` names it in diagnostics.
    ///
    /// - Throws: ``RouteFileError``, as ``load(from:)``.
    public static func parse(_ text: String, path: String = "<memory>") throws(RouteFileError) -> RouteFile {
        let (file, diagnostics) = read(text, path: path)
        let errors = diagnostics.filter { $0.severity == .error }
        guard let file, errors.isEmpty else { throw RouteFileError(errors) }
        return file
    }

    /// Reads a route file and checks every pattern, keeping going after errors: what `waypoint
    /// check` reports. The file is `nil` when its text is not a route file at all.
    public static func read(_ text: String, path: String) -> (file: RouteFile?, diagnostics: [Diagnostic]) {
        var reader = RouteFileReader(path: path)
        guard let file = reader.read(text) else { return (nil, reader.diagnostics) }
        return (file, reader.diagnostics + file.patternDiagnostics())
    }

    /// The text of the file at `url`, or an error naming it.
    static func readText(_ url: URL) throws(RouteFileError) -> String {
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw RouteFileError([
                Diagnostic(
                    .error, at: SourceLocation(file: url.relativePath, line: 1, column: 1),
                    "cannot read the file: \(error)")
            ])
        }
    }

    /// A router accepting the file's schemes and hosts, without routes.
    public func makeRouter<Destination>(of type: Destination.Type = Destination.self) -> Router<Destination> {
        Router(schemes: schemes.map(Set.init), hosts: hosts)
    }

    /// The patterns the router refuses, each at the offending character.
    func patternDiagnostics() -> [Diagnostic] {
        // Reading a pattern is what registering it checks; the router the app builds later
        // registers it for real.
        let options = RouterOptions().link
        var diagnostics: [Diagnostic] = []
        for route in routes {
            do {
                _ = try RoutePattern(route.pattern, options: options)
            } catch {
                var location = route.location(of: "pattern")
                if case .invalidPattern(_, let position, _) = error { location.column += position }
                diagnostics.append(Diagnostic(.error, at: location, error.description))
            }
        }
        return diagnostics
    }
}
