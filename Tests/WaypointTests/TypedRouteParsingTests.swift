import Foundation
import Testing
import Waypoint

/// A shop's routes, for conversions and precedence: each value type once, and two routes that
/// share a shape and differ only in what their value converts to.
enum ShopRoute: Hashable, Sendable {
    enum Category: String, LinkValue { case shoes, hats }
    struct Version: LosslessStringConvertible, Hashable, LinkValue {
        var major: Int
        var minor: Int
        init?(_ description: String) {
            let parts = description.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]) else { return nil }
            (self.major, self.minor) = (major, minor)
        }
        var description: String { "\(major).\(minor)" }
    }
    /// An app's own type through the conversion protocol: `@alice` in links.
    struct Handle: Hashable, LinkValue {
        var name: String
        init(_ name: String) { self.name = name }
        init?(linkText text: String) {
            guard text.hasPrefix("@"), text.count > 1 else { return nil }
            name = String(text.dropFirst())
        }
        var linkText: String { "@" + name }
    }

    case product(id: Int)
    case productNamed(slug: String)
    case reviews(productID: Int, page: Int)
    case order(UUID)
    case category(Category, sort: Category?)
    case release(Version)
    case seller(Handle)
    case price(Double)
    case gift(Bool)
    case files(path: String)

    static func routes() throws(RouteError) -> Routes<ShopRoute> {
        let routes = Routes<ShopRoute>(scheme: "shop", hosts: ["shop.example.com"])
        try routes.add("product/:id", .path("id", Int.self), parse: ShopRoute.product) {
            if case .product(let id) = $0 { id } else { nil }
        }
        try routes.add("product/:slug", .path("slug", String.self), parse: ShopRoute.productNamed) {
            if case .productNamed(let slug) = $0 { slug } else { nil }
        }
        try routes.add(
            "product/:id/reviews", .path("id", Int.self), .query("page", Int.self, default: 1),
            parse: ShopRoute.reviews
        ) { if case .reviews(let id, let page) = $0 { (id, page) } else { nil } }
        try routes.add("order/:id", .path("id", UUID.self), parse: ShopRoute.order) {
            if case .order(let id) = $0 { id } else { nil }
        }
        try routes.add(
            "category/:name", .path("name", Category.self), .query("sort", Category?.self),
            parse: ShopRoute.category
        ) { if case .category(let name, let sort) = $0 { (name, sort) } else { nil } }
        try routes.add("release/:version", .path("version", Version.self), parse: ShopRoute.release) {
            if case .release(let version) = $0 { version } else { nil }
        }
        try routes.add("seller/:handle", .path("handle", Handle.self), parse: ShopRoute.seller) {
            if case .seller(let handle) = $0 { handle } else { nil }
        }
        try routes.add("price", .query("amount", Double.self), parse: ShopRoute.price) {
            if case .price(let amount) = $0 { amount } else { nil }
        }
        try routes.add("gift/:wrapped", .path("wrapped", Bool.self), parse: ShopRoute.gift) {
            if case .gift(let wrapped) = $0 { wrapped } else { nil }
        }
        try routes.add("files/<path:path>", .path("path", String.self), parse: ShopRoute.files) {
            if case .files(let path) = $0 { path } else { nil }
        }
        return routes
    }
}

@Suite("Typed routes: parsing")
struct TypedRouteParsingTests {
    /// Every accepted source of a link — custom scheme with the host as first segment, the
    /// empty-host form, each universal-link host, the URN forms push payloads carry, an in-app path — parses
    /// to the same value.
    @Test(arguments: [
        "photofeed://user/self",
        "photofeed:///user/self",
        "photofeed://user:self",
        "user:self",
        "https://photofeed.app/user/self",
        "https://www.photofeed.app/user/self",
        "HTTPS://PhotoFeed.App/user/self/",
        "/user/self",
        "PHOTOFEED://user/s%65lf#comments",
    ])
    func everyAcceptedSourceParsesToTheSameValue(link: String) throws {
        #expect(try PhotoFeedRoute.routes().route(for: link) == .user(id: "self"))
    }

    /// Universal links are `https`: a plain `http` link to a listed host is refused, saying how
    /// to allow it.
    @Test func plainHTTPToAListedHostIsRefused() throws {
        let link = "http://photofeed.app/user/self"
        #expect(throws: RouteError.notAccepted(link, reason: .insecureScheme(host: "photofeed.app"))) {
            try PhotoFeedRoute.routes().route(for: link)
        }
    }

    /// The same holds for a route with query values, whatever the source.
    @Test(arguments: [
        "photofeed://post/BYOkwgXnwr3?comments=true",
        "photofeed:///post/BYOkwgXnwr3?comments=1",
        "post:BYOkwgXnwr3?comments=TRUE",
        "https://photofeed.app/post/BYOkwgXnwr3?utm_source=mail&comments=true",
    ])
    func querySurvivesEverySource(link: String) throws {
        #expect(try PhotoFeedRoute.routes().route(for: link) == .post(id: "BYOkwgXnwr3", showComments: true))
    }

    /// A parsed `Link` gives the route and keeps what navigation needs beyond it.
    @Test func parsedLinkKeepsTheResetToRootRequest() throws {
        let link = try Link(parsing: "photofeed:///user/self")
        #expect(try PhotoFeedRoute.routes().route(for: link) == .user(id: "self"))
        #expect(link.resetsToRoot)
    }

    /// A Foundation `URL` parses like its string.
    @Test func urlParsesLikeItsString() throws {
        let url = try #require(URL(string: "photofeed://search?q=cats%20%26%20dogs&tag=a&tag=b"))
        #expect(try PhotoFeedRoute.routes().route(for: url) == .search(query: "cats & dogs", tags: ["a", "b"]))
    }

    /// Each value type converts from its link spellings.
    @Test(arguments: [
        ("shop://product/42", ShopRoute.product(id: 42)),
        ("shop://product/+42", .productNamed(slug: "+42")),
        ("shop://product/4.2", .productNamed(slug: "4.2")),
        ("shop://product/42/reviews", .reviews(productID: 42, page: 1)),
        ("shop://product/42/reviews?page=3", .reviews(productID: 42, page: 3)),
        ("shop://order/e621e1f8-c36c-495a-93fc-0c247a3e6e5f", .order(UUID(uuid: uuidBytes))),
        ("shop://category/hats", .category(.hats, sort: nil)),
        ("shop://category/hats?sort=shoes", .category(.hats, sort: .shoes)),
        ("shop://release/2.10", .release(ShopRoute.Version("2.10")!)),
        ("shop://seller/@alice", .seller(ShopRoute.Handle("alice"))),
        ("shop://seller/%40al%20ice", .seller(ShopRoute.Handle("al ice"))),
        ("shop://price?amount=9.99", .price(9.99)),
        ("shop://price?amount=1000", .price(1000)),
        ("shop://gift/true", .gift(true)),
        ("shop://gift/0", .gift(false)),
        ("shop://files/a/b%2Fc/d", .files(path: "a/b/c/d")),
    ])
    func valuesConvertFromTheirSpellings(link: String, route: ShopRoute) throws {
        #expect(try ShopRoute.routes().route(for: link) == route)
    }

    /// A segment that does not convert is not a match: `product/abc` is no `Int` id, so the
    /// string route of the same shape takes it, by the router's precedence.
    @Test func conversionFailureFallsThroughToTheNextRoute() throws {
        let routes = try ShopRoute.routes()
        #expect(try routes.route(for: "shop://product/42") == .product(id: 42))
        #expect(try routes.route(for: "shop://product/abc") == .productNamed(slug: "abc"))
        #expect(
            try routes.route(for: "shop://product/99999999999999999999") == .productNamed(slug: "99999999999999999999"))
    }

    /// With nothing to fall through to, the error names the key, the value and the type.
    @Test(arguments: [
        ("shop://product/abc/reviews", RouteError.malformedValue(key: "id", value: "abc", expected: "Int")),
        ("shop://product/42/reviews?page=two", .malformedValue(key: "page", value: "two", expected: "Int")),
        ("shop://order/42", .malformedValue(key: "id", value: "42", expected: "UUID")),
        ("shop://category/socks", .malformedValue(key: "name", value: "socks", expected: "Category")),
        ("shop://category/hats?sort=socks", .malformedValue(key: "sort", value: "socks", expected: "Category")),
        ("shop://release/2", .malformedValue(key: "version", value: "2", expected: "Version")),
        ("shop://seller/alice", .malformedValue(key: "handle", value: "alice", expected: "Handle")),
        ("shop://gift/maybe", .malformedValue(key: "wrapped", value: "maybe", expected: "Bool")),
        ("shop://price?amount=nan", .malformedValue(key: "amount", value: "nan", expected: "Double")),
        ("shop://price", .missingValue(key: "amount")),
    ])
    func conversionFailureNamesTheKey(link: String, error: RouteError) throws {
        let routes = try ShopRoute.routes()
        #expect(throws: error) { try routes.route(for: link) }
    }

    /// A link no route's shape fits gives the router's own no-match error, explained.
    @Test func unmatchedLinkIsExplained() throws {
        let error = #expect(throws: RouteError.self) {
            try PhotoFeedRoute.routes().route(for: "photofeed://user/self/photos")
        }
        guard case .noMatch(let link, let detail) = error else {
            Issue.record("expected noMatch, got \(String(describing: error))")
            return
        }
        #expect(link == "photofeed://user/self/photos")
        #expect(detail.contains("segment 3 \"photos\""))
    }

    /// Links from schemes and hosts the routes do not accept are refused as the router refuses them.
    @Test(arguments: [
        ("otherapp://user/self", RouteError.notAccepted("otherapp://user/self", reason: .scheme("otherapp"))),
        ("https://evil.com/user/self", .notAccepted("https://evil.com/user/self", reason: .host("evil.com"))),
        (
            "https://photofeed.app.evil.com/user/self",
            .notAccepted("https://photofeed.app.evil.com/user/self", reason: .host("photofeed.app.evil.com"))
        ),
    ])
    func linksFromElsewhereAreRefused(link: String, error: RouteError) throws {
        #expect(throws: error) { try PhotoFeedRoute.routes().route(for: link) }
    }

    /// One `Routes` serves many tasks at once.
    @Test func concurrentParsingAgrees() async throws {
        let routes = try PhotoFeedRoute.routes()
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let route = PhotoFeedRoute.post(id: "p\(index)", showComments: index.isMultiple(of: 2))
                    return (try? routes.route(for: routes.link(for: route))) == route
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 64 && results.allSatisfy { $0 })
    }
}

private let uuidBytes: uuid_t = (
    0xE6, 0x21, 0xE1, 0xF8, 0xC3, 0x6C, 0x49, 0x5A, 0x93, 0xFC, 0x0C, 0x24, 0x7A, 0x3E, 0x6E, 0x5F
)
