import Foundation
import Testing
import WaypointNavigation

/// Links before `ready()`, links that overlap, and the events they produce.
@Suite("Navigator concurrency")
@MainActor
struct NavigatorConcurrencyTests {
    private func waitUntil(_ condition: () -> Bool) async {
        for _ in 0..<10_000 where !condition() {
            await Task.yield()
        }
    }

    // MARK: Pending queue

    @Test func aLinkOpenedBeforeReadyIsQueuedAndDeliveredAfterItExactlyOnce() async throws {
        let app = try PhotoFeedApp()
        var navigated = 0
        app.navigator.onEvent = { event in
            if case .navigated? = event.outcome { navigated += 1 }
        }
        let opening = await app.navigator.open("photofeed://user:42", source: .customScheme(sendingApp: nil))
        guard case .queued(let pending) = opening else {
            Issue.record("a link before ready() should be queued, got \(opening)")
            return
        }
        #expect(pending.result == nil && app.navigator.pendingCount == 1)
        #expect(app.host.state == Fixture.photoFeed())

        let delivered = try await app.navigator.ready()
        let plan = NavigationPlan(steps: [NavigationStep(.push(Fixture.user("42")))], decision: .built)
        #expect(delivered == [.navigated(plan)])
        #expect(await opening.settled == .navigated(plan))
        #expect(pending.result == .navigated(plan))
        #expect(try await app.navigator.ready().isEmpty)
        #expect(navigated == 1)
        #expect(app.host.appliedSteps.count == 1)
        #expect(app.navigator.pendingCount == 0)
    }

    @Test func linksBeforeReadyAreDeliveredInOrder() async throws {
        let app = try PhotoFeedApp()
        let first = await app.navigator.open("user:1")
        let second = await app.navigator.open("comments:2")
        try await app.navigator.ready()
        _ = await (first.settled, second.settled)
        #expect(app.host.state.root.activeStack == [Fixture.feed, Fixture.user("1"), Fixture.comments("2")])
    }

    /// The cold-launch order app delegates use: open (awaited) in the same task, then ready().
    /// No order of opens and ready() in one task or across tasks may hang.
    @Test(arguments: ColdLaunchOrder.allCases)
    func noOrderOfOpenAndReadyHangs(order: ColdLaunchOrder) async throws {
        let app = try PhotoFeedApp()
        let navigator = app.navigator
        var outcomes: [LinkOutcome] = []
        switch order {
        case .openThenReadyInOneTask:
            outcomes.append(await navigator.open("user:1"))
            try await navigator.ready()
        case .readyThenOpenInOneTask:
            try await navigator.ready()
            outcomes.append(await navigator.open("user:1"))
        case .openAndReadyInTwoTasks:
            let opening = Task { await navigator.open("user:1") }
            let readying = Task { try await navigator.ready() }
            outcomes.append(await opening.value)
            _ = try await readying.value
        case .readyAndOpenInTwoTasks:
            let readying = Task { try await navigator.ready() }
            let opening = Task { await navigator.open("user:1") }
            _ = try await readying.value
            outcomes.append(await opening.value)
        case .openInATaskThatAwaitsTheFinalOutcomeThenReady:
            let settling = Task { await navigator.open("user:1").settled }
            for _ in 0..<1_000 where navigator.pendingCount == 0 { await Task.yield() }
            try await navigator.ready()
            outcomes.append(await settling.value)
        case .readyTwiceAroundAnOpen:
            async let first: [LinkOutcome] = navigator.ready()
            outcomes.append(await navigator.open("user:1"))
            _ = try await first
            try await navigator.ready()
        }
        var settled: [LinkOutcome] = []
        for outcome in outcomes { settled.append(await outcome.settled) }
        #expect(settled.allSatisfy { if case .navigated = $0 { true } else { false } }, "\(settled)")
        #expect(app.host.state.topScreen == Fixture.user("1"))
        #expect(navigator.isReady && navigator.pendingCount == 0)
    }

    enum ColdLaunchOrder: CaseIterable, Sendable {
        case openThenReadyInOneTask, readyThenOpenInOneTask, openAndReadyInTwoTasks, readyAndOpenInTwoTasks
        case openInATaskThatAwaitsTheFinalOutcomeThenReady, readyTwiceAroundAnOpen
    }

    @Test func awaitingAQueuedLinkBeforeReadyEndsWhenItsLifetimeRunsOut() async throws {
        let app = try PhotoFeedApp(configuration: NavigatorConfiguration(pendingLifetime: 0.05))
        // The one order that has to wait: the final outcome, in the task that calls ready() later.
        let outcome = await app.navigator.open("user:1").settled
        #expect(outcome == .cancelled(.expired))
        #expect(app.navigator.pendingCount == 0)
        #expect(try await app.navigator.ready().isEmpty)
        #expect(app.host.state == Fixture.photoFeed())
    }

    @Test func latestOnlyDeliversTheLastLinkAndSupersedesTheRest() async throws {
        let app = try PhotoFeedApp(
            configuration: NavigatorConfiguration(pendingDelivery: .latestOnly, pendingLifetime: nil))
        let first = await app.navigator.open("user:1")
        let second = await app.navigator.open("comments:2")
        #expect(await first.settled == .cancelled(.superseded))
        #expect(app.navigator.pendingCount == 1)
        try await app.navigator.ready()
        #expect(await second.settled != .cancelled(.superseded))
        #expect(app.host.state.root.activeStack == [Fixture.feed, Fixture.comments("2")])
    }

    @Test func aLinkThatWaitedTooLongExpires() async throws {
        let clock = FakeClock()
        let app = try PhotoFeedApp(
            configuration: NavigatorConfiguration(pendingLifetime: 30, now: { clock.now }))
        let stale = await app.navigator.open("user:1")
        clock.advance(by: 31)
        let fresh = await app.navigator.open("likes:2")
        #expect(app.navigator.pendingCount == 2)
        try await app.navigator.ready()
        #expect(await stale.settled == .cancelled(.expired))
        #expect(await fresh.settled != .cancelled(.expired))
        #expect(app.host.state.topScreen == Fixture.likes("2"))
    }

    @Test func theQueueBeforeReadyIsBoundedAndDropsTheOldest() async throws {
        let app = try PhotoFeedApp(configuration: NavigatorConfiguration(pendingLifetime: nil, maxPending: 2))
        let first = await app.navigator.open("user:1")
        let second = await app.navigator.open("user:2")
        let third = await app.navigator.open("likes:3")
        // The third link takes the oldest one's place: the queue never holds more than two.
        #expect(await first.settled == .cancelled(.queueFull))
        #expect(app.navigator.pendingCount == 2)
        try await app.navigator.ready()
        #expect(await second.settled != .cancelled(.queueFull))
        #expect(await third.settled != .cancelled(.queueFull))
        #expect(app.host.state.topScreen == Fixture.likes("3"))
    }

    // MARK: Links opened from inside a link

    @Test func anActionThatOpensALinkDoesNotWaitForItself() async throws {
        let host = HeadlessHost(Fixture.photoFeed())
        let navigator = Navigator(schemes: ["photofeed"], host: host)
        final class Box: @unchecked Sendable { var inner: LinkOutcome? }
        let box = Box()
        try navigator.register("/login", .screen("login", presentation: .modal(.fullScreen)))
        try navigator.register(
            "logout",
            .action { [weak navigator] _ in
                // Logging out shows the login screen: the navigator is busy with this very link.
                box.inner = await navigator?.open("/login")
                return true
            })
        try await navigator.ready()
        let outcome = await navigator.open("logout")
        #expect(outcome == .handledByAction)
        guard case .queued(let pending)? = box.inner else {
            Issue.record("the link opened inside the action should be queued, got \(String(describing: box.inner))")
            return
        }
        guard case .navigated = await pending.outcome() else {
            Issue.record("the queued link should navigate once the action ended")
            return
        }
        #expect(host.state.topScreen == Screen("login"))
    }

    @Test func aGuardThatOpensALinkDoesNotWaitForItself() async throws {
        let app = try PhotoFeedApp()
        final class Box: @unchecked Sendable { var inner: LinkOutcome? }
        let box = Box()
        let navigator = app.navigator
        navigator.guards = [
            NavigationGuard("analytics") { [weak navigator] request in
                if request.pattern == "likes:{mediaId}" { box.inner = await navigator?.open("comments:1") }
                return .proceed
            }
        ]
        try await navigator.ready()
        #expect(await navigator.open("likes:9") != .cancelled(.replaced))
        _ = await box.inner?.settled
        #expect(app.host.state.root.activeStack == [Fixture.feed, Fixture.likes("9"), Fixture.comments("1")])
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
        try await navigator.ready()
        let first = Task { await navigator.open("comments:7") }
        await waitUntil { !host.started.isEmpty }
        let second = await navigator.open("likes:7")
        #expect(
            second == .navigated(NavigationPlan(steps: [NavigationStep(.push(Fixture.likes("7")))], decision: .built)))
        guard case .navigated(let plan) = await first.value else {
            Issue.record("the first link should have navigated")
            return
        }
        #expect(host.started.map(\.transition) == plan.transitions + [.push(Fixture.likes("7"))])
        #expect(
            host.state.root.activeStack == [Fixture.feed, Fixture.user("1"), Fixture.comments("7"), Fixture.likes("7")])
    }

    @Test func aLinkOpenedWhileAnotherNavigatesCanReplaceIt() async throws {
        let (host, navigator) = try slowNavigator(.replace)
        try await navigator.ready()
        let first = Task { await navigator.open("comments:7") }
        await waitUntil { !host.started.isEmpty }
        let second = await navigator.open("likes:7")
        #expect(await first.value == .cancelled(.replaced))
        guard case .navigated = second else {
            Issue.record("the second link should have navigated, got \(second)")
            return
        }
        // The first link stopped after the step it was in: the tab switch, not its pushes.
        #expect(host.started.first?.transition == .selectTab("feed"))
        #expect(!host.started.contains { $0.transition == .push(Fixture.comments("7")) })
        #expect(host.state.topScreen == Fixture.likes("7"))
    }

    // MARK: Events

    @Test func eventsTellWhatHappenedToEachLink() async throws {
        let app = try PhotoFeedApp()
        var seen: [String] = []
        app.navigator.onEvent = { seen.append($0.description) }
        let stream = app.navigator.events()
        try await app.navigator.ready()
        await app.navigator.open("user:42")
        await app.navigator.open("nowhere:1")
        await app.navigator.open("photofeed://logout", source: .customScheme(sendingApp: "com.other"))
        #expect(seen.count == 5)
        #expect(seen[0] == "user:42 (inApp): matched user:{userId}")
        #expect(seen[1] == "user:42 (inApp): navigated: build: push user(userId: 42)")
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
