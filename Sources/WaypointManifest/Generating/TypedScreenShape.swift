import Waypoint
import WaypointNavigation

/// The case a screen kind gets in the generated screen enum: the values that screens of the
/// kind show, as the route file makes them.
///
/// Every place the file makes a screen of the kind counts: the launch screen and the tabs (no
/// values), each route showing it (its named placeholders and declared query items), and each
/// back stack naming it (the template's values). A value some of them leave out is optional; a
/// value typed alike everywhere keeps its type (`Int`, `UUID`, `Double`), else it is `String`.
struct TypedScreenShape {
    /// One value of the case.
    struct Value {
        /// The value's name in the screen's info.
        var key: String
        /// Its argument label in Swift.
        var label: String
        /// `Int`, `UUID`, `Double` or `String`.
        var type: String
        /// Whether some screen of the kind goes without it.
        var isOptional: Bool

        /// The Swift type of the case's value.
        var swiftType: String { isOptional ? type + "?" : type }
    }

    /// The kind, as screens carry it.
    var kind: String
    /// The case's name: the kind's Swift name.
    var identifier: String
    /// The case's values, in the order the file first names them.
    var values: [Value]

    /// One value as one place makes it: its name, type and whether it may be missing.
    private typealias Made = (key: String, type: String, isOptional: Bool)

    /// The shape of every screen kind the file names, in ``GeneratedNames/screens`` order; a
    /// value whose Swift label cannot be spelled, or collides with another's, is an error.
    static func all(
        of file: RouteFile, names: GeneratedNames, diagnostics: inout [Diagnostic]
    ) -> [TypedScreenShape] {
        var made: [String: [[Made]]] = [:]
        var firstLocation: [String: SourceLocation] = [:]
        for (kind, location) in GeneratedNames.screenKinds(of: file) where firstLocation[kind] == nil {
            firstLocation[kind] = location
        }
        if let root = file.root { made[root, default: []].append([]) }
        if file.root == nil { for tab in file.tabs { made[tab, default: []].append([]) } }
        for route in file.routes {
            let linkValues = values(of: route, in: file)
            if case .screen(let kind) = route.target { made[kind, default: []].append(linkValues) }
            for template in route.backStack {
                var values = template.info.keys.sorted().map { (key: $0, type: "String", isOptional: false) }
                for name in template.parameters where !values.contains(where: { $0.key == name }) {
                    values.append(
                        linkValues.first { $0.key == name }.map { ($0.key, $0.type, $0.isOptional) }
                            ?? (key: name, type: "String", isOptional: true))
                }
                made[template.kind, default: []].append(values)
            }
        }
        var shapes: [TypedScreenShape] = []
        for (kind, identifier) in names.screens {
            if identifier == "screenKinds" {
                diagnostics.append(
                    Diagnostic(
                        .error, at: firstLocation[kind] ?? file.location(of: "routes"),
                        "the screen '\(kind)' is spelled 'screenKinds' in Swift, which the screen enum needs for "
                            + "itself; rename the screen"))
                continue
            }
            let places = made[kind] ?? []
            var shape = TypedScreenShape(kind: kind, identifier: identifier, values: [])
            var labels: [String: String] = [:]
            for key in places.flatMap({ $0.map(\.key) }) where !shape.values.contains(where: { $0.key == key }) {
                let found = places.map { $0.first { $0.key == key } }
                let types = Set(found.compactMap { $0?.type })
                let isOptional = found.contains { $0 == nil || $0?.isOptional == true }
                guard let label = SwiftName.member(key) else {
                    diagnostics.append(
                        Diagnostic(
                            .error, at: firstLocation[kind] ?? file.location(of: "routes"),
                            "the value '\(key)' of the screen '\(kind)' has no letter or digit to make a Swift label of"
                        ))
                    continue
                }
                if let other = labels[label] {
                    diagnostics.append(
                        Diagnostic(
                            .error, at: firstLocation[kind] ?? file.location(of: "routes"),
                            "the values '\(other)' and '\(key)' of the screen '\(kind)' are both spelled '\(label)' "
                                + "in Swift; rename one"))
                    continue
                }
                labels[label] = key
                let type = types.count == 1 ? types.first ?? "String" : "String"
                shape.values.append(Value(key: key, label: label, type: type, isOptional: isOptional))
            }
            shapes.append(shape)
        }
        return shapes
    }

    /// The values a link to `route` carries into its screen's info: its named placeholders,
    /// typed by the pattern, then the query items it declares.
    private static func values(of route: RouteDeclaration, in file: RouteFile) -> [Made] {
        guard let text = file.effectivePattern(of: route), let pattern = file.parsedPattern(text) else { return [] }
        let kept = Set((pattern.variants.last ?? pattern.segments).compactMap(name(of:)))
        var values: [Made] = []
        for segment in pattern.segments {
            switch segment {
            case .parameter(let name?, let placeholder) where !values.contains(where: { $0.key == name }):
                let type = ["int": "Int", "uuid": "UUID", "double": "Double", "float": "Double"][placeholder]
                values.append((name, type ?? "String", !kept.contains(name)))
            case .rest(let name?) where !values.contains(where: { $0.key == name }):
                values.append((name, "String", !kept.contains(name)))
            default:
                continue
            }
        }
        for key in route.query where !values.contains(where: { $0.key == key }) {
            values.append((key, "String", true))
        }
        return values
    }

    private static func name(of segment: PatternSegment) -> String? {
        switch segment {
        case .parameter(let name, _), .rest(let name): return name
        case .literal, .wildcard: return nil
        }
    }
}
