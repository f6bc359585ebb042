import Synchronization

/// A snapshot slot that lookups use without a lock: an atomic pointer and an atomic count.
///
/// The reader count is raised before the pointer is loaded and lowered after use, with
/// sequentially consistent ordering on both sides: a writer that swaps the pointer and then
/// sees zero readers knows no lookup can still be using what it swapped out.
@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)
final class AtomicSnapshotSlot: SnapshotSlot {
    private let current = Atomic<Unmanaged<TrieSnapshot>?>(nil)
    private let readers = Atomic<Int>(0)

    @inline(__always)
    func enter() -> Unmanaged<TrieSnapshot>? {
        readers.wrappingAdd(1, ordering: .sequentiallyConsistent)
        return current.load(ordering: .sequentiallyConsistent)
    }

    @inline(__always)
    func leave() { readers.wrappingSubtract(1, ordering: .sequentiallyConsistent) }

    func published() -> Unmanaged<TrieSnapshot>? { current.load(ordering: .sequentiallyConsistent) }

    func publish(_ snapshot: Unmanaged<TrieSnapshot>) { current.store(snapshot, ordering: .sequentiallyConsistent) }

    func unpublish() -> Unmanaged<TrieSnapshot>? { current.exchange(nil, ordering: .sequentiallyConsistent) }

    var hasReaders: Bool { readers.load(ordering: .sequentiallyConsistent) != 0 }
}
