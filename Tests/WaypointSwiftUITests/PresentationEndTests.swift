import Testing
import WaypointNavigation

@testable import WaypointSwiftUI

/// When a presentation counts as finished: once its layer appeared and the animation presenting
/// it completed, or at the time-out; never on its appearance alone, which SwiftUI reports while
/// the sheet still animates.
@Suite("The end of a presentation")
@MainActor
struct PresentationEndTests {
    @Test
    func aLayerThatAppearedIsStillBeingPresented() async throws {
        let model = NavigationModel(Fixture.tabs(), transitionTimeout: Fixture.patient)
        var finished: [String] = []
        let present = Task {
            try await model.apply(NavigationStep(.present(Fixture.sheet(Screen("settings")))))
            finished.append("present")
        }
        await yield()
        let push = Task {
            try await model.apply(NavigationStep(.push(Screen("privacy"))))
            finished.append("push")
        }
        let sheet = try #require(model.layers.first)
        model.viewDidShow(sheet)
        await yield()
        // The sheet is up but still animating: the push onto it waits.
        #expect(finished.isEmpty)
        #expect(model.transition != nil)
        #expect(model.state.topScreen == Screen("settings"))

        model.viewDidFinishPresentation(of: sheet)
        try await present.value
        try await push.value
        #expect(finished == ["present", "push"])
        #expect(model.state.topScreen == Screen("privacy"))
        #expect(model.timedOutTransitions == 0)
    }

    /// SwiftUI runs the completion of a change without animation before the sheet appears; the
    /// presentation then ends with the appearance.
    @Test(arguments: [true, false])
    func aPresentationEndsWithTheLaterOfItsTwoReports(appearsFirst: Bool) async throws {
        let model = NavigationModel(Fixture.tabs(), transitionTimeout: Fixture.patient)
        let present = Task { try await model.apply(NavigationStep(.present(Fixture.sheet(Screen("settings"))))) }
        await yield()
        let sheet = try #require(model.layers.first)
        if appearsFirst {
            model.viewDidShow(sheet)
        } else {
            model.viewDidFinishPresentation(of: sheet)
        }
        #expect(model.transition != nil)
        if appearsFirst {
            model.viewDidFinishPresentation(of: sheet)
        } else {
            model.viewDidShow(sheet)
        }
        #expect(model.transition == nil)
        try await present.value
        #expect(model.timedOutTransitions == 0)
    }

    @Test
    func aSecondSheetWaitsForTheFirstSheetsAnimationNotItsAppearance() async throws {
        let model = NavigationModel(Fixture.tabs(), transitionTimeout: Fixture.patient)
        let simulator = ViewSimulator(model, maxLateness: 0)
        simulator.animationDuration = .milliseconds(30)
        let navigator = Navigator(schemes: ["photofeed"], host: model)
        try navigator.register("settings", .screen("settings", presentation: .modal(.pageSheet, embedInStack: true)))
        try navigator.register("help", .screen("help", presentation: .modal(.formSheet, embedInStack: true)))
        try await navigator.ready()

        #expect(await navigator.open("settings").isNavigated)
        #expect(await navigator.open("help").isNavigated)
        await yield()
        #expect(simulator.violations.isEmpty, "\(simulator.violations)")
        #expect(model.state.layers.count == 2)
        #expect(model.timedOutTransitions == 0)
    }

    @Test(.timeLimit(.minutes(1)))
    func aLostCompletionCostsTheTimeOutAndALateOneEndsNothingElse() async throws {
        let model = NavigationModel(Fixture.tabs(), transitionTimeout: .milliseconds(30))
        let first = Task { try await model.apply(NavigationStep(.present(Fixture.sheet(Screen("settings"))))) }
        await yield()
        let settings = try #require(model.layers.first)
        model.viewDidShow(settings)
        try await first.value
        #expect(model.timedOutTransitions == 1)

        let second = Task { try await model.apply(NavigationStep(.present(Fixture.sheet(Screen("help"))))) }
        await yield()
        let help = try #require(model.layers.last)
        model.viewDidShow(help)
        // The first sheet's completion, after its time-out, does not end the second's wait.
        model.viewDidFinishPresentation(of: settings)
        #expect(model.transition != nil)
        model.viewDidFinishPresentation(of: help)
        try await second.value
        #expect(model.timedOutTransitions == 1)
    }

    @Test
    func thePerformerMakesEachLayerChangeAnimatedAsTheStepSays() async throws {
        let model = NavigationModel(Fixture.tabs(), transitionTimeout: .zero)
        var changes: [(animated: Bool, layersBefore: Int, layersAfter: Int)] = []
        model.layerChangePerformer = { animated, change, _ in
            let before = model.layers.count
            change()
            changes.append((animated, before, model.layers.count))
        }
        try await model.apply(NavigationStep(.present(Fixture.sheet(Screen("settings"))), animated: false))
        try await model.apply(NavigationStep(.present(Fixture.sheet(Screen("help")))))
        try await model.apply(NavigationStep(.dismiss(toLayer: 0), animated: false))
        #expect(changes.map(\.animated) == [false, true, false])
        #expect(changes.map(\.layersBefore) == [0, 1, 2])
        #expect(changes.map(\.layersAfter) == [1, 2, 0])
    }

    /// However often a performer runs the change, the model makes it exactly once.
    @Test(arguments: [0, 1, 2])
    func theChangeIsMadeOnceWhateverThePerformerDoes(runs: Int) async throws {
        let model = NavigationModel(Fixture.tabs(), transitionTimeout: .zero)
        model.layerChangePerformer = { _, change, _ in
            for _ in 0..<runs { change() }
        }
        try await model.apply(NavigationStep(.present(Fixture.sheet(Screen("settings")))))
        #expect(model.state == Fixture.tabs(layers: [Fixture.sheet(Screen("settings"))]))
    }

    @Test
    func theCompletionThePerformerIsGivenEndsThePresentation() async throws {
        let model = NavigationModel(Fixture.tabs(), transitionTimeout: Fixture.patient)
        var completions: [@MainActor () -> Void] = []
        model.layerChangePerformer = { _, change, completion in
            change()
            completions.append(completion)
        }
        let present = Task { try await model.apply(NavigationStep(.present(Fixture.sheet(Screen("settings"))))) }
        await yield()
        let sheet = try #require(model.layers.first)
        model.viewDidShow(sheet)
        #expect(model.transition != nil)
        try #require(completions.count == 1)
        completions[0]()
        try await present.value
        #expect(model.transition == nil && model.timedOutTransitions == 0)
    }
}
