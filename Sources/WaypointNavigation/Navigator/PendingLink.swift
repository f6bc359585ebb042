import Foundation

/// A link that waits to be opened: it was opened before ``Navigator/ready()``, or from inside a
/// guard or an action while its own link was running. ``Navigator/open(_:source:)-(String,_)``
/// returns it at once in ``LinkOutcome/queued(_:)``, so that opening a link never waits for
/// something the caller itself has yet to do.
///
/// ```swift
/// // application(_:didFinishLaunchingWithOptions:), before the UI exists:
/// let outcome = await navigator.open(url, source: .customScheme(sendingApp: nil))   // .queued
/// // …once the root view controller is on screen:
/// try await navigator.ready()                  // opens the link
/// print(await outcome.settled)                 // navigated: …
/// ```
@MainActor
public final class PendingLink: Hashable, Sendable, CustomStringConvertible {
    /// A number unique among this process's pending links, in the order they were opened.
    public nonisolated let id: Int
    /// The link as opened.
    public nonisolated let link: String
    /// Where it came from.
    public nonisolated let source: LinkSource
    /// When it was opened, by the navigator's clock.
    let openedAt: Date
    /// The presentation its caller chose in place of the route's own, if any.
    var presentation: Presentation?
    /// The final outcome, once there is one.
    public private(set) var result: LinkOutcome?
    private var waiters: [CheckedContinuation<LinkOutcome, Never>] = []

    private static var lastID = 0

    init(link: String, source: LinkSource, openedAt: Date) {
        Self.lastID += 1
        self.id = Self.lastID
        self.link = link
        self.source = source
        self.openedAt = openedAt
    }

    /// The final outcome: at once when the link has ended, else once it does. Awaiting this
    /// before calling ``Navigator/ready()`` in the same task waits until the link's pending
    /// lifetime (``NavigatorConfiguration/pendingLifetime``) ends it as expired.
    public func outcome() async -> LinkOutcome {
        if let result { return result }
        return await withCheckedContinuation { waiters.append($0) }
    }

    /// Records the final outcome and wakes everything waiting for it; later calls do nothing.
    func finish(_ outcome: LinkOutcome) {
        guard result == nil else { return }
        result = outcome
        let waiting = waiters
        waiters.removeAll()
        for waiter in waiting {
            waiter.resume(returning: outcome)
        }
    }

    /// `#id link (source)`.
    public nonisolated var description: String { "#\(id) \(OneLine.escaped(link)) (\(source))" }

    /// Whether two values are the same pending link.
    public nonisolated static func == (lhs: PendingLink, rhs: PendingLink) -> Bool { lhs === rhs }

    /// Hashes the link's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
