import ArgumentParser
import WaypointCommands

/// The `waypoint` command as Waypoint's SwiftPM plugins run it. It is the same command as the
/// `waypoint` executable; it is a target of its own because SwiftPM cannot hand a plugin an
/// executable target whose product has another name.
@main
struct WaypointPluginTool: AsyncParsableCommand {
    static let configuration = WaypointCommand.configuration
}
