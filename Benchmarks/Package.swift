// swift-tools-version:6.0
import PackageDescription

// A path dependency's identity is its folder's name, which differs between clones.
let root = Context.packageDirectory.split(separator: "/").dropLast().last.map(String.init) ?? "main"

// The benchmarks live in their own package so that Waypoint itself gains no dependency:
// RoutingKit is here only to be measured against.
let package = Package(
    name: "WaypointBenchmarks",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/vapor/routing-kit.git", exact: "4.9.3"),
    ],
    targets: [
        // Counts heap allocations by interposing malloc in the benchmark executable (Linux, glibc).
        .target(name: "MallocCounter"),
        .executableTarget(
            name: "WaypointBenchmarks",
            dependencies: [
                "MallocCounter",
                .product(name: "Waypoint", package: root),
                .product(name: "WaypointNavigation", package: root),
                .product(name: "WaypointManifest", package: root),
                .product(name: "RoutingKit", package: "routing-kit"),
            ],
            // `bench.routes.yaml`, compiled by Waypoint's build plugin, is timed against the same
            // routes registered by hand.
            plugins: [.plugin(name: "WaypointRoutesPlugin", package: root)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
