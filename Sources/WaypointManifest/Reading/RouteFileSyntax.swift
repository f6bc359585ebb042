import WaypointNavigation
import Yams

/// How route files, cases files and the `waypoint` command write values that are not routes.
public enum RouteFileSyntax {
    /// A link source by name: `inApp`, `customScheme`, `customScheme(APP)` (with the sending
    /// app), `universalLink`, `notification`, `handoff`, `shortcut` or `widget`; `nil` for
    /// anything else.
    public static func source(_ text: String) -> LinkSource? {
        CasesReader.source(text)
    }

    /// A navigation state from JSON or YAML text, in `NavigationState`'s `Codable` form.
    public static func state(_ text: String) throws -> NavigationState {
        try YAMLDecoder().decode(NavigationState.self, from: text)
    }
}
