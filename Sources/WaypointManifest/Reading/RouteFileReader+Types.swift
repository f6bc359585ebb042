import Waypoint
import Yams

/// The `types` key: placeholder types declared as the values they accept.
///
/// ```yaml
/// types:
///   sort: [price, name, rating]
///   flag: [1, 0, true, false]
/// ```
extension RouteFileReader {
    /// The names patterns use for the core's own types, which a file cannot declare again.
    static let builtInTypes: Set<String> = ["string", "int", "float", "double", "uuid", "path"]

    /// Reads `types` into value sets.
    mutating func valueSets(_ node: Node) -> [ValueSet] {
        guard let mapping = node.mapping else {
            error(at: location(of: node), "types maps type names to the values they accept: {sort: [price, name]}")
            return []
        }
        var sets: [ValueSet] = []
        for (keyNode, value) in mapping {
            guard let name = keyNode.scalar?.string else {
                error(at: location(of: keyNode), "a type's name is a name")
                continue
            }
            guard Self.isTypeName(name) else {
                error(
                    at: location(of: keyNode),
                    "the type name '\(name)' is a letter, then letters, digits or _, as patterns write <\(name):…>")
                continue
            }
            guard !Self.builtInTypes.contains(name.lowercased()) else {
                error(at: location(of: keyNode), "'\(name)' is a built-in placeholder type; give the set another name")
                continue
            }
            guard let sequence = value.sequence, !sequence.isEmpty else {
                error(at: location(of: value), "the type '\(name)' lists the values it accepts: [price, name, rating]")
                continue
            }
            var values: [String] = []
            for item in sequence {
                guard let text = item.scalar?.string, !text.isEmpty else {
                    error(at: location(of: item), "a value of the type '\(name)' is a text that is not empty")
                    continue
                }
                guard !text.contains("/") else {
                    error(at: valueLocation(of: item), "a value of the type '\(name)' is one path segment, without /")
                    continue
                }
                guard !values.contains(text) else {
                    error(at: valueLocation(of: item), "the type '\(name)' lists '\(text)' twice")
                    continue
                }
                values.append(text)
            }
            sets.append(ValueSet(name: name, values: values, location: location(of: keyNode)))
        }
        return sets
    }

    private static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
        }
    }

    /// Checks that no route of a group uses a declared type: a group's mount point moves its
    /// patterns before the navigator knows the file's types.
    mutating func checkTypesInGroups(_ file: RouteFile) {
        guard !file.valueSets.isEmpty else { return }
        for route in file.routes where route.group != nil {
            guard let pattern = file.parsedPattern(route.pattern) else { continue }
            for case .parameter(_, let type) in pattern.segments where file.valueSet(named: type) != nil {
                error(
                    at: route.location(of: "pattern"),
                    "a route of a group cannot use the type '\(type)' the file declares; list the route outside the group"
                )
            }
        }
    }
}
