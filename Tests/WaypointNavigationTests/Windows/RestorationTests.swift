import Foundation
import Testing
import WaypointNavigation

/// Each window comes back as it was, before the links that wait for it land; a state the app
/// can no longer show falls back to the launch state with a typed reason.
@Suite("Restoring a window")
@MainActor
struct RestorationTests {
    static let launch = NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed"))
    static let saved = NavigationState(
        root: .tabs(
            [Tab("feed"), Tab("profile", [Screen("profile"), Screen("user", ["userId": "7"])])], selected: "profile"))

    func navigator(
        _ host: HeadlessHost, configuration: NavigatorConfiguration = NavigatorConfiguration()
    ) throws
        -> Navigator
    {
        let navigator = Navigator(
            schemes: ["photofeed"], hosts: ["photofeed.example.com"], host: host, configuration: configuration)
        try navigator.register("user:{userId}", .screen("user"))
        try navigator.register("likes:{mediaId}", .screen("likes", presentation: .push))
        try navigator.register(
            "/media/:mediaId/comments",
            .screen("comments", presentation: .push, sources: .only([.universalLink, .handoff, .inApp])))
        return navigator
    }

    func activity(_ state: NavigationState, version: Int = 1) throws -> SceneActivity {
        try SceneActivity(activityType: "t", state: state, link: nil, version: version)
    }

    @Test("The saved state shows before ready(), and a link that waited lands on it")
    func restoresBeforeWaitingLinks() async throws {
        let host = HeadlessHost(Self.launch)
        let navigator = try navigator(host)
        let waiting = await navigator.open("photofeed://likes:4")
        guard case .queued = waiting else {
            Issue.record("\(waiting)")
            return
        }
        #expect(await navigator.restore(from: try activity(Self.saved), fallback: Self.launch) == .restored(Self.saved))
        try await navigator.ready()
        #expect(
            host.state.root.screens.suffix(3) == [
                Screen("profile"), Screen("user", ["userId": "7"]), Screen("likes", ["mediaId": "4"]),
            ])
    }

    @Test("A layer is restored on top of its root")
    func restoresLayers() async throws {
        let state = NavigationState(
            root: .stack([Screen("feed")]),
            layers: [PresentedLayer(.stack([Screen("user", ["userId": "1"])]), style: .pageSheet)])
        let host = HeadlessHost(Self.launch)
        #expect(try await navigator(host).restore(from: try activity(state), fallback: Self.launch) == .restored(state))
        #expect(host.state == state)
    }

    @Test("Nothing saved shows the fallback")
    func nothingSaved() async throws {
        let host = HeadlessHost(NavigationState(root: .screen(Screen("splash"))))
        #expect(try await navigator(host).restore(from: nil, fallback: Self.launch) == .nothingSaved)
        #expect(host.state == Self.launch)
    }

    @Test("A state of another version, or corrupt, falls back to the launch state with the reason")
    func versionAndGarbage() async throws {
        let host = HeadlessHost(NavigationState(root: .screen(Screen("splash"))))
        let outcome = try await navigator(host).restore(
            from: try activity(Self.saved, version: 1), fallback: Self.launch, version: 2)
        #expect(outcome == .fellBack(.unsupportedVersion(found: 1, expected: 2)))
        #expect(host.state == Self.launch)

        let corrupt = SceneActivity(
            activityType: "t", userInfo: [SceneActivity.stateKey: "{]", SceneActivity.versionKey: "1"])
        let second = HeadlessHost(NavigationState(root: .screen(Screen("splash"))))
        guard case .fellBack(.unreadable) = try await navigator(second).restore(from: corrupt, fallback: Self.launch)
        else {
            Issue.record("corrupt data was not reported unreadable")
            return
        }
        #expect(second.state == Self.launch)
    }

    @Test("A state showing screens the app no longer makes falls back, naming them")
    func removedScreens() async throws {
        var configuration = NavigatorConfiguration()
        configuration.screenKinds = ["user", "likes", "comments"]
        let state = NavigationState(
            root: .tabs([Tab("feed", [Screen("feed"), Screen("reels")]), Tab("profile")], selected: "feed"))
        let host = HeadlessHost(NavigationState(root: .screen(Screen("splash"))))
        let outcome = try await navigator(host, configuration: configuration).restore(
            from: try activity(state), fallback: Self.launch)
        #expect(outcome == .fellBack(.screensUnavailable(["reels"])))
        #expect(host.state == Self.launch)
    }

    @Test("A state with a tab the app no longer declares falls back, naming it")
    func removedTab() async throws {
        var configuration = NavigatorConfiguration()
        configuration.tabs = ["feed", "profile"]
        let state = NavigationState(root: .tabs([Tab("feed"), Tab("explore")], selected: "explore"))
        let host = HeadlessHost(NavigationState(root: .screen(Screen("splash"))))
        let outcome = try await navigator(host, configuration: configuration).restore(
            from: try activity(state), fallback: Self.launch)
        #expect(outcome == .fellBack(.unknownTabs(["explore"], available: ["feed", "profile"])))
        #expect(host.state == Self.launch)
    }

    @Test("Once ready, restoring changes nothing")
    func tooLate() async throws {
        let host = HeadlessHost(Self.launch)
        let navigator = try navigator(host)
        try await navigator.ready()
        #expect(await navigator.restore(from: try activity(Self.saved), fallback: nil) == .failed(.alreadyReady))
        #expect(host.state == Self.launch)
    }

    @Test("A window's activity carries its link, and a web page for a route a universal link opens")
    func handoffActivity() async throws {
        let host = HeadlessHost(Self.launch)
        let navigator = try navigator(host)
        try await navigator.ready()
        _ = await navigator.open("https://photofeed.example.com/media/4/comments", source: .universalLink)
        let web = try navigator.sceneActivity(activityType: "t", webHost: "photofeed.example.com")
        #expect(web.webpageURL?.absoluteString == "https://photofeed.example.com/media/4/comments")
        #expect(try web.savedState() == host.state)

        _ = await navigator.open("photofeed://user:9", source: .inApp)
        let custom = try navigator.sceneActivity(activityType: "t", webHost: "photofeed.example.com")
        #expect(custom.webpageURL == nil)
        #expect(custom.link == "photofeed://user:9")
        #expect(custom.targetContentIdentifier == "photofeed://user:9")
    }
}
