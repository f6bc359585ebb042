import Waypoint

/// The Swift names a route file's screens, actions, guards and routes get in generated code:
/// each spelled by ``SwiftName``'s rules and checked to be unique among its kind.
struct GeneratedNames {
    /// Screen kind → constant name, in first-use order.
    var screens: [(kind: String, identifier: String)] = []
    /// Action name → method name, in first-use order.
    var actions: [(name: String, identifier: String)] = []
    /// Guard name → method name, in first-use order.
    var guards: [(name: String, identifier: String)] = []
    /// The enum case of each route, by index in the file; `nil` where the route has none.
    var cases: [String?] = []
    /// What made a name impossible or ambiguous.
    var diagnostics: [Diagnostic] = []

    init(_ file: RouteFile) {
        var screenNames = Spelled()
        for (kind, location) in Self.screenKinds(of: file) {
            if let identifier = spell(kind, "screen", at: location, into: &screenNames) {
                screens.append((kind, identifier))
            }
        }
        var actionNames = Spelled()
        var guardNames = Spelled()
        for group in file.groups {
            for name in group.guards {
                if let identifier = spell(name, "guard", at: group.location, into: &guardNames) {
                    guards.append((name, identifier))
                }
            }
        }
        for route in file.routes {
            if case .action(let name) = route.target,
                let identifier = spell(name, "action", at: route.location(of: "action"), into: &actionNames)
            {
                actions.append((name, identifier))
            }
            for name in route.guards {
                if let identifier = spell(name, "guard", at: route.location(of: "guard"), into: &guardNames) {
                    guards.append((name, identifier))
                }
            }
        }
        cases = Self.caseNames(of: file, diagnostics: &diagnostics)
    }

    /// Names already spelled: identifier → the name it came from and where.
    private struct Spelled {
        var names: [String: (name: String, location: SourceLocation)] = [:]
    }

    /// The identifier for a new `name`, or `nil` when it was spelled before (from the same name)
    /// or cannot be spelled (reported).
    private mutating func spell(
        _ name: String, _ what: String, at location: SourceLocation, into spelled: inout Spelled
    ) -> String? {
        guard let identifier = SwiftName.member(name) else {
            diagnostics.append(
                Diagnostic(.error, at: location, "the \(what) '\(name)' has no letter or digit to make a Swift name of")
            )
            return nil
        }
        if let earlier = spelled.names[identifier] {
            if earlier.name != name {
                diagnostics.append(
                    Diagnostic(
                        .error, at: location,
                        "the \(what) '\(name)' and the \(what) '\(earlier.name)' at line \(earlier.location.line) "
                            + "are both spelled '\(identifier)' in Swift; rename one"))
            }
            return nil
        }
        spelled.names[identifier] = (name, location)
        return identifier
    }

    /// Every screen kind the file names, in file order: the launch screen, the tabs' screens or
    /// the split view's sidebar, each route's screen and its back stack.
    static func screenKinds(of file: RouteFile) -> [(String, SourceLocation)] {
        var kinds: [(String, SourceLocation)] = []
        if let root = file.root { kinds.append((root, file.location(of: "root"))) }
        if file.root == nil { kinds += file.tabs.map { ($0, file.location(of: "tabs")) } }
        if file.root == nil, let split = file.split { kinds.append((split.sidebar, file.location(of: "split"))) }
        for route in file.routes {
            if case .screen(let kind) = route.target { kinds.append((kind, route.location(of: "screen"))) }
            kinds += route.backStack.map { ($0.kind, route.location(of: "backStack")) }
        }
        return kinds
    }

    /// Each route's case name: its `name` when written, else its screen's or action's name.
    /// When a route without a written name would take a case name already taken, it is named
    /// after its pattern's literal words instead (`/media/:id/comments` → `mediaComments`); a
    /// route that still clashes, or whose written name clashes, is an error at its line.
    static func caseNames(of file: RouteFile, diagnostics: inout [Diagnostic]) -> [String?] {
        var taken: [String: SourceLocation] = [:]
        var names: [String?] = []
        for route in file.routes {
            let written = route.keyLocations["name"] != nil
            let base: String
            switch route.target {
            case .screen(let kind): base = written ? route.name : kind
            case .action(let name): base = written ? route.name : name
            case .forward:
                // A forwarding route opens another link, whose own route has the typed case.
                names.append(nil)
                continue
            }
            var candidates = [SwiftName.member(base)]
            if !written { candidates.append(literalWords(of: route.pattern, in: file).flatMap(SwiftName.member)) }
            guard let name = candidates.compactMap({ $0 }).first(where: { taken[$0] == nil }) else {
                let reason =
                    candidates.compactMap { $0 }.first.flatMap { spelled in
                        taken[spelled].map {
                            "its Swift case name '\(spelled)' is taken by the route at line \($0.line)"
                        }
                    } ?? "its name has no letter or digit to make a Swift case name of"
                diagnostics.append(
                    Diagnostic(
                        .error, at: route.location(of: written ? "name" : "pattern"),
                        "the route '\(route.pattern)' has no Swift case name: \(reason); give it a unique `name`"))
                names.append(nil)
                continue
            }
            taken[name] = route.location
            names.append(name)
        }
        return names
    }

    /// The literal segments of `pattern`, joined by spaces (`nil` when it has none).
    private static func literalWords(of pattern: String, in file: RouteFile) -> String? {
        guard let parsed = file.parsedPattern(pattern) else { return nil }
        let words = parsed.segments.compactMap { segment -> String? in
            if case .literal(let text) = segment { text } else { nil }
        }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }
}
