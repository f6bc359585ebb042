import Foundation
import Testing

/// The link-sources article's table shows, for each UIKit callback, the call that hands its link
/// to the navigator. Those calls use UIKit types, so they are compiled only by the iOS
/// type-check step, in `Tests/AppleSnippets`; this keeps every call of the table written there.
@Suite("The link-sources article's hand-over table")
struct HandOverTableTests {
    @Test("Every open call in the table is compiled against the iOS SDK")
    func everyCallIsInTheAppleSnippets() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let root = tests.deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent(
                "Sources/WaypointNavigation/WaypointNavigation.docc/LinkSourcesAndTheSourcePolicy.md"),
            encoding: .utf8)
        let snippets = try String(
            contentsOf: tests.appendingPathComponent("AppleSnippets/LinkSourceHandOver.swift"), encoding: .utf8)
        let calls = article.split(separator: "\n").filter { $0.hasPrefix("| ") }.flatMap { row in
            row.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }.filter { $0.hasPrefix("open(") }
        #expect(calls.count >= 7)
        // The formatter may wrap a long call over lines: compare without white space.
        let compact = { (text: String) in String(text.filter { !$0.isWhitespace }) }
        for call in calls {
            #expect(compact(snippets).contains(compact(call)), "not compiled in Tests/AppleSnippets: \(call)")
        }
    }
}
