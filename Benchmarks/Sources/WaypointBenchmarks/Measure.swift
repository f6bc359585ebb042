import Foundation
import MallocCounter

/// Keeps results alive so the optimizer cannot drop the work that produced them.
nonisolated(unsafe) var sink = 0

@inline(never)
func consume(_ value: Int) { sink &+= value }

/// Monotonic nanoseconds.
func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// A timed workload: `body` performs `operations` operations and returns a checksum.
struct Workload {
    let name: String
    let operations: Int
    let body: () -> Int
}

/// Runs workloads in interleaved rounds (every workload once per round, so a burst of load on
/// the shared machine hits all of them alike) and keeps each workload's fastest round.
struct Runner {
    let rounds: Int
    /// How long one sample should last, in nanoseconds; iterations are calibrated to it.
    let sampleNanoseconds: UInt64

    func run(_ workloads: [Workload]) -> [String: Double] {
        var iterations: [Int] = []
        for workload in workloads {
            let start = now()
            consume(workload.body())
            let once = max(now() - start, 1)
            iterations.append(max(1, Int(sampleNanoseconds / once)))
        }
        var best = [Double](repeating: .infinity, count: workloads.count)
        for _ in 0..<rounds {
            for (index, workload) in workloads.enumerated() {
                let count = iterations[index]
                let start = now()
                for _ in 0..<count { consume(workload.body()) }
                let elapsed = Double(now() - start)
                best[index] = min(best[index], elapsed / Double(count * workload.operations))
            }
        }
        var result: [String: Double] = [:]
        for (index, workload) in workloads.enumerated() { result[workload.name] = best[index] }
        return result
    }
}

/// Heap allocations made by `body`, divided by `operations`. Counting is on only here: the
/// timed rounds run with the plain allocator.
func allocations(operations: Int, _ body: () -> Int) -> Double {
    consume(body())  // warm up: lazily built state is not what we count
    let before = malloc_counter_allocations()
    malloc_counter_start()
    consume(body())
    malloc_counter_stop()
    let after = malloc_counter_allocations()
    return Double(after - before) / Double(operations)
}

/// Heap bytes still in use after `build`, while what it returns is kept alive.
func retainedBytes<Value>(_ build: () -> Value) -> (bytes: Int, value: Value) {
    let before = malloc_counter_bytes_in_use()
    let value = build()
    let after = malloc_counter_bytes_in_use()
    return (Int(after) - Int(before), value)
}

/// One printed and recorded figure.
struct Row: Codable {
    var group: String
    var name: String
    var value: Double
    var unit: String
    var note: String?
}

/// A target from the issue, checked against figures of this run.
struct TargetCheck: Codable {
    var target: String
    var measured: Double
    var limit: Double
    var met: Bool
}

func format(_ value: Double) -> String {
    if value.isNaN || value.isInfinite { return "n/a" }
    if value >= 100_000 { return String(format: "%.0f", value) }
    if value >= 100 { return String(format: "%.1f", value) }
    if value >= 1 { return String(format: "%.2f", value) }
    return String(format: "%.3f", value)
}

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let count = text.count
    guard count < width else { return text }
    let padding = String(repeating: " ", count: width - count)
    return right ? padding + text : text + padding
}
