/// Declaring routes: a pattern, the parameters it carries, and the two directions between the
/// parameters' values and the app's route — `parse` builds the route, `print` takes it apart.
///
/// `print` returns `nil` for routes of other cases; an `if case` expression says that in one line:
///
/// ```swift
/// try routes.add("user/:id", .path("id", Int.self), parse: Route.user) {
///     if case .user(let id) = $0 { id } else { nil }
/// }
/// ```
///
/// Every `add` throws at declaration time, never later:
/// ``RouteError/invalidPattern(_:position:problem:)`` for a pattern that does not parse, one that
/// lacks a value the route needs (``RouteError/PatternProblem/missingValue(_:)``), one that
/// captures a value no parameter reads (``RouteError/PatternProblem/unusedValue(_:)``), a name
/// used twice (``RouteError/PatternProblem/duplicateName(_:)``), or a pattern that accepts exactly
/// the links of an earlier route (``RouteError/PatternProblem/duplicateRoute(_:)``).
extension Routes {
    /// Declares a route without values, such as `logout`.
    ///
    /// ```swift
    /// try routes.add("logout", PhotoFeedRoute.logout)
    /// ```
    public func add(_ pattern: String, _ route: Route) throws(RouteError) {
        try declare(pattern, [], parse: { _, _ in route }, print: { value, _ in value == route })
    }

    /// Declares a route with one value.
    public func add<A>(
        _ pattern: String, _ a: RouteParameter<A>,
        parse: @escaping @Sendable (A) -> Route,
        print: @escaping @Sendable (Route) -> A?
    ) throws(RouteError) {
        try declare(
            pattern, [a.slot],
            parse: { path, query throws(RouteError) in parse(try a.read(path, query)) },
            print: { route, printed throws(RouteError) in
                guard let value = print(route) else { return false }
                try a.write(value, &printed)
                return true
            })
    }

    /// Declares a route with two values.
    public func add<A, B>(
        _ pattern: String, _ a: RouteParameter<A>, _ b: RouteParameter<B>,
        parse: @escaping @Sendable (A, B) -> Route,
        print: @escaping @Sendable (Route) -> (A, B)?
    ) throws(RouteError) {
        try declare(
            pattern, [a.slot, b.slot],
            parse: { path, query throws(RouteError) in
                parse(try a.read(path, query), try b.read(path, query))
            },
            print: { route, printed throws(RouteError) in
                guard let (valueA, valueB) = print(route) else { return false }
                try a.write(valueA, &printed)
                try b.write(valueB, &printed)
                return true
            })
    }

    /// Declares a route with three values.
    public func add<A, B, C>(
        _ pattern: String, _ a: RouteParameter<A>, _ b: RouteParameter<B>, _ c: RouteParameter<C>,
        parse: @escaping @Sendable (A, B, C) -> Route,
        print: @escaping @Sendable (Route) -> (A, B, C)?
    ) throws(RouteError) {
        try declare(
            pattern, [a.slot, b.slot, c.slot],
            parse: { path, query throws(RouteError) in
                parse(try a.read(path, query), try b.read(path, query), try c.read(path, query))
            },
            print: { route, printed throws(RouteError) in
                guard let (valueA, valueB, valueC) = print(route) else { return false }
                try a.write(valueA, &printed)
                try b.write(valueB, &printed)
                try c.write(valueC, &printed)
                return true
            })
    }

    /// Declares a route with four values.
    public func add<A, B, C, D>(
        _ pattern: String, _ a: RouteParameter<A>, _ b: RouteParameter<B>, _ c: RouteParameter<C>,
        _ d: RouteParameter<D>,
        parse: @escaping @Sendable (A, B, C, D) -> Route,
        print: @escaping @Sendable (Route) -> (A, B, C, D)?
    ) throws(RouteError) {
        try declare(
            pattern, [a.slot, b.slot, c.slot, d.slot],
            parse: { path, query throws(RouteError) in
                parse(
                    try a.read(path, query), try b.read(path, query), try c.read(path, query), try d.read(path, query))
            },
            print: { route, printed throws(RouteError) in
                guard let (valueA, valueB, valueC, valueD) = print(route) else { return false }
                try a.write(valueA, &printed)
                try b.write(valueB, &printed)
                try c.write(valueC, &printed)
                try d.write(valueD, &printed)
                return true
            })
    }
}
