import Foundation
import Testing
import Waypoint

/// A router releases the snapshots it replaces once no lookup is in progress, and never one a
/// lookup still reads. These tests follow that rule on both lookup paths and check that lookups
/// stay right through it.
@Suite("Snapshot release")
struct SnapshotReleaseTests {
    /// Registers `/r/<index>/:id` for each index in `range`, leading to that index.
    private static func register(_ range: Range<Int>, in router: Router<Int>) throws {
        for index in range { try router.register("/r/\(index)/:id", destination: index) }
    }

    /// Whether every registered route is found, with its value.
    private static func allFound(_ count: Int, in router: Router<Int>) -> Bool {
        (0..<count).allSatisfy { index in
            let match = router.match(for: "myapp://r/\(index)/v\(index)")
            return match?.destination == index && match?.parameters["id"] == "v\(index)"
        }
    }

    /// Batches of registrations, each followed by lookups: with no lookup in progress when the
    /// routes change, every replaced snapshot is released at once.
    @Test(
        arguments: LookupPath.allCases,
        [[100], [1, 1, 1, 1, 1, 1, 1, 1], [1, 2, 4, 8, 16, 32, 64], [3, 500, 1, 1]])
    func replacedSnapshotsAreReleasedWhenNoLookupRuns(path: LookupPath, batches: [Int]) throws {
        let router = Router<Int>(options: path.options())
        var count = 0
        for batch in batches {
            try Self.register(count..<(count + batch), in: router)
            count += batch
            #expect(Self.allFound(count, in: router))
            #expect(router.retiredSnapshots == 0)
        }
    }

    /// A route registered from inside a lookup (by a placeholder type's test) replaces the
    /// snapshot that lookup is reading: the snapshot is kept until a later change finds no
    /// lookup in progress, and the lookup finishes with the routes it started with.
    @Test(arguments: LookupPath.allCases)
    func aSnapshotInUseIsKeptUntilNoLookupRuns(path: LookupPath) throws {
        let target = RouterHandle()
        let router = Router<Int>(options: path.options())
        try router.register(
            type: ParameterType(name: "probe") { value in
                // Once: debug builds look the link up a second time, to check the quick answer.
                if value == "grow", let router = target.take() {
                    _ = try? router.register("/added", destination: 2)
                }
                return true
            })
        try router.register("/p/<probe:value>", destination: 1)
        target.set(router)
        #expect(router.match(for: "/p/first")?.destination == 1)
        #expect(router.retiredSnapshots == 0)

        let match = router.match(for: "/p/grow")
        #expect(match?.destination == 1)
        #expect(match?.parameters["value"] == "grow")
        #expect(router.retiredSnapshots == 1)
        // The match keeps the snapshot it came from: its pattern is read from there.
        #expect(match?.pattern.description == "/p/<probe:value>")

        try router.register("/later", destination: 3)
        #expect(router.retiredSnapshots == 0)
        #expect(router.match(for: "/added")?.destination == 2)
        #expect(router.match(for: "/later")?.destination == 3)
        #expect(router.match(for: "/p/again")?.destination == 1)
    }

    /// Lookups from several tasks while a writer grows a router one route at a time: each
    /// lookup reads a whole snapshot, old or new, never a released one. CI runs this again
    /// under the thread sanitizer.
    @Test(arguments: LookupPath.allCases)
    func lookupsStayRightWhileRoutesChange(path: LookupPath) async throws {
        let router = Router<Int>(options: path.options())
        try Self.register(0..<1, in: router)
        let failures = await withTaskGroup(of: Int.self, returning: Int.self) { group in
            group.addTask {
                for index in 1..<300 { _ = try? router.register("/r/\(index)/:id", destination: index) }
                return 0
            }
            for worker in 0..<4 {
                group.addTask {
                    var failures = 0
                    for round in 0..<3_000 {
                        if router.match(for: "myapp://r/0/w\(worker)")?.parameters["id"] != "w\(worker)" {
                            failures += 1
                        }
                        // A route being added is either not there yet or complete.
                        let index = (round * 13 + worker) % 300
                        if let match = router.match(for: "/r/\(index)/x"), match.destination != index {
                            failures += 1
                        }
                    }
                    return failures
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
        #expect(Self.allFound(300, in: router))
        // With every lookup finished, the next change releases whatever is still kept.
        try Self.register(300..<301, in: router)
        #expect(router.retiredSnapshots == 0)
    }
}

/// The router a placeholder type's test registers into, handed over once under a lock.
private final class RouterHandle: @unchecked Sendable {
    private let lock = NSLock()
    private var router: Router<Int>?

    func set(_ router: Router<Int>) { lock.withLock { self.router = router } }

    /// The router, the first time only.
    func take() -> Router<Int>? { lock.withLock { router.take() } }
}
