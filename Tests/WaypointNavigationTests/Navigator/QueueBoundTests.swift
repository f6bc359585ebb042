import Foundation
import Testing
import WaypointNavigation

/// Links parked by guards and links waiting for tabs obey `maxPending` and `pendingLifetime`
/// as the links waiting for `ready()` do, and a flood of parked links cannot choose where the
/// user lands after signing in.
@Suite("Bounded queues")
@MainActor
struct QueueBoundTests {
    static let flood = 20_000
    static let outside = LinkSource.customScheme(sendingApp: nil)

    /// Waits until `condition` holds; `false` if it never does. The deadline is a watchdog, not a
    /// timing claim: with every suite running at once on two cores the main actor can be busy
    /// for seconds at a time.
    func eventually(_ condition: () -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(120)
        while !condition() {
            if Date() > deadline { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }

    // MARK: Links waiting for ready()

    @Test func aFloodBeforeReadyStaysAtTheBound() async throws {
        let app = try ReentrantApp(configuration: NavigatorConfiguration())
        for index in 0..<Self.flood {
            await app.open("app://user/\(index)", source: Self.outside)
            #expect(app.navigator.pendingCount <= 32)
        }
        #expect(app.navigator.pendingCount == 32)
        let delivered = try await app.navigator.ready()
        #expect(delivered.count == 32)
        #expect(app.host.state.topScreen == Screen("user", ["id": "\(Self.flood - 1)"]))
        #expect(app.linksBreakingTheOneEndedRule().isEmpty)
    }

    // MARK: Parked links

    @Test func aFloodOfRedirectedLinksStaysAtTheBoundAndTheFirstLinkIsResumed() async throws {
        let app = try ReentrantApp()
        try await app.navigator.ready()
        // The user's own link first, then a flood from outside while the login screen shows.
        #expect(await app.open("app://private/mine").isRedirected)
        for index in 0..<Self.flood {
            await app.open("app://private/\(index)", source: Self.outside)
            #expect(app.navigator.redirectedCount <= 32)
        }
        #expect(app.navigator.redirectedCount == 32)
        #expect(app.dropped.values.reduce(0, +) == Self.flood + 1 - 32)
        #expect(app.dropped["app://private/mine"] == nil)

        app.signedIn = true
        let resumed = await app.navigator.resumeRedirected()
        #expect(resumed.count == 1)
        #expect(app.host.state.topScreen == Screen("private", ["id": "mine"]))
        #expect(app.navigator.redirectedCount == 0)
        #expect(app.dropped.values.reduce(0, +) == Self.flood)
        #expect(app.linksBreakingTheOneEndedRule().isEmpty)
    }

    @Test(arguments: [ResumePolicy.first, .latest, .all])
    func theResumePolicySaysWhichParkedLinksOpen(_ policy: ResumePolicy) async throws {
        let app = try ReentrantApp(configuration: NavigatorConfiguration(pendingLifetime: nil, resumePolicy: policy))
        try await app.navigator.ready()
        for index in 1...3 {
            #expect(await app.open("app://private/\(index)", source: Self.outside).isRedirected)
        }
        var dropped: [String] = []
        app.navigator.onEvent = { event in
            if case .dropped(let reason) = event.stage {
                #expect(reason == .notResumed)
                dropped.append(event.link)
            }
        }
        app.signedIn = true
        let resumed = await app.navigator.resumeRedirected()
        switch policy {
        case .first:
            #expect(resumed.count == 1 && dropped == ["app://private/2", "app://private/3"])
            #expect(app.host.state.topScreen == Screen("private", ["id": "1"]))
        case .latest:
            #expect(resumed.count == 1 && dropped == ["app://private/1", "app://private/2"])
            #expect(app.host.state.topScreen == Screen("private", ["id": "3"]))
        case .all:
            #expect(resumed.count == 3 && dropped.isEmpty)
            #expect(app.host.state.topScreen == Screen("private", ["id": "3"]))
        }
    }

    @Test func underTheLatestAndAllPoliciesAFullParkedQueueDropsTheOldest() async throws {
        let app = try ReentrantApp(
            configuration: NavigatorConfiguration(pendingLifetime: nil, maxPending: 2, resumePolicy: .all))
        try await app.navigator.ready()
        for index in 1...3 { await app.open("app://private/\(index)", source: Self.outside) }
        #expect(app.navigator.redirectedCount == 2)
        #expect(app.dropped == ["app://private/1": 1])
    }

    @Test func withRoomForOneParkedLinkTheFirstStaysAndNewcomersAreDropped() async throws {
        let app = try ReentrantApp(configuration: NavigatorConfiguration(pendingLifetime: nil, maxPending: 1))
        try await app.navigator.ready()
        for index in 1...3 { await app.open("app://private/\(index)", source: Self.outside) }
        #expect(app.navigator.redirectedCount == 1)
        #expect(app.dropped == ["app://private/2": 1, "app://private/3": 1])
    }

    @Test func parkedLinksExpire() async throws {
        let clock = FakeClock()
        let app = try ReentrantApp(configuration: NavigatorConfiguration(pendingLifetime: 0.05, now: { clock.now }))
        try await app.navigator.ready()
        await app.open("app://private/1", source: Self.outside)
        await app.open("app://private/2", source: Self.outside)
        #expect(app.navigator.redirectedCount == 2)
        clock.advance(by: 1)
        #expect(await eventually { app.navigator.redirectedCount == 0 })
        #expect(app.dropped == ["app://private/1": 1, "app://private/2": 1])
        app.signedIn = true
        #expect(await app.navigator.resumeRedirected().isEmpty)
    }

    @Test(arguments: [
        (CancellationReason.queueFull, "dropped: too many links waited; it was the oldest"),
        (.expired, "dropped: expired while waiting"),
        (.notResumed, "dropped: another redirected link was resumed instead"),
    ])
    func aDroppedParkedLinkSaysWhyInOneLine(_ reason: CancellationReason, _ text: String) {
        let event = NavigationEvent(link: "app://private/1", source: Self.outside, stage: .dropped(reason))
        #expect(event.description.hasSuffix("): " + text), "\(event)")
        #expect(event.outcome == nil)
    }

    // MARK: Links waiting for tabs

    @Test func aFloodOfLinksWaitingForTabsStaysAtTheBound() async throws {
        let app = try ReentrantApp()
        try await app.navigator.ready()
        var first: PendingLink?
        for index in 0..<Self.flood {
            let outcome = await app.open("app://order/\(index)", source: Self.outside)
            if first == nil, case .queued(let pending) = outcome { first = pending }
            #expect(app.navigator.waitingForTabsCount <= 32)
        }
        #expect(app.navigator.waitingForTabsCount == 32)
        #expect(await first?.outcome() == .cancelled(.queueFull))
        let opened = try await app.navigator.showRoot(ReentrantApp.tabs)
        #expect(opened.count == 32)
        #expect(app.host.state.topScreen == Screen("order", ["id": "\(Self.flood - 1)"]))
        #expect(app.linksBreakingTheOneEndedRule().isEmpty)
    }

    @Test func linksWaitingForTabsExpire() async throws {
        let clock = FakeClock()
        let app = try ReentrantApp(configuration: NavigatorConfiguration(pendingLifetime: 0.05, now: { clock.now }))
        try await app.navigator.ready()
        let waiting = await app.open("app://order/1", source: Self.outside)
        #expect(app.navigator.waitingForTabsCount == 1)
        clock.advance(by: 1)
        #expect(await waiting.settled == .cancelled(.expired))
        #expect(app.navigator.waitingForTabsCount == 0)
        #expect(try await app.navigator.showRoot(ReentrantApp.tabs).isEmpty)
    }

    @Test func oneTimerEndsLinksOfEveryQueueAtTheirOwnTime() async throws {
        let clock = FakeClock()
        let app = try ReentrantApp(configuration: NavigatorConfiguration(pendingLifetime: 0.5, now: { clock.now }))
        let beforeReady = await app.open("app://user/1", source: Self.outside)
        clock.advance(by: 0.3)
        try await app.navigator.ready()
        let tabLink = await app.open("app://order/2", source: Self.outside)
        await app.open("app://private/3", source: Self.outside)
        #expect(app.navigator.redirectedCount == 1)
        // The link opened before ready() was delivered; by the clock, the two that wait now
        // cannot expire before it moves on again, however long the timer has slept.
        #expect(await beforeReady.settled != .cancelled(.expired))
        clock.advance(by: 0.3)
        try await Task.sleep(for: .milliseconds(200))
        #expect(app.navigator.waitingForTabsCount == 1 && app.navigator.redirectedCount == 1)
        clock.advance(by: 0.3)
        #expect(await tabLink.settled == .cancelled(.expired))
        #expect(await eventually { app.navigator.redirectedCount == 0 })
    }
}
