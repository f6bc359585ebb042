import Foundation
import Testing
import Waypoint
import WaypointTesting

/// The core articles' code cannot drift: each Swift block of Waypoint's DocC catalog is code in
/// this file, run with checks of what its comments say.
@Suite("The core articles' code")
struct CoreArticleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test(arguments: ["GettingStarted.md", "TypedRoutes.md", "Waypoint.md"])
    func everySwiftBlockIsHere(_ article: String) throws {
        let url = Self.root.appendingPathComponent("Sources/Waypoint/Waypoint.docc/" + article)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let blocks = try MarkdownCodeBlocks.blocks("swift", in: url)
        #expect(!blocks.isEmpty)
        // A package manifest fragment cannot compile in a test; every other block must.
        for block in blocks where !block.hasPrefix("// Not published") {
            #expect(MarkdownCodeBlocks.source(source, holds: block), "\(article) block not in this file:\n\(block)")
        }
    }

    // MARK: GettingStarted.md

    @Test func gettingStartedRegistersAndMatches() throws {
        let router = Router<String>()
        try router.register("/", destination: "Root")
        try router.register("/posts", destination: "Post index")
        try router.register("/posts/abc", destination: "Post detail constant")
        try router.register("/posts/:postID", destination: "Post detail")

        let match = router.match(for: URL(string: "myapp:///posts/123")!)
        let destination = match?.destination  // "Post detail"
        let id = match?.parameters["postID"]  // "123"
        #expect(destination == "Post detail" && id == "123")

        #expect {
            try router.register("/posts/<int:id", destination: "x")
            // Invalid pattern "/posts/<int:id" at offset 7: a placeholder is not closed
        } throws: { error in
            "\(error)" == #"Invalid pattern "/posts/<int:id" at offset 7: a placeholder is not closed"#
        }
    }

    @Test func gettingStartedReadsValues() throws {
        let router = Router<String>(schemes: ["myapp"], hosts: ["example.com", "*.example.com"])
        try router.register("/user/<int:id>", destination: "User")
        let match = try router.resolve("myapp://user/42?tab=likes&tag=a&tag=b")
        let id = match.parameters.int("id")  // 42
        let tab = match.query["tab"]  // "likes"
        let tags = match.query.values(for: "tag")  // ["a", "b"]

        struct ProfileModel: Decodable { var id: Int; var tab: String? }
        let model = try match.decode(ProfileModel.self)  // path values win over query values
        #expect(id == 42 && tab == "likes" && tags == ["a", "b"])
        #expect(model.id == 42 && model.tab == "likes")
    }

    // MARK: TypedRoutes.md

    @Test func typedRoutesParseAndPrint() throws {
        enum PhotoFeedRoute: Hashable, Sendable {
            case user(id: String)
            case post(id: String, showComments: Bool = false)
            case comments(mediaID: String)
            case likes(mediaID: String)
            case following(userID: String)
            case follower(userID: String)
            case logout
            case search(query: String, tags: [String])
        }

        let routes = Routes<PhotoFeedRoute>(
            schemes: ["photofeed"], hosts: ["photofeed.app", "www.photofeed.app"],
            canonical: .customScheme("photofeed"))

        try routes.add("user:{userId}", .path("userId", String.self), parse: PhotoFeedRoute.user) {
            if case .user(let id) = $0 { id } else { nil }
        }
        try routes.add(
            "post:{postId}", .path("postId", String.self), .query("comments", Bool.self, default: false),
            parse: PhotoFeedRoute.post
        ) { if case .post(let id, let comments) = $0 { (id, comments) } else { nil } }
        try routes.add("comments:{mediaId}", .path("mediaId", String.self), parse: PhotoFeedRoute.comments) {
            if case .comments(let id) = $0 { id } else { nil }
        }
        try routes.add("likes:{mediaId}", .path("mediaId", String.self), parse: PhotoFeedRoute.likes) {
            if case .likes(let id) = $0 { id } else { nil }
        }
        try routes.add("following:{userId}", .path("userId", String.self), parse: PhotoFeedRoute.following) {
            if case .following(let id) = $0 { id } else { nil }
        }
        try routes.add("follower:{userId}", .path("userId", String.self), parse: PhotoFeedRoute.follower) {
            if case .follower(let id) = $0 { id } else { nil }
        }
        try routes.add("logout", PhotoFeedRoute.logout)
        try routes.add(
            "search", .query("q", String.self, default: ""), .query("tag", [String].self),
            parse: PhotoFeedRoute.search
        ) { if case .search(let query, let tags) = $0 { (query, tags) } else { nil } }

        let user = try routes.route(for: "photofeed://user:self")  // .user(id: "self")
        let post = try routes.route(for: "https://photofeed.app/post/B7?comments=1")
        // .post(id: "B7", showComments: true)
        let likes = try routes.route(for: URL(string: "photofeed://likes/7")!)  // a Foundation URL
        #expect(user == .user(id: "self") && post == .post(id: "B7", showComments: true))
        #expect(likes == .likes(mediaID: "7"))

        let link = try Link(parsing: "photofeed:///user/self")
        let route = try routes.route(for: link)  // .user(id: "self")
        let resets = link.resetsToRoot  // true
        #expect(route == .user(id: "self") && resets)

        let shared = try routes.link(for: .post(id: "B7", showComments: true))  // "photofeed://post/B7?comments=true"
        let search = try routes.link(for: .search(query: "cats & dogs", tags: ["a", "b"]))
        // "photofeed://search?q=cats%20%26%20dogs&tag=a&tag=b"
        #expect(shared == "photofeed://post/B7?comments=true")
        #expect(search == "photofeed://search?q=cats%20%26%20dogs&tag=a&tag=b")

        let urn = try routes.link(for: .user(id: "self"), form: .urn)  // "user:self"
        let handoff = try routes.link(for: .user(id: "self"), form: .web(host: "photofeed.app"))  // for Handoff
        #expect(urn == "user:self" && handoff == "https://photofeed.app/user/self")

        let x = PhotoFeedRoute.search(query: "a b", tags: ["x"])
        let l = "https://www.photofeed.app/search?tag=x&q=a%20b"
        let back = try routes.route(for: routes.link(for: x))  // x
        let canonical = try routes.link(for: routes.route(for: l))  // "photofeed://search?q=a%20b&tag=x"
        let again = try routes.link(for: routes.route(for: canonical))  // canonical
        #expect(back == x && canonical == "photofeed://search?q=a%20b&tag=x" && again == canonical)
    }

    @Test func typedRoutesNameTheKeyThatDoesNotConvert() throws {
        let shop = Routes<Int>(schemes: ["shop"], hosts: [], canonical: .customScheme("shop"))
        try shop.add("product/:id/reviews", .path("id", Int.self), parse: { $0 }) { $0 }
        do {
            _ = try shop.route(for: "shop://product/abc/reviews")
        } catch {
            print(error)  // RouteError.malformedValue(key: "id", value: "abc", expected: "Int")
        }
        #expect(throws: RouteError.malformedValue(key: "id", value: "abc", expected: "Int")) {
            try shop.route(for: "shop://product/abc/reviews")
        }
    }

    // MARK: Waypoint.md

    @Test func theOverviewMatchesEveryDialect() throws {
        let router = Router<String>(schemes: ["myapp"], hosts: ["example.com"])
        try router.register("/posts/:postID", destination: "Post detail")
        try router.register("myapp://user/<int:id>", destination: "User")
        try router.register("post:{postId}", destination: "Post by URN")

        let id = router.match(for: "myapp:///posts/123")?.parameters["postID"]  // "123"
        let web = router.match(for: "https://example.com/posts/9")?.destination  // "Post detail"
        let urn = router.match(for: "post:BYOkwgXnwr3")?.parameters["postId"]  // "BYOkwgXnwr3"
        #expect(id == "123" && web == "Post detail" && urn == "BYOkwgXnwr3")

        do {
            _ = try router.resolve("myapp://posts/1/shares")
        } catch {
            print(error)  // No route matches "myapp://posts/1/shares": segment 3 "shares" …
        }
        #expect(throws: RouteError.self) { try router.resolve("myapp://posts/1/shares") }
    }
}

/// Patterns and precedence: each Swift block of the article, run with checks of its comments.
@Suite("The patterns article's code")
struct PatternsArticleTests {
    enum Region: String, LinkValue {
        case usWest = "us-west-1"
        case euWest = "eu-west-3"
    }

    @Test func everySwiftBlockIsHere() throws {
        let url = CoreArticleTests.root.appendingPathComponent(
            "Sources/Waypoint/Waypoint.docc/PatternsAndPrecedence.md")
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let blocks = try MarkdownCodeBlocks.blocks("swift", in: url)
        #expect(blocks.count == 8)
        for block in blocks {
            #expect(MarkdownCodeBlocks.source(source, holds: block), "block not in this file:\n\(block)")
        }
    }

    @Test func customTypesMatchListedValues() throws {
        let router = Router<String>()
        try router.register(type: .oneOf("region", ["us-west-1", "ap-northeast-2", "eu-west-3"]))
        try router.register("myapp://region/<region:_>", destination: "Region")
        #expect(router.match(for: "myapp://region/eu-west-3")?.destination == "Region")
        #expect(router.match(for: "myapp://region/mars-1") == nil)
    }

    @Test func customTypesConvert() throws {
        let router = Router<String>()
        try router.register(type: .converting("region", to: Region.self))  // enum Region: String, LinkValue
        try router.register("myapp://region/<region:r>", destination: "Region")
        let match = router.match(for: "myapp://region/eu-west-3")
        let region = match?.parameters.value("r", converting: Region.self)  // .euWest
        #expect(region == .euWest)
    }

    @Test func aTypeFromAClosure() throws {
        let router = Router<String>()
        try router.register(type: ParameterType(name: "compactuuid") { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
        try router.register("/orders/<compactuuid:id>", destination: "Order")
        #expect(router.match(for: "/orders/E621E1F8C36C495A93FC0C247A3E6E5F")?.destination == "Order")
        #expect(router.match(for: "/orders/E621E1F8-C36C-495A-93FC-0C247A3E6E5F")?.destination == nil)
    }

    @Test func theRestOfThePathComesTwoWays() throws {
        let router = Router<String>()
        try router.register("/files/**path", destination: "File")
        let match = router.match(for: "/files/a/b%2Fc")
        let joined = match?.parameters["path"]  // "a/b/c"
        let segments = match?.restSegments("path")  // ["a", "b/c"]
        #expect(joined == "a/b/c" && segments == ["a", "b/c"])
    }

    @Test func stepsCountTheNodesALookupEnters() throws {
        let router = Router<String>()
        try router.register("/a/b/c", destination: "abc")
        try router.register("/a/:x/d", destination: "xd")
        let bound = router.maximumLookupSteps  // 6
        let direct = router.explain("/a/b/c").steps  // 4: root, a, b, c
        let back = router.explain("/a/b/d").steps  // 5: b's branch fails at "d", then :x and d
        #expect(bound == 6 && direct == 4 && back == 5)
    }

    @Test func aRaisedLimitStillBoundsTheTable() throws {
        let router = Router<String>(options: RouterOptions(maxLookupSteps: 5_000))
        // … register the generated routes …
        #expect(router.maximumLookupSteps <= router.options.maxLookupSteps)
    }

    @Test func routesAreRemovedAndSwitched() throws {
        let router = Router<String>()
        try router.register("/posts/new", destination: "Compose")
        let post = try router.register("/posts/:id", destination: "Post")
        try router.setRoute("/posts/new", enabled: false)
        let shadowed = router.match(for: "/posts/new")?.destination  // "Post", with id = "new"
        try router.setRoute("/posts/new", enabled: true)  // "Compose" again
        try router.unregister(post)
        let removed = router.match(for: "/posts/9")  // nil
        #expect(shadowed == "Post" && router.match(for: "/posts/new")?.destination == "Compose")
        #expect(removed == nil)
    }

    @Test func aDeclinedMatchGoesToTheNextRoute() throws {
        let router = Router<String>()
        try router.register("/items/new", destination: "Compose")
        try router.register("/items/<int:id>", destination: "Item")
        try router.register("/items/:slug", destination: "Slug")
        try router.register("/items/**rest", destination: "Browse")
        let accepted = router.match(for: "/items/new") { $0.destination != "Compose" }
        // "Slug", with slug = "new": the literal declined, and `int` does not match "new"
        let offered = router.matches(for: "/items/42").map(\.destination)
        // ["Item", "Slug", "Browse"]
        #expect(accepted?.destination == "Slug" && accepted?.parameters["slug"] == "new")
        #expect(offered == ["Item", "Slug", "Browse"])
    }
}
