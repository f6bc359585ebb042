import Testing
@_spi(Testing) import Waypoint

/// The two ways a router's lookups reach its table: lock-free, through atomics (Linux and Apple
/// systems with the `Synchronization` module), and counted in and out under a lock (earlier Apple
/// systems). Tests that hold for both take one of these as an argument, so that both run here.
enum LookupPath: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case lockFree
    case locked

    /// `base` with this path chosen.
    func options(_ base: RouterOptions = RouterOptions()) -> RouterOptions {
        var options = base
        options.locksLookups = self == .locked
        return options
    }

    var testDescription: String { rawValue }
}

/// A router's choice of path: made once, from its options and the system, and kept by copies.
@Suite("Lookup paths")
struct LookupPathTests {
    @Test(arguments: LookupPath.allCases)
    func theOptionChoosesThePath(path: LookupPath) throws {
        let router = Router<Int>(options: path.options())
        #expect(router.locksLookups == (path == .locked))
        try router.register("/a/:id", destination: 1)
        #expect(router.copy(includingRoutes: true).locksLookups == (path == .locked))
        #expect(router.match(for: "/a/7")?.parameters["id"] == "7")
    }

    @Test func byDefaultOnlySystemsWithoutAtomicsLock() {
        let lockFree: Bool
        if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
            lockFree = true
        } else {
            lockFree = false
        }
        #expect(Router<Int>().locksLookups == !lockFree)
    }
}
