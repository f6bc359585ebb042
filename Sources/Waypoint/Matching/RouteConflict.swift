/// A route that can never be chosen, and why: the route that wins instead, or the router's
/// refusal of every link the route names.
public struct RouteConflict: Hashable, Sendable, CustomStringConvertible {
    /// How the loser relates to the winner.
    public enum Reason: String, Hashable, Sendable {
        /// The same pattern (up to placeholder names) was registered again; the first wins.
        case duplicate
        /// A different pattern that matches only links the winner already takes
        /// (`/a/*` behind `/a/:id`, because a named placeholder outranks `*`).
        case shadowed
        /// The pattern names a scheme or web host the router never accepts
        /// (`otherapp://a` beside `schemes: ["myapp"]`), so no link reaches it; ``refusal``
        /// says why, and the winner is the route itself.
        case unreachable
    }

    /// How the two relate.
    public let reason: Reason
    /// The pattern that is never chosen.
    public let pattern: RoutePattern
    /// Its registration index.
    public let index: Int
    /// The pattern chosen instead; for ``Reason/unreachable``, the route itself.
    public let winner: RoutePattern
    /// The winner's registration index; for ``Reason/unreachable``, the route's own.
    public let winnerIndex: Int
    /// For ``Reason/unreachable``, why the router refuses the links the pattern names; `nil`
    /// for the other reasons.
    public let refusal: RouteError.AcceptanceProblem?
    /// When only some forms of a pattern with optional parts lose (``RoutePattern/variants``),
    /// the segments of the form that is never chosen: `/posts(/:page)` beside `/posts` loses
    /// its form `/posts` and keeps `/posts/:page`. `nil` when the whole route is never chosen.
    public let variant: [PatternSegment]?

    /// A one-line explanation.
    public var description: String {
        if let refusal {
            return "\(pattern) (route \(index)) is unreachable: \(refusal)"
        }
        let form = variant.map { " in its form " + pattern.spelling(of: $0) } ?? ""
        return "\(pattern) (route \(index))\(form) is \(reason.rawValue) by \(winner) (route \(winnerIndex))"
    }
}
