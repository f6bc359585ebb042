import Foundation
import Testing

@testable import WaypointManifest

/// Every value of the wrong type is reported in one pass, each at its own line, even in a
/// route that cannot be built.
@Suite("Value type errors")
struct ValueTypeErrorTests {
    static let text = """
        schemes: [app]
        routes:
          - pattern: /a
            web: maybe
            updatesInPlace: 3
          - pattern: /b
            screen: b
            action: c
            web: 7
          - pattern: /c
            screen: c
            backStack: [{screen: x, info: {id: [1]}}]
          - screen: d
            sources: [any]
            updatesInPlace: often
        groups:
          g: {enabled: maybe}
        """

    @Test func eachWrongValueIsReportedAtItsLine() {
        let (_, diagnostics) = RouteFile.read(Self.text, path: "types.yaml")
        let found = diagnostics.map { "\($0.location.line): \($0.message)" }
        let expected = [
            "3: route '/a' needs a screen, an action or a forward",
            "4: web is true or false",
            "5: updatesInPlace is true or false",
            "6: route '/b' has both a screen and an action; give it one",
            "9: web is true or false",
            "12: info maps names to single values",
            "13: a route needs a pattern",
            "15: updatesInPlace is true or false",
            "17: enabled is true or false",
        ]
        for line in expected {
            #expect(found.contains(line), "\(line) in \(found)")
        }
        #expect(diagnostics.count == expected.count, "\(found)")
    }

    @MainActor
    @Test func checkPrintsEachOfThem() async throws {
        let path = try Files.write(Self.text)
        let result = await CommandTests().run(["check", path])
        #expect(result.code != 0)
        for line in [4, 5, 9, 15, 17] {
            #expect(result.err.contains("routes.yaml:\(line):"), "line \(line) in \(result.err)")
        }
    }
}
