import Foundation
import Testing
import WaypointManifest
import WaypointNavigation

/// A navigation state in the form a person writes, and errors that say where it is wrong.
@Suite("Navigation states written by hand")
struct StateFormTests {
    @Test("The readable form decodes, with screens by kind and defaults left out")
    func readableForm() throws {
        let state = try RouteFileSyntax.state(
            """
            {"root": {"tabs": [{"id": "feed"}, {"id": "profile", "stack": ["profile", {"kind": "user", "info": {"userId": "9"}}]}],
                      "selected": "profile"},
             "layers": [{"container": {"screen": "help"}, "style": "pageSheet"}]}
            """)
        #expect(
            state
                == NavigationState(
                    root: .tabs(
                        [Tab("feed"), Tab("profile", [Screen("profile"), Screen("user", ["userId": "9"])])],
                        selected: "profile"),
                    layers: [PresentedLayer(.screen(Screen("help")), style: .pageSheet)]))
        #expect(
            try RouteFileSyntax.state("root: {stack: [onboarding]}")
                == NavigationState(root: .stack([Screen("onboarding")])))
    }

    @Test("Encoding writes no Swift-internal keys and reads back the same state")
    func roundTrip() throws {
        let state = NavigationState(
            root: .tabs([Tab("feed"), Tab("menu")], selected: "menu"),
            layers: [
                PresentedLayer(.stack([Screen("composer", ["draft": "1"])]), style: .formSheet, hasCloseButton: true)
            ])
        let data = try JSONEncoder().encode(state)
        let text = String(decoding: data, as: UTF8.self)
        #expect(!text.contains("_0"))
        #expect(text.contains("\"selected\":\"menu\""))
        #expect(try JSONDecoder().decode(NavigationState.self, from: data) == state)
    }

    @Test(
        "A wrong state says where and what",
        arguments: [
            ("{\"root\": {\"stack\": [\"a\",]}}", "1:25", "not valid JSON"),
            ("{\"layers\": []}", "1:1", "the key 'root' is missing"),
            (
                "{\"root\": {\"tabs\": [{\"id\": \"a\"}], \"selected\": \"b\"}}", "1:46",
                "root.selected: selected is 'b'"
            ),
            (
                "{\"root\": {\"stack\": [\"a\"], \"screen\": \"b\"}}", "1:10",
                "exactly one of the keys screen, stack, tabs or split"
            ),
            ("{\"root\": {\"tabs\": [{\"stack\": [\"a\"]}]}}", "1:20", "root.tabs[0]: the key 'id' is missing"),
            ("root: [a, b", "2:1", "the list that opens with '[' at line 1, column 7 needs ','"),
        ])
    func wrongStates(text: String, place: String, message: String) {
        do {
            _ = try RouteFileSyntax.state(text, path: "state")
            Issue.record("\(text) was read")
        } catch {
            let first = error.diagnostics.first
            #expect("\(first?.location.line ?? 0):\(first?.location.column ?? 0)" == place, "\(error)")
            #expect(first?.message.contains(message) == true, "\(error)")
            #expect(first?.message.contains("YAML") == false, "\(error)")
        }
    }
}
