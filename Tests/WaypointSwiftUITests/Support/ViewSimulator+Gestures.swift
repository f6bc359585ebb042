import WaypointNavigation

@testable import WaypointSwiftUI

/// A user's back swipe or sheet drag, held under the finger until the test lifts it. SwiftUI tells
/// the model nothing while the finger moves: a gesture that completes writes back through the
/// binding in the update after the finger lifts, and one the user abandons writes nothing.
@MainActor
final class HeldGesture {
    /// What the gesture does when it completes, as a step of the headless host.
    let step: NavigationStep.Transition
    private let isUnderFinger: @MainActor () -> Bool
    private let writeBack: @MainActor () -> Void
    private(set) var ended = false

    init(
        _ step: NavigationStep.Transition, isUnderFinger: @escaping @MainActor () -> Bool,
        writeBack: @escaping @MainActor () -> Void
    ) {
        self.step = step
        self.isUnderFinger = isUnderFinger
        self.writeBack = writeBack
    }

    /// The finger lifts past the threshold: the binding writes back in the next update. A
    /// gesture whose screen a link has meanwhile covered or removed was interrupted and writes
    /// nothing; returns whether it wrote back.
    @discardableResult
    func finish() async -> Bool {
        guard !ended else { return false }
        ended = true
        guard isUnderFinger() else { return false }
        await Task.yield()
        writeBack()
        return true
    }

    /// The finger lifts short of the threshold: the screen springs back, nothing is written.
    func cancel() { ended = true }
}

extension ViewSimulator {
    /// The user starts swiping back on the top-most stack; `nil` when it shows only its root.
    /// Completing pops the screen under the finger and any pushed above it meanwhile.
    func beginBackSwipe() -> HeldGesture? {
        guard let stack = model.topContainer.activeStack, !stack.path.isEmpty else { return nil }
        let keep = stack.path.count - 1
        return HeldGesture(
            .popTo(index: keep),
            isUnderFinger: { [model] in model.topContainer.activeStack === stack && stack.path.count > keep },
            writeBack: { [model] in model.viewDidChangePath(of: stack, to: Array(stack.path.prefix(keep))) })
    }

    /// The user starts dragging the top-most sheet down; `nil` when none is presented.
    func beginSheetDrag() -> HeldGesture? {
        guard let layer = model.layers.last else { return nil }
        let depth = model.layers.count - 1
        return HeldGesture(
            .dismiss(toLayer: depth), isUnderFinger: { [model] in model.layers.last === layer },
            writeBack: { [model] in model.viewDidDismiss(layer) })
    }

    /// The user taps the tab `id` of the top-most tab bar: the selection writes back in the next
    /// update. `false` when the top-most container has no such tab.
    func tapTab(_ id: String) async -> Bool {
        guard case .tabs(let tabs) = model.topContainer, tabs.contains(id) else { return false }
        await Task.yield()
        model.viewDidSelectTab(id, in: tabs)
        return true
    }
}
