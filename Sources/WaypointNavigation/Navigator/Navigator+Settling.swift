extension Navigator {
    /// Returns once no link is running and nothing moves on screen: the links opened before the
    /// call have ended (links still waiting for ``ready()`` do not count) and the host has
    /// settled (no transition runs, no gesture is under the user's finger).
    ///
    /// App code and tests act on the screen after it instead of sleeping:
    ///
    /// ```swift
    /// Task { await navigator.open("photofeed://comments:7") }
    /// await navigator.settled()
    /// #expect(host.state.topScreen == Screen("comments", ["mediaId": "7"]))
    /// ```
    ///
    /// It first lets the tasks already waiting for the main actor run, so that a link a `Task`
    /// has just been given counts as opened before it. It then takes its turn behind the running
    /// link and the links already waiting, as a link would, but never replaces them, whatever
    /// ``NavigatorConfiguration/overlap`` says.
    ///
    /// Called from a guard, an action or the host while a link runs, it returns once the host
    /// has settled: the running link is the caller's own, and waiting for it would never end.
    public func settled() async {
        if isInsideRunningLink {
            await host.settle()
            return
        }
        await Task.yield()
        while true {
            guard isBusy else {
                await host.settle()
                if !isBusy { return }
                continue
            }
            // A turn of its own: the host settles with no link starting meanwhile.
            guard await withCheckedContinuation({ waiting.append(.task($0)) }) else { continue }
            await holding { await host.settle() }
            release()
            return
        }
    }
}
