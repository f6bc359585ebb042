import Testing
import WaypointNavigation
import WaypointTesting

/// The split-view cases of the host conformance harness: a headless host passes them, and a
/// host that gets a split step wrong or refuses it is caught.
@Suite("Split view host conformance")
@MainActor
struct SplitConformanceTests {
    @Test func aHeadlessHostPassesEveryCase() async throws {
        let checked = try await SplitConformance.check(randomCount: 100) { HeadlessHost($0) }
        #expect(checked == SplitConformance.launchStates.count * (SplitConformance.links.count + 100))
    }

    /// The fixed links reach every kind of answer, so the cases check more than one rule.
    @Test(arguments: SplitConformance.launchStates)
    func theFixedLinksReachEveryKindOfAnswer(state: NavigationState) async throws {
        let host = HeadlessHost(state)
        let navigator = try SplitConformance.makeNavigator(host: host)
        try await navigator.ready()
        var kinds: Set<String> = []
        var steps: Set<String> = []
        for link in SplitConformance.links {
            let outcome = await navigator.open(link)
            kinds.insert(String(outcome.description.prefix { $0 != ":" }))
            if case .navigated(let plan) = outcome {
                steps.formUnion(plan.steps.map { String($0.description.prefix { $0 != " " }) })
            }
        }
        #expect(kinds.isSuperset(of: ["navigated", "already showing", "failed"]), "\(kinds)")
        #expect(steps.isSuperset(of: ["select", "show", "push", "pop", "present", "dismiss"]), "\(steps)")
        let kindsShown = Set(
            host.appliedSteps.flatMap { step -> [String] in
                switch step.transition {
                case .push(let screen), .update(let screen): return [screen.kind]
                case .showColumn(_, let screens): return screens.map(\.kind)
                case .present(let layer): return layer.container.screens.map(\.kind)
                default: return []
                }
            })
        #expect(kindsShown.isSubset(of: SplitConformance.screenKinds), "\(kindsShown)")
    }

    struct Fault: Sendable, CustomTestStringConvertible {
        let name: String
        let fault: SplitFaultyHost.Fault
        var testDescription: String { name }
    }

    @Test(arguments: [
        Fault(name: "a selection that keeps the detail", fault: .keepsDetailOnSelect),
        Fault(name: "split steps refused", fault: .refusesSplitSteps),
        Fault(name: "a collapsed split read back as its detail stack", fault: .readsDetailAsStack),
    ])
    func aHostThatGetsASplitWrongIsCaught(_ fault: Fault) async {
        await #expect(throws: HostDivergence.self) {
            try await SplitConformance.check(randomCount: 50) { SplitFaultyHost($0, fault: fault.fault) }
        }
    }
}

/// A headless host with one split-view fault, for proving that the cases catch it.
@MainActor
final class SplitFaultyHost: NavigationHost {
    enum Fault: Sendable {
        /// Selects a sidebar item but leaves the detail stack as it was.
        case keepsDetailOnSelect
        /// Throws for every split step, as a host without split views does.
        case refusesSplitSteps
        /// Reports a split's detail stack as a plain stack.
        case readsDetailAsStack
    }

    private let inner: HeadlessHost
    private let fault: Fault

    init(_ state: NavigationState, fault: Fault) {
        inner = HeadlessHost(state)
        self.fault = fault
    }

    var state: NavigationState {
        guard fault == .readsDetailAsStack, case .split(let split) = inner.state.root, !split.detail.isEmpty else {
            return inner.state
        }
        return NavigationState(root: .stack(split.detail), layers: inner.state.layers)
    }

    func apply(_ step: NavigationStep) async throws(NavigationError) {
        switch (fault, step.transition) {
        case (.keepsDetailOnSelect, .selectItem(let id)):
            guard case .split(var split) = inner.state.root else { return try await inner.apply(step) }
            split.selection = id
            inner.reset(to: NavigationState(root: .split(split), layers: inner.state.layers))
        case (.refusesSplitSteps, .selectItem), (.refusesSplitSteps, .showColumn):
            throw .hostFailed(step, reason: "no split views here")
        default:
            try await inner.apply(step)
        }
    }

    func settle() async {}
}
