/// Why a link matched a route, or why it did not: for logs, tools and test failures.
///
/// ```swift
/// print(router.explain("myapp://posts/42/likes"))
/// // No route matches "myapp://posts/42/likes": segment 3 "likes" (after /posts/42) matches
/// // no route; nearest: /posts/:id/comments
/// ```
public struct MatchExplanation: Sendable, CustomStringConvertible {
    /// The link as given.
    public let link: String
    /// The pattern that matched, when one did.
    public let matched: RoutePattern?
    /// The parse or acceptance error, the no-match error, or the error of a lookup that gave up
    /// at ``RouterOptions/maxLookupSteps``, when nothing matched.
    public let error: RouteError?
    /// The 0-based index of the first segment no route accepts (equal to the segment count
    /// when the link ends before any route does).
    public let failedSegmentIndex: Int?
    /// The segment at ``failedSegmentIndex``, when the link has one there.
    public let failedSegment: String?
    /// Up to three patterns that accept the longest prefix of the link.
    public let nearest: [RoutePattern]
    /// How many nodes of the routing trie the lookup entered (0 when the link was refused before
    /// any route was tried): a link's cost, never more than ``Router/maximumLookupSteps``. Above
    /// ``RouterOptions/maxLookupSteps`` when the lookup gave up there: it checks the count each
    /// time it has followed a run of nodes, so it passes the limit by at most one more than the
    /// link's segments.
    public let steps: Int

    /// One readable paragraph.
    public var description: String {
        if let matched { return "\"\(RouteError.clipped(link))\" matches \(matched)" }
        return error?.description ?? "No route matches \"\(RouteError.clipped(link))\""
    }
}
