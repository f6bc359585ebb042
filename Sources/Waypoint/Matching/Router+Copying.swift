extension Router {
    /// A new router with this one's schemes, hosts, options and custom types and, when
    /// `includingRoutes`, its routes in the same order, disabled ones disabled unless
    /// `enablingAll`: what a navigator builds its matching router from when route groups are
    /// switched on and off.
    package func copy(includingRoutes: Bool, enablingAll: Bool = false) -> Router<Destination> {
        let copy = Router(schemes: schemes, hosts: hostList, options: options)
        let state = builder.withLock { $0 }
        copy.builder.withLock { copied in
            copied.types = state.types
            if includingRoutes {
                copied.patterns = state.patterns
                copied.destinations = state.destinations
                copied.expansions = state.expansions
                copied.enabled = enablingAll ? state.enabled.map { _ in true } : state.enabled
                copied.disabledCount = enablingAll ? 0 : state.disabledCount
                copied.revision = state.revision
            }
        }
        return copy
    }

    /// How many routes are registered, enabled or not.
    package var routeCount: Int { builder.withLock { $0.patterns.count } }

    /// A number that changes whenever a route is registered, removed, enabled or disabled: what
    /// a navigator checks to know that a router it built from this one is out of date.
    package var revision: Int { builder.withLock { $0.revision } }
}
