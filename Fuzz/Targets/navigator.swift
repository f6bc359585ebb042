import Foundation
import Waypoint
import WaypointNavigation

// The navigator driving a headless host with random links from random sources, some opened
// before ready() and some while another navigation is running. libFuzzer calls on the main
// thread; each input runs as a main-actor task while the main run loop is spun until it ends.
//
// Checked: every open gets exactly one outcome and one final event; a plan that is applied
// leaves the host exactly where the planner said; actions and in-app-only routes never run
// from outside; the pending queue never holds more than it may.

@MainActor
final class Scenario {
    let host = HeadlessHost(
        NavigationState(
            root: .tabs([Tab("feed", [Screen("feed")]), Tab("profile", [Screen("profile")])], selected: "feed")))
    let navigator: Navigator
    let latestOnly: Bool
    var outcomes = 0
    var finalEvents = 0
    var opened = 0
    var openedBeforeReady = 0
    var before: NavigationState?
    var lastPattern: String?

    static let inAppOnlyPatterns: Set<String> = ["logout", "/settings", "/debug/:flag"]

    init(_ input: inout FuzzInput) throws {
        latestOnly = input.bool()
        let configuration = NavigatorConfiguration(
            pendingDelivery: latestOnly ? .latestOnly : .inOrder, pendingLifetime: nil,
            overlap: input.bool() ? .replace : .wait)
        navigator = Navigator(schemes: ["myapp"], hosts: ["example.com"], host: host, configuration: configuration)
        try navigator.register("user:{userId}", .screen("user"))
        try navigator.register("/posts/:id", .screen("post", presentation: .push))
        try navigator.register("/posts/:id/comments", .screen("comments", backStack: [Screen("post")]))
        try navigator.register("/sheet/:id", .screen("sheet", presentation: .modal(.pageSheet, embedInStack: true)))
        try navigator.register("/feed", .screen("feed"))
        try navigator.register("/settings", .screen("settings", sources: .inAppOnly))
        try navigator.register("/debug/:flag", .screen("debug", sources: .inAppOnly))
        try navigator.register("/orders/:id", .screen("order", sources: .only([.universalLink, .inApp])))
        try navigator.register("logout", .action { _ in true })
        navigator.onEvent = { [unowned self] event in self.observe(event) }
    }

    func observe(_ event: NavigationEvent) {
        if tracing { FileHandle.standardError.write(Data("event \(event) pending \(navigator.pendingCount)\n".utf8)) }
        let outcome: LinkOutcome
        switch event.stage {
        case .queued, .resumed, .dropped:
            return
        case .matched(let pattern):
            lastPattern = pattern
            before = host.state
            return
        case .ended(let ended):
            outcome = ended
        }
        if case .navigated(let plan) = outcome, let before {
            require((try? before.applying(plan)) == host.state, "the host is not where the plan said:\n\(host.state)")
        }
        switch outcome {
        case .navigated, .handledByAction:
            if event.source != .inApp, let pattern = lastPattern {
                require(!Self.inAppOnlyPatterns.contains(pattern), "\(pattern) ran from \(event.source)")
            }
        default:
            break
        }
        finalEvents += 1
        before = nil
        lastPattern = nil
    }

    func ready() async {
        do {
            try await navigator.ready()
        } catch {
            require(false, "ready() refused the routes: \(error)")
        }
    }

    func open(_ link: String, _ source: LinkSource) async {
        opened += 1
        if !navigator.isReady { openedBeforeReady += 1 }
        _ = await navigator.open(link, source: source).settled
        outcomes += 1
        require(navigator.pendingCount <= (latestOnly ? 1 : openedBeforeReady), "pending \(navigator.pendingCount)")
    }
}

/// `WAYPOINT_FUZZ_TRACE=1 Fuzz/.out/build/fuzz-navigator INPUT` prints each operation and event.
let tracing = ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_TRACE"] != nil

let links = [
    "user:42", "user:self", "myapp://posts/1", "myapp:///posts/2/comments", "myapp://sheet/3?animated=0",
    "https://example.com/posts/4", "https://example.com@evil.com/posts/1", "myapp://settings", "myapp:///debug/on",
    "myapp://logout", "logout", "myapp://orders/9", "https://example.com/orders/9", "myapp://feed", "/posts/%2e%2e",
    "myapp://nowhere", "",
]
let sources: [LinkSource] = [
    .inApp, .customScheme(sendingApp: nil), .customScheme(sendingApp: "com.example"), .universalLink, .notification,
    .handoff, .shortcut, .widget,
]

@MainActor
func run(_ bytes: [UInt8]) async {
    var input = FuzzInput(bytes)
    guard let scenario = try? Scenario(&input) else { return require(false, "the scenario does not register") }
    var running: [Task<Void, Never>] = []
    for _ in 0..<24 where !input.isAtEnd {
        let operation = input.int(below: 6)
        if tracing { FileHandle.standardError.write(Data("operation \(operation)\n".utf8)) }
        switch operation {
        case 0, 1:
            let link = input.bool() ? input.pick(links) : input.pick(links) + input.line()
            let source = input.pick(sources)
            running.append(Task { await scenario.open(link, source) })
        case 2:
            // Awaited only once ready: before it, the link waits for a ready() that this very
            // sequence has yet to call.
            let (link, source) = (input.pick(links), input.pick(sources))
            if scenario.navigator.isReady {
                await scenario.open(link, source)
            } else {
                running.append(Task { await scenario.open(link, source) })
            }
        case 3:
            running.append(Task { await scenario.ready() })
        case 4:
            await Task.yield()
        default:
            // As above: before ready() an open never ends, so only wait once ready.
            if scenario.navigator.isReady, let task = running.first {
                running.removeFirst()
                await task.value
            }
        }
    }
    await scenario.ready()
    for task in running { await task.value }
    require(scenario.outcomes == scenario.opened, "\(scenario.opened) opened, \(scenario.outcomes) outcomes")
    require(scenario.finalEvents == scenario.opened, "\(scenario.opened) opened, \(scenario.finalEvents) final events")
    require(scenario.navigator.pendingCount == 0, "links left waiting after ready()")
}

/// libFuzzer's entry point: one input, run to the end; returns 0 unless an invariant stops the process.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzNavigator(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    runToEnd(stuck: "the scenario never finished: a link is waiting forever") { await run(bytes) }
    return 0
}
