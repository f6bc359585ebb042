import Foundation
import Testing
import Waypoint

/// Routes removed, added back, switched off and on while other tasks look links up: every
/// lookup answers from one table, the one before a change or the one after, and never crashes.
/// Both lookup paths. CI runs this suite again under the thread sanitizer.
@Suite("Concurrency of removing routes")
struct RemovalConcurrencyTests {
    @Test(arguments: LookupPath.allCases)
    func lookupsSeeTheTableBeforeOrAfterEachChange(path: LookupPath) async throws {
        let router = Router<String>(schemes: ["myapp"], options: path.options())
        for index in 0..<50 { try router.register("/stable/\(index)/:id", destination: "stable \(index)") }
        try router.register("/posts/:id", destination: "post")
        try router.register("/posts/new", destination: "compose")
        try router.register("/live/:id", destination: "live")
        try router.register("/live/*", destination: "live fallback")
        let rounds = 300
        let failures = await withTaskGroup(of: [String].self, returning: [String].self) { group in
            group.addTask {
                var failures: [String] = []
                for round in 0..<rounds {
                    do {
                        // The literal goes and comes back; the placeholder is switched off and on.
                        try router.unregister("/posts/new")
                        try router.setRoute("/live/:id", enabled: false)
                        if round % 7 == 0 { _ = router.match(for: "myapp://posts/new") }
                        try router.register("/posts/new", destination: "compose")
                        try router.setRoute("/live/:id", enabled: true)
                    } catch {
                        failures.append("writer: \(error)")
                    }
                }
                return failures
            }
            for worker in 0..<4 {
                group.addTask {
                    var failures: [String] = []
                    for round in 0..<2_000 {
                        let index = (round * 7 + worker) % 50
                        let stable = router.match(for: "myapp://stable/\(index)/v\(round)")
                        if stable?.destination != "stable \(index)" || stable?.parameters["id"] != "v\(round)" {
                            failures.append("stable \(index): \(String(describing: stable?.destination))")
                        }
                        // With or without the literal: never nothing, never another route.
                        let post = router.match(for: "myapp://posts/new")?.destination
                        if post != "compose" && post != "post" {
                            failures.append("posts/new: \(String(describing: post))")
                        }
                        let live = router.match(for: "/live/\(round)")
                        if !(live?.destination == "live" && live?.parameters["id"] == "\(round)"
                            || live?.destination == "live fallback" && live?.parameters.isEmpty == true)
                        {
                            failures.append("live: \(String(describing: live?.destination))")
                        }
                        // The candidates come from one table: the literal's and the
                        // placeholder's, or the placeholder's alone.
                        let offered = router.matches(for: "myapp://posts/new").map(\.destination)
                        if offered != ["compose", "post"] && offered != ["post"] {
                            failures.append("offered \(offered)")
                        }
                        _ = router.conflicts
                    }
                    return failures
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        #expect(router.match(for: "/posts/new")?.destination == "compose")
        #expect(router.match(for: "/live/1")?.destination == "live")
        #expect(router.conflicts.map(\.pattern.description) == ["/live/*"])
    }
}
