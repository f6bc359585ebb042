#if canImport(os)
import os
#endif

/// A snapshot slot for systems without the `Synchronization` module: the pointer and the reader
/// count behind one lock, which a lookup takes twice, briefly, to count itself in and out.
///
/// Lookups still run side by side: none holds the lock while it reads the snapshot. On Apple
/// systems the lock is an `os_unfair_lock` (through `OSAllocatedUnfairLock`); elsewhere, where
/// tests and benchmarks choose this slot to exercise it, a pthread mutex, which the thread
/// sanitizer understands.
final class LockedSnapshotSlot: SnapshotSlot {
    private struct State {
        var current: Unmanaged<TrieSnapshot>?
        var readers = 0
    }

    #if canImport(os)
    private let state = OSAllocatedUnfairLock(uncheckedState: State())
    #else
    private let state = Guarded(State())
    #endif

    /// Runs `body` with the state, holding the lock.
    @inline(__always)
    private func withState<Result>(_ body: (inout State) -> Result) -> Result {
        #if canImport(os)
        state.withLockUnchecked(body)
        #else
        state.withLock(body)
        #endif
    }

    func enter() -> Unmanaged<TrieSnapshot>? {
        withState { state in
            state.readers += 1
            return state.current
        }
    }

    func leave() { withState { $0.readers -= 1 } }

    func published() -> Unmanaged<TrieSnapshot>? { withState { $0.current } }

    func publish(_ snapshot: Unmanaged<TrieSnapshot>) { withState { $0.current = snapshot } }

    func unpublish() -> Unmanaged<TrieSnapshot>? {
        withState { state in
            defer { state.current = nil }
            return state.current
        }
    }

    var hasReaders: Bool { withState { $0.readers != 0 } }
}
