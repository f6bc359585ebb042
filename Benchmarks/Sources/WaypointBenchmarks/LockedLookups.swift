@_spi(Testing) import Waypoint

/// The lookup workloads again, in routers whose lookups count themselves in and out under a
/// lock: the path a router takes on systems without the `Synchronization` module (before iOS 18,
/// macOS 15, tvOS 18, watchOS 11, visionOS 2), timed beside the lock-free path in the same rounds.
struct LockedLookups {
    /// The tables, by the key the lookup rows use (`10` … `10000`, `github`).
    let tables: [String: RouteTable]
    /// The same tables' routers, locked.
    let routers: [String: Waypoint.Router<Int>]

    init(tables: [String: RouteTable]) {
        var options = RouterOptions()
        options.locksLookups = true
        self.tables = tables
        self.routers = tables.mapValues { $0.makeRouter(options: options) }
    }

    /// The keys in the order the rows print.
    var keys: [String] { tables.keys.sorted { (Int($0) ?? .max, $0) < (Int($1) ?? .max, $1) } }

    /// One workload per table, named `waypoint-locked.KEY`.
    var workloads: [Workload] {
        keys.map { key in
            let router = routers[key]!
            let links = tables[key]!.links
            return Workload(name: "waypoint-locked.\(key)", operations: links.count) {
                waypointLookups(router, links)
            }
        }
    }

    /// Links whose locked lookup misses its expected destination, or a router that does not lock.
    var problems: [String] {
        keys.flatMap { key -> [String] in
            let router = routers[key]!
            let table = tables[key]!
            let wrong = zip(table.links, table.expected).filter { router.match(for: $0.0)?.destination != $0.1 }
            return (router.locksLookups ? [] : ["table \(key), locked: the router does not lock"])
                + wrong.map { "table \(key), locked: \($0.0) gave \(String(describing: router.match(for: $0.0)))" }
        }
    }

    /// `--profile locked-KEY`: the table's links looked up once in its locked router; `false`
    /// when KEY names no table.
    func profile(_ key: String) -> Bool {
        guard key.hasPrefix("locked-"), let table = tables[String(key.dropFirst("locked-".count))] else {
            return false
        }
        consume(waypointLookups(routers[String(key.dropFirst("locked-".count))]!, table.links))
        return true
    }

    /// Prints and records each table's locked and lock-free times and their ratio, and checks
    /// the worst ratio against its budget.
    @MainActor func report(_ time: (String) -> Double) {
        line()
        line("Lookups on the locked path (systems without Synchronization; ns per lookup, same rounds)")
        line(
            pad("routes", 8) + pad("lock-free", 11, right: true) + pad("locked", 10, right: true)
                + pad("ratio", 8, right: true))
        var worst = (ratio: 0.0, key: "")
        for key in keys {
            let lockFree = time("waypoint.\(key)")
            let locked = time("waypoint-locked.\(key)")
            let ratio = locked / lockFree
            if ratio > worst.ratio { worst = (ratio, key) }
            line(
                pad(key, 8) + pad(format(lockFree), 11, right: true) + pad(format(locked), 10, right: true)
                    + pad(format(ratio), 8, right: true))
            record("lookup-locked.\(key)", "waypoint locked", locked, "ns/lookup")
            record("lookup-locked.\(key)", "waypoint locked / lock-free", ratio, "ratio")
        }
        target("locked lookups / lock-free, worst table (\(worst.key))", measured: worst.ratio, limit: 1.3)
    }
}
