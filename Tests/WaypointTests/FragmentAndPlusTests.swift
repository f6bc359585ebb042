import Testing
import Waypoint

/// Opt-in routing on the fragment (single-page web app links) and opt-in `+` as a space in
/// query values (HTML forms); both off by default.
@Suite("Fragments and plus")
struct FragmentAndPlusTests {
    static let fragments = LinkOptions(routesFragment: true)

    @Test(
        arguments: [
            ("https://example.com/#/posts/9", ["posts", "9"], [], "/posts/9"),
            ("https://example.com#/posts/9", ["posts", "9"], [], "/posts/9"),
            ("https://example.com/?a=1#/posts/9?tab=top", ["posts", "9"], ["a", "tab"], "/posts/9?tab=top"),
            ("/#/posts/caf%C3%A9", ["posts", "café"], [], "/posts/café"),
            ("https://example.com/home#/posts/9", ["home"], [], "/posts/9"),
            ("https://example.com/#posts/9", [], [], "posts/9"),
            ("https://example.com/#/", [], [], "/"),
        ] as [(String, [String], [String], String)])
    func fragmentRoutesWhenThePathIsEmpty(
        link: String, segments: [String], names: [String], fragment: String
    )
        throws
    {
        let parsed = try Link(parsing: link, options: Self.fragments)
        #expect(parsed.segments == segments)
        #expect(parsed.query.map(\.name) == names)
        #expect(parsed.fragment == fragment)
    }

    /// A routed fragment's query items follow the link's own under one limit, so a link cannot
    /// double its items by repeating them after `#`.
    @Test(
        arguments: [
            ("/?a#/x?b", 1, 7),
            ("/?a&b#/x?c", 2, 9),
            ("/#/x?a&b&c", 2, 9),
            ("/?" + (0..<64).map { "a\($0)" }.joined(separator: "&") + "#/x?b", 64, 251),
        ] as [(String, Int, Int)])
    func aRoutedFragmentsItemsCountWithTheLinks(link: String, limit: Int, position: Int) throws {
        let options = LinkOptions(maxQueryItems: limit, routesFragment: true)
        let refusal = RouteError.invalidLink(link, position: position, problem: .tooManyQueryItems(limit: limit))
        #expect(throws: refusal) { try Link(parsing: link, options: options) }
        let router = Router<String>(options: RouterOptions(link: options))
        try router.register("/x", destination: "x")
        #expect(router.match(for: link) == nil)
        #expect(throws: refusal) { try router.resolve(link) }
    }

    @Test(arguments: [("/?a#/x", 1), ("/#/x?a", 1), ("/?a#/x?b", 2), ("/?a&&#/x?&b&", 2)] as [(String, Int)])
    func itemsUpToTheLimitAreRead(link: String, limit: Int) throws {
        let options = LinkOptions(maxQueryItems: limit, routesFragment: true)
        #expect(try Link(parsing: link, options: options).query.count == limit)
        let router = Router<String>(options: RouterOptions(link: options))
        try router.register("/x", destination: "x")
        #expect(router.match(for: link)?.destination == "x")
        QuickPathAgreement.expect(router, link, options: options, "\(link)")
    }

    @Test func fragmentIsNotRoutedByDefault() throws {
        let parsed = try Link(parsing: "https://example.com/#/posts/9")
        #expect(parsed.segments.isEmpty)
        #expect(parsed.fragment == "/posts/9")
    }

    static func router(_ options: LinkOptions) throws -> Router<String> {
        let router = Router<String>(hosts: ["example.com"], options: RouterOptions(link: options))
        try router.register("/posts/<int:id>", destination: "post")
        try router.register("/", destination: "home")
        return router
    }

    @Test(
        arguments: [
            ("https://example.com/#/posts/9", "home", "post"),
            ("https://example.com/#/posts/x", "home", nil),
            ("https://example.com/posts/9#/other", "post", "post"),
            ("/#/posts/9", "home", "post"),
            ("https://example.com/#/posts/%2", nil, nil),
        ] as [(String, String?, String?)])
    func matchingAndQuickPathAgree(link: String, byDefault: String?, routed: String?) throws {
        for (options, expected) in [(LinkOptions(), byDefault), (Self.fragments, routed)] {
            let router = try Self.router(options)
            #expect(router.match(for: link)?.destination == expected, "\(link)")
            QuickPathAgreement.expect(router, link, options: options, "\(link)")
        }
    }

    @Test(arguments: [
        ("?q=cats+dogs", "cats+dogs", "cats dogs"),
        ("?q=a%2Bb", "a+b", "a+b"),
        ("?q=+a++b+", "+a++b+", " a  b "),
        ("?q=caf%C3%A9+au+lait", "café+au+lait", "café au lait"),
        ("?q=1+%2B+1", "1+++1", "1 + 1"),
    ])
    func plusReadsAsSpaceWhenAsked(query: String, plain: String, forms: String) throws {
        #expect(try Link(parsing: "/search" + query).query["q"] == plain)
        let options = LinkOptions(readsPlusAsSpace: true)
        #expect(try Link(parsing: "/search" + query, options: options).query["q"] == forms)
    }

    @Test func plusStaysInNamesAndPaths() throws {
        let options = LinkOptions(readsPlusAsSpace: true)
        let link = try Link(parsing: "/a+b?x+y=1+2", options: options)
        #expect(link.segments == ["a+b"])
        #expect(link.query.map(\.name) == ["x+y"])
        #expect(link.query["x+y"] == "1 2")
    }

    /// A malformed escape between `+`s is still refused, at its own position.
    @Test func malformedEscapeBetweenPlusesIsRefused() {
        #expect(throws: RouteError.self) {
            try Link(parsing: "/s?q=a+%ZZ+b", options: LinkOptions(readsPlusAsSpace: true))
        }
    }
}
