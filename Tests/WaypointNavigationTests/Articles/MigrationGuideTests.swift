import Foundation
import Testing
import Waypoint
import WaypointNavigation

/// The Waypoint code of the migration guides, and the differences they state.
@Suite("Migration guides")
@MainActor
struct MigrationGuideTests {
    @Test func fromURLNavigator() async throws {
        let host = launchHost()

        let alerts = Alerts()
        let navigator = Navigator(schemes: ["myapp"], host: host)
        try navigator.register("myapp://user/<int:id>", .screen("user", presentation: .push))
        try navigator.register(
            "myapp://post/<title>", .screen("post", presentation: .modal(.automatic, embedInStack: true)))
        try navigator.register(
            "myapp://alert",
            .action { match in
                alerts.show(title: match.query["title"] ?? "", message: match.query["message"] ?? "")
                return true
            })
        try await navigator.ready()

        await navigator.open("myapp://user/123")  // pushes user(id: 123)
        await navigator.open("myapp://post/hello%20world")  // presents post(title: hello world)
        await navigator.open("myapp://alert?title=Hello&message=World")  // runs the action

        #expect(host.state.root.activeStack == [Screen("home"), Screen("user", ["id": "123"])])
        #expect(host.state.layers.count == 1)
        #expect(host.state.topScreen == Screen("post", ["title": "hello world"]))
        #expect(alerts.shown == ["Hello: World"])
        guard case .unmatched = await navigator.open("myapp://user/abc") else {
            Issue.record("an int placeholder does not take abc")
            return
        }
    }

    @Test("In-app code chooses the presentation at the call site; the route's own is the default")
    func fromURLNavigatorPushHerePresentThere() async throws {
        let host = launchHost()
        let navigator = Navigator(schemes: ["myapp"], host: host)
        try navigator.register("myapp://user/<int:id>", .screen("user", presentation: .push))
        try await navigator.ready()

        enum AppRoute: OpenableRoute {
            case user(id: Int)

            func link() throws(RouteError) -> String {
                switch self {
                case .user(let id): "myapp://user/\(id)"
                }
            }
        }

        await navigator.open(route: AppRoute.user(id: 7))  // the route's own: pushed
        await navigator.open(route: AppRoute.user(id: 8), presentation: .modal(.pageSheet, embedInStack: true))

        #expect(host.state.root.activeStack == [Screen("home"), Screen("user", ["id": "7"])])
        #expect(host.state.layers.count == 1)
        #expect(host.state.layers.first?.style == .pageSheet)
        #expect(host.state.topScreen == Screen("user", ["id": "8"]))
        // A link from outside the app keeps the route's presentation: pushed in the sheet's stack.
        await navigator.open("myapp://user/9", source: .customScheme(sendingApp: nil))
        #expect(host.state.layers.count == 1)
        #expect(host.state.topScreen == Screen("user", ["id": "9"]))
    }

    @Test func fromJLRoutes() async throws {
        let host = launchHost()

        let editor = Editor()
        let navigator = Navigator(schemes: ["myapp"], host: host)
        try navigator.register("/user/view/:userID", .screen("user"))
        try navigator.register(
            "/:object/:action/:primaryKey",
            .action { match in
                editor.perform(
                    match.parameters["action"] ?? "", on: match.parameters["object"] ?? "",
                    id: match.parameters["primaryKey"] ?? "", debug: match.query["debug"] == "true")
            })
        try await navigator.ready()

        await navigator.open("myapp://user/view/joeldev")  // user(userID: joeldev)
        await navigator.open("myapp://post/edit/123?debug=true&foo=bar")  // the action: edit post 123

        #expect(host.state.topScreen == Screen("user", ["userID": "joeldev"]))
        #expect(editor.performed == ["edit post 123 (debug)"])
        let plus = navigator.matchingRouter.match(for: "myapp://post/edit/1?q=a+b&tag=x&tag=y")
        #expect(plus?.query["q"] == "a+b")
        #expect(plus?.query.values(for: "tag") == ["x", "y"])
        #expect(navigator.matchingRouter.match(for: "https://example.com/user/view/1") == nil)
    }

    @Test func fromCrossroad() async throws {
        let host = launchHost()

        let navigator = Navigator(schemes: ["pokedex"], hosts: ["my-awesome-pokedex.com"], host: host)
        try navigator.register("/pokemons/<int:pokedexID>", .screen("pokemon"))
        try navigator.register(
            "/pokemons",
            .screen { match in Screen("pokemons", ["type": match.query["type"] ?? "all"]) })
        try navigator.register("pokedex://moves/:moveName", .screen("move"))
        try await navigator.ready()

        await navigator.open("pokedex://pokemons/25")  // pokemon(pokedexID: 25)
        await navigator.open(webpageURL: URL(string: "https://my-awesome-pokedex.com/pokemons?type=fire")!)
        let move = await navigator.open("https://my-awesome-pokedex.com/moves/thunderbolt")  // .unmatched

        #expect(host.state.root.activeStack?.contains(Screen("pokemon", ["pokedexID": "25"])) == true)
        #expect(host.state.topScreen == Screen("pokemons", ["type": "fire"]))
        guard case .unmatched = move else {
            Issue.record("expected unmatched, got \(move)")
            return
        }
        #expect(navigator.matchingRouter.match(for: "https://my-awesome-pokedex.com.evil.com/pokemons") == nil)
        #expect(navigator.matchingRouter.match(for: "http://my-awesome-pokedex.com/pokemons") == nil)
    }

    @Test func fromCompass() async throws {
        let host = launchHost()

        let account = Account()
        let navigator = Navigator(schemes: ["compass"], host: host)
        try navigator.register("profile:{userId}", .screen("profile"))
        try navigator.register("login", .screen("login", presentation: .modal(.fullScreen, embedInStack: true)))
        try navigator.register(
            "logout",
            .action { _ in
                account.signOut()
                return true
            })
        try await navigator.ready()

        await navigator.open("compass://profile:42")  // profile(userId: 42)
        await navigator.open("login")  // an in-app URN, no scheme needed
        await navigator.open("logout")  // the action

        #expect(host.state.root.activeStack?.last == Screen("profile", ["userId": "42"]))
        #expect(host.state.topScreen == Screen("login"))
        #expect(!account.isSignedIn)
        #expect(navigator.matchingRouter.match(for: "compass://profile:42?tab=likes")?.parameters["userId"] == "42")
        #expect(navigator.matchingRouter.match(for: "compass://profile:Ana%20Lima")?.parameters["userId"] == "Ana Lima")

        let precedence = Router<String>(schemes: ["compass"])
        try precedence.register("{kind}:feed:recent", destination: "first")
        try precedence.register("user:{id}:{tab}", destination: "second")
        #expect(precedence.match(for: "compass://user:feed:recent")?.destination == "second")
    }

    @Test func fromRouteComposer() async throws {
        let host = launchHost()

        let signIn = SignIn()
        let navigator = Navigator(schemes: ["shop"], hosts: ["shop.example.com"], host: host)
        navigator.guards = [
            NavigationGuard("signed in") { _ in
                signIn.isSignedIn ? .proceed : .redirect(.screen(Screen("login"), .modal(.formSheet)))
            }
        ]
        try navigator.register(
            "/product/<uuid:productID>", .screen("product", presentation: .modal(.automatic, embedInStack: true)))
        try await navigator.ready()

        let productID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301"
        await navigator.open("shop://product/\(productID)")  // a table cell's tap

        await navigator.open(webpageURL: URL(string: "https://shop.example.com/product/\(productID)")!)

        #expect(host.state.topScreen == Screen("login"))
        #expect(navigator.redirectedCount == 2)
        signIn.isSignedIn = true
        let resumed = await navigator.resumeRedirected()
        guard resumed.count == 1, case .navigated = resumed[0] else {
            Issue.record("expected the product presented, got \(resumed)")
            return
        }
        #expect(navigator.redirectedCount == 0)
        #expect(host.state.layers.count == 1)
        #expect(host.state.topScreen == Screen("product", ["productID": productID]))
    }
}
