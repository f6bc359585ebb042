/// What ``Navigator/restore(from:fallback:version:)`` showed.
public enum RestorationOutcome: Hashable, Sendable {
    /// The saved state is on screen.
    case restored(NavigationState)
    /// The activity carried no state; the fallback is on screen, when one was given.
    case nothingSaved
    /// The saved state could not be restored, for the reason given; the fallback is on screen,
    /// when one was given.
    case fellBack(RestorationError)
    /// Nothing was restored and the fallback could not be shown either (or the navigator was
    /// already ready, ``RestorationError/alreadyReady``, and nothing changed).
    case failed(RestorationError)
}
