import Foundation
import Testing
import WaypointNavigation

/// Every public navigator method called from inside the running link — from an action or from a
/// guard — returns instead of waiting for the link that is waiting for it; later links still
/// open, and every link still ends exactly once.
@Suite("Calling the navigator from inside a link")
@MainActor
struct ReentrancyTests {
    enum Place: String, CaseIterable, Sendable {
        case action, `guard`

        func link(calling call: NavigatorCall) -> String {
            self == .action ? "app://action/\(call.rawValue)" : "app://guarded/\(call.rawValue)"
        }
    }

    @Test(arguments: NavigatorCall.allCases, Place.allCases)
    func aCallFromInsideALinkReturns(_ call: NavigatorCall, from place: Place) async throws {
        let app = try ReentrantApp()
        try await app.navigator.ready()
        // Something for each call to act on: a parked link behind the login screen.
        #expect(await app.open("app://private/1", source: .customScheme(sendingApp: nil)).isRedirected)
        app.signedIn = true

        let link = place.link(calling: call)
        let outcome = await withWatchdog("\(call) from \(place)") { await app.open(link) }
        #expect(outcome != nil)
        #expect(app.returned == [call])

        // Later links open, and the navigator settles.
        let later = await withWatchdog("a later open after \(call)") { await app.open("app://user/later") }
        #expect(later.map { if case .navigated = $0 { true } else { false } } == true, "\(String(describing: later))")
        _ = await withWatchdog("settled() after \(call)") { await app.navigator.settled() }
        for handle in app.handles {
            _ = await withWatchdog("the outcome of \(handle)") { await handle.outcome() }
        }
        #expect(app.linksBreakingTheOneEndedRule().isEmpty, "\(app.linksBreakingTheOneEndedRule())")
    }

    @Test(arguments: Place.allCases)
    func signingInFromInsideALinkResumesTheParkedLink(from place: Place) async throws {
        let app = try ReentrantApp()
        try await app.navigator.ready()
        #expect(await app.open("app://private/7", source: .customScheme(sendingApp: nil)).isRedirected)
        #expect(app.host.state.topScreen == Screen("login"))
        app.signedIn = true

        _ = await withWatchdog("resumeRedirected() from \(place)") {
            await app.open(place.link(calling: .resumeRedirected))
        }
        let handle = try #require(app.handles.first)
        let resumed = await withWatchdog("the resumed link") { await handle.outcome() }
        #expect(
            resumed.map { if case .navigated = $0 { true } else { false } } == true, "\(String(describing: resumed))")
        _ = await withWatchdog("settled()") { await app.navigator.settled() }
        #expect(app.host.state.layers.isEmpty)
        #expect(app.navigator.redirectedCount == 0)
        #expect(app.resumed["app://private/7"] == 1)
        #expect(app.linksBreakingTheOneEndedRule().isEmpty, "\(app.linksBreakingTheOneEndedRule())")
    }

    @Test(arguments: Place.allCases)
    func showingTheTabsFromInsideALinkOpensTheLinksWaitingForThem(from place: Place) async throws {
        let app = try ReentrantApp()
        try await app.navigator.ready()
        let waiting = await app.open("app://order/5", source: .notification)
        guard case .queued(let pending) = waiting else {
            Issue.record("expected the link to wait for tabs, got \(waiting)")
            return
        }

        _ = await withWatchdog("showRoot(_:animated:) from \(place)") {
            await app.open(place.link(calling: .showRoot))
        }
        #expect(app.handles == [pending])
        let outcome = await withWatchdog("the link waiting for tabs") { await pending.outcome() }
        #expect(
            outcome.map { if case .navigated = $0 { true } else { false } } == true, "\(String(describing: outcome))")
        _ = await withWatchdog("settled()") { await app.navigator.settled() }
        #expect(app.host.state.tabIDs == ["home", "orders"])
        #expect(app.host.state.topScreen == Screen("order", ["id": "5"]))
        #expect(app.navigator.waitingForTabsCount == 0)
        #expect(app.linksBreakingTheOneEndedRule().isEmpty, "\(app.linksBreakingTheOneEndedRule())")
    }

    /// A host that calls back into the navigator while it applies a step, as a host's
    /// transition callback might.
    @MainActor
    final class CallingHost: NavigationHost {
        let inner = HeadlessHost(NavigationState(root: .stack([Screen("home")])))
        var onApply: (@MainActor () async -> Void)?

        var state: NavigationState { inner.state }

        func apply(_ step: NavigationStep) async throws(NavigationError) {
            let call = onApply
            onApply = nil
            await call?()
            try await inner.apply(step)
        }
    }

    @Test(arguments: [NavigatorCall.settled, .showRoot, .resumeRedirected, .open])
    func aCallFromTheHostWhileItAppliesAStepReturns(_ call: NavigatorCall) async throws {
        let host = CallingHost()
        let navigator = Navigator(schemes: ["app"], host: host)
        try navigator.register("user/:id", .screen("user"))
        try await navigator.ready()
        var handles: [PendingLink] = []
        host.onApply = {
            let outcomes: [LinkOutcome]
            switch call {
            case .settled:
                await navigator.settled()
                outcomes = []
            case .showRoot: outcomes = (try? await navigator.showRoot(.stack([Screen("home")]))) ?? []
            case .resumeRedirected: outcomes = await navigator.resumeRedirected()
            default: outcomes = [await navigator.open("app://user/2")]
            }
            for case .queued(let pending) in outcomes { handles.append(pending) }
        }
        let outcome = await withWatchdog("\(call) from the host") { await navigator.open("app://user/1") }
        #expect(outcome?.isNavigated == true, "\(String(describing: outcome))")
        for handle in handles {
            _ = await withWatchdog("the outcome of \(handle)") { await handle.outcome() }
        }
        let later = await withWatchdog("a later open") { await navigator.open("app://user/3") }
        #expect(later?.isNavigated == true, "\(String(describing: later))")
    }

    @Test func aTaskStartedInsideALinkWaitsLikeAnyCallerOnceTheLinkHasEnded() async throws {
        let app = try ReentrantApp()
        try await app.navigator.ready()
        @MainActor final class Started { var task: Task<LinkOutcome, Never>? }
        let started = Started()
        try app.navigator.register(
            "later",
            // Unowned: the app owns the navigator that owns this action; the test keeps the app.
            .action { [unowned app] _ in
                started.task = Task { [unowned app] in
                    // Runs after the action's link ended: an ordinary open, not a queued one.
                    await Task.yield()
                    await app.navigator.settled()
                    return await app.navigator.open("app://user/outlived")
                }
                return true
            })
        #expect(await app.navigator.open("app://later") == .handledByAction)
        let outcome = await withWatchdog("the task's open") { await started.task?.value }
        #expect(outcome??.isNavigated == true, "\(String(describing: outcome))")
    }
}

extension LinkOutcome {
    var isRedirected: Bool {
        if case .redirected = self { return true }
        return false
    }

    var isNavigated: Bool {
        if case .navigated = self { return true }
        return false
    }
}
