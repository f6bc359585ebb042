/// What happened to a link, for logging and analytics.
///
/// Every link the navigator is asked to open ends in exactly one ``Stage/ended(_:)`` event, whose
/// outcome is what became of that link; stages before it say how it got there:
///
/// | outcome | events, in order |
/// |---|---|
/// | navigated, already showing, handled by action, refused | `matched`, `ended` |
/// | the same, after actions declined the link | `matched` for each route offered the link, `ended` |
/// | unmatched (a notification payload without a link too), group or route disabled | `ended` |
/// | opened in the browser (a universal link no route takes, with ``NavigatorConfiguration/openInBrowser`` set) | `ended` |
/// | cancelled by a guard, failed | `matched`, `ended` |
/// | redirected | `matched`, `ended(redirected)`; after ``Navigator/resumeRedirected()``: `resumed`, `matched`, `ended`, or `dropped` when it is not resumed, expires or its queue is full |
/// | opened before `ready()` | `queued`; after ``Navigator/ready()``: `matched`, `ended` (or `ended(cancelled)` when dropped) |
/// | opened from a guard or an action | `queued`; once the running link ends: `matched`, `ended` |
/// | a tab's route while the root has no tab bar, with tabs declared | `matched`, `queued`; after ``Navigator/showRoot(_:animated:)`` shows tabs: `matched`, `ended` |
/// | replaced while waiting | `ended(cancelled(replaced))` |
///
/// What a guard's redirect shows (the login screen) is part of the redirected link's outcome,
/// not a navigation of its own: it is never reported as `navigated`.
public struct NavigationEvent: Sendable, CustomStringConvertible {
    /// Where a link is on its way.
    public enum Stage: Sendable {
        /// Held: opened before ``Navigator/ready()``, from inside a running link's guard or
        /// action, or for a tab while the root has no tab bar.
        case queued
        /// Opened again by ``Navigator/resumeRedirected()`` after a guard redirected it.
        case resumed
        /// A link a guard redirected stops waiting for ``Navigator/resumeRedirected()`` without
        /// being opened again: another parked link was resumed instead
        /// (``CancellationReason/notResumed``), it waited too long (``CancellationReason/expired``),
        /// or too many waited (``CancellationReason/queueFull``). The link ended before, as
        /// redirected; this is no second `ended`.
        case dropped(CancellationReason)
        /// A route matched; its pattern as written.
        case matched(pattern: String)
        /// What became of the link; the last event for it. Never ``LinkOutcome/queued(_:)``.
        case ended(LinkOutcome)
    }

    /// The link as opened.
    public let link: String
    /// Where it came from.
    public let source: LinkSource
    /// Where the link is.
    public let stage: Stage
    /// The pattern of the route the event is about: on ``Stage/matched(pattern:)``, the route
    /// offered the link; on ``Stage/ended(_:)``, the route that finally took the link (or
    /// refused it), after any whose action declined it. `nil` on other stages and for links no
    /// route matched.
    public let pattern: String?

    /// Creates an event.
    public init(link: String, source: LinkSource, stage: Stage, pattern: String? = nil) {
        self.link = link
        self.source = source
        self.stage = stage
        self.pattern = pattern
    }

    /// The outcome when this is the link's last event, else `nil`.
    public var outcome: LinkOutcome? {
        if case .ended(let outcome) = stage { return outcome }
        return nil
    }

    /// `link (source): stage` in one line; control, format and separator characters in the
    /// link are escaped, so a hostile link cannot forge a second log line or hide in this one.
    public var description: String {
        let what: String
        switch stage {
        case .queued: what = "queued"
        case .resumed: what = "resumed"
        case .dropped(let reason): what = "dropped: \(reason)"
        case .matched(let pattern): what = "matched \(pattern)"
        case .ended(let outcome): what = outcome.description
        }
        return "\(OneLine.escaped(link)) (\(source)): \(OneLine.escaped(what))"
    }
}

/// Text made fit for one log line; the `waypoint` command prints links with it too.
package enum OneLine {
    /// `text` with control characters (line breaks among them), the line and paragraph
    /// separators and format characters (bidi controls, zero-width characters) written as
    /// escapes: what would break the line, reorder it or hide in it shows as `\u{2028}`.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += scalar.escaped(asASCII: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII needs no property lookup.
        if scalar.value >= 0x20 && scalar.value < 0x7F { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
