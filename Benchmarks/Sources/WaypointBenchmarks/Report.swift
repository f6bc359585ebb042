import Foundation

/// What a run writes as JSON: every figure, every target checked, and what went wrong.
struct Report: Codable {
    var date: String
    var smoke: Bool
    var rounds: Int
    var machine: String
    var rows: [Row]
    var targets: [TargetCheck]
    var problems: [String]
}

/// The machine the run measured: its cores and, on Linux, its processor's model name.
func machineDescription() -> String {
    let model = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?.split(separator: "\n")
        .first { $0.hasPrefix("model name") }
        .map { String($0.split(separator: ":").last ?? "").trimmingCharacters(in: .whitespaces) }
    return ["\(ProcessInfo.processInfo.activeProcessorCount) cores", model ?? ""].joined(separator: ", ")
}
