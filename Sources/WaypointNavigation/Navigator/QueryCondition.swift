import Waypoint

/// A condition on a link's query that a route needs before it takes the link: the item is
/// there with a value, or with one of the values given. A route whose conditions do not hold
/// passes the link on to the next route that matches, as if it were not there.
///
/// ```swift
/// let failed = QueryCondition("ref", oneOf: ["failed_transaction"])
/// try navigator.register("/pledge", RouteEntry.screen("pledgeFailed").when([failed]))
/// try navigator.register("/pledge", .screen("pledge"))   // every other /pledge
/// ```
public struct QueryCondition: Hashable, Sendable {
    /// The query item's name, compared exactly.
    public var name: String
    /// The values that satisfy the condition, compared exactly; empty when any value that is
    /// not empty does.
    public var values: [String]

    /// A condition on the item `name`: it has one of `values`, or, when `values` is empty,
    /// any value that is not empty.
    public init(_ name: String, oneOf values: [String] = []) {
        self.name = name
        self.values = values
    }

    /// Whether `query` satisfies the condition: one of its items named `name` has a value
    /// the condition accepts.
    public func holds(in query: Query) -> Bool {
        query.values(for: name).contains { value in
            values.isEmpty ? !value.isEmpty : values.contains(value)
        }
    }
}

extension RouteEntry {
    /// The entry, taking only links whose query satisfies each of `conditions` as well as the
    /// conditions it has.
    ///
    /// ```swift
    /// try navigator.register("/signin", RouteEntry.screen("signIn").when([QueryCondition("signin")]))
    /// ```
    public func when(_ conditions: [QueryCondition]) -> RouteEntry {
        var entry = self
        entry.conditions += conditions
        return entry
    }

    /// Whether every one of the entry's ``conditions`` holds for `match`'s link. The query is
    /// read only when there are conditions, since reading it parses the link again.
    func takes(_ match: RouteMatch<RouteEntry>) -> Bool {
        guard !conditions.isEmpty else { return true }
        let query = match.query
        return conditions.allSatisfy { $0.holds(in: query) }
    }
}
