import Foundation
import Testing
import Waypoint

/// A router keeps the snapshots it replaces while they are small next to it, so that lookups
/// need not count themselves; once they would cost more, lookups count themselves and replaced
/// snapshots are released. These tests follow that rule step by step and check that lookups
/// stay right through it.
@Suite("Snapshot pinning")
struct SnapshotPinningTests {
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

    @Test func routesRegisteredBeforeTheFirstLookupPinNothing() throws {
        let router = Router<Int>()
        try Self.register(0..<100, in: router)
        #expect(Self.allFound(100, in: router))
        #expect(
            router.snapshotHolding
                == Router<Int>.SnapshotHolding(counting: false, pinned: 0, pinnedRoutes: 0, retired: 0))
    }

    /// A router given one route, looked up, then nine more, looked up again: nine
    /// registrations replace one snapshot, since the later ones find none published.
    private static func routerGrownFromOneRoute() throws -> (router: Router<Int>, found: Bool) {
        let router = Router<Int>()
        try register(0..<1, in: router)
        let foundFirst = allFound(1, in: router)
        try register(1..<10, in: router)
        return (router, foundFirst && allFound(10, in: router))
    }

    @Test func aSmallEarlySnapshotIsPinnedAndLookupsStayUncounted() throws {
        let (router, found) = try Self.routerGrownFromOneRoute()
        #expect(found)
        #expect(
            router.snapshotHolding
                == Router<Int>.SnapshotHolding(counting: false, pinned: 1, pinnedRoutes: 1, retired: 0))
    }

    @Test func pinningStopsOnceThePinnedHoldMoreThanHalfTheRoutes() throws {
        let (router, found) = try Self.routerGrownFromOneRoute()
        #expect(found)
        // Replacing the 10-route snapshot pins it too: 11 of 11 routes, past half.
        try Self.register(10..<11, in: router)
        #expect(Self.allFound(11, in: router))
        #expect(
            router.snapshotHolding
                == Router<Int>.SnapshotHolding(counting: true, pinned: 2, pinnedRoutes: 11, retired: 0))
        // From then on replaced snapshots are released (no lookup is in progress here).
        for index in 11..<16 {
            try Self.register(index..<(index + 1), in: router)
            #expect(Self.allFound(index + 1, in: router))
        }
        #expect(
            router.snapshotHolding
                == Router<Int>.SnapshotHolding(counting: true, pinned: 2, pinnedRoutes: 11, retired: 0))
    }

    /// Batches of registrations, each followed by lookups: whatever the sizes, the pinned
    /// snapshots never hold more than one and a half times the router's routes.
    @Test(arguments: [
        [1, 1, 1, 1, 1, 1, 1, 1],
        [1, 2, 4, 8, 16, 32, 64],
        [3, 500, 1, 1],
        [100, 1, 1, 1],
        [5, 5, 5, 5, 5, 5, 5, 5, 5, 5],
        [1, 10, 100, 1_000, 1],
    ])
    func pinnedSnapshotsStayBounded(batches: [Int]) throws {
        let router = Router<Int>()
        var count = 0
        var wasCounting = false
        for batch in batches {
            try Self.register(count..<(count + batch), in: router)
            count += batch
            #expect(Self.allFound(count, in: router))
            let holding = router.snapshotHolding
            #expect(holding.pinnedRoutes * 2 <= count * 3, "\(holding) at \(count) routes")
            #expect(holding.retired == 0)
            // Counting, once started, never stops.
            #expect(!wasCounting || holding.counting)
            wasCounting = holding.counting
        }
    }

    /// Lookups from several threads while a writer grows a one-route router one route at a
    /// time: the router pins small snapshots, then starts counting, with lookups in flight.
    /// CI runs this again under the thread sanitizer.
    @Test func lookupsStayRightWhileTheRouterStartsCounting() async throws {
        let router = Router<Int>()
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
        let holding = router.snapshotHolding
        #expect(holding.pinnedRoutes * 2 <= 300 * 3)
    }
}
