import Foundation

/// A value that is read and changed only while holding a lock: a router's registrations, typed
/// routes' declarations and, off Apple systems, the locked snapshot slot.
///
/// This is a pthread mutex (through `NSLock`) rather than `Synchronization.Mutex` on purpose. It
/// exists on every system the package supports, and the thread sanitizer understands a pthread
/// mutex's ordering, but not the futex beneath `Mutex` on Linux, whose lock operations live in an
/// uninstrumented library: with `Mutex` it reports races between accesses that the lock orders.
final class Guarded<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
