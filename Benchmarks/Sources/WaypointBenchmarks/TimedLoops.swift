import Foundation
import RoutingKit
import Waypoint
import WaypointManifest
import WaypointNavigation

// The loops the benchmark times: each returns a checksum that `consume` keeps, so that the
// optimizer cannot drop the work.

/// Looks every link up and reads what an app reads of a match: its destination and first value.
func waypointLookups(_ router: Waypoint.Router<Int>, _ links: [String]) -> Int {
    var sum = 0
    for link in links {
        if let match = router.match(for: link) {
            sum &+= match.destination &+ match.parameters.count
            if let first = match.parameters.first(where: { _ in true }) { sum &+= first.value.utf8.count }
        }
    }
    return sum
}

/// Resolves every link, as a navigator does: a miss throws the error that explains it.
func waypointResolves(_ router: Waypoint.Router<Int>, _ links: [String]) -> Int {
    var sum = 0
    for link in links {
        do {
            sum &+= try router.resolve(link).destination
        } catch {
            if case .noMatch(_, let detail) = error { sum &+= detail.utf8.count }
        }
    }
    return sum
}

/// Parses every link with Foundation's `URL(string:)`: the floor a lookup is compared with.
func foundationLookups(_ links: [String]) -> Int {
    var sum = 0
    for link in links where URL(string: link) != nil { sum &+= 1 }
    return sum
}

/// RoutingKit given each path as a string: the split on `/` is counted.
func routingKitUnsplit(_ router: TrieRouter<Int>, _ paths: [String]) -> Int {
    var sum = 0
    for path in paths {
        var parameters = RoutingKit.Parameters()
        let segments = path.split(separator: "/").map(String.init)
        if let found = router.route(path: segments, parameters: &parameters) { sum &+= found }
    }
    return sum
}

/// RoutingKit given each path already split.
func routingKitSplit(_ router: TrieRouter<Int>, _ paths: [[String]]) -> Int {
    var sum = 0
    for segments in paths {
        var parameters = RoutingKit.Parameters()
        if let found = router.route(path: segments, parameters: &parameters) { sum &+= found }
    }
    return sum
}

/// The fastest of `rounds` builds of `table`'s routes, in nanoseconds per route, by Waypoint
/// (compiling its trie with a first lookup included) and by RoutingKit.
func registrationTimes(_ table: RouteTable, rounds: Int) -> (waypoint: Double, routingKit: Double) {
    var waypoint = Double.infinity
    var routingKit = Double.infinity
    for _ in 0..<rounds {
        var start = now()
        let router = table.makeRouter()
        waypoint = min(waypoint, Double(now() - start) / Double(table.patterns.count))
        withExtendedLifetime(router) {}
        start = now()
        let trie = table.makeRoutingKit()
        routingKit = min(routingKit, Double(now() - start) / Double(table.patterns.count))
        withExtendedLifetime(trie) {}
    }
    return (waypoint, routingKit)
}

/// The fastest of `rounds` loads of the route file `text` (YAML, every pattern checked) into
/// a router, against registering `table`'s routes, the same ones, from code; in nanoseconds.
func routeFileTimes(_ text: String, table: RouteTable, rounds: Int) -> (file: Double, code: Double) {
    var file = Double.infinity
    var code = Double.infinity
    for _ in 0..<rounds {
        var start = now()
        do {
            let routes = try RouteFile.parse(text, path: "bench.yaml")
            let router: Waypoint.Router<Int> = routes.makeRouter()
            for (index, route) in routes.routes.enumerated() { try router.register(route.pattern, destination: index) }
            _ = router.match(for: "/")
            withExtendedLifetime(router) {}
        } catch {
            fatalError("the benchmark's route file does not read: \(error)")
        }
        file = min(file, Double(now() - start))
        start = now()
        let router = table.makeRouter()
        code = min(code, Double(now() - start))
        withExtendedLifetime(router) {}
    }
    return (file, code)
}

/// The fastest of `rounds` builds of a navigator over `table`'s routes by the code `waypoint
/// generate` writes for them, against the same routes registered by hand, one `register` call
/// each; in nanoseconds. Each navigator's table is compiled by one lookup, as an app's first link
/// would.
@MainActor
func generatedRegistrationTimes(table: RouteTable, rounds: Int) -> (generated: Double, byHand: Double) {
    var generated = Double.infinity
    var byHand = Double.infinity
    let state = NavigationState(root: .stack([Screen("root")]))
    // The two alternate which goes first, so that neither always pays for a cold cache.
    for round in 0..<rounds {
        for useGenerated in round % 2 == 0 ? [true, false] : [false, true] {
            let start = now()
            do {
                let navigator: Navigator
                if useGenerated {
                    navigator = try BenchRoutes.makeNavigator(host: HeadlessHost(state))
                } else {
                    let router = Waypoint.Router<RouteEntry>(
                        schemes: ["myapp"], hosts: ["example.com", "*.example.com"])
                    navigator = Navigator(router: router, host: HeadlessHost(state))
                    for (index, pattern) in table.patterns.enumerated() {
                        try navigator.register(pattern, .screen("s\(index)"))
                    }
                }
                _ = navigator.router.match(for: "/")
                let elapsed = Double(now() - start)
                if useGenerated { generated = min(generated, elapsed) } else { byHand = min(byHand, elapsed) }
                withExtendedLifetime(navigator) {}
            } catch {
                fatalError("the benchmark's routes do not register: \(error)")
            }
        }
    }
    return (generated, byHand)
}

/// The fastest of `rounds` runs of what `waypoint check` does with the route file `text`:
/// reading it and running every check (conflicts, reachability, the association file against
/// sample links of every route), then `then` (what `waypoint generate` adds, say); in nanoseconds.
@MainActor
func checkTime(_ text: String, rounds: Int, then: (RouteFile) -> Void = { _ in }) -> Double {
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = now()
        let (file, readDiagnostics) = RouteFile.read(text, path: "bench.yaml")
        guard let file, !readDiagnostics.contains(where: { $0.severity == .error }) else {
            fatalError("the benchmark's route file does not read: \(readDiagnostics.prefix(3))")
        }
        let diagnostics = file.check()
        then(file)
        best = min(best, Double(now() - start))
        withExtendedLifetime(diagnostics) {}
    }
    return best
}

/// The fastest of `rounds` runs of `waypoint check FILE` on the route file at `url`, as the
/// command runs it: the text read from disk, the file read, every check, and the sending-app
/// warnings the command adds; in nanoseconds.
@MainActor
func checkCommandTime(_ url: URL, rounds: Int) -> Double {
    var best = Double.infinity
    for _ in 0..<rounds {
        let start = now()
        guard let text = try? RouteFile.readText(url) else { fatalError("cannot read \(url.path)") }
        let (file, readDiagnostics) = RouteFile.read(text, path: url.path)
        guard let file, !readDiagnostics.contains(where: { $0.severity == .error }) else {
            fatalError("the benchmark's route file does not read: \(readDiagnostics.prefix(3))")
        }
        let diagnostics = readDiagnostics + file.check() + file.sendingAppDiagnostics()
        best = min(best, Double(now() - start))
        withExtendedLifetime(diagnostics) {}
    }
    return best
}
