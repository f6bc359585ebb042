import WaypointNavigation

/// Stands in for an app's actions when a tool runs a route file: every action the file names
/// handles its link and is recorded, so that `waypoint resolve` and `waypoint test` can say
/// which one ran without running the app's code.
@MainActor
public final class ActionRecorder {
    /// The name of the last action that ran, if any.
    public private(set) var lastAction: String?
    /// A closure for every action `file` names.
    public private(set) var actions: [String: RouteEntry.Action] = [:]

    /// A recorder for the actions `file` names.
    public init(for file: RouteFile) {
        for route in file.routes {
            guard case .action(let name) = route.target else { continue }
            actions[name] = { [weak self] _ in
                self?.lastAction = name
                return true
            }
        }
    }
}
