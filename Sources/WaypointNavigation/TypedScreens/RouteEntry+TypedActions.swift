extension RouteEntry {
    /// An action that reads the link's values as Swift types: its path parameters and the values
    /// of the `query` items named. A value that is not of its type, or any error `run` throws,
    /// declines the link, as returning `false` does. In-app only unless `sources` allows more.
    ///
    /// ```swift
    /// try navigator.register(
    ///     "cart:add:{productId}",
    ///     .action(query: []) { values in try await cart.add(productId: values.value("productId")) })
    /// ```
    public static func action(
        sources: SourcePolicy = .inAppOnly,
        guards: [NavigationGuard] = [],
        query: [String],
        reading run: @escaping @MainActor @Sendable (RouteValues) async throws -> Bool
    ) -> RouteEntry {
        var entry = RouteEntry.action(sources: sources, guards: guards) { match in
            do {
                return try await run(RouteValues(match, query: query))
            } catch {
                return false
            }
        }
        entry.query = query
        return entry
    }
}
