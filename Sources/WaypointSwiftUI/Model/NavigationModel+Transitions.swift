@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension NavigationModel {
    /// A presentation change the view has yet to report finished.
    struct RunningTransition {
        /// What changed.
        enum Kind: Equatable {
            /// This layer was presented.
            case presentation(ObjectIdentifier)
            /// The layers at these depths were dismissed.
            case dismissal(depths: Range<Int>)
        }

        let kind: Kind
        /// The transition's number, for its time-out.
        let number: Int
        /// Ends the transition if the view never reports it.
        let timeout: Task<Void, Never>?
        /// What waits for the transition to end.
        var waiters: [CheckedContinuation<Void, Never>] = []
        /// For a presentation: whether the layer appeared, and whether the animation that
        /// presents it completed. It ends when both are true.
        var hasAppeared = false
        var hasCompleted = false
    }

    // MARK: Reports from the view

    /// Reports that the dismissal of the layer at `depth` (its index in ``layers`` while it was
    /// shown) has finished: call it from `.sheet(onDismiss:)` and `.fullScreenCover(onDismiss:)`.
    ///
    /// Any layer of a dismissal counts, as SwiftUI dismisses them in one transition. A report
    /// that matches no running dismissal (late, twice, or for a depth it did not dismiss) is
    /// ignored.
    public func viewDidFinishDismissal(at depth: Int) {
        guard case .dismissal(let depths)? = transition?.kind, depths.contains(depth) else { return }
        endTransition()
    }

    /// Reports that `layer` appeared: call it from the layer's `onAppear`.
    ///
    /// SwiftUI calls `onAppear` before the sheet's presentation animation has ended, so this
    /// alone does not end the presentation: it ends once the animation has also completed
    /// (``viewDidFinishPresentation(of:)``). A report for a layer that is not the one being
    /// presented is ignored.
    public func viewDidShow(_ layer: Layer) {
        guard transition?.kind == .presentation(ObjectIdentifier(layer)) else { return }
        transition?.hasAppeared = true
        endPresentationIfDone()
    }

    /// Reports that the animation presenting `layer` has completed: the ``LayerChangePerformer``
    /// calls it through the completion it is given (`NavigationRoot`'s performer calls it from
    /// the transaction's animation completion).
    ///
    /// The presentation ends once the layer has also appeared (``viewDidShow(_:)``): SwiftUI
    /// runs the completion of a change that creates no animation (one made with
    /// `animated: false`) right after the change, before the sheet is even drawn. A report for a
    /// layer that is not the one being presented is ignored.
    public func viewDidFinishPresentation(of layer: Layer) {
        guard transition?.kind == .presentation(ObjectIdentifier(layer)) else { return }
        transition?.hasCompleted = true
        endPresentationIfDone()
    }

    /// Ends the running presentation once it has both appeared and completed.
    private func endPresentationIfDone() {
        guard let transition, transition.hasAppeared, transition.hasCompleted else { return }
        endTransition()
    }

    // MARK: Waiting

    /// Starts waiting for the view to report `kind`. A change that starts while another runs
    /// (a sheet the user swipes away while one is presented) ends the earlier wait: whatever
    /// waited for it now waits for the new one.
    func beginTransition(_ kind: RunningTransition.Kind) {
        endTransition()
        guard transitionTimeout > .zero else { return }
        transitionCount += 1
        let number = transitionCount
        let timeout = Task { [weak self, transitionTimeout] in
            try? await Task.sleep(for: transitionTimeout)
            guard !Task.isCancelled else { return }
            self?.timeOut(number)
        }
        transition = RunningTransition(kind: kind, number: number, timeout: timeout)
    }

    /// Returns once no presentation change is running.
    func waitForRunningTransition() async {
        while transition != nil {
            await withCheckedContinuation { transition?.waiters.append($0) }
        }
    }

    /// Ends the running transition, letting everything that waited for it go on.
    private func endTransition() {
        guard let ended = transition else { return }
        transition = nil
        ended.timeout?.cancel()
        for waiter in ended.waiters {
            waiter.resume()
        }
    }

    /// Ends transition `number` if the view still has not reported it.
    private func timeOut(_ number: Int) {
        guard transition?.number == number else { return }
        timedOutTransitions += 1
        endTransition()
    }
}
