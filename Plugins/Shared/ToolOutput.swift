import Foundation
import PackagePlugin

/// What the `waypoint` command wrote and how it ended, read back once it exits.
///
/// SwiftPM shows everything a command plugin (or a process it starts) writes, standard error
/// included, on `swift package`'s standard output. So the plugins capture the command's output
/// and pass its findings on as SwiftPM diagnostics, which `swift package` shows on standard
/// error at the route file's line, apart from what the command meant for standard output.
struct ToolOutput {
    /// One `file:line:column: severity: message` line of the command's standard error.
    struct Finding: Codable, Equatable {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var message: String
    }

    /// The command's standard output.
    var standardOutput: String
    /// Its findings, from standard error.
    var findings: [Finding]
    /// Its other lines on standard error: summaries and findings without a place.
    var otherLines: [String]
    /// Whether it exited with 0.
    var succeeded: Bool

    /// Runs `tool` with `arguments`, its output collected in files under `directory` (a
    /// plugin's work directory, which it may write).
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> ToolOutput {
        let name = UUID().uuidString
        let outURL = directory.appendingPathComponent(name + ".out")
        let errURL = directory.appendingPathComponent(name + ".err")
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        var output = ToolOutput(
            standardOutput: try String(contentsOf: outURL, encoding: .utf8), findings: [], otherLines: [],
            succeeded: process.terminationReason == .exit && process.terminationStatus == 0)
        for line in try String(contentsOf: errURL, encoding: .utf8).split(separator: "\n") {
            if let finding = Self.finding(String(line)) {
                output.findings.append(finding)
            } else {
                output.otherLines.append(String(line))
            }
        }
        return output
    }

    /// A `file:line:column: error|warning: message` line read back, or `nil` for any other line.
    static func finding(_ line: String) -> Finding? {
        for severity in ["error", "warning"] {
            guard let range = line.range(of: ": \(severity): ") else { continue }
            // The path may hold colons itself: the line and column are the last two fields.
            let place = line[..<range.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let column = Int(place[place.count - 1]), let number = Int(place[place.count - 2])
            else { continue }
            return Finding(
                file: place.dropLast(2).joined(separator: ":"), line: number, column: column, severity: severity,
                message: String(line[range.upperBound...]))
        }
        return nil
    }

    /// Passes the findings on as SwiftPM diagnostics at their file and line, and the lines of
    /// standard error that start with `warning:` or `error:` as diagnostics without a place;
    /// returns the other lines (a summary, say).
    @discardableResult
    func relayDiagnostics() -> [String] {
        for finding in findings {
            // `swift package` prints a command plugin's diagnostic without its file and line:
            // the message carries them, as editors and CI logs link them.
            let message = "\(finding.file):\(finding.line):\(finding.column): \(finding.message)"
            if finding.severity == "error" {
                Diagnostics.error(message, file: finding.file, line: finding.line)
            } else {
                Diagnostics.warning(message, file: finding.file, line: finding.line)
            }
        }
        var rest: [String] = []
        for line in otherLines {
            if line.hasPrefix("warning: ") {
                Diagnostics.warning(String(line.dropFirst("warning: ".count)), file: nil, line: nil)
            } else if line.hasPrefix("error: ") {
                Diagnostics.error(String(line.dropFirst("error: ".count)), file: nil, line: nil)
            } else {
                rest.append(line)
            }
        }
        return rest
    }
}
