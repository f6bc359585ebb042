extension Router {
    /// Why the router refuses every link `pattern` names, or `nil` when some link can reach it.
    ///
    /// Schemes and hosts are fixed when the router is made, so this is known at registration;
    /// a pattern still registers, since a pattern never widens what the router lets in, and
    /// ``conflicts`` lists it as ``RouteConflict/Reason/unreachable``.
    func refusal(of pattern: RoutePattern) -> RouteError.AcceptanceProblem? {
        switch pattern.form {
        case .path, .urn:
            // Path and URN patterns match links of every accepted form.
            return nil
        case .custom(let scheme, _, _):
            guard let schemes, !schemes.contains(scheme) else { return nil }
            return .scheme(scheme)
        case .web(let scheme, let origin):
            let host = origin.prefix { $0 != ":" }
            return hosts.accepts(host: String(host), port: Int(origin.dropFirst(host.count + 1)), scheme: scheme)
        }
    }

    /// A conflict for each enabled pattern no link can reach.
    func unreachableConflicts(_ patterns: [RoutePattern], enabled: [Bool]) -> [RouteConflict] {
        patterns.enumerated().compactMap { index, pattern in
            guard enabled[index], let refusal = refusal(of: pattern) else { return nil }
            return RouteConflict(
                reason: .unreachable, pattern: pattern, index: index, winner: pattern, winnerIndex: index,
                refusal: refusal, variant: nil)
        }
    }
}
