import Foundation
import Testing
import Waypoint

/// A router is shared across threads and tasks: lookups never block each other and stay
/// correct while another task registers, on either lookup path. CI runs this suite again under
/// the thread sanitizer.
@Suite("Concurrency")
struct ConcurrencyTests {
    @Test(arguments: LookupPath.allCases)
    func manyTasksMatchWhileOneRegisters(path: LookupPath) async throws {
        let router = Router<Int>(options: path.options())
        for index in 0..<100 { try router.register("/stable/\(index)/:id", destination: index) }
        let failures = await withTaskGroup(of: Int.self, returning: Int.self) { group in
            group.addTask {
                for index in 0..<500 {
                    _ = try? router.register("/added/\(index)/<int:id>", destination: 1_000 + index)
                }
                return 0
            }
            for worker in 0..<8 {
                group.addTask {
                    var failures = 0
                    for round in 0..<2_000 {
                        let index = (round * 7 + worker) % 100
                        let match = router.match(for: "myapp://stable/\(index)/v\(round)")
                        if match?.destination != index || match?.parameters["id"] != "v\(round)" { failures += 1 }
                        // Routes being added are either not there yet or complete: never half-registered.
                        if let added = router.match(for: "/added/\(round % 500)/7"),
                            added.destination != 1_000 + round % 500
                        {
                            failures += 1
                        }
                    }
                    return failures
                }
            }
            return await group.reduce(0, +)
        }
        #expect(failures == 0)
        #expect(router.match(for: "/added/499/1")?.destination == 1_499)
    }

    @Test(arguments: LookupPath.allCases)
    func threadsMatchConcurrently(path: LookupPath) throws {
        let router = Router<String>(options: path.options())
        try router.register("/user/<int:id>", destination: "user")
        try router.register("/user/:name", destination: "name")
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<5_000 {
                let expectsInt = (round + worker) % 2 == 0
                let link = expectsInt ? "/user/\(round)" : "/user/n\(round)"
                if router.match(for: link)?.destination != (expectsInt ? "user" : "name") { counter.increment() }
            }
        }
        #expect(counter.value == 0)
    }
}

/// A lock-protected count for the threads test.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
