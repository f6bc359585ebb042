import Foundation
import Testing

@testable import WaypointManifest

/// Route, cases and state files are read within bounds, and what is wrong with their YAML is
/// said in Waypoint's words at the line and column.
@Suite("YAML bounds and words")
struct YAMLBoundsTests {
    /// Nine anchors, each a list of nine aliases of the one before: about 400 million values
    /// in under a kilobyte.
    static let billionLaughs: String = {
        var lines = [#"a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]"#]
        let names = Array("abcdefghi").map(String.init)
        for (previous, name) in zip(names, names.dropFirst()) {
            lines.append(
                "\(name): &\(name) [" + Array(repeating: "*" + previous, count: 9).joined(separator: ",") + "]")
        }
        lines.append("routes: *i")
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test(.timeLimit(.minutes(1)))
    func nestedAliasesAreRefusedAtTheAliasThatExpandsTooFar() throws {
        #expect(Self.billionLaughs.utf8.count < 1024)
        let (file, diagnostics) = RouteFile.read(Self.billionLaughs, path: "laughs.yaml")
        #expect(file == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.location.file == "laughs.yaml")
        #expect(diagnostic.location.line > 1)
        #expect(diagnostic.message.contains("once its aliases are expanded"), "\(diagnostic.message)")
    }

    @Test func aFewAliasesStillRead() throws {
        let file = try Files.routeFile(
            """
            schemes: &schemes [app]
            hosts: [example.com]
            routes:
              - &item {pattern: /item/:id, screen: item, sources: &everywhere [any]}
              - {pattern: /other/:id, screen: other, sources: *everywhere}
            """)
        #expect(file.routes.count == 2)
        #expect(file.schemes == ["app"])
    }

    @Test func anAliasToNoAnchorIsNamed() {
        let (_, diagnostics) = RouteFile.read("schemes: *nowhere\nroutes: []\n", path: "r.yaml")
        #expect(
            diagnostics.map(\.description) == [
                "r.yaml:1:10: error: the alias '*nowhere' names no anchor '&nowhere' defined before it"
            ])
    }

    @Test func tooDeepANestingIsRefusedInOurWords() {
        let text = "routes: " + String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000) + "\n"
        let (_, diagnostics) = RouteFile.read(text, path: "deep.yaml")
        #expect(diagnostics.count == 1)
        // libyaml may stop first, when it scans ahead of the events; either way it is said plainly.
        let message = diagnostics.first?.message ?? ""
        #expect(message.contains("nest") && message.contains("deep"), "\(message)")
        #expect(diagnostics.first?.message.contains("yaml_set_max_nest_level") == false)
    }

    @Test func nestingPastTheBoundIsRefusedAtItsPlace() {
        let text = "routes: " + String(repeating: "[", count: 150) + String(repeating: "]", count: 150) + "\n"
        let (_, diagnostics) = RouteFile.read(text, path: "deep.yaml")
        #expect(
            diagnostics.map(\.description) == [
                "deep.yaml:1:108: error: lists and mappings nest more than 100 deep here; "
                    + "a route, cases or state file needs far fewer levels"
            ])
    }

    @Test func anOversizedFileIsRefusedBeforeItIsRead() {
        let text = "# " + String(repeating: "x", count: YAMLBounds.sizeLimit) + "\nroutes: []\n"
        let (_, diagnostics) = RouteFile.read(text, path: "big.yaml")
        #expect(diagnostics.map(\.location.line) == [1])
        #expect(diagnostics.first?.message.contains("at most \(YAMLBounds.sizeLimit) bytes") == true)
    }

    /// libyaml's phrases, which never reach a person.
    static let libyamlWords = [
        "did not find expected", "could not find expected", "while parsing", "while scanning", "yaml_set_max",
        "found character", "found unexpected", "not allowed in this context", "<stream", "<document",
    ]

    @Test(arguments: [
        ("routes: [a, b\n", 2, 1, "the list that opens with '[' at line 1, column 9 needs ','"),
        ("routes: {a: 1, b: 2\n", 2, 1, "the mapping that opens with '{' at line 1, column 9 needs ','"),
        ("routes:\n  - a\n b: 1\n", 3, 2, "check its indentation"),
        ("a: b: c\n", 1, 5, "quote a value that holds ': '"),
        ("a: \"open\n", 2, 1, "the file ends inside the quoted value that starts at line 1, column 4"),
        ("a: \"\\q\"\n", 1, 5, "unknown escape"),
        ("a:\n\t- b\n", 2, 1, "a tab"),
        ("a: @b\n", 1, 4, "a value cannot start with this character"),
        ("a: 1\n---\nb: 2\n", 2, 1, "a second document"),
        ("a: b\n  c: d\n", 2, 4, "': ' here would start a mapping"),
    ])
    func malformedYAMLIsSaidInOurWordsAtItsPlace(text: String, line: Int, column: Int, words: String) throws {
        let (_, diagnostics) = RouteFile.read(text, path: "bad.yaml")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.message.contains(words), "\(diagnostic.message)")
        #expect((diagnostic.location.line, diagnostic.location.column) == (line, column), "\(diagnostic)")
        for phrase in Self.libyamlWords {
            #expect(!diagnostic.message.contains(phrase), "\(diagnostic.message)")
        }
    }

    /// The same words reach cases and state files, which are read the same way.
    @Test func casesAndStateFilesUseTheSameWords() throws {
        #expect(throws: RouteFileError.self) { try LinkCases.parse("- {link: [a\n", path: "c.yaml") }
        do {
            _ = try RouteFileSyntax.state("root: [a\n", path: "s.yaml")
            Issue.record("a malformed state was read")
        } catch {
            let message = error.diagnostics.first?.message ?? ""
            #expect(message.contains("the list that opens with '['"), "\(message)")
        }
    }
}
