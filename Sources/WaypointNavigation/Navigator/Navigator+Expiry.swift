import Foundation

extension Navigator {
    /// Starts the one timer that ends the links of every queue — waiting for `ready()`, for
    /// tabs, or parked by a guard — once their pending lifetime has passed, so that nothing
    /// waits forever and no queue holds a task per link. It runs while any queue holds a link.
    ///
    /// The timer sleeps in real time but decides by the configuration's clock, so a test's fake
    /// clock decides when links expire, whatever the machine's load.
    func armExpiry() {
        guard expiryTimer == nil, let lifetime = Self.timedLifetime(configuration.pendingLifetime) else { return }
        expiryTimer = Task { [weak self] in
            var wait = lifetime
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(wait))
                guard let self else { return }
                guard let next = self.expireOverdue() else {
                    self.expiryTimer = nil
                    return
                }
                wait = next
            }
        }
    }

    /// A lifetime the timer can wait for: `nil` for none, or one too long for a `Duration`,
    /// which is as good as none.
    static func timedLifetime(_ lifetime: TimeInterval?) -> TimeInterval? {
        guard let lifetime, lifetime.isFinite, lifetime < 1e9 else { return nil }
        return max(0, lifetime)
    }

    /// Ends every waiting link older than the pending lifetime; returns how long to sleep before
    /// the next check, or `nil` when no queue holds a link (or links no longer expire).
    func expireOverdue() -> TimeInterval? {
        guard let lifetime = Self.timedLifetime(configuration.pendingLifetime) else { return nil }
        let now = configuration.now()
        func overdue(_ openedAt: Date) -> Bool { now.timeIntervalSince(openedAt) > lifetime }

        let stalePending = pending.filter { overdue($0.openedAt) }
        pending.removeAll { overdue($0.openedAt) }
        let staleWaiting = waitingForTabs.filter { overdue($0.openedAt) }
        waitingForTabs.removeAll { overdue($0.openedAt) }
        let staleParked = parked.filter { overdue($0.parkedAt) }
        parked.removeAll { overdue($0.parkedAt) }
        for link in stalePending + staleWaiting {
            link.finish(end(.cancelled(.expired), link.link, link.source))
        }
        for link in staleParked { drop(link, .expired) }

        let oldest = (pending.map(\.openedAt) + waitingForTabs.map(\.openedAt) + parked.map(\.parkedAt)).min()
        guard let oldest else { return nil }
        // The fake clock of a test may stand still: check again at least every tenth of a lifetime.
        return max(lifetime - now.timeIntervalSince(oldest), lifetime / 10, 0.001)
    }
}
