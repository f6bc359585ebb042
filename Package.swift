// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Waypoint",
    platforms: [
        .iOS(.v18), .macOS(.v15), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2),
    ],
    products: [
        .library(name: "Waypoint", targets: ["Waypoint"]),
        .library(name: "WaypointNavigation", targets: ["WaypointNavigation"]),
        .library(name: "WaypointTesting", targets: ["WaypointTesting"]),
        .library(name: "WaypointSwiftUI", targets: ["WaypointSwiftUI"]),
    ],
    targets: [
        // Core modules depend on nothing but the standard library and Foundation.
        .target(name: "Waypoint"),
        .target(name: "WaypointNavigation", dependencies: ["Waypoint"]),
        // The observable SwiftUI host; its views compile only where SwiftUI exists.
        .target(name: "WaypointSwiftUI", dependencies: ["WaypointNavigation"]),
        // Helpers for tests, ours and users': deterministic generators.
        .target(name: "WaypointTesting"),
        // A Linux model of the UIKit subset a navigation host calls; empty where UIKit exists.
        .target(name: "UIKitStandIn"),
        .testTarget(name: "WaypointTests", dependencies: ["Waypoint", "WaypointTesting"]),
        .testTarget(name: "WaypointNavigationTests", dependencies: ["WaypointNavigation", "WaypointTesting"]),
        .testTarget(name: "UIKitStandInTests", dependencies: ["UIKitStandIn"]),
        .testTarget(
            name: "WaypointSwiftUITests", dependencies: ["WaypointSwiftUI", "PhotoFeedSwiftUI", "WaypointTesting"]),
        .executableTarget(name: "PhotoFeed", dependencies: ["WaypointNavigation"], path: "Examples/PhotoFeed"),
        .target(name: "PhotoFeedSwiftUI", dependencies: ["WaypointSwiftUI"], path: "Examples/PhotoFeedSwiftUI"),
    ],
    swiftLanguageModes: [.v6]
)
