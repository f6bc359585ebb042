import Foundation
import Testing
import Waypoint
import WaypointNavigation
import WaypointTesting

@testable import WaypointManifest

// The article's app code, compiled against the code generated from its route file.

@MainActor
final class ArticleApp: AppRoutes.Actions, AppRoutes.Guards {
    var signedIn = false

    func logout() async -> Bool {
        signedIn = false
        return true
    }

    func signedIn(_ request: GuardRequest) async -> GuardDecision {
        signedIn ? .proceed : .cancel
    }
}

func title(of screen: AppRoutes.Screen) -> String {
    switch screen {
    case .feed: "Feed"
    case .profile: "Profile"
    case .userProfile(let userId): "User \(userId)"
    case .post(let postId, let commentId, _): commentId.map { "Comment \($0) on \(postId)" } ?? "Post \(postId)"
    case .settings: "Settings"
    }
}

/// The article on compiled route files cannot drift: its route file is the one the plugin
/// compiles here, its excerpts of generated code are what the generator writes, and its app code
/// is this file's.
@Suite("The compiled-route-file article")
@MainActor
struct ArticleTests {
    static let article = Fixture.folder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/WaypointManifest/WaypointManifest.docc/CompilingRouteFilesIntoTheApp.md")
    static let routeFile = Fixture.folder.appendingPathComponent("Article/routes.yaml")

    @Test func itsRouteFileIsTheOneCompiledHere() throws {
        let yaml = try MarkdownCodeBlocks.blocks("yaml", in: Self.article)
        let file = try String(contentsOf: Self.routeFile, encoding: .utf8)
        #expect(yaml.map { $0.trimmingCharacters(in: .newlines) } == [file.trimmingCharacters(in: .newlines)])
    }

    @Test func itsSwiftIsGeneratedOrCompiledHere() throws {
        let file = try RouteFile.load(from: Self.routeFile)
        // What the build plugin writes: public declarations.
        let generated = try #require(RouteCodeGenerator(typeName: "AppRoutes", access: .public).generate(file).text)
        let tests = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let blocks = try MarkdownCodeBlocks.blocks("swift", in: Self.article)
        #expect(blocks.count == 8)
        for block in blocks {
            #expect(
                MarkdownCodeBlocks.source(generated, holds: block) || MarkdownCodeBlocks.source(tests, holds: block),
                "\(block)")
        }
    }

    @Test func itsAppOpensLinksThroughTheGeneratedNavigator() async throws {
        let app = ArticleApp()
        let navigator = try AppRoutes.makeNavigator(
            host: HeadlessHost(AppRoutes.initialState), actions: app, guards: app)
        _ = try await navigator.ready()
        guard case .navigated = await navigator.open("photofeed://user:42") else {
            Issue.record("user:42 should open the user's profile")
            return
        }
        #expect(navigator.host.state.topScreen == Screen(AppRoutes.Screens.userProfile, ["userId": "42"]))
        guard case .cancelled = await navigator.open("photofeed://settings") else {
            Issue.record("settings should wait for signing in")
            return
        }
    }

    @Test func itsAppDrawsTypedScreensAndOpensTypedRoutes() async throws {
        let app = ArticleApp()
        let navigator = try AppRoutes.makeNavigator(
            host: HeadlessHost(AppRoutes.initialState), actions: app, guards: app)
        _ = try await navigator.ready()
        let profile: AppRoutes.Route = .userProfile(userId: 42)
        await navigator.open(profile)
        let post: AppRoutes.Route = .post(postId: "B7", commentId: nil, ref: nil)
        await navigator.open(post, presentation: .modal(.pageSheet))
        #expect(navigator.host.state.root.screens.contains(AppRoutes.Screen.userProfile(userId: 42).screen))
        #expect(navigator.host.state.layers.count == 1)
        #expect(navigator.host.state.topScreen.flatMap { AppRoutes.Screen($0) }.map(title(of:)) == "Post B7")
    }

    @Test func itsTypedRoutesRoundTrip() throws {
        let routes = try AppRoutes.makeRoutes()
        let link = try routes.link(for: .post(postId: "B7", commentId: nil, ref: "push"))
        #expect(link == "photofeed://post/B7?ref=push")
        #expect(try routes.route(for: link) == .post(postId: "B7", commentId: nil, ref: "push"))
        #expect(try routes.route(for: "photofeed://user:42") == .userProfile(userId: 42))
        #expect(throws: RouteError.self) { try routes.route(for: "photofeed://user:abc") }
    }
}
