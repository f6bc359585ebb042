import Foundation
import Testing
import WaypointNavigation
import WaypointTesting

@testable import WaypointSwiftUI

/// The model against `HeadlessHost`: random links, in bursts and before `ready()`, through two
/// navigators, with the user swiping back, swiping sheets away and tapping tabs in between, and
/// a simulated view reporting presentations and dismissals, some late. After every link both
/// hosts ended it the same way in the same state, and the view never saw two presentation
/// changes in one update.
///
/// `WAYPOINT_SOAK_COUNT` sets the number of links (3,000 by default).
@Suite("SwiftUI model differential soak")
@MainActor
struct DifferentialSoakTests {
    static var count: Int {
        ProcessInfo.processInfo.environment["WAYPOINT_SOAK_COUNT"].flatMap { Int($0) } ?? 3_000
    }

    static let sources: [LinkSource] = [.inApp, .customScheme(sendingApp: nil), .notification, .widget]

    /// Counts of what the soak exercised, so that a soak that stopped exercising something fails.
    struct Tally {
        var links = 0
        var queuedBeforeReady = 0
        var userActions = 0
        var staleWrites = 0
        var linksThatWaited = 0
        var frames = 0
        var gesturesCompleted = 0
        var gesturesCancelled = 0
    }

    @Test(.timeLimit(.minutes(10)))
    func theModelFollowsTheHeadlessHostLinkByLink() async throws {
        var random = SeededGenerator(seed: 0x5_3317)
        var tally = Tally()
        let started = Date()
        while tally.links < Self.count {
            let run = try DifferentialRun(SoakRoutes.launchState, seed: random.next()) {
                try SoakRoutes.register(on: $0)
            }
            let failures = try await soak(
                run, links: min(Self.count - tally.links, Int.random(in: 100...400, using: &random)), &random, &tally)
            tally.frames += run.simulator.frames.count
            #expect(failures.isEmpty, "\(failures.prefix(3).joined(separator: "\n\n"))")
            #expect(run.simulator.violations.isEmpty, "\(run.simulator.violations.prefix(3))")
            #expect(run.model.timedOutTransitions == 0)
            if !failures.isEmpty || !run.simulator.violations.isEmpty { break }
        }
        let seconds = Date().timeIntervalSince(started)
        print(
            "SwiftUI soak: \(tally.links) links in \(String(format: "%.1f", seconds)) s,",
            "\(tally.queuedBeforeReady) before ready(), \(tally.userActions) user actions,",
            "\(tally.staleWrites) stale write-backs, \(tally.linksThatWaited) links waited for the view,",
            "\(tally.gesturesCompleted) gestures completed and \(tally.gesturesCancelled) cancelled around links,",
            "\(tally.frames) frames")
        if tally.links >= 1_000 {
            #expect(tally.queuedBeforeReady > 0 && tally.userActions > 0 && tally.staleWrites > 0)
            #expect(tally.linksThatWaited > 0)
            #expect(tally.gesturesCompleted > 0 && tally.gesturesCancelled > 0)
        }
    }

    /// One navigator pair's life; returns what differed.
    func soak(
        _ run: DifferentialRun, links total: Int, _ random: inout SeededGenerator, _ tally: inout Tally
    ) async throws -> [String] {
        var opened = 0
        var failures: [String] = []
        var gone: [NavigationModel.Layer] = []
        var oldStacks: [NavigationModel.Stack] = []
        func next(_ random: inout SeededGenerator) -> (String, LinkSource) {
            defer { opened += 1; tally.links += 1 }
            let link = (SoakRoutes.links.randomElement(using: &random) ?? "me") + "#\(tally.links)"
            return (link, Self.sources.randomElement(using: &random) ?? .inApp)
        }

        // Links before ready(): both navigators queue them and deliver them in order.
        let early = (0..<Int.random(in: 0...3, using: &random)).map { _ in next(&random) }
        for (link, source) in early {
            _ = await run.modelNavigator.open(link, source: source)
            _ = await run.headlessNavigator.open(link, source: source)
        }
        tally.queuedBeforeReady += early.count
        try await run.ready()
        failures += run.compare(early.map(\.0))

        while opened < total && failures.isEmpty {
            if Int.random(in: 0..<3, using: &random) == 0 {
                // The user acts once the screen is still, as a finger can.
                await run.modelNavigator.settled()
                await run.settle()
                if let stack = run.model.topContainer.activeStack { oldStacks.append(stack) }
                if let action = userAction(run, &random, gone: &gone) {
                    tally.userActions += 1
                    if run.model.state != run.headless.state {
                        failures.append("after \(action):\n\(run.model.state)\nheadless\n\(run.headless.state)")
                    }
                }
                if staleWrite(run, &random, gone: gone, oldStacks: oldStacks) {
                    tally.staleWrites += 1
                    if run.model.state != run.headless.state { failures.append("a stale write-back changed the model") }
                }
            }
            if run.model.transition != nil { tally.linksThatWaited += 1 }
            // Now and then the links arrive while a finger is on the screen: a back swipe or a
            // sheet drag that SwiftUI reports, through a write-back, only when it completes.
            let held =
                Int.random(in: 0..<4, using: &random) == 0
                ? (Bool.random(using: &random) ? run.simulator.beginBackSwipe() : run.simulator.beginSheetDrag()) : nil
            let burst = (0..<min(total - opened, Int.random(in: 1...4, using: &random))).map { _ in next(&random) }
            failures += await run.open(burst)
            if let held {
                if Bool.random(using: &random), await held.finish() {
                    tally.gesturesCompleted += 1
                    if let after = try? run.headless.state.applying(NavigationStep(held.step)) {
                        run.headless.reset(to: after)
                    }
                } else {
                    held.cancel()
                    tally.gesturesCancelled += 1
                }
                await run.modelNavigator.settled()
                if run.model.state != run.headless.state {
                    failures.append(
                        "after a gesture (\(held.step)):\n\(run.model.state)\nheadless\n\(run.headless.state)")
                }
            }
        }
        await run.settle()
        return failures
    }

    /// Does what a user does, on the model through its write-backs and on the headless host as
    /// the step it amounts to; `nil` when there was nothing to do.
    func userAction(
        _ run: DifferentialRun, _ random: inout SeededGenerator, gone: inout [NavigationModel.Layer]
    ) -> String? {
        let model = run.model
        let before = model.state
        let step: NavigationStep.Transition
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            guard let stack = model.topContainer.activeStack, !stack.path.isEmpty else { return nil }
            let keep = Int.random(in: 0..<stack.path.count, using: &random)
            model.viewDidChangePath(of: stack, to: Array(stack.path.prefix(keep)))
            step = .popTo(index: keep)
        case 1:
            guard let top = model.layers.last else { return nil }
            model.viewDidDismiss(top)
            gone.append(top)
            step = .dismiss(toLayer: model.layers.count)
        default:
            guard case .tabs(let tabs) = model.topContainer, let id = tabs.items.randomElement(using: &random)?.id
            else { return nil }
            model.viewDidSelectTab(id, in: tabs)
            step = .selectTab(id)
        }
        guard let after = try? before.applying(NavigationStep(step)) else { return "\(step) (did not fit)" }
        run.headless.reset(to: after)
        return "\(step)"
    }

    /// Writes back late, for a layer or a stack no longer shown, or the value already shown;
    /// `false` when there was nothing to write.
    func staleWrite(
        _ run: DifferentialRun, _ random: inout SeededGenerator, gone: [NavigationModel.Layer],
        oldStacks: [NavigationModel.Stack]
    ) -> Bool {
        let model = run.model
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            guard let layer = gone.randomElement(using: &random), !model.layers.contains(where: { $0 === layer }) else {
                return false
            }
            model.viewDidDismiss(layer)
        case 1:
            guard let stack = oldStacks.randomElement(using: &random), !model.shows(stack) else { return false }
            model.viewDidChangePath(of: stack, to: [])
        default:
            guard let stack = model.topContainer.activeStack else { return false }
            model.viewDidChangePath(of: stack, to: stack.path)
        }
        return true
    }
}
