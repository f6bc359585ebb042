/// Which turn of which navigator the current task runs in: set while a navigator holds itself
/// to run a link or change the screen, so that a guard, an action or the host calling back
/// into it is recognised and never waits for the turn it runs in.
enum RunningLink {
    @TaskLocal static var turn: Turn?
}

/// One hold of one navigator.
struct Turn: Sendable, Equatable {
    let navigator: ObjectIdentifier
    let number: Int
}

extension Navigator {
    /// Whether the caller runs inside the link (or the root change, or the redirect take-away)
    /// holding this navigator now. A task started inside a link inherits its turn, and counts
    /// as outside once that turn has ended.
    var isInsideRunningLink: Bool {
        guard let turn = RunningLink.turn, turn.navigator == ObjectIdentifier(self), isBusy else { return false }
        return heldTurn == turn.number
    }

    /// Runs `body` as a new turn of the navigator this task holds: what `body` calls back into
    /// the navigator sees itself inside that turn.
    func holding<Result>(_ body: () async -> Result) async -> Result {
        lastTurn += 1
        let turn = Turn(navigator: ObjectIdentifier(self), number: lastTurn)
        heldTurn = turn.number
        return await RunningLink.$turn.withValue(turn) { await body() }
    }

    /// Runs `work` holding the navigator once the running link ends, behind the links and tasks
    /// already waiting.
    func runAfterRunningLink(_ work: @escaping @MainActor () async -> Void) {
        waiting.append(.job(work))
    }
}
