#if !canImport(UIKit)
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointTesting
import WaypointUIKit

/// The parent of every UIKit host suite. The stand-in's state is global like UIKit's, so the
/// suites run one test at a time, each after `StandIn.reset()`.
@Suite(.serialized, StandInAccess())
struct WaypointUIKitTests {}

/// Runs each test with the stand-in to itself, after `StandIn.reset()`: suites in other test
/// modules that use the stand-in wait, since its state is global like UIKit's.
struct StandInAccess: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite's scope holds no lock: its tests take it one by one.
        guard testCase != nil else { return try await function() }
        try await StandIn.exclusively {
            await StandIn.reset()
            try await function()
        }
    }
}

/// A key, visible window in a newly connected foreground-active scene.
@MainActor
func makeWindow() -> UIWindow {
    let window = UIWindow(windowScene: UIApplication.shared.simulateConnectingScene())
    window.makeKeyAndVisible()
    return window
}

/// A host for a new window showing `state`, built with the host's own steps.
@MainActor
func makeHost(
    showing state: NavigationState = PhotoFeedRoutes.launchState, factory: ScreenFactory = PhotoFeedFactory.make()
) async throws -> UIKitHost {
    PhotoFeedFactory.registerStoryboard()
    let host = UIKitHost(window: makeWindow(), factory: factory, transitionTimeout: .seconds(5))
    try await host.apply(NavigationStep(.setRoot(state.root), animated: false))
    for layer in state.layers {
        try await host.apply(NavigationStep(.present(layer), animated: false))
    }
    return host
}

/// PhotoFeed on a UIKit host and on a headless host, checked against each other.
@MainActor
func photoFeedHarness(
    showing state: NavigationState = PhotoFeedRoutes.launchState, factory: ScreenFactory = PhotoFeedFactory.make()
) async throws -> (HostConformance, UIKitHost) {
    var made: UIKitHost?
    let harness = try await HostConformance.start(
        showing: state,
        makeHost: { state in
            let host = try await makeHost(showing: state, factory: factory)
            made = host
            return host
        },
        makeNavigator: { host in try PhotoFeedRoutes.navigator(host: host) })
    guard let made else { throw HarnessSetupError() }
    return (harness, made)
}

struct HarnessSetupError: Error {}

/// PhotoFeed's routes plus two popovers: a post's share options and the feed's filter.
@MainActor
func popoverNavigator(_ host: any NavigationHost) throws -> Navigator {
    let navigator = try PhotoFeedRoutes.navigator(host: host)
    try navigator.register("share:{mediaId}", .screen("share", presentation: .modal(.popover)))
    try navigator.register("filter", .screen("filter", presentation: .modal(.popover)))
    return navigator
}

/// PhotoFeed with its popover routes on an iPad, where popovers show as popovers: a UIKit host
/// and a headless host, checked against each other.
@MainActor
func padPopoverHarness() async throws -> (HostConformance, UIKitHost) {
    UIDevice.current.simulateUserInterfaceIdiom(.pad)
    var factory = PhotoFeedFactory.make()
    factory.register("share", type: PhotoFeedViewController.self)
    factory.register("filter", type: PhotoFeedViewController.self)
    var made: UIKitHost?
    let harness = try await HostConformance.start(
        showing: PhotoFeedRoutes.launchState,
        makeHost: { state in
            let host = try await makeHost(showing: state, factory: factory)
            made = host
            return host
        },
        makeNavigator: popoverNavigator)
    guard let made else { throw HarnessSetupError() }
    return (harness, made)
}

/// The navigation controller of the root tab bar's tab `index`.
@MainActor
func tabStack(_ host: UIKitHost, _ index: Int) -> UINavigationController? {
    (host.window?.rootViewController as? UITabBarController)?.viewControllers?[index] as? UINavigationController
}

/// The tab bar at the window's root.
@MainActor
func rootTabBar(_ host: UIKitHost) -> UITabBarController? {
    host.window?.rootViewController as? UITabBarController
}
#endif
