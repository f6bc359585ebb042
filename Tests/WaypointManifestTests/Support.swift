import Foundation
import WaypointManifest

/// Route files the tests read, written where a test can name them.
enum Files {
    /// The example app's route and cases files, found from this source file.
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/PhotoFeed")
    static let photoFeedRoutes = examples.appendingPathComponent("routes.yaml")
    static let photoFeedLinks = examples.appendingPathComponent("links.yaml")

    /// Writes `text` to a new file and returns its path.
    static func write(_ text: String, name: String = "routes.yaml") throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// A route file read from text, failing the test on errors.
    static func routeFile(_ text: String) throws -> RouteFile {
        try RouteFile.parse(text, path: "test.yaml")
    }
}
