import ArgumentParser
import WaypointCommands

/// The `waypoint` executable: the root command with ``WaypointCommand``'s subcommands, run
/// asynchronously, since they open links on the main actor and await each navigation.
@main
struct WaypointTool: AsyncParsableCommand {
    static let configuration = WaypointCommand.configuration
}
