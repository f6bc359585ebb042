import Foundation
import Testing

@testable import WaypointManifest

/// A state file that describes no possible screen is refused at the line that says so.
@Suite("State file errors")
struct StateFileErrorTests {
    @Test(arguments: [
        ("root:\n  stack: []\n", 2, "a stack holds at least one screen"),
        ("root:\n  tabs:\n    - {id: feed}\n    - {id: profile, stack: []}\n", 4, "a stack holds at least one screen"),
        ("root: {screen: feed}\nlayers:\n  - container:\n      stack: []\n", 4, "a stack holds at least one screen"),
        ("{\"root\": {\n  \"stack\": []}}\n", 2, "a stack holds at least one screen"),
    ])
    func anEmptyStackIsAnErrorAtItsLine(text: String, line: Int, words: String) throws {
        do {
            let state = try RouteFileSyntax.state(text, path: "state.yaml")
            Issue.record("read \(state)")
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.message.contains(words), "\(diagnostic.message)")
            #expect(diagnostic.location.line == line, "\(diagnostic)")
        }
    }

    @Test func aCaseWhoseStateHasAnEmptyStackFails() {
        #expect(throws: RouteFileError.self) {
            try LinkCases.parse(
                "- link: app://a\n  screen: a\n  state:\n    root: {stack: []}\n", path: "cases.yaml")
        }
    }
}
