import Foundation

/// A link taken from a parameter that passed a ``LinkParameterPolicy``: safe to hand to a web
/// view or to open.
///
/// ``url`` is what to load. For web links it is printed again from the parts that were checked
/// (scheme, host, port, segments, query, fragment), each percent-encoded, rather than passed on
/// as received: a URL parser that reads the original differently from Waypoint (the classic
/// cause of open redirects) sees only the checked parts.
public struct CheckedLink: Hashable, Sendable {
    /// The parsed link, as checked.
    public let link: Link
    /// The URL to load or open.
    public let url: URL

    init(link: Link, url: URL) {
        self.link = link
        self.url = url
    }
}
