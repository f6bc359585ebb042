import Foundation
import Testing
import Yams

@testable import WaypointManifest

/// Yams 6 refuses a mapping that repeats a key while Yams 5 keeps both pairs; route files and
/// cases files must refuse it with either. These build the nodes Yams 5 returns, which the Yams
/// this package builds with never composes from text.
@Suite("YAML documents: duplicate keys, whichever Yams reads them")
struct DuplicateKeyTests {
    /// The route file's nodes as Yams 5 composes them from a file that repeats `screen` and
    /// `pattern`: composed without the repeats, then the two keys renamed in place, keeping marks.
    static func routeRepeatingKeys() throws -> Node {
        let text = "routes:\n  - pattern: /x\n    screen: x\n    screen2: y\n    pattern2: /y\n"
        let composed = try #require(try Yams.compose(yaml: text))
        let route = try #require(composed["routes"]?.sequence?.first?.mapping)
        let pairs = route.map { key, value -> (Node, Node) in
            guard var scalar = key.scalar, scalar.string.hasSuffix("2") else { return (key, value) }
            scalar.string.removeLast()
            return (Node.scalar(scalar), value)
        }
        let routes = Node.sequence(Node.Sequence([Node.mapping(Node.Mapping(pairs))]))
        let top = try #require(composed.mapping?.keys.first)
        return Node.mapping(Node.Mapping([(top, routes)]))
    }

    @Test("A repeated key at any depth is an error at its first place, naming every repeated key")
    func repeatedKeysAtAnyDepth() throws {
        let diagnostics = YAMLDocument.duplicateKeys(in: try Self.routeRepeatingKeys(), path: "routes.yaml")
        #expect(diagnostics.count == 1)
        let first = diagnostics.first
        #expect("\(first?.location.line ?? 0):\(first?.location.column ?? 0)" == "3:5")
        #expect(first?.message == "duplicate key 'screen', 'pattern': each key appears once in a mapping")
    }

    @Test("A document without repeated keys has no diagnostic")
    func distinctKeys() throws {
        let root = try #require(try Yams.compose(yaml: "tabs: [a]\nroutes:\n  - pattern: /x\n    screen: x\n"))
        #expect(YAMLDocument.duplicateKeys(in: root, path: "routes.yaml").isEmpty)
    }

    @Test(
        "A cases file with a repeated key is refused",
        arguments: ["cases:\n  - link: app://x\n    screen: x\n    screen: y\n", "- link: app://x\n  link: app://y\n"])
    func casesFile(_ text: String) {
        #expect(throws: RouteFileError.self) { try LinkCases.parse(text, path: "links.yaml") }
    }
}
