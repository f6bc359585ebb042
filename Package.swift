// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Waypoint",
    platforms: [
        .iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1),
    ],
    products: [
        .library(name: "Waypoint", targets: ["Waypoint"]),
        .library(name: "WaypointNavigation", targets: ["WaypointNavigation"]),
        .library(name: "WaypointTesting", targets: ["WaypointTesting"]),
        .library(name: "WaypointManifest", targets: ["WaypointManifest"]),
        .library(name: "WaypointUIKit", targets: ["WaypointUIKit"]),
        .library(name: "WaypointSwiftUI", targets: ["WaypointSwiftUI"]),
        .library(name: "UIKitStandIn", targets: ["UIKitStandIn"]),
        .executable(name: "waypoint", targets: ["WaypointTool"]),
        .plugin(name: "WaypointRoutesPlugin", targets: ["WaypointRoutesPlugin"]),
        .plugin(name: "WaypointCheckPlugin", targets: ["WaypointCheckPlugin"]),
        .plugin(name: "WaypointAASAPlugin", targets: ["WaypointAASAPlugin"]),
    ],
    // Ranges, never exact pins, so that an app's own versions of these packages resolve beside
    // ours. Only the route-file loader uses Yams and only the `waypoint` command uses
    // ArgumentParser; the core modules import neither. Yams 5 and 6 both build (CI builds an app
    // package pinned to 5.0.1); ArgumentParser 1.5 is the first release made for Swift 6's
    // language mode.
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", "5.0.1"..<"7.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
    ],
    targets: [
        // Core modules depend on nothing but the standard library and Foundation.
        .target(name: "Waypoint"),
        .target(name: "WaypointNavigation", dependencies: ["Waypoint"]),
        // The observable SwiftUI host; its views compile only where SwiftUI exists.
        .target(name: "WaypointSwiftUI", dependencies: ["WaypointNavigation"]),
        // Helpers for tests, ours and users': deterministic generators, the host-conformance harness.
        .target(name: "WaypointTesting", dependencies: ["WaypointNavigation"]),
        // A Linux model of the UIKit subset a navigation host calls; empty where UIKit exists.
        .target(name: "UIKitStandIn"),
        // The UIKit host: real UIKit on Apple platforms, the stand-in on Linux.
        .target(
            name: "WaypointUIKit",
            dependencies: [
                "WaypointNavigation", .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
            ]),
        // Route files (YAML or JSON): the model, the loader, checks, the AASA file, the graph.
        .target(
            name: "WaypointManifest",
            dependencies: ["WaypointNavigation", .product(name: "Yams", package: "Yams")]),
        // The `waypoint` command: its subcommands live in a library so that tests run them.
        .target(
            name: "WaypointCommands",
            dependencies: [
                "WaypointManifest", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(
            name: "WaypointTool",
            dependencies: ["WaypointCommands", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(name: "WaypointTests", dependencies: ["Waypoint", "WaypointTesting"]),
        .testTarget(name: "WaypointNavigationTests", dependencies: ["WaypointNavigation", "WaypointTesting"]),
        // README's code, compiled and run as printed there.
        .testTarget(name: "ReadmeTests", dependencies: ["Waypoint", "WaypointNavigation", "WaypointTesting"]),
        .testTarget(name: "UIKitStandInTests", dependencies: ["UIKitStandIn"]),
        .testTarget(
            name: "WaypointUIKitTests",
            dependencies: [
                "WaypointUIKit", "WaypointNavigation", "WaypointTesting", "PhotoFeedUIKit",
                .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
            ]),
        .testTarget(
            name: "WaypointSwiftUITests", dependencies: ["WaypointSwiftUI", "PhotoFeedSwiftUI", "WaypointTesting"]),
        .testTarget(
            name: "WaypointManifestTests", dependencies: ["WaypointManifest", "WaypointCommands", "WaypointTesting"]),
        // The same command for the plugins: SwiftPM cannot give a plugin an executable target
        // whose product (`waypoint`) is named otherwise.
        .executableTarget(
            name: "WaypointPluginTool",
            dependencies: ["WaypointCommands", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // Compiles a target's route files into Swift at build time with `waypoint generate`.
        .plugin(name: "WaypointRoutesPlugin", capability: .buildTool(), dependencies: ["WaypointPluginTool"]),
        // `swift package waypoint-check` and `swift package waypoint-aasa`: the command on the
        // package's route files, nothing installed. The association file goes to standard output.
        .plugin(
            name: "WaypointCheckPlugin",
            capability: .command(
                intent: .custom(verb: "waypoint-check", description: "Check the package's route files.")),
            dependencies: ["WaypointPluginTool"]),
        .plugin(
            name: "WaypointAASAPlugin",
            capability: .command(
                intent: .custom(
                    verb: "waypoint-aasa", description: "Write the apple-app-site-association file of a route file.")),
            dependencies: ["WaypointPluginTool"]),
        // Code generated from route files, against the navigators their loader builds.
        .testTarget(
            name: "GeneratedRoutesTests",
            dependencies: ["WaypointManifest", "WaypointNavigation", "WaypointSwiftUI", "WaypointTesting"],
            plugins: ["WaypointRoutesPlugin"]),
        .executableTarget(
            name: "PhotoFeed", dependencies: ["WaypointManifest"], path: "Examples/PhotoFeed",
            exclude: ["links.yaml"], resources: [.copy("routes.yaml")]),
        // The PhotoFeed app's UIKit variant: a scene delegate, factories and routes. On Linux it
        // compiles against the stand-in and the UIKit tests drive it.
        .target(
            name: "PhotoFeedUIKit",
            dependencies: [
                "WaypointUIKit", "WaypointNavigation", "Waypoint",
                .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
            ],
            path: "Examples/PhotoFeedUIKit"),
        .target(
            name: "PhotoFeedSwiftUI", dependencies: ["WaypointSwiftUI", "WaypointNavigation"],
            path: "Examples/PhotoFeedSwiftUI"),
    ],
    swiftLanguageModes: [.v6]
)
