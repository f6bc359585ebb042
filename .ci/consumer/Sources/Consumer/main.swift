import ArgumentParser
import Foundation
import Waypoint
import WaypointManifest
import WaypointNavigation
import Yams

// Uses each dependency the way an app would, so the build proves more than resolution: a route
// file loaded through Waypoint's loader on this Yams, the app's own YAML and its own command.
struct Consumer: ParsableCommand {
    @Argument var link = "shop://product/42"

    func run() throws {
        let text = """
            schemes: [shop]
            routes:
              - pattern: "product/<int:id>"
                screen: product
            """
        let file = try RouteFile.parse(text)
        let router = Router<String>(schemes: ["shop"])
        try router.register("product/<int:id>", destination: "product")
        let own = try Yams.load(yaml: "answer: 42") as? [String: Int]
        guard router.match(for: link)?.destination == "product", file.routes.count == 1, own?["answer"] == 42 else {
            throw ExitCode.failure
        }
        print("consumer: \(link) opens product with Yams 5 and Waypoint's loader")
    }
}

Consumer.main()
