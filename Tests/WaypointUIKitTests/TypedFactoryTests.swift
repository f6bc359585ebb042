#if !canImport(UIKit)
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointUIKit

/// A shop's typed screens, as `waypoint generate` writes them for a route file.
enum ShopScreen: TypedScreen {
    case home
    case product(productId: Int)

    static let screenKinds: Set<String> = ["home", "product"]

    init(screen: Screen) throws(ScreenConversionError) {
        switch screen.kind {
        case "home":
            _ = try RouteValues(screen, keys: [])
            self = .home
        case "product":
            let values = try RouteValues(screen, keys: ["productId"])
            self = try .product(productId: values.value("productId"))
        default:
            throw .unknownKind(screen, known: Self.screenKinds.sorted())
        }
    }

    var screen: Screen {
        switch self {
        case .home: Screen("home")
        case .product(let productId): Screen("product", ["productId": productId.linkText])
        }
    }
}

extension WaypointUIKitTests {
    /// A factory over typed screens makes each kind through one `switch`; a factory of string
    /// kinds that misses a kind the routes show fails `ready()`, naming it.
    @MainActor
    @Suite("Typed factories")
    struct TypedFactoryTests {
        static func typedFactory() -> ScreenFactory {
            ScreenFactory(ShopScreen.self) { screen in
                let controller = UIViewController()
                switch screen {
                case .home: controller.title = "Home"
                case .product(let productId): controller.title = "Product \(productId + 1)"
                }
                return controller
            }
        }

        @Test func theTypedFactoryMakesEveryKindWithTheTypedValues() throws {
            let factory = Self.typedFactory()
            #expect(factory.missingKinds(ShopScreen.screenKinds).isEmpty)
            #expect(try factory.controller(for: Screen("product", ["productId": "41"])).title == "Product 42")
            #expect(try factory.controller(for: Screen("home")).title == "Home")
        }

        @Test(arguments: [
            (Screen("product", ["productId": "x"]), "the value 'x' for 'productId'"),
            (Screen("product"), "has no value for 'productId'"),
            (Screen("home", ["tab": "1"]), "carries values its kind does not show: tab"),
        ])
        func aScreenThatDoesNotConvertIsUnavailableSayingWhy(screen: Screen, reason: String) {
            let factory = Self.typedFactory()
            #expect {
                try factory.controller(for: screen)
            } throws: { error in
                guard case NavigationError.screenUnavailable(let failed, let said) = error else { return false }
                return failed == screen && said.contains(reason)
            }
        }

        @Test func readyFailsNamingTheKindsAStringFactoryCannotMake() async throws {
            var factory = ScreenFactory()
            factory.register("home") { _ in UIViewController() }
            let host = UIKitHost(window: makeWindow(), factory: factory)
            var configuration = NavigatorConfiguration()
            configuration.screenKinds = ["home", "product", "reviews"]
            let navigator = Navigator(schemes: ["shop"], host: host, configuration: configuration)
            await #expect(throws: NavigationError.screensUnavailable(["product", "reviews"])) {
                try await navigator.ready()
            }
            #expect(!navigator.isReady)
        }

        @Test func thePhotoFeedScriptRunsOnTheTypedFactoryAsOnTheHeadlessHost() async throws {
            let factory = PhotoFeedFactory.makeTyped()
            #expect(factory.missingKinds(PhotoFeedScreen.screenKinds).isEmpty)
            let (harness, host) = try await photoFeedHarness(factory: factory)
            StandIn.transitionDuration = .milliseconds(2)
            try await harness.open(ScenarioTests.script)
            #expect(harness.linksChecked == ScenarioTests.script.count)
            _ = try await harness.open("user:42")
            #expect(host.state.topScreen.flatMap { PhotoFeedScreen($0) } == .user(userId: "42"))
        }

        @Test func readyPassesWhenTheFactoryMakesEveryKind() async throws {
            let host = UIKitHost(window: makeWindow(), factory: Self.typedFactory())
            var configuration = NavigatorConfiguration()
            configuration.screenKinds = ShopScreen.screenKinds
            let navigator = Navigator(schemes: ["shop"], host: host, configuration: configuration)
            try await navigator.ready()
            #expect(navigator.isReady)
        }
    }
}
#endif
