import Foundation
import PhotoFeedSwiftUI
import Testing
import WaypointNavigation
import WaypointSwiftUI
import WaypointTesting

/// The code of the article "Using Waypoint with SwiftUI", as it is printed there (the SwiftUI
/// views aside, which cannot compile here).
@Suite("Using Waypoint with SwiftUI")
@MainActor
struct ArticleTests {
    @Test
    func theArticlesCodeRunsAsItSays() async throws {
        let model = NavigationModel(NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed")))
        let navigator = Navigator(schemes: ["photofeed"], hosts: ["photofeed.example.com"], host: model)
        try navigator.register("user:{userId}", .screen("user"))
        try await navigator.ready()
        await navigator.open("photofeed://user:42", source: .customScheme(sendingApp: nil))
        await navigator.settled()
        #expect(model.state.topScreen == Screen("user", ["userId": "42"]))

        #expect(PhotoFeedPage(Screen("user", ["userId": "42"])) == .user(id: "42"))

        #expect(PhotoFeedPage.tabLabel(for: "feed") == TabLabel("Feed", systemImage: "photo.on.rectangle"))
        #expect(TabLabel("Inbox", systemImage: "tray", badge: .count(3)).visibleBadge == .count(3))
        #expect(TabLabel("Inbox", badge: .count(0)).visibleBadge == nil)

        let wide = try PhotoFeedNavigation(layout: .split)
        try await wide.navigator.ready()
        await wide.navigator.open("comments:7", source: .inApp)
        #expect(wide.model.state.root.splitView?.detail == [Screen("feed"), Screen("comments", ["mediaId": "7"])])
        await wide.navigator.open("profile", source: .inApp)
        #expect(wide.model.state.root.splitView?.detail == [Screen("profile")])
        #expect(PhotoFeedPage.popoverKind(of: "share:7") == "share")

        let bare = NavigationModel(NavigationState(root: .stack([Screen("home")])), drawsCloseButtons: false)
        #expect(bare.drawsCloseButtons == false)

        await navigator.perform(.popToRoot)
        #expect(model.state == NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed")))
        await navigator.perform(.selectTab("profile"))
        #expect(model.state.root.selectedTab == "profile")
        #expect(await navigator.perform(.dismissTop) == .alreadyShowing)
        await navigator.perform(
            .replaceState(NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed"))))
        #expect(model.state == NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed")))

        let headless = NavigationModel(NavigationState(root: .stack([Screen("home")])), transitionTimeout: .zero)
        #expect(headless.transitionTimeout == .zero)

        let before = model.state
        let saved = try JSONEncoder().encode(model.state)
        model.restore(try JSONDecoder().decode(NavigationState.self, from: saved))
        #expect(model.state == before)

        try await coldLaunch(saved: nil)

        var configuration = NavigatorConfiguration()
        configuration.outsideLinks = .dismissingModals
        let outside = Navigator(schemes: ["photofeed"], host: model, configuration: configuration)
        #expect(outside.configuration.outsideLinks == .dismissingModals)

        let scenes = PhotoFeedScenes()
        let left = try scenes.makeNavigation()
        let right = try scenes.makeNavigation()
        #expect((left.model === right.model) == false)

        try navigator.register(
            "settings", .screen("settings", presentation: .modal(.pageSheet, embedInStack: true), closeButton: false))
        await navigator.open("photofeed://settings")
        #expect(model.layers.last?.hasCloseButton == false)
        #expect(model.state.topScreen == Screen("settings"))
    }

    @Test
    func theRouteFileBlockIsCompiledAgainstGeneratedCode() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let article = root.appendingPathComponent(
            "Sources/WaypointSwiftUI/WaypointSwiftUI.docc/UsingWaypointWithSwiftUI.md")
        let blocks = try MarkdownCodeBlocks.blocks("swift", in: article).filter { $0.contains("AppRoutes.") }
        #expect(blocks.count == 1)
        let compiled = try String(
            contentsOf: root.appendingPathComponent("Tests/GeneratedRoutesTests/SwiftUIModelTests.swift"),
            encoding: .utf8)
        for block in blocks {
            #expect(MarkdownCodeBlocks.source(compiled, holds: block), "not compiled against generated code:\n\(block)")
        }
    }

    /// The article's cold launch, given the window's saved state.
    func coldLaunch(saved: Data?) async throws {
        let navigation = try PhotoFeedScenes().makeNavigation()
        let opened = await navigation.navigator.open(openedURL: URL(string: "photofeed://user:42")!)  // queued
        navigation.restore(from: saved)
        let delivered = try await navigation.navigator.ready()  // [navigated: …]
        #expect(navigation.model.state.topScreen == Screen("user", ["userId": "42"]))
        guard case .queued = opened, case .navigated? = delivered.first else {
            Issue.record("the link should wait, then land: \(opened), \(delivered)")
            return
        }
    }
}
