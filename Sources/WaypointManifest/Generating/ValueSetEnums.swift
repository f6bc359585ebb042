import Waypoint

/// The Swift enums generated for a route file's value sets (`types: {sort: [price, name]}`):
/// `Values.Sort`, one case for each value, reading and printing the value as it is written.
enum ValueSetEnums {
    /// The enum's cases for `set`, each with the value it stands for; `nil` when two values
    /// share a Swift spelling or a value has none, so that the set has no enum.
    static func cases(of set: ValueSet) -> [(identifier: String, value: String)]? {
        var seen = Set<String>()
        var cases: [(String, String)] = []
        for value in set.values {
            guard let identifier = SwiftName.member(value), seen.insert(SwiftName.bare(identifier)).inserted else {
                return nil
            }
            cases.append((identifier, value))
        }
        return cases
    }

    /// The enum's name inside the generated namespace's `Values`, or `nil` when the set's name
    /// has no spelling or its values no enum.
    static func typeName(of set: ValueSet) -> String? {
        guard cases(of: set) != nil, let name = SwiftName.type(set.name) else { return nil }
        return "Values." + name
    }

    /// `text` with each placeholder of a value-set type written as a plain text placeholder
    /// (`<sort:order>` as `<string:order>`), as a typed route declares it: the route's Swift
    /// enum then decides which values it takes.
    static func untyped(_ text: String, sets: [ValueSet]) -> String {
        var text = text
        for set in sets {
            text = text.replacingOccurrences(of: "<\(set.name):", with: "<string:")
                .replacingOccurrences(of: "{\(set.name):", with: "{string:")
        }
        return text
    }

    /// Writes `Values`, the namespace of the sets' enums, when the file declares sets.
    static func write(_ file: RouteFile, access: String, _ writer: inout SwiftWriter) {
        let sets = file.valueSets.filter { typeName(of: $0) != nil }
        guard !sets.isEmpty else { return }
        writer.line()
        writer.doc("The placeholder types the route file declares as the values they accept.")
        writer.block("\(access) enum Values {") { body in
            for (index, set) in sets.enumerated() {
                guard let cases = cases(of: set), let name = SwiftName.type(set.name) else { continue }
                if index > 0 { body.line() }
                body.doc("The values of the placeholder type `\(set.name)`, as links write them.")
                body.block("\(access) enum \(name): String, CaseIterable, Hashable, Sendable, LinkValue {") { inner in
                    for (identifier, value) in cases {
                        inner.line("case \(identifier) = \(SwiftWriter.literal(value))")
                    }
                }
            }
        }
    }
}
