// swift-tools-version:6.0
// An app's package as CI builds it: Waypoint beside other versions of Yams and ArgumentParser
// than Waypoint builds with, pinned exactly as an app might. `.ci/consumer-check` fills in the
// address and version of a tagged copy of the repository.
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [
        .package(url: "WAYPOINT_URL", from: "WAYPOINT_VERSION"),
        .package(url: "https://github.com/jpsim/Yams.git", exact: "5.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
    ],
    targets: [
        .executableTarget(
            name: "Consumer",
            dependencies: [
                .product(name: "Waypoint", package: "waypoint"),
                .product(name: "WaypointNavigation", package: "waypoint"),
                .product(name: "WaypointManifest", package: "waypoint"),
                .product(name: "Yams", package: "Yams"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ])
    ],
    swiftLanguageModes: [.v6]
)
