import Foundation
import Testing
import WaypointNavigation

/// The app's own changes — a root change, a command, taking redirects away — wait their turn
/// behind a navigating link, and a newer link never replaces them, even with `overlap: .replace`:
/// an onboarding that ends while a link arrives must still show the tab bar.
@Suite("App changes and overlapping links")
@MainActor
struct AppChangeOverlapTests {
    static let tabs = NavigationContainer.tabs(
        [Tab("home", [Screen("home")]), Tab("orders", [Screen("orders")])], selected: "home")

    /// A host that holds its first `push` until the test lets it go, so that calls overlap
    /// whatever the machine's speed.
    final class GatedHost: NavigationHost {
        let inner: HeadlessHost
        var started: [NavigationStep] = []
        private var gate: CheckedContinuation<Void, Never>?
        private var isOpen = false

        init(_ state: NavigationState) { inner = HeadlessHost(state) }

        var state: NavigationState { inner.state }

        func apply(_ step: NavigationStep) async throws(NavigationError) {
            started.append(step)
            if !isOpen, case .push = step.transition {
                await withCheckedContinuation { gate = $0 }
            }
            try await inner.apply(step)
        }

        func open() {
            isOpen = true
            gate?.resume()
            gate = nil
        }
    }

    /// A navigator over a gated host; `slow` links push several screens.
    private func app(root: NavigationContainer) throws -> (GatedHost, Navigator) {
        let host = GatedHost(NavigationState(root: root))
        var configuration = NavigatorConfiguration(pendingLifetime: nil, overlap: .replace)
        configuration.tabs = ["home", "orders"]
        let navigator = Navigator(schemes: ["app"], host: host, configuration: configuration)
        try navigator.register("user/:id", .screen("user", presentation: .push))
        try navigator.register(
            "slow/:id", .screen("slow", presentation: .push, backStack: [Screen("a"), Screen("b"), Screen("c")]))
        try navigator.register("order/:id", .screen("order", placement: .tab("orders")))
        return (host, navigator)
    }

    private func waitUntil(_ condition: () -> Bool) async {
        for _ in 0..<10_000 where !condition() {
            await Task.yield()
        }
    }

    /// Lets the tasks started so far reach the point where they wait.
    private func letTasksWait() async {
        for _ in 0..<50 { await Task.yield() }
    }

    @Test func aRootChangeWaitingBehindALinkIsNotReplacedByANewerLink() async throws {
        let (host, navigator) = try app(root: .stack([Screen("onboarding")]))
        try await navigator.ready()
        let order = await navigator.open("app://order/5")
        guard case .queued(let waitingForTabs) = order else {
            Issue.record("a link to a tab should wait while the root has no tabs, got \(order)")
            return
        }
        let slow = Task { await navigator.open("app://slow/1") }
        await waitUntil { !host.started.isEmpty }
        let showRoot = Task { try await navigator.showRoot(Self.tabs) }
        await letTasksWait()
        let newerTask = Task { await navigator.open("app://user/2") }
        await letTasksWait()
        host.open()
        let newer = await newerTask.value

        #expect(await slow.value == .cancelled(.replaced))
        let shown = await withWatchdog("showRoot") { try await showRoot.value }
        #expect(shown?.count == 1)
        #expect(host.state.tabIDs == ["home", "orders"])
        let orderOutcome = await withWatchdog("the link waiting for tabs") { await waitingForTabs.outcome() }
        guard case .navigated = orderOutcome else {
            Issue.record(
                "the link waiting for tabs should navigate once they show, got \(orderOutcome.map(\.description) ?? "nothing")"
            )
            return
        }
        guard case .navigated = newer else {
            Issue.record("the newer link should navigate after the root change, got \(newer)")
            return
        }
        #expect(navigator.waitingForTabsCount == 0)
    }

    @Test func aCommandWaitingBehindALinkIsNotReplacedByANewerLink() async throws {
        let (host, navigator) = try app(root: .stack([Screen("home")]))
        try await navigator.ready()
        let slow = Task { await navigator.open("app://slow/1") }
        await waitUntil { !host.started.isEmpty }
        let command = Task { await navigator.perform(.popToRoot) }
        await letTasksWait()
        let newerTask = Task { await navigator.open("app://user/2") }
        await letTasksWait()
        host.open()
        let newer = await newerTask.value

        #expect(await slow.value == .cancelled(.replaced))
        let popped = await command.value
        guard case .navigated(let plan) = popped else {
            Issue.record("the command should run in its turn, got \(popped)")
            return
        }
        #expect(plan.transitions == [.popTo(index: 0)])
        guard case .navigated = newer else {
            Issue.record("the newer link should navigate after the command, got \(newer)")
            return
        }
        #expect(host.state.root.activeStack == [Screen("home"), Screen("user", ["id": "2"])])
    }

    @Test func aWaitingCommandDoesNotReplaceTheLinksBeforeIt() async throws {
        let (host, navigator) = try app(root: .stack([Screen("home")]))
        try await navigator.ready()
        let slow = Task { await navigator.open("app://slow/1") }
        await waitUntil { !host.started.isEmpty }
        let command = Task { await navigator.perform(.popToRoot) }
        await letTasksWait()
        host.open()
        let popped = await command.value

        guard case .navigated = await slow.value else {
            Issue.record("a command waits for the running link instead of replacing it")
            return
        }
        guard case .navigated = popped else {
            Issue.record("the command should run after the link, got \(popped)")
            return
        }
        #expect(host.state.root.activeStack == [Screen("home")])
    }
}
