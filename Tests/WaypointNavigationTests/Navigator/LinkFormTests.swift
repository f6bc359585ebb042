import Testing
import WaypointNavigation

/// `app://x` pushes, `app:///x` pops to the root first, `animated` is reserved.
@Suite("Link forms and flags")
@MainActor
struct LinkFormTests {
    let host: HeadlessHost
    let navigator: Navigator

    init() throws {
        host = HeadlessHost(
            NavigationState(
                root: .stack([Screen("home"), Screen("a")]),
                layers: [PresentedLayer(.screen(Screen("sheet")), style: .pageSheet)]))
        navigator = Navigator(schemes: ["app"], host: host)
        try navigator.register("/foobar", .screen("foobar", presentation: .push))
    }

    @Test func hostFormPushesOnWhatIsOnTop() async throws {
        try await navigator.ready()
        let outcome = await navigator.open("app://foobar", source: .customScheme(sendingApp: nil))
        #expect(outcome == .navigated(NavigationPlan(steps: [fallback(animated: true)], decision: .built)))
        #expect(
            host.state.render() == """
                stack
                  home
                  a
                presented pageSheet
                  sheet
                presented automatic (close button)
                  stack
                    foobar  <- top
                """)
    }

    @Test func emptyHostFormResetsToRootFirst() async throws {
        try await navigator.ready()
        let outcome = await navigator.open("app:///foobar")
        let expected = NavigationPlan(
            steps: [
                NavigationStep(.dismiss(toLayer: 0)), NavigationStep(.popTo(index: 0)),
                NavigationStep(.push(Screen("foobar"))),
            ],
            decision: .built)
        #expect(outcome == .navigated(expected))
        #expect(
            host.state.render() == """
                stack
                  home
                  foobar  <- top
                """)
    }

    @Test(arguments: [
        ("app:///foobar?animated=0", false), ("app:///foobar?animated=false", false),
        ("app:///foobar?animated=1", true), ("app:///foobar?animated=true", true), ("app:///foobar", true),
    ])
    func animatedFlagSetsEveryStep(link: String, animated: Bool) async throws {
        try await navigator.ready()
        guard case .navigated(let plan) = await navigator.open(link) else {
            Issue.record("expected a navigation")
            return
        }
        #expect(plan.steps.count == 3)
        #expect(plan.steps.allSatisfy { $0.animated == animated })
        #expect(host.state.topScreen == Screen("foobar"))
    }

    /// The host form carries the flag only in its query, the one thing that says it may.
    @Test(arguments: [
        ("app://foobar?animated=0", false), ("app://foobar?x=1&animated=false", false),
        ("app://foobar?animated=1", true), ("app://foobar", true),
    ])
    func animatedFlagInTheHostForm(link: String, animated: Bool) async throws {
        try await navigator.ready()
        guard case .navigated(let plan) = await navigator.open(link) else {
            Issue.record("expected a navigation")
            return
        }
        #expect(plan.steps == [fallback(animated: animated)])
    }

    private func fallback(animated: Bool) -> NavigationStep {
        NavigationStep(
            .present(PresentedLayer(.stack([Screen("foobar")]), hasCloseButton: true)), animated: animated)
    }
}
