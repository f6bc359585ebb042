import Observation
import WaypointNavigation
import WaypointTesting

@testable import WaypointSwiftUI

/// Draws a ``NavigationModel`` the way SwiftUI does, without SwiftUI: changes made in one
/// main-actor turn are drawn together in the next (one frame per update), and each frame checks
/// what UIKit would refuse underneath — two presentation changes in one update, or a change while
/// the previous one is still animating. It is the model's `LayerChangePerformer`, as
/// `NavigationRoot` is, and reports back as SwiftUI would, some reports late: a dismissal from
/// `onDismiss`; a presentation from `onAppear` first and, once the animation has run, from the
/// transaction's completion (at once, before the frame, for a change made without animation).
@MainActor
final class ViewSimulator {
    let model: NavigationModel
    /// Every state drawn, oldest first.
    private(set) var frames: [NavigationState] = []
    /// What UIKit would have refused, one line each.
    private(set) var violations: [String] = []
    /// Reports not sent yet: a presentation or dismissal still animating.
    private(set) var animating = 0
    /// Reports sent after the model had moved on to waiting for them.
    private(set) var reportsSent = 0
    /// Whether the simulator still reports; a view that never reports tests the time-out.
    var reports = true
    /// How long a presentation animates after its layer appeared.
    var animationDuration = Duration.zero

    private var shownLayers: [ObjectIdentifier]
    private var random: SeededGenerator
    private let maxLateness: Int
    /// The completions of animated layer changes made since the last frame, and whether the
    /// last change made since then was animated (a sheet animates unless told otherwise).
    private var pendingCompletions: [@MainActor () -> Void] = []
    private var pendingAnimated = true

    /// A simulator drawing `model`; `maxLateness` bounds how late a report comes (0: in the
    /// frame that shows the change).
    init(_ model: NavigationModel, seed: UInt64 = 1, maxLateness: Int = 3) {
        self.model = model
        self.random = SeededGenerator(seed: seed)
        self.maxLateness = maxLateness
        shownLayers = model.layers.map(ObjectIdentifier.init)
        frames = [model.state]
        track()
        model.layerChangePerformer = { [weak self] animated, change, completion in
            change()
            guard let self else { return }
            pendingAnimated = animated
            guard reports else { return }
            // SwiftUI runs the completion of a change without animation right after the change.
            if animated { pendingCompletions.append(completion) } else { completion() }
        }
    }

    /// Reads everything a view reads, and draws the next frame when any of it changes.
    private func track() {
        withObservationTracking {
            _ = model.state
        } onChange: { [weak self] in
            Task { @MainActor in self?.draw() }
        }
    }

    /// One update: draw what the model holds now and report what changed.
    private func draw() {
        track()
        let state = model.state
        frames.append(state)
        let layers = model.layers
        let now = layers.map(ObjectIdentifier.init)
        let kept = zip(shownLayers, now).prefix { $0 == $1 }.count
        let dismissed = shownLayers.count - kept
        let presented = now.count - kept
        if dismissed > 0 || presented > 0 {
            if animating > 0 {
                violations.append("layers changed while a transition was animating:\n\(state)")
            }
            if dismissed > 0 && presented > 0 {
                violations.append("a dismissal and a presentation in one update:\n\(state)")
            }
            if presented > 1 {
                violations.append("\(presented) layers presented in one update:\n\(state)")
            }
        }
        shownLayers = now
        let completions = pendingCompletions
        let animates = pendingAnimated
        pendingCompletions = []
        pendingAnimated = true
        if dismissed > 0 {
            report { model in
                model.viewDidFinishDismissal(at: kept)
                // A dismissal's completion means nothing to the model; SwiftUI runs it anyway.
                if presented == 0 {
                    for completion in completions { completion() }
                }
            }
        }
        if presented > 0 {
            let appeared = Array(layers[kept...])
            report(
                { model in
                    for layer in appeared { model.viewDidShow(layer) }
                }, animates: animates, thenAfterAnimation: completions)
        }
    }

    /// Sends a report now or a few turns later; when the change `animates`, the animation runs
    /// on after it (the change still counts as animating), then `completions` follow.
    private func report(
        _ send: @escaping @MainActor (NavigationModel) -> Void, animates: Bool = false,
        thenAfterAnimation completions: [@MainActor () -> Void] = []
    ) {
        guard reports else { return }
        animating += 1
        let lateness = maxLateness == 0 ? 0 : Int.random(in: 0...maxLateness, using: &random)
        let sleeps = Int.random(in: 0..<8, using: &random) == 0
        guard lateness > 0 || sleeps || animates || !completions.isEmpty else {
            animating -= 1
            reportsSent += 1
            send(model)
            return
        }
        let animationTurns = Int.random(in: 1...max(1, maxLateness), using: &random)
        Task { @MainActor in
            if sleeps {
                try? await Task.sleep(for: .milliseconds(1))
            }
            for _ in 0..<lateness { await Task.yield() }
            send(model)
            if animates {
                if animationDuration > .zero {
                    try? await Task.sleep(for: animationDuration)
                }
                for _ in 0..<animationTurns { await Task.yield() }
            }
            for completion in completions { completion() }
            animating -= 1
            reportsSent += 1
        }
    }
}
