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
        .library(name: "WaypointUIKit", targets: ["WaypointUIKit"]),
    ],
    targets: [
        // Core modules depend on nothing but the standard library and Foundation.
        .target(name: "Waypoint"),
        .target(name: "WaypointNavigation", dependencies: ["Waypoint"]),
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
        .testTarget(name: "WaypointTests", dependencies: ["Waypoint", "WaypointTesting"]),
        .testTarget(name: "WaypointNavigationTests", dependencies: ["WaypointNavigation", "WaypointTesting"]),
        .testTarget(name: "UIKitStandInTests", dependencies: ["UIKitStandIn"]),
        .testTarget(
            name: "WaypointUIKitTests",
            dependencies: [
                "WaypointUIKit", "WaypointNavigation", "WaypointTesting", "PhotoFeedUIKit",
                .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
            ]),
        .executableTarget(name: "PhotoFeed", dependencies: ["WaypointNavigation"], path: "Examples/PhotoFeed"),
        // The PhotoFeed app's UIKit variant: a scene delegate, factories and routes. On Linux it
        // compiles against the stand-in and the UIKit tests drive it.
        .target(
            name: "PhotoFeedUIKit",
            dependencies: [
                "WaypointUIKit", "WaypointNavigation",
                .target(name: "UIKitStandIn", condition: .when(platforms: [.linux])),
            ],
            path: "Examples/PhotoFeedUIKit"),
    ],
    swiftLanguageModes: [.v6]
)
