import Testing
import WaypointManifest
import WaypointTesting

/// The matcher finds candidate components by a path's leading segments; it must answer exactly
/// as Apple's rule read plainly: the first component in file order whose pattern matches.
@Suite("apple-app-site-association matching: the indexed lookup")
struct ComponentIndexTests {
    /// Apple's rule without the index.
    static func plainAnswer(_ components: [ComponentMatcher.Component], _ path: String) -> Bool {
        for component in components
        where ComponentMatcher.matches(component.path, path, caseSensitive: component.caseSensitive) {
            return !component.exclude
        }
        return false
    }

    static let pieces = ["a", "A", "b", "ab", "*", "?", "a*", "*b", ""]

    static func text(_ random: inout SeededGenerator, leadingSlash: Bool) -> String {
        let count = Int.random(in: 0...4, using: &random)
        let segments = (0..<count).map { _ in pieces.randomElement(using: &random) ?? "a" }
        return (leadingSlash ? "/" : "") + segments.joined(separator: "/")
    }

    @Test("Random components and paths: the same answer as the plain rule", arguments: 0..<20)
    func agreesWithThePlainRule(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var components = (0..<12).map { _ in
            ComponentMatcher.Component(
                path: Self.text(&random, leadingSlash: Int.random(in: 0..<8, using: &random) != 0),
                exclude: Bool.random(using: &random), caseSensitive: Bool.random(using: &random))
        }
        var matcher = ComponentMatcher(components)
        for round in 0..<2 {
            for _ in 0..<300 {
                let path = Self.text(&random, leadingSlash: Int.random(in: 0..<10, using: &random) != 0)
                    .replacingOccurrences(of: "*", with: "x").replacingOccurrences(of: "?", with: "y")
                #expect(
                    matcher.opensApp(path: path) == Self.plainAnswer(components, path),
                    "\(path) against \(components.map(\.path))")
            }
            if round == 0 {
                // The index follows a change to the components.
                components.reverse()
                matcher.components = components
            }
        }
    }
}
