import Foundation

/// Set once a fuzz input's scenario has run to its end.
@MainActor
final class Completion {
    var done = false
}

/// Runs `scenario` on the main actor to its end. libFuzzer calls in on the main thread, where
/// no run loop turns by itself, so the loop is turned here by hand; a scenario that never ends
/// stops the process with `stuck`.
func runToEnd(stuck: String, _ scenario: @escaping @MainActor () async -> Void) {
    MainActor.assumeIsolated {
        let completion = Completion()
        Task { @MainActor in
            await scenario()
            completion.done = true
        }
        var spins = 0
        while !completion.done {
            _ = RunLoop.main.run(mode: .default, before: .distantPast)
            spins += 1
            require(spins < 10_000_000, stuck)
        }
        // Let the finished tasks be released before libFuzzer counts allocations: memory still
        // held then makes it run a leak scan after every input.
        for _ in 0..<8 { _ = RunLoop.main.run(mode: .default, before: .distantPast) }
    }
}
