#if !canImport(UIKit)
import Foundation
import Testing

extension UIKitStandInTests {
    /// The file of UIKit calls that is compiled against both the stand-in and Apple's SDK checks
    /// only what it calls: this keeps every UIKit member the stand-in declares in that file, so
    /// a member added to the stand-in is checked against the SDK too.
    @Suite("The stand-in's signatures are all compiled against the SDK")
    struct SignatureCoverageTests {
        /// Members that belong to the stand-in itself, not to UIKit: the simulation's controls
        /// and its log. They have no counterpart in the SDK to check against.
        static let standInOnly: Set<String> = [
            "StandIn", "LogEntry", "Kind", "kind", "message", "log", "messages", "isTransitionRunning",
            "transitionsFinished", "reset", "exclusively", "isGestureInFlight", "SimulatedGesture", "isInFlight",
            "finish", "cancel", "end",
        ]

        @Test("Every public UIKit member of the stand-in is called in Signatures/UIKitCalls.swift")
        func everyMemberIsCalled() throws {
            let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            let sources = tests.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Sources/UIKitStandIn")
            let calls = try String(
                contentsOf: tests.appendingPathComponent("Signatures/UIKitCalls.swift"), encoding: .utf8)
            let called = Set(words(in: calls))
            let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter {
                $0.hasSuffix(".swift")
            }
            #expect(!files.isEmpty)
            var missing: [String] = []
            for file in files.sorted() {
                let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
                for name in declaredNames(in: text) where !called.contains(name) {
                    missing.append("\(file): \(name)")
                }
            }
            #expect(missing.isEmpty, "not called in UIKitCalls.swift: \(missing.joined(separator: ", "))")
        }

        /// The names of public and open declarations in `text`, less the stand-in's own controls.
        func declaredNames(in text: String) -> [String] {
            var names: [String] = []
            for line in text.split(separator: "\n") {
                let tokens = words(in: String(line))
                guard let access = tokens.firstIndex(where: { $0 == "public" || $0 == "open" }) else { continue }
                let rest = tokens[(access + 1)...].drop { modifiers.contains($0) }
                guard let keyword = rest.first, declarationKeywords.contains(keyword) else { continue }
                let name = keyword == "init" ? "init" : rest.dropFirst().first ?? ""
                if name.isEmpty || name == "init" || name == "description" { continue }
                if name.hasPrefix("simulate") || Self.standInOnly.contains(name) { continue }
                names.append(name)
            }
            return names
        }

        let modifiers: Set<String> = [
            "static", "final", "override", "convenience", "required", "nonisolated", "private", "internal", "set",
            "weak", "unowned", "lazy",
        ]
        let declarationKeywords: Set<String> = [
            "func", "var", "let", "init", "class", "enum", "struct", "protocol", "typealias",
        ]

        /// The identifier-like words of `text`.
        func words(in text: String) -> [String] {
            text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        }
    }
}
#endif
