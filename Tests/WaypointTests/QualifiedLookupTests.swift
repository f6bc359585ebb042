import Testing
import Waypoint

/// How a quick lookup accepts a link's scheme or host and finds the routes qualified by it in
/// one comparison: accepted and qualifying names in any case, names that only qualify routes,
/// wildcard hosts, and names that are prefixes or extensions of accepted ones.
@Suite("Scheme and host routes")
struct QualifiedLookupTests {
    static func router() throws -> Router<String> {
        let router = Router<String>(
            schemes: ["myapp", "Other"], hosts: ["example.com", "*.example.com", "Shop.Example.org"])
        try router.register("myapp://item/:id", destination: "myapp item")
        try router.register("other://item/:id", destination: "other item")
        try router.register("unlisted://item/:id", destination: "unlisted item")
        try router.register("https://example.com/item/:id", destination: "web item")
        try router.register("https://m.example.com/item/:id", destination: "mobile item")
        try router.register("https://shop.example.org/item/:id", destination: "shop item")
        try router.register("https://notlisted.test/item/:id", destination: "unlisted host item")
        try router.register("/item/:id", destination: "any item")
        try router.register("/only/:id", destination: "only")
        return router
    }

    /// A scheme's trie is searched before the unqualified one only when one of its routes is as
    /// long as the link; a rest-of-path route is as long as every longer link. `steps` counts
    /// the trie nodes entered, so it shows whether the scheme's trie was searched.
    @Test(
        arguments: [
            (false, "myapp://u/7", "myapp user", 3),  // the scheme's root, u, :id
            (false, "myapp://u/7/posts", "posts", 4),  // three segments: root, u, :id, posts only
            (false, "myapp://u", nil, 1),  // one segment: the unqualified root, too short for u/:id
            (true, "myapp://u/7/posts", "posts", 7),  // files/** is as long: root, u, :id first
            (true, "myapp://files/a/b/c", "myapp files", 2),  // root, files and the rest of the path
        ] as [(Bool, String, String?, Int)])
    func schemeTriesAreSkippedForLinksOfOtherLengths(
        withRest: Bool, link: String, destination: String?, steps: Int
    ) throws {
        let router = Router<String>(schemes: ["myapp"])
        try router.register("myapp://u/:id", destination: "myapp user")
        try router.register("/u/:id/posts", destination: "posts")
        try router.register("/u/:id", destination: "any user")
        if withRest { try router.register("myapp://files/**", destination: "myapp files") }
        #expect(router.match(for: link)?.destination == destination)
        #expect(router.explain(link).steps == steps)
    }

    @Test(arguments: [
        ("myapp://item/1", "myapp item"),
        ("MyApp://item/1", "myapp item"),
        ("myapp:///item/1", "myapp item"),
        ("other://item/1", "other item"),
        ("OTHER://item/1", "other item"),
        ("myapp://only/1", "only"),
        ("https://example.com/item/1", "web item"),
        ("https://EXAMPLE.COM/item/1", "web item"),
        ("HTTPS://Example.com/item/1", "web item"),
        ("https://m.example.com/item/1", "mobile item"),
        ("https://M.Example.Com/item/1", "mobile item"),
        ("https://a.b.example.com/item/1", "any item"),
        ("https://averylonghostname.example.com/item/1", "any item"),
        ("https://shop.example.org/item/1", "shop item"),
        ("https://SHOP.example.ORG/item/1", "shop item"),
        ("https://example.com/only/1", "only"),
        ("/item/1", "any item"),
    ])
    func acceptedNamesFindTheirRoutes(link: String, destination: String) throws {
        let match = try Self.router().match(for: link)
        #expect(match?.destination == destination)
        #expect(match?.parameters["id"] == "1")
    }

    @Test(arguments: [
        "unlisted://item/1",  // a route's scheme, not an accepted one
        "https://notlisted.test/item/1",  // a route's host, not an accepted one
        "myap://item/1", "myappx://item/1", "othe://item/1",  // prefixes and extensions of schemes
        "https://example.co/item/1", "https://example.comm/item/1", "https://xample.com/item/1",
        "https://shop.example.or/item/1", "https://shop.example.orgx/item/1",
        "https://example.com.evil.test/item/1", "https://evilexample.com/item/1",
        "https://.example.com/item/1",
    ])
    func unacceptedNamesMatchNothing(link: String) throws {
        #expect(try Self.router().match(for: link) == nil)
    }

    @Test(arguments: [
        ("custom://item/1", "custom item"),
        ("CUSTOM://item/1", "custom item"),
        ("another://item/1", "any item"),
    ])
    func routersAcceptingEverySchemeStillFindQualifiedRoutes(link: String, destination: String) throws {
        let router = Router<String>()
        try router.register("custom://item/:id", destination: "custom item")
        try router.register("https://any.test/item/:id", destination: "host item")
        try router.register("/item/:id", destination: "any item")
        #expect(router.match(for: link)?.destination == destination)
    }

    /// A router given no hosts accepts no web link, not even one a route's pattern names: a
    /// pattern does not widen what the router lets in.
    @Test(arguments: ["https://any.test/item/1", "https://other.test/item/1", "http://any.test/item/1"])
    func routersWithoutHostsRefuseEveryWebLink(link: String) throws {
        let router = Router<String>()
        try router.register("https://any.test/item/:id", destination: "host item")
        try router.register("/item/:id", destination: "any item")
        #expect(router.match(for: link) == nil)
        #expect(throws: RouteError.notAccepted(link, reason: .noWebHosts)) { try router.resolve(link) }
    }

    @Test(arguments: [
        ("/one/:a", "/one/x", [("a", "x")]),
        ("/two/:a/:b", "/two/x/y", [("a", "x"), ("b", "y")]),
        ("/three/:a/:b/:c", "/three/x/y/z", [("a", "x"), ("b", "y"), ("c", "z")]),
        ("/four/:a/*/:b/:c/:d", "/four/w/skip/x/y/z", [("a", "w"), ("b", "x"), ("c", "y"), ("d", "z")]),
        ("/rest/:a/<path:p>", "/rest/x/y/z", [("a", "x"), ("p", "y/z")]),
        ("/unnamed/:a/:b/**", "/unnamed/x/y/z", [("a", "x"), ("b", "y")]),
        ("/unnamed/**", "/unnamed/x", []),
        ("/long/:a", "/long/a-value-longer-than-fifteen-bytes", [("a", "a-value-longer-than-fifteen-bytes")]),
        ("/escaped/:a/:b", "/escaped/caf%C3%A9/x%20y", [("a", "café"), ("b", "x y")]),
    ])
    func parametersKeepEveryValueInOrder(pattern: String, link: String, expected: [(String, String)]) throws {
        let router = Router<String>()
        try router.register(pattern, destination: "found")
        let parameters = try #require(router.match(for: link)).parameters
        #expect(parameters.map(\.name) == expected.map(\.0))
        #expect(parameters.map(\.value) == expected.map(\.1))
        #expect(parameters == Parameters(expected))
    }
}
