import Foundation
import Testing

/// Whichever ends first: the work, or the watchdog's generous deadline.
@MainActor
private final class Race<Value: Sendable> {
    var continuation: CheckedContinuation<Value?, Never>?
    var timedOut = false

    func finish(_ value: Value?, timedOut: Bool = false) {
        guard let continuation else { return }
        self.timedOut = timedOut
        continuation.resume(returning: value)
        self.continuation = nil
    }
}

/// Runs `work` and returns its value, or records an issue naming `what` and returns `nil` when
/// it throws or has not returned after `seconds`: a call that waits forever fails the test
/// instead of hanging it. The deadline detects a hang only; it measures no speed.
@MainActor
func withWatchdog<Value: Sendable>(
    _ what: String, seconds: Double = 20, _ work: @escaping @MainActor () async throws -> Value
) async -> Value? {
    let race = Race<Value>()
    let value = await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
        race.continuation = continuation
        Task { @MainActor in
            do {
                race.finish(try await work())
            } catch {
                Issue.record("\(what) threw \(error)")
                race.finish(nil)
            }
        }
        Task { @MainActor in
            try? await Task.sleep(for: .seconds(seconds))
            race.finish(nil, timedOut: true)
        }
    }
    if race.timedOut {
        Issue.record("\(what) did not return within \(Int(seconds)) s: it waits on itself")
    }
    return value
}
