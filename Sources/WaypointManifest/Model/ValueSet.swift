import Waypoint

/// A placeholder type a route file declares as the values it accepts
/// (`types: {sort: [price, name, rating]}`), used in patterns as `<sort:order>`: a link whose
/// segment is not one of the values does not match the route.
public struct ValueSet: Hashable, Sendable {
    /// The type's name, as patterns write it.
    public var name: String
    /// The values, in file order, compared exactly.
    public var values: [String]
    /// Where the type was declared.
    public var location: SourceLocation

    /// Creates a value set.
    public init(name: String, values: [String], location: SourceLocation) {
        self.name = name
        self.values = values
        self.location = location
    }

    /// The router's placeholder type for the set.
    public var parameterType: ParameterType { .oneOf(name, Set(values)) }
}

extension RouteFile {
    /// The names of the placeholder types the file declares.
    var typeNames: Set<String> { Set(valueSets.map(\.name)) }

    /// `text` read as a pattern that may use the file's placeholder types; `nil` when it cannot
    /// be read.
    func parsedPattern(_ text: String) -> RoutePattern? {
        try? RoutePattern(text, types: typeNames)
    }

    /// The value set a placeholder's type names, if the file declares it.
    func valueSet(named name: String) -> ValueSet? {
        valueSets.first { $0.name == name }
    }
}
