import Foundation
import Testing
import Waypoint
import WaypointManifest
import WaypointNavigation

/// A route file of the tests or the examples, beside the code the build plugin generated from it.
struct Fixture: Sendable, CustomTestStringConvertible {
    /// The route file's name in this folder.
    let fileName: String
    /// The generated navigator over `host`, its actions and guards reporting to `recorder`.
    let generated: @MainActor @Sendable (any NavigationHost, Recorder) throws -> Navigator
    /// The generated launch state.
    let initialState: @MainActor @Sendable () -> NavigationState
    /// The generated screen names, by kind, and the set of every kind.
    let screenNames: @Sendable () -> (names: [String], kinds: Set<String>)
    /// Reads a link with the generated typed routes and checks the round trip on what it reads.
    let roundTrip: @Sendable () throws -> @Sendable (String) -> RoundTrip?
    /// A screen through the generated typed screen and back.
    let typedScreen: @Sendable (Screen) throws -> Screen
    /// Reads a link with the generated typed routes into a value the generated `open` takes.
    let typedRoute: @Sendable () throws -> @Sendable (String) -> TypedRoute?

    var testDescription: String { fileName }

    static let all = [
        Fixture(
            fileName: "CompiledShop.routes.yaml",
            generated: {
                try CompiledShopRoutes.makeNavigator(
                    host: $0, actions: CompiledShopApp($1), guards: CompiledShopApp($1))
            },
            initialState: { CompiledShopRoutes.initialState },
            screenNames: {
                (
                    [
                        CompiledShopRoutes.Screens.home, CompiledShopRoutes.Screens.cart,
                        CompiledShopRoutes.Screens.account, CompiledShopRoutes.Screens.product,
                        CompiledShopRoutes.Screens.reviews, CompiledShopRoutes.Screens.search,
                        CompiledShopRoutes.Screens.order,
                    ], CompiledShopRoutes.screenKinds
                )
            },
            roundTrip: { RoundTrip.checker(try CompiledShopRoutes.makeRoutes()) },
            typedScreen: { try CompiledShopRoutes.Screen(screen: $0).screen },
            typedRoute: {
                TypedRoute.reader(try CompiledShopRoutes.makeRoutes()) {
                    await $0.open($1, presentation: $2, source: $3)
                }
            }),
        Fixture(
            fileName: "Article/routes.yaml",
            generated: {
                try AppRoutes.makeNavigator(host: $0, actions: RecordingArticleApp($1), guards: RecordingArticleApp($1))
            },
            initialState: { AppRoutes.initialState },
            screenNames: {
                (
                    [
                        AppRoutes.Screens.feed, AppRoutes.Screens.profile, AppRoutes.Screens.userProfile,
                        AppRoutes.Screens.post, AppRoutes.Screens.settings,
                    ], AppRoutes.screenKinds
                )
            },
            roundTrip: { RoundTrip.checker(try AppRoutes.makeRoutes()) },
            typedScreen: { try AppRoutes.Screen(screen: $0).screen },
            typedRoute: {
                TypedRoute.reader(try AppRoutes.makeRoutes()) { await $0.open($1, presentation: $2, source: $3) }
            }),
        Fixture(
            fileName: "PhotoFeed.routes.yaml",
            generated: {
                try PhotoFeedRoutes.makeNavigator(
                    host: $0, actions: PhotoFeedApp($1), guards: PhotoFeedApp($1), openInBrowser: { _ in })
            },
            initialState: { PhotoFeedRoutes.initialState },
            screenNames: {
                (
                    [
                        PhotoFeedRoutes.Screens.feed, PhotoFeedRoutes.Screens.profile, PhotoFeedRoutes.Screens.menu,
                        PhotoFeedRoutes.Screens.user, PhotoFeedRoutes.Screens.comments, PhotoFeedRoutes.Screens.likes,
                        PhotoFeedRoutes.Screens.following, PhotoFeedRoutes.Screens.follower,
                        PhotoFeedRoutes.Screens.search, PhotoFeedRoutes.Screens.reply, PhotoFeedRoutes.Screens.settings,
                        PhotoFeedRoutes.Screens.explore, PhotoFeedRoutes.Screens.photo, PhotoFeedRoutes.Screens.signIn,
                    ], PhotoFeedRoutes.screenKinds
                )
            },
            roundTrip: { RoundTrip.checker(try PhotoFeedRoutes.makeRoutes()) },
            typedScreen: { try PhotoFeedRoutes.Screen(screen: $0).screen },
            typedRoute: {
                TypedRoute.reader(try PhotoFeedRoutes.makeRoutes()) { await $0.open($1, presentation: $2, source: $3) }
            }),
        Fixture(
            fileName: "shop.routes.yaml",
            generated: { try ShopRoutes.makeNavigator(host: $0, actions: ShopApp($1), guards: ShopApp($1)) },
            initialState: { ShopRoutes.initialState },
            screenNames: {
                (
                    [
                        ShopRoutes.Screens.onboarding, ShopRoutes.Screens.product, ShopRoutes.Screens.reviews,
                        ShopRoutes.Screens.home, ShopRoutes.Screens.order, ShopRoutes.Screens.map,
                        ShopRoutes.Screens.search, ShopRoutes.Screens.file, ShopRoutes.Screens.promo,
                        ShopRoutes.Screens.deals, ShopRoutes.Screens.cart, ShopRoutes.Screens.debug,
                        ShopRoutes.Screens.settings, ShopRoutes.Screens.orders, ShopRoutes.Screens.account,
                        ShopRoutes.Screens.faq, ShopRoutes.Screens.preview,
                    ], ShopRoutes.screenKinds
                )
            },
            roundTrip: { RoundTrip.checker(try ShopRoutes.makeRoutes()) },
            typedScreen: { try ShopRoutes.Screen(screen: $0).screen },
            typedRoute: {
                TypedRoute.reader(try ShopRoutes.makeRoutes()) { await $0.open($1, presentation: $2, source: $3) }
            }),
        Fixture(
            fileName: "names.routes.yaml",
            generated: { try NamesRoutes.makeNavigator(host: $0, actions: NamesApp($1), guards: NamesApp($1)) },
            initialState: { NamesRoutes.initialState },
            screenNames: {
                (
                    [
                        NamesRoutes.Screens.default, NamesRoutes.Screens.class, NamesRoutes.Screens._self,
                        NamesRoutes.Screens._404, NamesRoutes.Screens.userProfile, NamesRoutes.Screens.userSettings,
                        NamesRoutes.Screens.legalNotice, NamesRoutes.Screens.detail,
                    ], NamesRoutes.screenKinds
                )
            },
            roundTrip: { RoundTrip.checker(try NamesRoutes.makeRoutes()) },
            typedScreen: { try NamesRoutes.Screen(screen: $0).screen },
            typedRoute: {
                TypedRoute.reader(try NamesRoutes.makeRoutes()) { await $0.open($1, presentation: $2, source: $3) }
            }),
        Fixture(
            fileName: "conditions.routes.yaml",
            generated: { host, _ in try ConditionsRoutes.makeNavigator(host: host) },
            initialState: { ConditionsRoutes.initialState },
            screenNames: {
                (
                    [
                        ConditionsRoutes.Screens.pledgeFailed, ConditionsRoutes.Screens.pledge,
                        ConditionsRoutes.Screens.signIn, ConditionsRoutes.Screens.projectTab,
                        ConditionsRoutes.Screens.project, ConditionsRoutes.Screens.search,
                    ], ConditionsRoutes.screenKinds
                )
            },
            roundTrip: { RoundTrip.checker(try ConditionsRoutes.makeRoutes()) },
            typedScreen: { try ConditionsRoutes.Screen(screen: $0).screen },
            typedRoute: {
                TypedRoute.reader(try ConditionsRoutes.makeRoutes()) {
                    await $0.open($1, presentation: $2, source: $3)
                }
            }),
        Fixture(
            fileName: "sets.routes.yaml",
            generated: { try SetsRoutes.makeNavigator(host: $0, actions: SetsApp($1)) },
            initialState: { SetsRoutes.initialState },
            screenNames: {
                (
                    [SetsRoutes.Screens.products, SetsRoutes.Screens.search, SetsRoutes.Screens.settings],
                    SetsRoutes.screenKinds
                )
            },
            roundTrip: { RoundTrip.checker(try SetsRoutes.makeRoutes()) },
            typedScreen: { try SetsRoutes.Screen(screen: $0).screen },
            typedRoute: {
                TypedRoute.reader(try SetsRoutes.makeRoutes()) { await $0.open($1, presentation: $2, source: $3) }
            }),
        Fixture(
            fileName: "forward.routes.yaml",
            generated: { host, _ in try ForwardRoutes.makeNavigator(host: host) },
            initialState: { ForwardRoutes.initialState },
            screenNames: {
                (
                    [
                        ForwardRoutes.Screens.newTab, ForwardRoutes.Screens.project,
                        ForwardRoutes.Screens.privateSettings,
                    ],
                    ForwardRoutes.screenKinds
                )
            },
            roundTrip: { RoundTrip.checker(try ForwardRoutes.makeRoutes()) },
            typedScreen: { try ForwardRoutes.Screen(screen: $0).screen },
            typedRoute: {
                TypedRoute.reader(try ForwardRoutes.makeRoutes()) { await $0.open($1, presentation: $2, source: $3) }
            }),
        Fixture(
            fileName: "library.routes.yaml",
            generated: { host, _ in try LibraryRoutes.makeNavigator(host: host) },
            initialState: { LibraryRoutes.initialState },
            screenNames: {
                (
                    [
                        LibraryRoutes.Screens.sources, LibraryRoutes.Screens.album, LibraryRoutes.Screens.photo,
                        LibraryRoutes.Screens.person,
                        LibraryRoutes.Screens.folder, LibraryRoutes.Screens.share, LibraryRoutes.Screens.info,
                    ], LibraryRoutes.screenKinds
                )
            },
            roundTrip: { RoundTrip.checker(try LibraryRoutes.makeRoutes()) },
            typedScreen: { try LibraryRoutes.Screen(screen: $0).screen },
            typedRoute: {
                TypedRoute.reader(try LibraryRoutes.makeRoutes()) { await $0.open($1, presentation: $2, source: $3) }
            }),
        Fixture(
            fileName: "browser.routes.yaml",
            generated: { host, _ in try BrowserRoutes.makeNavigator(host: host) },
            initialState: { BrowserRoutes.initialState },
            screenNames: {
                (
                    [
                        BrowserRoutes.Screens.newTab, BrowserRoutes.Screens.help, BrowserRoutes.Screens.tab,
                        BrowserRoutes.Screens.history, BrowserRoutes.Screens.bookmark, BrowserRoutes.Screens.settings,
                    ], BrowserRoutes.screenKinds
                )
            },
            roundTrip: { RoundTrip.checker(try BrowserRoutes.makeRoutes()) },
            typedScreen: { try BrowserRoutes.Screen(screen: $0).screen },
            typedRoute: {
                TypedRoute.reader(try BrowserRoutes.makeRoutes()) { await $0.open($1, presentation: $2, source: $3) }
            }),
    ]

    /// This folder.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// The route file, loaded as an app without generated code loads it.
    func load() throws -> RouteFile {
        try RouteFile.load(from: Self.folder.appendingPathComponent(fileName))
    }

    /// The navigator the route file's loader builds over `host`.
    @MainActor
    func loaded(_ file: RouteFile, host: any NavigationHost, recorder: Recorder) throws -> Navigator {
        var actions: [String] = []
        for route in file.routes {
            if case .action(let name) = route.target { actions.append(name) }
        }
        let guards = Set(file.groups.flatMap(\.guards) + file.routes.flatMap(\.guards))
        // A file that sends unclaimed universal links to the browser needs a browser to send them to.
        var configuration = NavigatorConfiguration()
        if file.webFallback == .browser { configuration.openInBrowser = { _ in } }
        return try file.makeNavigator(
            host: host, actions: recorder.actions(Array(Set(actions))), guards: recorder.guards(Array(guards)),
            configuration: configuration)
    }
}

/// One link read by the generated typed routes: the value, the link printed from it, and
/// whether reading that link gives the value back and printing it again gives the same link.
struct RoundTrip: Sendable {
    var value: String
    var printed: String
    var holds: Bool

    static func checker<Route: Hashable & Sendable>(_ routes: Routes<Route>) -> @Sendable (String) -> RoundTrip? {
        { link in
            guard let value = try? routes.route(for: link) else { return nil }
            do {
                let printed = try routes.link(for: value)
                let again = try routes.route(for: printed)
                let reprinted = try routes.link(for: again)
                return RoundTrip(value: "\(value)", printed: printed, holds: again == value && reprinted == printed)
            } catch {
                return RoundTrip(value: "\(value)", printed: "\(error)", holds: false)
            }
        }
    }
}

/// A value of a generated route enum read from a link, with the link it prints and the
/// generated `open` that takes it.
struct TypedRoute: Sendable {
    var value: String
    var printed: String
    var open: @MainActor @Sendable (Navigator, Presentation?, LinkSource) async -> LinkOutcome

    static func reader<Route: OpenableRoute & Hashable>(
        _ routes: Routes<Route>,
        open: @escaping @MainActor @Sendable (Navigator, Route, Presentation?, LinkSource) async -> LinkOutcome
    ) -> @Sendable (String) -> TypedRoute? {
        { link in
            guard let value = try? routes.route(for: link), let printed = try? value.link() else { return nil }
            return TypedRoute(value: "\(value)", printed: printed) { await open($0, value, $1, $2) }
        }
    }
}
