import Waypoint
import WaypointNavigation

/// The values a route's case carries in the generated route enum: its named placeholders,
/// typed by the pattern, then the query items the route declares.
struct TypedRouteShape {
    /// One value of a case.
    struct Value {
        /// The placeholder's or query item's name in links.
        var key: String
        /// Its argument label in Swift.
        var label: String
        /// `Int`, `UUID`, `Double`, `String`, or a value set's enum (`Values.Sort`).
        var type: String
        /// Whether a link may leave it out: a placeholder in an optional part, or a query item.
        var isOptional: Bool
        /// Whether it sits in the path (else in the query).
        var inPath: Bool

        /// The Swift type of the case's value.
        var swiftType: String { isOptional ? type + "?" : type }
    }

    /// The pattern the route answers, moved under its group's mount point, its value-set
    /// placeholders written as text placeholders (the case's enum decides their values).
    var pattern: String
    /// The case's values; empty for a route without any.
    var values: [Value] = []

    /// The most values a typed route declaration takes.
    static let valueLimit = 4

    /// The shape of `route`, or a warning saying why the route enum has no case for it.
    static func of(
        _ route: RouteDeclaration, in file: RouteFile, diagnostics: inout [Diagnostic]
    ) -> TypedRouteShape? {
        guard let text = file.effectivePattern(of: route) else { return nil }
        guard let pattern = file.parsedPattern(text) else { return nil }
        func omit(_ reason: String) -> TypedRouteShape? {
            diagnostics.append(
                Diagnostic(
                    .warning, at: route.location(of: "pattern"),
                    "the route enum has no case for '\(route.pattern)': \(reason); the navigator still opens it"))
            return nil
        }
        // A typed route's link does not carry the query a route with `when` conditions needs: the
        // enum has no case for it, as the route-file article says.
        guard route.conditions.isEmpty else { return nil }
        let kept = Set((pattern.variants.last ?? pattern.segments).compactMap(Self.name(of:)))
        var shape = TypedRouteShape(pattern: ValueSetEnums.untyped(text, sets: file.valueSets))
        var labels: [String: String] = [:]
        for segment in pattern.segments {
            let type: String
            switch segment {
            case .literal: continue
            case .wildcard, .parameter(name: nil, _), .rest(name: nil):
                return omit("it matches a part without a name (`*`, `**` or `_`), which no value could print")
            case .parameter(let name?, let placeholder):
                if let set = file.valueSet(named: placeholder) {
                    guard let enumName = ValueSetEnums.typeName(of: set) else {
                        return omit("the values of the type '\(placeholder)' do not each make a distinct Swift name")
                    }
                    type = enumName
                } else {
                    type =
                        ["int": "Int", "uuid": "UUID", "double": "Double", "float": "Double"][placeholder] ?? "String"
                }
                shape.values.append(
                    Value(key: name, label: "", type: type, isOptional: !kept.contains(name), inPath: true))
            case .rest(let name?):
                shape.values.append(
                    Value(key: name, label: "", type: "String", isOptional: !kept.contains(name), inPath: true))
            }
        }
        let pathKeys = Set(shape.values.map(\.key))
        guard pathKeys.count == shape.values.count else { return omit("a placeholder name is used twice") }
        for key in route.query where !pathKeys.contains(key) {
            shape.values.append(Value(key: key, label: "", type: "String", isOptional: true, inPath: false))
        }
        guard shape.values.count <= valueLimit else {
            return omit("it carries \(shape.values.count) values and a typed route takes at most \(valueLimit)")
        }
        for index in shape.values.indices {
            let key = shape.values[index].key
            guard let label = SwiftName.member(key) else {
                diagnostics.append(
                    Diagnostic(
                        .error, at: route.location(of: "pattern"),
                        "the value '\(key)' has no letter or digit to make a Swift label of"))
                return nil
            }
            if let other = labels[label] {
                diagnostics.append(
                    Diagnostic(
                        .error, at: route.location(of: "pattern"),
                        "the values '\(other)' and '\(key)' are both spelled '\(label)' in Swift; rename one"))
                return nil
            }
            labels[label] = key
            shape.values[index].label = label
        }
        return shape
    }

    private static func name(of segment: PatternSegment) -> String? {
        switch segment {
        case .parameter(let name, _), .rest(let name): return name
        case .literal, .wildcard: return nil
        }
    }
}
