/// Where a router publishes its compiled snapshot, and how it counts the lookups reading it.
///
/// A router chooses its slot once, when it is made: ``AtomicSnapshotSlot`` where the standard
/// library's `Synchronization` module exists (Linux; iOS 18, macOS 15, tvOS 18, watchOS 11,
/// visionOS 2 and later), ``LockedSnapshotSlot`` on earlier systems. Both keep one rule: a lookup
/// counts itself in before it reads the snapshot and out after it is done, and a change to the
/// routes that takes a snapshot away releases it only when it then finds no lookup counted.
/// The lookup calls the slot twice, at its start and end; everything between reads the snapshot
/// alone.
protocol SnapshotSlot: AnyObject, Sendable {
    /// Counts a lookup in and returns the published snapshot, or `nil` when a change to the routes
    /// took it away and none is compiled yet. Every call is matched by one ``leave()``.
    func enter() -> Unmanaged<TrieSnapshot>?
    /// Counts a lookup out.
    func leave()
    /// The published snapshot, or `nil`; read under the router's registration lock.
    func published() -> Unmanaged<TrieSnapshot>?
    /// Publishes `snapshot`, whose retain the slot now holds; called under the registration lock
    /// when nothing is published.
    func publish(_ snapshot: Unmanaged<TrieSnapshot>)
    /// Takes the published snapshot away and hands over its retain; `nil` when none is published.
    func unpublish() -> Unmanaged<TrieSnapshot>?
    /// Whether any lookup is counted in.
    var hasReaders: Bool { get }
}
