import Foundation
import Testing
import WaypointNavigation
import WaypointTesting

/// Random links whose actions and guards call every public navigator method at random —
/// resume, show the root, settle, ready, open, register, unregister, switch routes and groups —
/// some opened in overlapping bursts, some before `ready()`, from random sources. Every call
/// returns (a watchdog fails the test instead of hanging it), every link ends exactly once
/// (plus once per resume), and no queue outgrows its bound.
///
/// `WAYPOINT_REENTRANCY_SOAK_COUNT` sets the number of links (600 by default).
@Suite("Re-entrancy Soak")
@MainActor
struct ReentrancySoakTests {
    static var count: Int {
        ProcessInfo.processInfo.environment["WAYPOINT_REENTRANCY_SOAK_COUNT"].flatMap { Int($0) } ?? 600
    }

    /// `WAYPOINT_REENTRANCY_SOAK_SEED` replays another run (0x4EE7 by default).
    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["WAYPOINT_REENTRANCY_SOAK_SEED"].flatMap { UInt64($0) } ?? 0x4EE7
    }

    static let sources: [LinkSource] = [.inApp, .customScheme(sendingApp: nil), .universalLink, .notification]

    static func randomLink(_ index: Int, using random: inout SeededGenerator) -> String {
        let call = NavigatorCall.allCases.randomElement(using: &random)?.rawValue ?? "open"
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1: return "app://action/\(call)"
        case 2: return "app://guarded/\(call)"
        case 3: return "app://private/\(index)"
        case 4: return "app://order/\(index)"
        default: return "app://user/\(index)"
        }
    }

    @Test func randomCallsFromInsideLinksNeverHangAndEveryLinkEndsOnce() async throws {
        var random = SeededGenerator(seed: Self.seed)
        var done = 0
        var epochs = 0
        var tally = Tally()
        let start = ContinuousClock.now
        while done < Self.count {
            let links = min(Self.count - done, Int.random(in: 20...80, using: &random))
            guard try await epoch(links: links, random: &random, tally: &tally) else { return }
            done += links
            epochs += 1
        }
        #expect(epochs > 0)
        #expect(tally.callsInside > 0)
        print(
            "Re-entrancy soak: \(done) links, \(epochs) navigators in \(ContinuousClock.now - start); "
                + "\(tally.callsInside) calls from inside links returned, \(tally.handles) queued handles ended, "
                + "\(tally.resumed) links resumed, \(tally.dropped) parked links dropped")
    }

    /// What the soak did, for its summary line.
    struct Tally {
        var callsInside = 0
        var handles = 0
        var resumed = 0
        var dropped = 0
    }

    /// One navigator's life; `false` when a call hung (the watchdog has recorded it).
    func epoch(links: Int, random: inout SeededGenerator, tally: inout Tally) async throws -> Bool {
        let maxPending = Int.random(in: 2...8, using: &random)
        let configuration = NavigatorConfiguration(
            pendingLifetime: nil, maxPending: maxPending,
            overlap: Bool.random(using: &random) ? .replace : .wait,
            resumePolicy: [.first, .latest, .all].randomElement(using: &random) ?? .first)
        let app = try ReentrantApp(configuration: configuration)
        let readyAt = Int.random(in: 0..<max(1, links / 4), using: &random)
        var running: [Task<LinkOutcome, Never>] = []

        for index in 0..<links {
            if index == readyAt {
                guard await withWatchdog("ready()", { _ = try? await app.navigator.ready() }) != nil else {
                    return false
                }
            }
            if Int.random(in: 0..<5, using: &random) == 0 { app.signedIn.toggle() }
            let link = Self.randomLink(index, using: &random)
            let source = Self.sources.randomElement(using: &random) ?? .inApp
            if Bool.random(using: &random) || !app.navigator.isReady {
                running.append(Task { await app.open(link, source: source) })
            } else {
                guard await withWatchdog("open \(link)", { await app.open(link, source: source) }) != nil else {
                    return false
                }
            }
            if Int.random(in: 0..<10, using: &random) == 0 {
                guard await withWatchdog("settled()", { await app.navigator.settled() }) != nil else { return false }
            }
            #expect(app.navigator.redirectedCount <= maxPending)
            #expect(app.navigator.waitingForTabsCount <= maxPending)
            #expect(app.navigator.pendingCount <= maxPending)
        }

        // Outside every link: ready, show the tabs, resume, settle; then everything has ended.
        guard await withWatchdog("ready() at the end", { _ = try? await app.navigator.ready() }) != nil,
            // Showing the root is the app's change: no link opened meanwhile may replace it.
            await withWatchdog("showRoot at the end", { _ = try await app.navigator.showRoot(ReentrantApp.tabs) })
                != nil
        else { return false }
        for task in running {
            guard await withWatchdog("an open in a burst", { await task.value }) != nil else { return false }
        }
        app.signedIn = true
        guard await withWatchdog("resumeRedirected() at the end", { await app.navigator.resumeRedirected() }) != nil,
            await withWatchdog("settled() at the end", { await app.navigator.settled() }) != nil
        else { return false }
        for handle in app.handles {
            guard await withWatchdog("the outcome of \(handle)", { await handle.outcome() }) != nil else {
                return false
            }
        }
        guard await withWatchdog("settled() after the handles", { await app.navigator.settled() }) != nil else {
            return false
        }
        tally.callsInside += app.returned.count
        tally.handles += app.handles.count
        tally.resumed += app.resumed.values.reduce(0, +)
        tally.dropped += app.dropped.values.reduce(0, +)
        let broken = app.linksBreakingTheOneEndedRule()
        #expect(broken.isEmpty, "links not ending exactly once: \(broken.prefix(5))")
        #expect(app.navigator.pendingCount == 0 && app.navigator.waitingForTabsCount == 0)
        return broken.isEmpty
    }
}
