import Foundation

/// A link a guard redirected, waiting for ``Navigator/resumeRedirected()``.
struct ParkedLink {
    let link: String
    let source: LinkSource
    /// When the guard parked it, by the navigator's clock.
    let parkedAt: Date
}

/// Which parked links ``Navigator/resumeRedirected()`` opens again when several wait.
///
/// Links from outside the app can arrive while the login screen shows, so the last parked link
/// may be anyone's choice: the default opens the first, the link the user was sent to sign in
/// for, and never lets later arrivals push it out of the queue.
public enum ResumePolicy: Hashable, Sendable {
    /// Only the first parked link, the one whose redirect showed the login screen; the others
    /// end with ``NavigationEvent/Stage/dropped(_:)`` and ``CancellationReason/notResumed``.
    /// When the parked links reach ``NavigatorConfiguration/maxPending``, the oldest link after
    /// the first is dropped, so that a flood cannot push the first one out; once the first
    /// expires (``NavigatorConfiguration/pendingLifetime``), the next takes its place.
    case first
    /// Only the latest parked link; the others are dropped as for ``first``. The sender of the
    /// last link decides where the user lands: use it only when every guarded route may open
    /// from inside the app alone.
    case latest
    /// Every parked link, oldest first; the user lands on the last one.
    case all
}

extension Navigator {
    /// Parks `link` for `resumeRedirected()`, dropping one link when the queue is full: the
    /// oldest after the first under ``ResumePolicy/first``, else the oldest.
    func park(_ link: String, _ source: LinkSource) {
        let limit = max(1, configuration.maxPending)
        if parked.count >= limit {
            if configuration.resumePolicy == .first {
                guard limit > 1 else {
                    // Only the first may wait: the newcomer is the one dropped.
                    emit(.dropped(.queueFull), link, source)
                    return
                }
                drop(parked.remove(at: 1), .queueFull)
            } else {
                drop(parked.removeFirst(), .queueFull)
            }
        }
        parked.append(ParkedLink(link: link, source: source, parkedAt: configuration.now()))
        armExpiry()
    }

    /// Takes the parked links `resumeRedirected()` opens, as the resume policy says, and drops
    /// the others.
    func takeParkedForResume() -> [ParkedLink] {
        let links = parked
        parked.removeAll()
        guard links.count > 1 else { return links }
        switch configuration.resumePolicy {
        case .all:
            return links
        case .first:
            for link in links.dropFirst() { drop(link, .notResumed) }
            return [links[0]]
        case .latest:
            for link in links.dropLast() { drop(link, .notResumed) }
            return [links[links.count - 1]]
        }
    }

    /// Reports that a parked link stops waiting without being opened again.
    func drop(_ link: ParkedLink, _ reason: CancellationReason) {
        emit(.dropped(reason), link.link, link.source)
    }
}
