import Foundation

/// A clock a test moves by hand, for the navigator's pending lifetimes: pass
/// `now: { clock.now }` in its configuration.
final class FakeClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current = Date(timeIntervalSince1970: 0)

    var now: Date { lock.withLock { current } }

    func advance(by seconds: TimeInterval) {
        lock.withLock { current += seconds }
    }
}
