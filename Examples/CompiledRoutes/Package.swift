// swift-tools-version:6.0
import PackageDescription

// A path dependency's identity is its folder's name, which differs between clones.
let waypoint = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "main"

// A shop app whose links are declared in Sources/Shop/routes.yaml: Waypoint's build plugin
// compiles the file into the `AppRoutes` namespace on every build.
let package = Package(
    name: "CompiledRoutes",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "../..")],
    targets: [
        .target(
            name: "Shop",
            dependencies: [
                .product(name: "Waypoint", package: waypoint), .product(name: "WaypointNavigation", package: waypoint),
            ],
            plugins: [.plugin(name: "WaypointRoutesPlugin", package: waypoint)]),
        .testTarget(name: "ShopTests", dependencies: ["Shop"]),
    ],
    swiftLanguageModes: [.v6]
)
