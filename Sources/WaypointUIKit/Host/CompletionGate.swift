#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

/// Turns one UIKit completion handler into something a step can await, with a deadline.
///
/// UIKit calls a completion at most once, later, on the main thread; a refused call never calls
/// it. ``wait(timeout:)`` returns `true` once ``open()`` has run, or `false` when the deadline
/// passes first, so a transition that never completes ends the step with an error instead of
/// hanging the navigator.
@MainActor
final class CompletionGate {
    private var continuation: CheckedContinuation<Bool, Never>?
    private var result: Bool?

    /// The completion ran.
    func open() { finish(true) }

    private func finish(_ completed: Bool) {
        guard result == nil else { return }
        result = completed
        continuation?.resume(returning: completed)
        continuation = nil
    }

    /// Whether the completion ran before `timeout` passed.
    func wait(timeout: Duration) async -> Bool {
        if let result { return result }
        let deadline = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            guard !Task.isCancelled else { return }
            self?.finish(false)
        }
        defer { deadline.cancel() }
        return await withCheckedContinuation { continuation = $0 }
    }
}
