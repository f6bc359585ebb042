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
    ],
    targets: [
        // Core modules depend on nothing but the standard library and Foundation.
        .target(name: "Waypoint"),
        .target(name: "WaypointNavigation", dependencies: ["Waypoint"]),
        .testTarget(name: "WaypointTests", dependencies: ["Waypoint"]),
        .testTarget(name: "WaypointNavigationTests", dependencies: ["WaypointNavigation"]),
    ],
    swiftLanguageModes: [.v6]
)
