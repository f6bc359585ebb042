import Foundation
import Testing
import Waypoint
import WaypointNavigation

/// README's Swift, as printed there: each test holds one block verbatim and checks what the
/// block's comments say, and `everyBlockIsHere` fails when README and this file drift apart.
@Suite("README")
struct ReadmeTests {
    static let readme = "README.md"
    static let here = URL(fileURLWithPath: #filePath)

    /// Code that uses what the build plugin generates compiles in the tests that the plugin
    /// builds, beside the article's route file.
    static let generatedCodeTests = "Tests/GeneratedRoutesTests/ArticleTests.swift"

    @Test func everyBlockIsHere() throws {
        let source = try String(contentsOf: Self.here, encoding: .utf8)
        let generatedSource = try String(
            contentsOf: MarkdownBlocks.root.appendingPathComponent(Self.generatedCodeTests), encoding: .utf8)
        let blocks = try MarkdownBlocks.blocks("swift", in: Self.readme)
        #expect(blocks.count == 6)
        for block in blocks where !block.hasPrefix("// Package.swift") {
            #expect(
                MarkdownBlocks.source(source, holds: block) || MarkdownBlocks.source(generatedSource, holds: block),
                "README block not in ReadmeTests.swift or \(Self.generatedCodeTests):\n\(block)")
        }
    }

    /// The plugin fragment names the build plugin the package declares.
    @Test func thePluginFragmentNamesTheRealPlugin() throws {
        let manifest = try String(
            contentsOf: MarkdownBlocks.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let fragment = try #require(
            try MarkdownBlocks.blocks("swift", in: Self.readme).first {
                $0.hasPrefix("// Package.swift: the app target")
            })
        #expect(fragment.contains(".plugin(name: \"WaypointRoutesPlugin\", package: \"waypoint\")"))
        #expect(manifest.contains(".plugin(name: \"WaypointRoutesPlugin\", targets: [\"WaypointRoutesPlugin\"])"))
    }

    /// The package manifest fragment cannot compile in a test; it names products that exist.
    @Test func theManifestFragmentNamesRealProducts() throws {
        let manifest = try String(
            contentsOf: MarkdownBlocks.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let fragment = try #require(
            try MarkdownBlocks.blocks("swift", in: Self.readme).first { $0.hasPrefix("// Package.swift\n") })
        let named = fragment.components(separatedBy: ".product(name: \"").dropFirst()
            .compactMap { $0.split(separator: "\"").first.map(String.init) }
        #expect(
            Set(named) == [
                "Waypoint", "WaypointNavigation", "WaypointUIKit", "WaypointSwiftUI", "WaypointManifest",
                "WaypointTesting",
            ])
        for product in named {
            #expect(manifest.contains(".library(name: \"\(product)\""), "\(product)")
        }
    }

    @Test func aFirstExample() throws {
        let router = Router<String>(schemes: ["myapp"], hosts: ["example.com"])
        try router.register("/posts/:postID", destination: "Post detail")
        try router.register("myapp://user/<int:id>", destination: "User")
        try router.register("post:{postId}", destination: "Post by URN")

        let match = router.match(for: URL(string: "myapp:///posts/123")!)
        let destination = match?.destination  // "Post detail"
        let postID = match?.parameters["postID"]  // "123"
        let resets = match?.link.resetsToRoot  // true: the empty-host form
        let web = router.match(for: "https://example.com/posts/9")  // "Post detail"
        let evil = router.match(for: "https://example.com@evil.com/posts/9")  // nil: the host is evil.com

        #expect(destination == "Post detail")
        #expect(postID == "123")
        #expect(resets == true)
        #expect(web?.destination == "Post detail")
        #expect(evil == nil)
    }

    @Test func typedRoutes() throws {
        enum PhotoFeedRoute: Equatable, Sendable {
            case user(id: String), post(id: String, showComments: Bool = false)
            case comments(mediaID: String), likes(mediaID: String)
            case following(userID: String), follower(userID: String)
            case logout, search(query: String, tags: [String])
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
        let sameUser = try routes.route(for: "https://www.photofeed.app/user/self")  // .user(id: "self")
        let shared = try routes.link(for: .post(id: "B7", showComments: true))  // "photofeed://post/B7?comments=true"

        #expect(user == .user(id: "self"))
        #expect(sameUser == .user(id: "self"))
        #expect(shared == "photofeed://post/B7?comments=true")
    }

    @Test @MainActor func navigating() async throws {
        let launch = NavigationState(root: .tabs([Tab("feed"), Tab("profile"), Tab("menu")], selected: "feed"))
        let host = HeadlessHost(launch)
        let navigator = Navigator(schemes: ["photofeed"], hosts: ["photofeed.example.com"], host: host)
        try navigator.register("user:{userId}", .screen("user", presentation: .push))
        try navigator.register("likes:{mediaId}", .screen("likes", presentation: .push))
        try navigator.register("logout", .action { _ in true })  // runs code; in-app only by default

        let early = await navigator.open("photofeed://user:42", source: .customScheme(sendingApp: nil))
        // early is .queued: links before ready() wait, and open never waits for ready()
        try await navigator.ready()  // opens the waiting link
        await navigator.open(notification: ["aps": ["urn": "user:self"]])  // a push payload's link
        // The empty host resets to the root; animated=0 turns animation off.
        await navigator.open("photofeed:///likes:7?animated=0", source: .customScheme(sendingApp: nil))

        guard case .queued = early else {
            Issue.record("expected .queued, got \(early)")
            return
        }
        guard case .navigated = await early.settled else {
            Issue.record("the waiting link did not navigate")
            return
        }
        #expect(host.state.topScreen == Screen("likes", ["mediaId": "7"]))
    }
}
