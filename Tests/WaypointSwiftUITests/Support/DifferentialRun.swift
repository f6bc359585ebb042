import WaypointNavigation
import WaypointTesting

@testable import WaypointSwiftUI

/// The same links through two navigators, one over a ``NavigationModel`` drawn by a
/// ``ViewSimulator`` and one over a `HeadlessHost`, recording after every link the outcome and
/// the state each host reached.
@MainActor
final class DifferentialRun {
    let model: NavigationModel
    let simulator: ViewSimulator
    let headless: HeadlessHost
    let modelNavigator: Navigator
    let headlessNavigator: Navigator
    /// Per link, in the order the links ended: outcome and state.
    private(set) var modelEnds: [String: (LinkOutcome, NavigationState)] = [:]
    private(set) var headlessEnds: [String: (LinkOutcome, NavigationState)] = [:]

    init(
        _ state: NavigationState, seed: UInt64, maxLateness: Int = 3,
        register: (Navigator) throws -> Void
    ) throws {
        model = NavigationModel(state, transitionTimeout: Fixture.patient)
        simulator = ViewSimulator(model, seed: seed, maxLateness: maxLateness)
        headless = HeadlessHost(state)
        modelNavigator = Navigator(schemes: ["photofeed"], hosts: ["photofeed.example.com"], host: model)
        headlessNavigator = Navigator(schemes: ["photofeed"], hosts: ["photofeed.example.com"], host: headless)
        try register(modelNavigator)
        try register(headlessNavigator)
        modelNavigator.onEvent = { [unowned self] event in
            if case .ended(let outcome) = event.stage { modelEnds[event.link] = (outcome, model.state) }
        }
        headlessNavigator.onEvent = { [unowned self] event in
            if case .ended(let outcome) = event.stage { headlessEnds[event.link] = (outcome, headless.state) }
        }
    }

    /// Readies both navigators.
    func ready() async throws {
        try await modelNavigator.ready()
        try await headlessNavigator.ready()
    }

    /// Opens `links` on the model's navigator all at once (each waits for those before it) and
    /// one by one on the headless one; returns the links whose outcome or state differ.
    func open(_ links: [(String, LinkSource)]) async -> [String] {
        let tasks = links.map { link, source in
            Task { await modelNavigator.open(link, source: source).settled }
        }
        for (link, source) in links {
            _ = await headlessNavigator.open(link, source: source).settled
        }
        for task in tasks { _ = await task.value }
        return compare(links.map(\.0))
    }

    /// The links whose outcome or state differ between the two navigators.
    func compare(_ links: [String]) -> [String] {
        links.compactMap { link in
            guard let mine = modelEnds[link], let theirs = headlessEnds[link] else { return link + " (no end)" }
            guard mine.0 == theirs.0, mine.1 == theirs.1 else {
                return "\(link): model \(mine.0)\n\(mine.1)\nheadless \(theirs.0)\n\(theirs.1)"
            }
            return nil
        }
    }

    /// Waits until the simulator has sent every report it owes.
    func settle() async {
        for _ in 0..<10_000 where simulator.animating > 0 || model.transition != nil {
            try? await Task.sleep(for: .microseconds(200))
        }
    }
}
