import Foundation

/// The fenced code blocks of a Markdown file, and whether a Swift source holds each of them:
/// how a test keeps documentation's code from drifting away from code that compiles. The test
/// holds each block's code and checks that the document still shows the same lines.
///
/// ```swift
/// let blocks = try MarkdownCodeBlocks.blocks("swift", in: readmeURL)
/// for block in blocks {
///     #expect(MarkdownCodeBlocks.source(testSource, holds: block))
/// }
/// ```
public enum MarkdownCodeBlocks {
    /// The blocks fenced as `language` in the file at `url`, in order.
    public static func blocks(_ language: String, in url: URL) throws -> [String] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var blocks: [String] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```" + language {
                current = []
            } else if current != nil, line == "```" {
                blocks.append((current ?? []).joined(separator: "\n"))
                current = nil
            } else {
                current?.append(String(line))
            }
        }
        return blocks
    }

    /// The lines of `text` without leading whitespace and with every other run of spaces made
    /// one, blank lines dropped: documents align their trailing comments, `swift format` does
    /// not.
    public static func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { line in
            line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        }.filter { !$0.isEmpty }
    }

    /// Whether `source` holds `block`: each of its `import` lines somewhere, and the rest as one
    /// run of consecutive lines, comparing lines as ``lines(_:)`` gives them. Imports are apart
    /// because a test file keeps them at the top and the block's code inside a function.
    public static func source(_ source: String, holds block: String) -> Bool {
        let sourceLines = lines(source)
        let blockLines = lines(block)
        let imports = blockLines.filter { $0.hasPrefix("import ") }
        let body = blockLines.filter { !$0.hasPrefix("import ") }
        guard imports.allSatisfy(sourceLines.contains) else { return false }
        guard !body.isEmpty else { return true }
        guard sourceLines.count >= body.count else { return false }
        for start in 0...(sourceLines.count - body.count) where sourceLines[start] == body[0] {
            if Array(sourceLines[start..<(start + body.count)]) == body { return true }
        }
        return false
    }
}
