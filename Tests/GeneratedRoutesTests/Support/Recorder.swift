import Waypoint
import WaypointNavigation

/// What an app's actions and guards saw, the same whether the navigator was loaded from the
/// route file or generated from it: each action run with its parameters, each guard asked. A
/// guard cancels links whose values say `deny`.
@MainActor
final class Recorder {
    private(set) var log: [String] = []

    func run(_ action: String, _ match: RouteMatch<RouteEntry>) -> Bool {
        run(action, match.parameters.dictionary)
    }

    /// A typed action's run, its values printed as the link carries them.
    func run(_ action: String, _ values: [String: String]) -> Bool {
        log.append("action \(action) \(values.sorted { $0.key < $1.key })")
        return true
    }

    func decide(_ name: String, _ request: GuardRequest) -> GuardDecision {
        log.append("guard \(name) \(request.pattern) \(request.parameters.sorted { $0.key < $1.key })")
        return request.link.contains("deny") ? .cancel : .proceed
    }

    /// Closures for a loaded navigator, by the names the route file uses.
    func actions(_ names: [String]) -> [String: RouteEntry.Action] {
        var actions: [String: RouteEntry.Action] = [:]
        for name in names {
            actions[name] = { @MainActor [self] match in run(name, match) }
        }
        return actions
    }

    func guards(_ names: [String]) -> [String: NavigationGuard.Check] {
        var guards: [String: NavigationGuard.Check] = [:]
        for name in names {
            guards[name] = { @MainActor [self] request in decide(name, request) }
        }
        return guards
    }
}
