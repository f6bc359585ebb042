import Foundation
import Testing
import WaypointTesting

/// The SwiftUI article's view code cannot compile on Linux. Its blocks are the example app's own
/// code, or the root view's declaration, both of which the iOS type-check step compiles against
/// Apple's SDK; this keeps the article from showing view code that is neither.
@Suite("The SwiftUI article's view code is compiled against the iOS SDK")
struct AppleSideBlockTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The article's blocks that use SwiftUI: a scene, a view, or the root view's declaration.
    static func viewBlocks() throws -> [String] {
        let article = root.appendingPathComponent(
            "Sources/WaypointSwiftUI/WaypointSwiftUI.docc/UsingWaypointWithSwiftUI.md")
        return try MarkdownCodeBlocks.blocks("swift", in: article).filter { block in
            ["WindowGroup", "NavigationRoot(", "View {", ": View"].contains { block.contains($0) }
        }
    }

    @Test("Each view block is the example's code or NavigationRoot's declaration")
    func viewBlocksAreCompiled() throws {
        let blocks = try Self.viewBlocks()
        #expect(blocks.count >= 3)
        let example = try ["PhotoFeedViews.swift", "PhotoFeedPage.swift", "PhotoFeedScenes.swift"]
            .map { try Self.text("Examples/PhotoFeedSwiftUI/\($0)") }.joined(separator: "\n")
        let declaration = MarkdownCodeBlocks.lines(
            try Self.text("Sources/WaypointSwiftUI/Views/NavigationRoot.swift")
                + Self.text("Sources/WaypointSwiftUI/Views/NavigationRoot+TypedScreens.swift"))
        for block in blocks {
            if block.contains("public struct NavigationRoot<") || block.hasPrefix("extension NavigationRoot {") {
                // A declaration lists signatures without bodies: each line stands in the source,
                // where a body's brace may follow it.
                for line in MarkdownCodeBlocks.lines(block) where line != "}" {
                    #expect(
                        declaration.contains { $0 == line || $0 == line + " {" },
                        "not in NavigationRoot's declarations: \(line)"
                    )
                }
            } else {
                #expect(MarkdownCodeBlocks.source(example, holds: block), "not the example's code:\n\(block)")
            }
        }
    }
}
