import Foundation
import Testing
import WaypointNavigation

/// Links before `ready()`, links that overlap, and the events they produce.
@Suite("Navigator concurrency")
@MainActor
struct NavigatorConcurrencyTests {
    /// A clock the test moves by hand.
    final class FakeClock: @unchecked Sendable {
        private let lock = NSLock()
        private var current = Date(timeIntervalSince1970: 0)

        var now: Date { lock.withLock { current } }

        func advance(by seconds: TimeInterval) {
            lock.withLock { current += seconds }
        }
    }

    private func waitUntil(_ condition: () -> Bool) async {
        for _ in 0..<10_000 where !condition() {
            await Task.yield()
        }
    }

    // MARK: Pending queue

    @Test func aLinkOpenedBeforeReadyIsDeliveredAfterItExactlyOnce() async throws {
        let app = try PhotoFeedApp()
        var navigated = 0
        app.navigator.onEvent = { event in
            if case .navigated = event.kind { navigated += 1 }
        }
        let opening = Task { await app.navigator.open("photofeed://user:42", source: .customScheme(sendingApp: nil)) }
        await waitUntil { app.navigator.pendingCount == 1 }
        #expect(app.host.state == Fixture.photoFeed())

        await app.navigator.ready()
        #expect(
            await opening.value
                == .navigated(NavigationPlan(steps: [NavigationStep(.push(Fixture.user("42")))], outcome: .built)))
        await app.navigator.ready()
        #expect(navigated == 1)
        #expect(app.host.appliedSteps.count == 1)
        #expect(app.navigator.pendingCount == 0)
    }

    @Test func linksBeforeReadyAreDeliveredInOrder() async throws {
        let app = try PhotoFeedApp()
        let first = Task { await app.navigator.open("user:1") }
        await waitUntil { app.navigator.pendingCount == 1 }
        let second = Task { await app.navigator.open("comments:2") }
        await waitUntil { app.navigator.pendingCount == 2 }
        await app.navigator.ready()
        _ = await (first.value, second.value)
        #expect(app.host.state.root.activeStack == [Fixture.feed, Fixture.user("1"), Fixture.comments("2")])
    }

    @Test func latestOnlyDeliversTheLastLinkAndSupersedesTheRest() async throws {
        let app = try PhotoFeedApp(configuration: NavigatorConfiguration(pendingDelivery: .latestOnly))
        let first = Task { await app.navigator.open("user:1") }
        await waitUntil { app.navigator.pendingCount == 1 }
        let second = Task { await app.navigator.open("comments:2") }
        await waitUntil { app.navigator.pendingCount == 1 && app.host.appliedSteps.isEmpty }
        #expect(await first.value == .cancelled(.superseded))
        await app.navigator.ready()
        #expect(await second.value != .cancelled(.superseded))
        #expect(app.host.state.root.activeStack == [Fixture.feed, Fixture.comments("2")])
    }

    @Test func aLinkThatWaitedTooLongExpires() async throws {
        let clock = FakeClock()
        let app = try PhotoFeedApp(
            configuration: NavigatorConfiguration(pendingLifetime: 30, now: { clock.now }))
        let stale = Task { await app.navigator.open("user:1") }
        await waitUntil { app.navigator.pendingCount == 1 }
        clock.advance(by: 31)
        let fresh = Task { await app.navigator.open("likes:2") }
        await waitUntil { app.navigator.pendingCount == 2 }
        await app.navigator.ready()
        #expect(await stale.value == .cancelled(.expired))
        #expect(await fresh.value != .cancelled(.expired))
        #expect(app.host.state.topScreen == Fixture.likes("2"))
    }

    @Test func theQueueBeforeReadyIsBoundedAndDropsTheOldest() async throws {
        let app = try PhotoFeedApp(configuration: NavigatorConfiguration(maxPending: 2))
        let first = Task { await app.navigator.open("user:1") }
        await waitUntil { app.navigator.pendingCount == 1 }
        let second = Task { await app.navigator.open("user:2") }
        await waitUntil { app.navigator.pendingCount == 2 }
        let third = Task { await app.navigator.open("likes:3") }
        // The third link takes the oldest one's place: the queue never holds more than two.
        #expect(await first.value == .cancelled(.queueFull))
        #expect(app.navigator.pendingCount == 2)
        await app.navigator.ready()
        #expect(await second.value != .cancelled(.queueFull))
        #expect(await third.value != .cancelled(.queueFull))
        #expect(app.host.state.topScreen == Fixture.likes("3"))
    }

    // MARK: Serial transactions

    private func slowNavigator(_ overlap: NavigatorConfiguration.Overlap) throws -> (SlowHost, Navigator) {
        let host = SlowHost(Fixture.photoFeed(selected: "profile"))
        let navigator = Navigator(
            schemes: ["photofeed"], host: host, configuration: NavigatorConfiguration(overlap: overlap))
        try navigator.register(
            "comments:{mediaId}",
            .screen("comments", presentation: .push, backStack: [Fixture.feed, Fixture.user("1")]))
        try navigator.register("likes:{mediaId}", .screen("likes", presentation: .push))
        return (host, navigator)
    }

    @Test func aLinkOpenedWhileAnotherNavigatesWaitsForIt() async throws {
        let (host, navigator) = try slowNavigator(.wait)
        await navigator.ready()
        let first = Task { await navigator.open("comments:7") }
        await waitUntil { !host.started.isEmpty }
        let second = await navigator.open("likes:7")
        #expect(
            second == .navigated(NavigationPlan(steps: [NavigationStep(.push(Fixture.likes("7")))], outcome: .built)))
        guard case .navigated(let plan) = await first.value else {
            Issue.record("the first link should have navigated")
            return
        }
        #expect(host.started.map(\.action) == plan.actions + [.push(Fixture.likes("7"))])
        #expect(
            host.state.root.activeStack == [Fixture.feed, Fixture.user("1"), Fixture.comments("7"), Fixture.likes("7")])
    }

    @Test func aLinkOpenedWhileAnotherNavigatesCanReplaceIt() async throws {
        let (host, navigator) = try slowNavigator(.replace)
        await navigator.ready()
        let first = Task { await navigator.open("comments:7") }
        await waitUntil { !host.started.isEmpty }
        let second = await navigator.open("likes:7")
        #expect(await first.value == .cancelled(.replaced))
        guard case .navigated = second else {
            Issue.record("the second link should have navigated, got \(second)")
            return
        }
        // The first link stopped after the step it was in: the tab switch, not its pushes.
        #expect(host.started.first?.action == .selectTab("feed"))
        #expect(!host.started.contains { $0.action == .push(Fixture.comments("7")) })
        #expect(host.state.topScreen == Fixture.likes("7"))
    }

    // MARK: Events

    @Test func eventsTellWhatHappenedToEachLink() async throws {
        let app = try PhotoFeedApp()
        var seen: [String] = []
        app.navigator.onEvent = { seen.append($0.description) }
        let stream = app.navigator.events()
        await app.navigator.ready()
        await app.navigator.open("user:42")
        await app.navigator.open("nowhere:1")
        await app.navigator.open("photofeed://logout", source: .customScheme(sendingApp: "com.other"))
        #expect(seen.count == 5)
        #expect(seen[0] == "user:42 (inApp): matched user:{userId}")
        #expect(seen[1] == "user:42 (inApp): navigated (1 steps)")
        #expect(seen[2].hasPrefix("nowhere:1 (inApp): unmatched"))
        #expect(seen[4].hasPrefix("photofeed://logout (customScheme(com.other)): refused"))

        var fromStream: [String] = []
        for await event in stream {
            fromStream.append(event.description)
            if fromStream.count == seen.count { break }
        }
        #expect(fromStream == seen)
    }
}
