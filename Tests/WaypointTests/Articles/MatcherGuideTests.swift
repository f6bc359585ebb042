import Foundation
import Testing

/// docs/MATCHER.md walks a contributor through the core's files: it cannot name a file or a test
/// suite that is gone, nor leave out a file of the folders it covers.
@Suite("The matcher guide names every core file")
struct MatcherGuideTests {
    static let root = CoreArticleTests.root
    static let folders = ["Links", "Patterns", "Matching", "Matching/Trie"]

    /// Every `Name.swift` and `NameTests` the guide writes as code.
    static func named(_ suffix: String) throws -> Set<String> {
        let guide = try String(contentsOf: root.appendingPathComponent("docs/MATCHER.md"), encoding: .utf8)
        var names: Set<String> = []
        for piece in guide.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        where piece.offset % 2 == 1 && piece.element.hasSuffix(suffix) && !piece.element.contains(" ") {
            names.insert(String(piece.element))
        }
        return names
    }

    static func files(in folder: String) throws -> Set<String> {
        let url = root.appendingPathComponent("Sources/Waypoint/" + folder)
        return Set(try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") })
    }

    @Test func namesEachFileOfTheCoreFolders() throws {
        let named = try Self.named(".swift")
        var existing: Set<String> = []
        for folder in Self.folders { existing.formUnion(try Self.files(in: folder)) }
        #expect(existing.count > 40)
        #expect(existing.subtracting(named).sorted() == [], "files the guide does not describe")
        #expect(named.subtracting(existing).sorted() == [], "files the guide names that do not exist")
    }

    @Test func namesOnlyTestSuitesThatExist() throws {
        let suites = try Self.named("Tests")
        #expect(!suites.isEmpty)
        let path = Self.root.appendingPathComponent("Tests/WaypointTests").path
        let files = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []
        for suite in suites.sorted() {
            #expect(files.contains { $0.hasSuffix(suite + ".swift") }, "\(suite) is not a test file of WaypointTests")
        }
    }
}
