/// A route that can never be chosen, and the route that wins instead.
public struct RouteConflict: Hashable, Sendable, CustomStringConvertible {
    /// How the loser relates to the winner.
    public enum Reason: String, Hashable, Sendable {
        /// The same pattern (up to placeholder names) was registered again; the first wins.
        case duplicate
        /// A different pattern that matches only links the winner already takes
        /// (`/a/*` behind `/a/:id`, because a named placeholder outranks `*`).
        case shadowed
    }

    /// How the two relate.
    public let reason: Reason
    /// The pattern that is never chosen.
    public let pattern: RoutePattern
    /// Its registration index.
    public let index: Int
    /// The pattern chosen instead.
    public let winner: RoutePattern
    /// The winner's registration index.
    public let winnerIndex: Int

    /// A one-line explanation.
    public var description: String {
        "\(pattern) (route \(index)) is \(reason.rawValue) by \(winner) (route \(winnerIndex))"
    }
}
