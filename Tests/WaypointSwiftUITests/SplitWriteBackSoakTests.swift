import Foundation
import Testing
import WaypointNavigation
import WaypointTesting

@testable import WaypointSwiftUI

/// Split views with the user in between: random split links on the model, drawn by a simulated
/// view, and on a headless host, with random write-backs between them — sidebar taps, back
/// swipes in the detail column, going back in a collapsed split, hiding columns, taps outside a
/// popover. After each write-back the headless host starts from the model's state; after each
/// link both hosts ended it alike in the same state.
@Suite("SwiftUI model: split views with the user in between")
@MainActor
struct SplitWriteBackSoakTests {
    /// What the soak did, so that a soak that stopped doing something fails.
    struct Tally {
        var links = 0
        var navigated = 0
        var writeBacks = 0
        var writesThatChanged = 0
    }

    @Test(.timeLimit(.minutes(2)), arguments: SplitConformance.launchStates.indices)
    func linksAfterWriteBacksPlanAsOnAHeadlessHost(launch: Int) async throws {
        let state = SplitConformance.launchStates[launch]
        var random = SeededGenerator(seed: 0x5B_1700 + UInt64(launch))
        let model = NavigationModel(state, transitionTimeout: Fixture.patient)
        let simulator = ViewSimulator(model, seed: random.next(), maxLateness: 2)
        let headless = HeadlessHost(state)
        let navigator = try SplitConformance.makeNavigator(host: model)
        let reference = try SplitConformance.makeNavigator(host: headless)
        try await navigator.ready()
        try await reference.ready()
        var tally = Tally()
        for _ in 0..<800 {
            if Int.random(in: 0..<3, using: &random) == 0 {
                let before = model.state
                writeBack(on: model, &random)
                await model.settle()
                tally.writeBacks += 1
                if model.state != before { tally.writesThatChanged += 1 }
                // What the user left is a state the model shows as it is.
                #expect(NavigationModel(model.state, transitionTimeout: .zero).state == model.state)
                headless.reset(to: model.state)
            } else {
                let (link, source) = SplitConformance.randomLinks.next(using: &random)
                let outcome = await navigator.open(link, source: source)
                let expected = await reference.open(link, source: source)
                tally.links += 1
                if case .navigated = outcome { tally.navigated += 1 }
                #expect(outcome == expected, "\(link) from\n\(headless.state)")
                #expect(model.state == headless.state, "\(link)")
                if outcome != expected || model.state != headless.state { break }
            }
        }
        print(
            "Split soak from launch state \(launch): \(tally.links) links, \(tally.navigated) navigated,",
            "\(tally.writeBacks) write-backs, \(tally.writesThatChanged) changed the state")
        #expect(simulator.violations.isEmpty, "\(simulator.violations.prefix(3))")
        #expect(tally.navigated > 100 && tally.writesThatChanged > 50, "\(tally)")
    }

    /// One thing the user does, on what the model shows now.
    func writeBack(on model: NavigationModel, _ random: inout SeededGenerator) {
        if let popover = model.layers.last, popover.presentation == .popover, Bool.random(using: &random) {
            model.viewDidDismiss(popover)  // a tap outside
            return
        }
        guard model.layers.isEmpty, case .split(let split) = model.root else {
            if let top = model.layers.last { model.viewDidDismiss(top) }
            return
        }
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            model.viewDidSelectItem((split.items + ["trash"]).randomElement(using: &random), in: split)
        case 1:
            let path = split.detail.path
            model.viewDidChangePath(
                of: split.detail, to: Array(path.prefix(Int.random(in: 0...path.count, using: &random))))
        case 2:
            let column = SplitView.Column.allCases.randomElement(using: &random) ?? .sidebar
            model.viewDidShowCompactColumn(column, in: split)
        case 3:
            let visibility = SplitColumnVisibility.allCases.randomElement(using: &random) ?? .automatic
            model.viewDidChangeColumnVisibility(visibility, in: split)
        default:
            let path = split.sidebar.path
            model.viewDidChangePath(of: split.sidebar, to: Array(path.dropLast()))
        }
    }
}
