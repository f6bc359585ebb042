import Foundation
import Testing
import Waypoint

@Suite("Typed routes: printing")
struct TypedRoutePrintingTests {
    /// Canonical links, exactly: every value percent-encoded so it reads back as itself,
    /// query items in declaration order, repeated values in order, defaults left out.
    @Test(arguments: [
        (PhotoFeedRoute.user(id: "self"), "photofeed://user/self"),
        (.user(id: "a/b c"), "photofeed://user/a%2Fb%20c"),
        (.user(id: "x:y?z#w%+"), "photofeed://user/x%3Ay%3Fz%23w%25%2B"),
        (.user(id: "😀"), "photofeed://user/%F0%9F%98%80"),
        (.post(id: "BYOkwgXnwr3", showComments: false), "photofeed://post/BYOkwgXnwr3"),
        (.post(id: "BYOkwgXnwr3", showComments: true), "photofeed://post/BYOkwgXnwr3?comments=true"),
        (.comments(mediaID: "m1"), "photofeed://comments/m1"),
        (.likes(mediaID: "m1"), "photofeed://likes/m1"),
        (.following(userID: "u1"), "photofeed://following/u1"),
        (.follower(userID: "u1"), "photofeed://follower/u1"),
        (.logout, "photofeed://logout"),
        (.search(query: "", tags: []), "photofeed://search"),
        (
            .search(query: "a b/c?d#e%f+g&h=i", tags: ["x", "", "😀"]),
            "photofeed://search?q=a%20b/c?d%23e%25f%2Bg%26h%3Di&tag=x&tag=&tag=%F0%9F%98%80"
        ),
        (.search(query: "", tags: ["swift"]), "photofeed://search?tag=swift"),
    ])
    func printsTheCanonicalLink(route: PhotoFeedRoute, link: String) throws {
        let routes = try PhotoFeedRoute.routes()
        #expect(try routes.link(for: route) == link)
        #expect(try routes.route(for: link) == route)
    }

    /// The canonical form is chosen once: a custom scheme, a universal link with a chosen host,
    /// or an in-app path.
    @Test(arguments: [
        (CanonicalForm.customScheme("photofeed"), "photofeed://post/B7?comments=true"),
        (.web(host: "photofeed.app"), "https://photofeed.app/post/B7?comments=true"),
        (.web(host: "www.photofeed.app", scheme: "http"), "http://www.photofeed.app/post/B7?comments=true"),
        (.path, "/post/B7?comments=true"),
    ])
    func canonicalFormIsConfigurable(form: CanonicalForm, link: String) throws {
        // A plain `http` canonical form needs its host listed for `http`, as any `http` link does.
        let hosts =
            ["photofeed.app", "www.photofeed.app"] + (link.hasPrefix("http:") ? ["http://www.photofeed.app"] : [])
        let routes = try PhotoFeedRoute.routes(canonical: form, hosts: hosts)
        #expect(try routes.link(for: .post(id: "B7", showComments: true)) == link)
        #expect(try routes.route(for: link) == .post(id: "B7", showComments: true))
    }

    /// One call can ask for another form than the canonical one: push payloads carry URNs.
    @Test(arguments: [
        (PhotoFeedRoute.user(id: "self"), "user:self"),
        (.user(id: "a:b"), "user:a%3Ab"),
        (.post(id: "BYOkwgXnwr3", showComments: true), "post:BYOkwgXnwr3?comments=true"),
        (.logout, "logout"),
        (.search(query: "cats", tags: []), "search?q=cats"),
    ])
    func printsAURNOnRequest(route: PhotoFeedRoute, urn: String) throws {
        let routes = try PhotoFeedRoute.routes()
        #expect(try routes.link(for: route, form: .urn) == urn)
        #expect(try routes.route(for: urn) == route)
        #expect(try routes.link(for: route) == routes.link(for: route, form: .customScheme("photofeed")))
    }

    /// Each value type prints one spelling, which parses back to the same value.
    @Test(arguments: [
        (ShopRoute.product(id: -7), "shop://product/-7"),
        (.reviews(productID: 7, page: 1), "shop://product/7/reviews"),
        (.reviews(productID: 7, page: 2), "shop://product/7/reviews?page=2"),
        (
            .order(
                UUID(
                    uuid: (
                        0xE6, 0x21, 0xE1, 0xF8, 0xC3, 0x6C, 0x49, 0x5A, 0x93, 0xFC, 0x0C, 0x24, 0x7A, 0x3E, 0x6E, 0x5F
                    ))),
            "shop://order/e621e1f8-c36c-495a-93fc-0c247a3e6e5f"
        ),
        (.category(.shoes, sort: nil), "shop://category/shoes"),
        (.category(.shoes, sort: .hats), "shop://category/shoes?sort=hats"),
        (.seller(ShopRoute.Handle("al ice")), "shop://seller/@al%20ice"),
        (.price(0.1), "shop://price?amount=0.1"),
        (.price(1e16), "shop://price?amount=10000000000000000"),
        (.price(2), "shop://price?amount=2"),
        (.gift(false), "shop://gift/false"),
        (.files(path: "a/b c/d"), "shop://files/a/b%20c/d"),
    ])
    func valueTypesPrintOneSpelling(route: ShopRoute, link: String) throws {
        let routes = try ShopRoute.routes()
        #expect(try routes.link(for: route) == link)
        #expect(try routes.route(for: link) == route)
    }

    /// A route with an app-specific scheme or host in its pattern prints with it, whatever the
    /// canonical form.
    @Test func qualifiedPatternsPrintTheirOwnForm() throws {
        enum Route: Hashable, Sendable { case help(String), settings }
        let routes = Routes<Route>(
            schemes: ["app", "app-debug"], hosts: ["help.example.com"], canonical: .customScheme("app"))
        try routes.add("https://help.example.com/faq/:topic", .path("topic", String.self), parse: Route.help) {
            if case .help(let topic) = $0 { topic } else { nil }
        }
        try routes.add("app-debug://settings", Route.settings)
        #expect(try routes.link(for: .help("links")) == "https://help.example.com/faq/links")
        #expect(try routes.link(for: .settings) == "app-debug://settings")
        #expect(try routes.route(for: "app-debug://settings") == .settings)
        #expect(throws: RouteError.self) { try routes.route(for: "app://settings") }
    }

    /// Values no link can carry are refused with an error naming the key, never printed wrongly.
    @Test(arguments: ["", ".", ".."])
    func pathValueNoLinkCanCarryIsRefused(id: String) throws {
        let routes = try PhotoFeedRoute.routes()
        let error = #expect(throws: RouteError.self) { try routes.link(for: .user(id: id)) }
        guard case .malformedValue("userId", id, _) = error else {
            Issue.record("expected malformedValue naming userId, got \(String(describing: error))")
            return
        }
    }

    /// A value whose link would be refused when read back (a control or bidirectional-override
    /// character) gives the reader's typed error instead of a link.
    @Test(arguments: ["a\u{0}b", "evil\u{202E}gpj.exe", "tab\there"])
    func valueTheParserRefusesIsNotPrinted(id: String) throws {
        let routes = try PhotoFeedRoute.routes()
        let error = #expect(throws: RouteError.self) { try routes.link(for: .user(id: id)) }
        guard case .invalidLink(_, _, .forbiddenCharacter) = error else {
            Issue.record("expected a forbidden-character error, got \(String(describing: error))")
            return
        }
    }

    /// When a route of higher precedence would take a printed link, `link(for:)` says so instead
    /// of handing out a link that opens something else.
    @Test func linkThatOpensAnotherRouteIsRefused() throws {
        enum Route: Hashable, Sendable { case settings, profile(String) }
        let routes = Routes<Route>(scheme: "app")
        try routes.add("user/settings", Route.settings)
        try routes.add("user/:name", .path("name", String.self), parse: Route.profile) {
            if case .profile(let name) = $0 { name } else { nil }
        }
        #expect(try routes.link(for: .profile("bob")) == "app://user/bob")
        let error = #expect(throws: RouteError.self) { try routes.link(for: .profile("settings")) }
        guard case .noMatch("app://user/settings", let detail) = error else {
            Issue.record("expected noMatch, got \(String(describing: error))")
            return
        }
        #expect(detail.contains("settings"))
    }

    /// A value of a case no route declares cannot be printed.
    @Test func undeclaredCaseIsReported() throws {
        enum Route: Hashable, Sendable { case home, hidden }
        let routes = Routes<Route>(scheme: "app")
        try routes.add("home", Route.home)
        #expect(throws: RouteError.noMatch("hidden", detail: "no declared route prints this value")) {
            try routes.link(for: .hidden)
        }
    }

    /// A later declaration for the same case is an alias: it parses, and the first one prints.
    @Test func firstDeclarationPrintsAliasesParse() throws {
        enum Route: Hashable, Sendable { case user(String) }
        let routes = Routes<Route>(scheme: "app")
        try routes.add("user/:id", .path("id", String.self), parse: Route.user) {
            if case .user(let id) = $0 { id } else { nil }
        }
        try routes.add("profile/:id", .path("id", String.self), parse: Route.user) {
            if case .user(let id) = $0 { id } else { nil }
        }
        #expect(try routes.route(for: "app://profile/bob") == .user("bob"))
        #expect(try routes.link(for: routes.route(for: "app://profile/bob")) == "app://user/bob")
    }
}
