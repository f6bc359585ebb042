import Foundation
import Waypoint
import WaypointNavigation

// A navigator whose actions and guards call back into it: each `action/<n>` and `guarded/<n>`
// route runs program n, a few navigator calls (resume, show the root, settle, ready, open,
// register, unregister, switch routes and groups) decoded from the input, while random links
// arrive from random sources, before ready() and overlapping. libFuzzer calls on the main
// thread; each input runs as a main-actor task while the main run loop is spun until it ends.
//
// Checked: every call returns (a call waiting on the link it runs in spins the loop forever,
// which the spin limit reports); every link ends exactly once, plus once per resume; no queue
// outgrows `maxPending`; once ready, with tabs shown and the parked links resumed, every
// queued link has ended and no queue holds a link.

enum Call: CaseIterable {
    case resumeRedirected, showRoot, settled, ready, open, register, unregister, setRoute, mount, setGroup
}

@MainActor
final class Scenario {
    static let tabs = NavigationContainer.tabs(
        [Tab("home", [Screen("home")]), Tab("orders", [Screen("orders")])], selected: "home")

    let host = HeadlessHost(NavigationState(root: .stack([Screen("onboarding")])))
    let navigator: Navigator
    let maxPending: Int
    let programs: [[Call]]
    var signedIn = false
    var handles: [PendingLink] = []
    var opened: [String: Int] = [:]
    var ended: [String: Int] = [:]
    var resumed: [String: Int] = [:]
    var registered = 0

    init(_ input: inout FuzzInput) throws {
        maxPending = 1 + input.int(below: 6)
        let configuration = NavigatorConfiguration(
            pendingLifetime: nil, maxPending: maxPending, overlap: input.bool() ? .replace : .wait,
            tabs: ["home", "orders"], resumePolicy: input.pick([.first, .latest, .all]))
        navigator = Navigator(schemes: ["app"], host: host, configuration: configuration)
        programs = (0..<4).map { _ in (0..<(1 + input.int(below: 3))).map { _ in input.pick(Call.allCases) } }

        let signIn = NavigationGuard("signed in") { [unowned self] _ in
            signedIn ? .proceed : .redirect(.screen(Screen("login"), .modal(.fullScreen, embedInStack: true)))
        }
        try navigator.register("private/:id", .screen("private", guards: [signIn]))
        try navigator.register("user/:id", .screen("user"))
        try navigator.register("order/:id", .screen("order", placement: .tab("orders")))
        try navigator.register(
            "action/<int:n>",
            .action(sources: .anySource) { [unowned self] match in
                await run(match.parameters.int("n"))
                return true
            })
        let callsBack = NavigationGuard("calls back") { [unowned self] request in
            await run(request.parameters["n"].flatMap { Int($0) })
            return .proceed
        }
        try navigator.register("guarded/<int:n>", .screen("guarded", guards: [callsBack]))
        navigator.onEvent = { [unowned self] event in observe(event) }
    }

    func observe(_ event: NavigationEvent) {
        if tracing { FileHandle.standardError.write(Data("event \(event)\n".utf8)) }
        switch event.stage {
        case .ended: ended[event.link, default: 0] += 1
        case .resumed: resumed[event.link, default: 0] += 1
        case .queued, .matched, .dropped: break
        }
        require(navigator.redirectedCount <= maxPending, "\(navigator.redirectedCount) parked links")
        require(navigator.waitingForTabsCount <= maxPending, "\(navigator.waitingForTabsCount) links wait for tabs")
        require(navigator.pendingCount <= maxPending, "\(navigator.pendingCount) links wait for ready()")
    }

    /// Runs program `index` from inside a link.
    func run(_ index: Int?) async {
        guard let index, programs.indices.contains(index) else { return }
        for call in programs[index] {
            if tracing { FileHandle.standardError.write(Data("call \(call) inside a link\n".utf8)) }
            await perform(call)
        }
    }

    func perform(_ call: Call) async {
        switch call {
        case .resumeRedirected: keep(await navigator.resumeRedirected())
        case .showRoot: keep((try? await navigator.showRoot(Self.tabs)) ?? [])
        case .settled: await navigator.settled()
        case .ready: keep((try? await navigator.ready()) ?? [])
        case .open: keep([await open("app://user/\(registered)", .inApp)])
        case .register:
            registered += 1
            _ = try? navigator.register("extra\(registered)/:id", .screen("extra"))
        case .unregister: _ = try? navigator.unregister("extra\(registered)/:id")
        case .setRoute: _ = try? navigator.setRoute("user/:id", enabled: true)
        case .mount:
            registered += 1
            var group = RouteGroup("group\(registered)")
            group.register("grouped\(registered)", .screen("grouped"))
            _ = try? navigator.mount(group, enabled: false)
        case .setGroup:
            if let name = navigator.groupNames.last { _ = try? navigator.setGroup(name, enabled: registered % 2 == 0) }
        }
    }

    func keep(_ outcomes: [LinkOutcome]) {
        for case .queued(let pending) in outcomes { handles.append(pending) }
    }

    func open(_ link: String, _ source: LinkSource) async -> LinkOutcome {
        opened[link, default: 0] += 1
        return await navigator.open(link, source: source)
    }
}

/// `WAYPOINT_FUZZ_TRACE=1 Fuzz/.out/build/fuzz-reentrancy INPUT` prints each call and event.
let tracing = ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_TRACE"] != nil

let sources: [LinkSource] = [.inApp, .customScheme(sendingApp: nil), .universalLink, .notification]

@MainActor
func run(_ bytes: [UInt8]) async {
    var input = FuzzInput(bytes)
    guard let scenario = try? Scenario(&input) else { return require(false, "the scenario does not register") }
    var running: [Task<LinkOutcome, Never>] = []
    for index in 0..<24 where !input.isAtEnd {
        let link: String
        switch input.int(below: 8) {
        case 0, 1: link = "app://action/\(input.int(below: 4))"
        case 2: link = "app://guarded/\(input.int(below: 4))"
        case 3: link = "app://private/\(index)"
        case 4: link = "app://order/\(index)"
        case 5:
            scenario.signedIn.toggle()
            continue
        case 6:
            running.append(
                Task {
                    _ = try? await scenario.navigator.ready()
                    return .alreadyShowing
                })
            continue
        default: link = "app://user/\(index)"
        }
        let source = input.pick(sources)
        if tracing { FileHandle.standardError.write(Data("open \(link) from \(source)\n".utf8)) }
        if input.bool() || !scenario.navigator.isReady {
            running.append(Task { await scenario.open(link, source) })
        } else {
            _ = await scenario.open(link, source)
        }
    }
    // Outside every link: ready, tabs, every burst, sign in and resume, settle.
    _ = try? await scenario.navigator.ready()
    _ = try? await scenario.navigator.showRoot(Scenario.tabs)
    for task in running { _ = await task.value }
    scenario.signedIn = true
    _ = await scenario.navigator.resumeRedirected()
    await scenario.navigator.settled()
    for handle in scenario.handles { _ = await handle.outcome() }
    await scenario.navigator.settled()

    for link in Set(scenario.opened.keys).union(scenario.ended.keys) {
        let expected = scenario.opened[link, default: 0] + scenario.resumed[link, default: 0]
        require(
            scenario.ended[link, default: 0] == expected,
            "\(link): \(scenario.ended[link, default: 0]) ended, \(expected) expected")
    }
    require(scenario.navigator.pendingCount == 0, "links left waiting for ready()")
    require(scenario.navigator.waitingForTabsCount == 0, "links left waiting for tabs")
}

/// libFuzzer's entry point: one input, run to the end; returns 0 unless an invariant stops the process.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReentrancy(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    runToEnd(stuck: "the scenario never finished: a call waits on the link it runs in") { await run(bytes) }
    return 0
}
