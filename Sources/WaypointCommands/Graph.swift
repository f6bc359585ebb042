import ArgumentParser
import WaypointManifest

extension RouteGraph.Format: ExpressibleByArgument {}

/// `waypoint graph FILE`: the routes and screens as a Mermaid or DOT graph.
struct Graph: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw the routes and screens: tabs, back stacks, presentations.",
        discussion: """
            Mermaid renders on GitHub inside a ```mermaid block; DOT renders with Graphviz.

            Examples:
              waypoint graph routes.yaml > routes.mmd
              waypoint graph routes.yaml --format dot | dot -Tsvg > routes.svg
            """)

    @Argument(help: "The route file (YAML or JSON).")
    var file: String

    @Option(help: "mermaid or dot.")
    var format: RouteGraph.Format = .mermaid

    @MainActor
    func run() async throws {
        let routeFile = try loadRouteFile(file)
        Console.current.out(String(RouteGraph.render(routeFile, format: format).dropLast()))
    }
}
