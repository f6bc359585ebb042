import Foundation
import Testing
import WaypointManifest

/// Files that are not what they should be are refused with a sentence at their place, never
/// loaded as something else and never answered with a system error's description.
@Suite("Route files: JSON read as JSON, and files that cannot be read")
struct FileReadingErrorTests {
    @Test(
        "A .json route file that is not strict JSON is refused at the line and column",
        arguments: [
            ("{\"tabs\": [\"feed\",],\n \"routes\": []}", "1:18", "trailing comma before ']'"),
            ("{\n  \"tabs\": [\"feed\"],\n}", "3:1", "trailing comma before '}'"),
            ("{tabs: [\"feed\"]}", "1:2", "expected a key in double quotes"),
            ("{\"tabs\": ['feed']}", "1:11", "expected a value"),
            ("{\"tabs\": [\"feed\"]} // comment", "1:20", "text after the JSON value"),
            ("{\"routes\": [{\"pattern\": \"/x\"", "1:29", "expected ',' or '}'"),
            ("{\"web\": tru}", "1:12", "expected true"),
            ("{\"n\": 01}", "1:8", "expected ',' or '}'"),
        ])
    func strictJSON(text: String, place: String, message: String) {
        let (file, diagnostics) = RouteFile.read(text, path: "routes.json")
        #expect(file == nil)
        let first = diagnostics.first
        #expect("\(first?.location.line ?? 0):\(first?.location.column ?? 0)" == place, "\(diagnostics)")
        #expect(first?.message.contains("not valid JSON") == true, "\(diagnostics)")
        #expect(first?.message.contains(message) == true, "\(diagnostics)")
    }

    @Test("Strict JSON loads, with every later error still at its line")
    func validJSON() throws {
        let text =
            "{\n  \"schemes\": [\"shop\"],\n  \"tabs\": [\"feed\"],\n  \"routes\": [{\"pattern\": \"/x\", \"screen\": \"x\"}]\n}"
        let file = try RouteFile.parse(text, path: "routes.json")
        #expect(file.routes.count == 1)
        let (_, diagnostics) = RouteFile.read("{\n  \"colour\": \"red\"\n}", path: "routes.json")
        #expect(diagnostics.first?.location.line == 2)
        // The same text with a trailing comma is YAML, where it is allowed.
        #expect(throws: Never.self) { try RouteFile.parse("{\"tabs\": [\"feed\",]}", path: "routes.yaml") }
    }

    @Test("Nesting too deep to follow is refused, not followed until the stack runs out")
    func deepNesting() {
        let text = String(repeating: "[", count: 100_000)
        let (file, diagnostics) = RouteFile.read(text, path: "routes.json")
        #expect(file == nil)
        #expect(diagnostics.first?.message.contains("nested more than") == true)
    }

    @Test("A missing file, a directory and a binary file each get a sentence")
    func unreadableFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = folder.appendingPathComponent("routes.yaml")
        try Data([0x00, 0xFF, 0xFE, 0x01]).write(to: binary)
        let cases: [(URL, String)] = [
            (folder.appendingPathComponent("missing.yaml"), "no such file"),
            (folder, "is a directory, not a file"),
            (binary, "not UTF-8 text"),
        ]
        for (url, sentence) in cases {
            do {
                _ = try RouteFile.load(from: url)
                Issue.record("\(url.path) loaded")
            } catch {
                #expect(error.diagnostics.first?.message == sentence)
                #expect(!error.description.contains("NSCocoaErrorDomain"))
            }
        }
    }
}
