import Waypoint

/// A route value that stands for a link: the `Route` enum `waypoint generate` writes for a
/// route file. ``Navigator/open(route:presentation:source:)`` opens it without the caller
/// building a string; the link opened is the one the value prints, which reads back as the same
/// value.
public protocol OpenableRoute: Sendable {
    /// The link this route stands for, printed in the route file's canonical form.
    ///
    /// - Throws: `RouteError` when the value cannot be printed into a link.
    func link() throws(RouteError) -> String
}
