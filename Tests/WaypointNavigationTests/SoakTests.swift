import Foundation
import Testing
import Waypoint
import WaypointNavigation
import WaypointTesting

/// Invariants under load: the navigator driven by many random links from random sources, in
/// bursts that overlap a running navigation, with links arriving before `ready()`, on a tab bar
/// or on a split view whose routes land in its columns.
///
/// After every link: it got exactly one outcome and one final event (none lost, none delivered
/// twice), a plan that was applied left the host exactly where the planner said, nothing
/// in-app-only ran from outside, and the pending queue stayed within its bound.
///
/// `WAYPOINT_SOAK_COUNT` sets the number of links (default 3,000 for the normal run);
/// `WAYPOINT_SOAK_COUNT=100000 swift test --filter Soak` is the full soak.
@Suite("Navigator Soak")
@MainActor
struct SoakTests {
    static var count: Int {
        ProcessInfo.processInfo.environment["WAYPOINT_SOAK_COUNT"].flatMap { Int($0) } ?? 3_000
    }

    /// A host whose transitions suspend, so that other links arrive while one is navigating,
    /// and that checks each step lands exactly as `NavigationState.applying` says.
    @MainActor
    final class SuspendingHost: NavigationHost {
        let inner: HeadlessHost
        var stepsApplied = 0
        var yields: Int

        init(yields: Int, root: NavigationContainer) {
            inner = HeadlessHost(NavigationState(root: root))
            self.yields = yields
        }

        var state: NavigationState { inner.state }

        func apply(_ step: NavigationStep) async throws(NavigationError) {
            for _ in 0..<yields { await Task.yield() }
            let expected = try inner.state.applying(step)
            try await inner.apply(step)
            stepsApplied += 1
            #expect(inner.state == expected)
        }
    }

    /// One navigator's life: links before `ready()`, then bursts.
    @MainActor
    final class Epoch {
        let host: SuspendingHost
        let navigator: Navigator
        let latestOnly: Bool
        /// Per link (links are unique: each carries its number in the fragment): final events seen.
        var finalEvents: [String: Int] = [:]
        var outcomes: [String: Int] = [:]
        var queued: Set<String> = []
        var waitingForReady = 0
        var stateAtMatch: NavigationState?
        var patternAtMatch: String?
        var failures: [String] = []
        /// How each link ended, by outcome kind, and how many links opened while one was navigating.
        var tally: [String: Int] = [:]
        var navigating = false
        var openedWhileNavigating = 0

        static let inAppOnly: Set<String> = ["logout", "/settings/delete-account", "/purchase/:sku"]

        /// Whether the window is a split view (an iPad layout) rather than tabs.
        let split: Bool

        init(random: inout SeededGenerator) throws {
            latestOnly = Int.random(in: 0..<4, using: &random) == 0
            split = Int.random(in: 0..<3, using: &random) == 0
            let root: NavigationContainer =
                split
                ? .split(SplitView(sidebar: [Screen("library")], items: ["posts", "people"], content: nil))
                : .tabs([Tab("feed", [Screen("feed")]), Tab("profile", [Screen("profile")])], selected: "feed")
            host = SuspendingHost(yields: Int.random(in: 0...2, using: &random), root: root)
            let configuration = NavigatorConfiguration(
                pendingDelivery: latestOnly ? .latestOnly : .inOrder, pendingLifetime: nil,
                maxPending: Int.random(in: 2...8, using: &random),
                overlap: Bool.random(using: &random) ? .replace : .wait)
            navigator = Navigator(
                schemes: HostileFixture.schemes, hosts: HostileFixture.hosts, host: host, configuration: configuration)
            for (pattern, destination) in HostileFixture.routes where destination != "logout" {
                let entry: RouteEntry =
                    split
                    ? .screen(
                        destination, presentation: Self.presentation(destination, split: true),
                        placement: Self.placement(destination))
                    : .screen(destination, presentation: Self.presentation(destination, split: false))
                try navigator.register(pattern, entry)
            }
            try navigator.register("logout", .action { _ in true })
            try navigator.register("/purchase/:sku", .action { _ in true })
            try navigator.register("/settings/delete-account", .screen("deleteAccount", sources: .inAppOnly))
            navigator.onEvent = { [unowned self] event in self.observe(event) }
        }

        static func presentation(_ destination: String, split: Bool) -> Presentation {
            switch destination {
            case "comments": return .push
            case "web": return .modal(.pageSheet, embedInStack: true)
            case "user": return split ? .automatic : .tab("profile")
            case "files": return split ? .modal(.popover) : .modal(.fullScreen)
            default: return .automatic
            }
        }

        /// Where a route lands on a split view: posts and people select their sidebar item,
        /// comments go onto the detail stack, searches replace the sidebar's stack top.
        static func placement(_ destination: String) -> Placement {
            switch destination {
            case "post", "urnPost": return .column(.detail, selecting: "posts")
            case "user": return .column(.detail, selecting: "people")
            case "comments": return .column(.detail)
            case "search": return .column(.sidebar)
            default: return .top
            }
        }

        func fail(_ message: String) { failures.append(message) }

        func observe(_ event: NavigationEvent) {
            let outcome: LinkOutcome
            switch event.stage {
            case .queued:
                if !queued.insert(event.link).inserted { fail("\(event.link) queued twice") }
                return
            case .resumed, .dropped:
                return fail("a resumed or dropped link without guards: \(event)")
            case .matched(let pattern):
                navigating = true
                stateAtMatch = host.state
                patternAtMatch = pattern
                return
            case .ended(let ended):
                outcome = ended
            }
            switch outcome {
            case .redirected, .queued:
                fail("\(event.link) ended as \(outcome)")
            case .navigated(let plan):
                if let before = stateAtMatch, (try? before.applying(plan)) != host.state {
                    fail("\(event.link): the host is not where the plan said")
                }
            default:
                break
            }
            switch outcome {
            case .navigated, .handledByAction:
                if event.source != .inApp, let pattern = patternAtMatch, Self.inAppOnly.contains(pattern) {
                    fail("\(pattern) ran from \(event.source)")
                }
            default:
                break
            }
            finalEvents[event.link, default: 0] += 1
            navigating = false
            stateAtMatch = nil
            patternAtMatch = nil
        }

        func open(_ link: String, _ source: LinkSource) async {
            if !navigator.isReady { waitingForReady += 1 }
            if navigating { openedWhileNavigating += 1 }
            let outcome = await navigator.open(link, source: source).settled
            outcomes[link, default: 0] += 1
            if outcomes[link] != 1 { fail("\(link) got \(outcomes[link] ?? 0) outcomes") }
            if finalEvents[link] != 1 { fail("\(link) got \(finalEvents[link] ?? 0) final events, outcome \(outcome)") }
            // Latest-only keeps one link; in order keeps at most the configured bound.
            let bound = latestOnly ? 1 : min(waitingForReady, navigator.configuration.maxPending)
            if navigator.pendingCount > bound { fail("pending \(navigator.pendingCount) over \(bound)") }
            if case .handledByAction = outcome, source != .inApp { fail("an action ran for \(link) from \(source)") }
            tally[String(String(describing: outcome).prefix { $0 != ":" && $0 != "(" }), default: 0] += 1
        }
    }

    static let sources: [LinkSource] = [
        .inApp, .customScheme(sendingApp: nil), .customScheme(sendingApp: "com.example.companion"), .universalLink,
        .notification, .handoff, .shortcut, .widget,
    ]

    static let ordinaryLinks = [
        "myapp://posts/1", "myapp:///posts/2/comments", "myapp://user/42?animated=0", "https://example.com/files/a/b",
        "myapp://web?url=https%3A%2F%2Fexample.com", "post:abc", "myapp://search/cats", "myapp://search",
        "/posts/3", "myapp:///", "myapp://logout", "myapp://purchase/gold", "myapp://settings/delete-account",
        "https://a.example.com/posts/4", "myapp://nowhere/at/all",
    ]

    static func link(_ random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5: return ordinaryLinks.randomElement(using: &random) ?? ""
        case 5..<9: return HostileLinkCorpus.rows.randomElement(using: &random)?.link ?? ""
        default:
            let length = Int.random(in: 0..<24, using: &random)
            return String(decoding: (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }, as: UTF8.self)
        }
    }

    @Test(.timeLimit(.minutes(20)))
    func everyLinkGetsExactlyOneOutcomeAndTheHostFollowsThePlans() async throws {
        var random = SeededGenerator(seed: 0x50AC)
        let total = Self.count
        let started = Date()
        var opened = 0
        var steps = 0
        var epochs = 0
        var tally: [String: Int] = [:]
        var queued = 0
        var openedWhileNavigating = 0
        var splitEpochs = 0
        while opened < total {
            let epoch = try Epoch(random: &random)
            epochs += 1
            if epoch.split { splitEpochs += 1 }
            var waiting: [Task<Void, Never>] = []
            let epochSize = min(total - opened, Int.random(in: 50...400, using: &random))
            var openedInEpoch = 0
            while openedInEpoch < epochSize {
                var burst: [Task<Void, Never>] = []
                for _ in 0..<min(epochSize - openedInEpoch, Int.random(in: 1...6, using: &random)) {
                    // The number makes every link unique, so events and outcomes can be counted per link.
                    let link = Self.link(&random) + "#\(opened)"
                    let source = Self.sources.randomElement(using: &random) ?? .inApp
                    burst.append(Task { await epoch.open(link, source) })
                    opened += 1
                    openedInEpoch += 1
                }
                if !epoch.navigator.isReady {
                    waiting += burst
                    // Let the burst reach the navigator, so that these links really wait for ready().
                    for _ in 0..<100 where epoch.waitingForReady < waiting.count { await Task.yield() }
                    if Int.random(in: 0..<4, using: &random) == 0 {
                        try await epoch.navigator.ready()
                        for task in waiting { await task.value }
                        waiting.removeAll()
                    }
                } else {
                    for task in burst { await task.value }
                }
                if !epoch.failures.isEmpty { break }
            }
            try await epoch.navigator.ready()
            for task in waiting { await task.value }
            steps += epoch.host.stepsApplied
            tally.merge(epoch.tally, uniquingKeysWith: +)
            queued += epoch.queued.count
            openedWhileNavigating += epoch.openedWhileNavigating
            #expect(epoch.failures.isEmpty, "\(epoch.failures.prefix(5))")
            #expect(epoch.navigator.pendingCount == 0)
            #expect(epoch.outcomes.count == openedInEpoch && epoch.outcomes.values.allSatisfy { $0 == 1 })
            #expect(epoch.finalEvents.count == openedInEpoch && epoch.finalEvents.values.allSatisfy { $0 == 1 })
            if !epoch.failures.isEmpty { break }
        }
        let seconds = Date().timeIntervalSince(started)
        print(
            "Soak: \(opened) links, \(epochs) navigators (\(splitEpochs) on split views), \(steps) steps applied in \(String(format: "%.1f", seconds)) s;",
            "\(queued) queued before ready(), \(openedWhileNavigating) opened while another was navigating;",
            tally.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        // Each kind of load must really have happened, or the soak proves little.
        if opened >= 1_000 {
            #expect(queued > 0 && openedWhileNavigating > 0 && steps > 0 && splitEpochs > 0)
        }
    }
}
