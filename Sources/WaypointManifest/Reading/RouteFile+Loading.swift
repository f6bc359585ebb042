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

    /// The text of the file at `url`, for the route, cases and state files Waypoint reads.
    ///
    /// - Throws: ``RouteFileError`` at the file's first line with a sentence a person can act
    ///   on: no such file, a directory, a file that cannot be opened, or one that is not UTF-8
    ///   text.
    public static func readText(_ url: URL) throws(RouteFileError) -> String {
        let path = url.relativePath
        func failure(_ problem: String) -> RouteFileError {
            RouteFileError([Diagnostic(.error, at: SourceLocation(file: path, line: 1, column: 1), problem)])
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw failure("no such file")
        }
        guard !isDirectory.boolValue else { throw failure("is a directory, not a file") }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw failure("cannot be opened (check its permissions)")
        }
        guard let text = String(data: data, encoding: .utf8), !data.contains(0) else {
            throw failure("not UTF-8 text")
        }
        return text
    }

    /// A router accepting the file's schemes and hosts, with the placeholder types it declares,
    /// without routes.
    public func makeRouter<Destination>(of type: Destination.Type = Destination.self) -> Router<Destination> {
        let router = Router<Destination>(schemes: schemes.map(Set.init), hosts: routerHosts)
        // The reader refuses built-in and repeated names, the only names a router refuses.
        for set in valueSets { try? router.register(type: set.parameterType) }
        return router
    }

    /// The hosts the router accepts: the file's, and `*` with `acceptsAnyWebHost: true`.
    public var routerHosts: [String] { hosts + (acceptsAnyWebHost ? ["*"] : []) }

    /// The patterns the router refuses, each at the offending character.
    func patternDiagnostics() -> [Diagnostic] {
        // Reading a pattern is what registering it checks; the router the app builds later
        // registers it for real.
        let options = RouterOptions().link
        var diagnostics: [Diagnostic] = []
        for route in routes {
            do {
                _ = try RoutePattern(route.pattern, options: options, types: typeNames)
            } catch {
                var location = route.location(of: "pattern")
                var message = error.description
                if case .invalidPattern(_, let position, let problem) = error {
                    location.column += position
                    // A route file declares its own types under `types`.
                    if case .unknownType(let type) = problem {
                        message = message.replacingOccurrences(
                            of: "register it with register(type:) first",
                            with: "declare its values under types, as in types: {\(type): [a, b]}")
                    }
                }
                diagnostics.append(Diagnostic(.error, at: location, message))
            }
        }
        return diagnostics
    }
}
