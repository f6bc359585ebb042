import Foundation
import Testing
import WaypointNavigation

/// A split view in a navigation state: what is on top, what a push grows, how it prints, and
/// its `Codable` form, which refuses a split that cannot be on screen.
@Suite("Split view state")
struct SplitStateTests {
    static let library = Screen("library")
    static let album = Screen("album", ["id": "7"])
    static let messages = Screen("messages")

    @Test(arguments: [
        (SplitView(sidebar: [library]), library, [library]),
        (SplitView(sidebar: [library], detail: [album]), album, [library, album]),
        (SplitView(sidebar: [library], content: [messages]), messages, [library, messages]),
        (SplitView(sidebar: [library], content: [], detail: [album]), album, [library, album]),
        (SplitView(sidebar: [library], content: [messages], detail: [album]), album, [library, messages, album]),
    ])
    func theTopIsTheDetailsThenTheContentsThenTheSidebars(split: SplitView, top: Screen, screens: [Screen]) {
        let state = NavigationState(root: .split(split))
        #expect(state.topScreen == top)
        #expect(state.root.screens == screens)
        #expect(state.root.activeStack == split.detail)
    }

    @Test func splitItemsAreTheRootSplitsItems() {
        let split = NavigationState(root: .split(SplitView(sidebar: [Self.library], items: ["a", "b"])))
        #expect(split.splitItems == ["a", "b"])
        #expect(NavigationState(root: .stack([Self.library])).splitItems == [])
        #expect(split.tabIDs == [])
    }

    @Test func rendersItsItemsAndColumnsMarkingTheTop() {
        let state = NavigationState(
            root: .split(
                SplitView(
                    sidebar: [Screen("mailboxes")], items: ["inbox", "sent"], selection: "inbox",
                    content: [Self.messages], detail: [])),
            layers: [PresentedLayer(.screen(Screen("share")), style: .popover)])
        #expect(
            state.render() == """
                split (items: inbox, sent; selected: inbox)
                  sidebar
                    mailboxes
                  content
                    messages
                  detail (empty)
                presented popover
                  share  <- top
                """)
        let shown = NavigationState(root: .split(SplitView(sidebar: [Self.library], content: [Self.messages])))
        #expect(
            shown.render() == """
                split
                  sidebar
                    library
                  content
                    messages  <- top
                  detail (empty)
                """)
    }

    @Test(arguments: [
        SplitView(sidebar: [library]),
        SplitView(sidebar: [library, Screen("folder")], items: ["a", "b"], selection: "b", detail: [album]),
        SplitView(sidebar: [library], items: ["a"], content: [], detail: []),
        SplitView(sidebar: [library], items: ["a"], selection: "a", content: [messages], detail: [album]),
    ])
    func survivesAJSONRoundTrip(split: SplitView) throws {
        let state = NavigationState(root: .split(split), layers: [PresentedLayer(.split(split), style: .formSheet)])
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(NavigationState.self, from: data) == state)
    }

    @Test func theWrittenFormLeavesOutWhatIsNotThere() throws {
        let text = #"{"root": {"split": {"sidebar": ["library"], "items": ["a", "b"], "selection": "b"}}}"#
        let state = try JSONDecoder().decode(NavigationState.self, from: Data(text.utf8))
        #expect(state.root == .split(SplitView(sidebar: [Self.library], items: ["a", "b"], selection: "b")))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let written = String(decoding: try encoder.encode(state.root), as: UTF8.self)
        #expect(
            written
                == #"{"split":{"detail":[],"items":["a","b"],"selection":"b","sidebar":[{"info":{},"kind":"library"}]}}"#
        )
    }

    /// The containers that existed before split views keep their written form.
    @Test func otherContainersKeepTheirForm() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let tabs = NavigationContainer.tabs([Tab("feed")], selected: "feed")
        #expect(
            String(decoding: try encoder.encode(tabs), as: UTF8.self)
                == #"{"selected":"feed","tabs":[{"id":"feed","stack":[{"info":{},"kind":"feed"}]}]}"#)
        #expect(
            String(decoding: try encoder.encode(NavigationContainer.stack([Self.library])), as: UTF8.self)
                == #"{"stack":[{"info":{},"kind":"library"}]}"#)
    }

    @Test(arguments: [
        (#"{"split": {"sidebar": []}}"#, "split.sidebar", "a split view's sidebar holds at least one screen"),
        (#"{"split": {"items": ["a"]}}"#, "split", "sidebar"),
        (
            #"{"split": {"sidebar": ["s"], "items": ["a"], "selection": "b"}}"#, "split.selection",
            "selection is 'b', which is not one of the items: its items are a"
        ),
        (
            #"{"split": {"sidebar": ["s"], "selection": "b"}}"#, "split.selection",
            "the split view lists no items"
        ),
        (#"{"split": {"sidebar": ["s"], "items": ["a", "a"]}}"#, "split.items", "the item 'a' is listed twice"),
        (#"{"split": {"sidebar": ["s"]}, "stack": ["s"]}"#, "", "exactly one of the keys screen, stack, tabs or split"),
    ])
    func anInvalidSplitIsATypedErrorNamingTheKey(text: String, path: String, words: String) {
        do {
            let container = try JSONDecoder().decode(NavigationContainer.self, from: Data(text.utf8))
            Issue.record("read \(container)")
        } catch let error as DecodingError {
            let (context, isMissingKey): (DecodingError.Context?, Bool) =
                switch error {
                case .dataCorrupted(let context): (context, false)
                case .keyNotFound(let key, let context): (context, key.stringValue == words)
                default: (nil, false)
                }
            let keys = context?.codingPath.map(\.stringValue).joined(separator: ".")
            #expect(keys == path, "\(error)")
            #expect(isMissingKey || context?.debugDescription.contains(words) == true, "\(error)")
        } catch {
            Issue.record("not a DecodingError: \(error)")
        }
    }
}
