import Foundation
import WaypointNavigation

/// Stands in for an app's actions and guards when a tool runs a route file: every action the
/// file names handles its link and is recorded, and every guard it names decides as
/// ``guardDecisions`` says, and links the file sends to the browser (`webFallback: browser`) are
/// recorded instead of opened, so that `waypoint resolve` and `waypoint test` run the file without
/// the app's code.
@MainActor
public final class ActionRecorder {
    /// The name of the last action that ran, if any.
    public private(set) var lastAction: String?
    /// A closure for every action `file` names.
    public private(set) var actions: [String: RouteEntry.Action] = [:]
    /// A closure for every guard `file` names, deciding as ``guardDecisions`` says.
    public private(set) var guards: [String: NavigationGuard.Check] = [:]
    /// What each guard decides, by name; a guard not listed proceeds.
    public var guardDecisions: [String: GuardDecision] = [:]
    /// The links handed to the browser, oldest first.
    public private(set) var browserLinks: [URL] = []

    /// A navigator configuration that records the links handed to the browser in
    /// ``browserLinks``, when the file sends links there; the default configuration otherwise.
    public var configuration: NavigatorConfiguration {
        var configuration = NavigatorConfiguration()
        if sendsLinksToBrowser {
            configuration.openInBrowser = { [weak self] url in self?.browserLinks.append(url) }
        }
        return configuration
    }

    private let sendsLinksToBrowser: Bool

    /// A recorder for the actions `file` names.
    public init(for file: RouteFile) {
        sendsLinksToBrowser = file.webFallback == .browser
        for route in file.routes {
            guard case .action(let name) = route.target else { continue }
            actions[name] = { [weak self] _ in
                self?.lastAction = name
                return true
            }
        }
        for name in file.groups.flatMap(\.guards) + file.routes.flatMap(\.guards) {
            guards[name] = { [weak self] _ in self?.guardDecisions[name] ?? .proceed }
        }
    }
}
