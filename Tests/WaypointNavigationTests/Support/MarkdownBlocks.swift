import Foundation
import WaypointTesting

/// The repository's Markdown files' code blocks, read with `WaypointTesting.MarkdownCodeBlocks`.
enum MarkdownBlocks {
    /// The repository's root directory.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The blocks fenced as `language` in the file at `path` (relative to the root), in order.
    static func blocks(_ language: String, in path: String) throws -> [String] {
        try MarkdownCodeBlocks.blocks(language, in: root.appendingPathComponent(path))
    }

    /// Whether `source` holds `block` (see `MarkdownCodeBlocks.source(_:holds:)`).
    static func source(_ source: String, holds block: String) -> Bool {
        MarkdownCodeBlocks.source(source, holds: block)
    }
}
