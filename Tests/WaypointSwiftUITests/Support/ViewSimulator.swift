import Observation
import WaypointNavigation
import WaypointTesting

@testable import WaypointSwiftUI

/// Draws a ``NavigationModel`` the way SwiftUI does, without SwiftUI: changes made in one
/// main-actor turn are drawn together in the next (one frame per update), and each frame checks
/// what UIKit would refuse underneath — two presentation changes in one update, or a change while
/// the previous one is still animating. Presentations and dismissals are reported back to the
/// model as `onAppear` and `onDismiss` would, some of them late.
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

    private var shownLayers: [ObjectIdentifier]
    private var random: SeededGenerator
    private var isScheduled = false
    private let maxLateness: Int

    /// A simulator drawing `model`; `maxLateness` bounds how late a report comes (0: in the
    /// frame that shows the change).
    init(_ model: NavigationModel, seed: UInt64 = 1, maxLateness: Int = 3) {
        self.model = model
        self.random = SeededGenerator(seed: seed)
        self.maxLateness = maxLateness
        shownLayers = model.layers.map(ObjectIdentifier.init)
        frames = [model.state]
        track()
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
        if dismissed > 0 {
            report { $0.viewDidFinishDismissal(at: kept) }
        }
        for layer in layers[kept...] {
            report { $0.viewDidFinishPresentation(of: layer) }
        }
    }

    /// Sends a report now or a few turns later, as the animation ends.
    private func report(_ send: @escaping @MainActor (NavigationModel) -> Void) {
        guard reports else { return }
        animating += 1
        let lateness = maxLateness == 0 ? 0 : Int.random(in: 0...maxLateness, using: &random)
        let sleeps = Int.random(in: 0..<8, using: &random) == 0
        guard lateness > 0 || sleeps else {
            animating -= 1
            reportsSent += 1
            send(model)
            return
        }
        Task { @MainActor in
            if sleeps {
                try? await Task.sleep(for: .milliseconds(1))
            }
            for _ in 0..<lateness { await Task.yield() }
            animating -= 1
            reportsSent += 1
            send(model)
        }
    }
}
