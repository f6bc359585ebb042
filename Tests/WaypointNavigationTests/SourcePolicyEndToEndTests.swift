import Foundation
import Testing
import Waypoint
import WaypointNavigation

/// Actions and in-app-only routes, end to end through every entry point: refused from every
/// outside source with a `refused` event that says why, never run, nothing on screen changed;
/// opened normally from inside the app.
@Suite("Source policy end to end")
@MainActor
struct SourcePolicyEndToEndTests {
    /// Every source from outside the app, with and without a sending app.
    nonisolated static let outsideSources: [LinkSource] = [
        .customScheme(sendingApp: nil), .customScheme(sendingApp: "com.example.companion"),
        .customScheme(sendingApp: "com.evil.app"), .universalLink, .notification, .handoff, .shortcut, .widget,
    ]

    /// Links to routes only the app itself may open: actions by default, screens when marked.
    nonisolated static let inAppOnlyLinks = [
        "myapp://logout", "myapp:///logout", "logout", "/logout", "https://example.com/logout",
        "myapp://purchase/gold-pack?animated=0", "myapp://follow/mallory", "myapp://settings/delete-account",
        "https://example.com/settings/delete-account",
    ]

    /// A PhotoFeed-like app with state-changing actions and a dangerous settings screen.
    @MainActor
    final class App {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("feed")])))
        let navigator: Navigator
        var actionsRun: [String] = []
        var events: [NavigationEvent] = []

        init() throws {
            navigator = Navigator(
                schemes: ["myapp"], hosts: ["example.com"], host: host,
                configuration: NavigatorConfiguration(pendingLifetime: nil))
            try navigator.register("/posts/:id", .screen("post"))
            try navigator.register("/settings/delete-account", .screen("deleteAccount", sources: .inAppOnly))
            try navigator.register("/orders/:id", .screen("order", sources: .only([.universalLink, .inApp])))
            try navigator.register(
                "/companion/:id",
                .screen("companion", sources: .only([.customScheme, .inApp], sendingApps: ["com.example.companion"])))
            for pattern in ["logout", "/purchase/:sku", "/follow/:user"] {
                try navigator.register(
                    pattern,
                    .action { [weak self] match in
                        self?.actionsRun.append(match.pattern.description)
                        return true
                    })
            }
            navigator.onEvent = { [weak self] event in self?.events.append(event) }
        }

        func refusals(of link: String) -> [NavigationError] {
            events.compactMap { event in
                guard event.link == link, case .refused(let error)? = event.outcome else { return nil }
                return error
            }
        }
    }

    @Test(arguments: inAppOnlyLinks, outsideSources)
    func refusedFromEveryOutsideSourceWithAReasonAndNothingRuns(link: String, source: LinkSource) async throws {
        let app = try App()
        try await app.navigator.ready()
        let before = app.host.state
        let outcome = await app.navigator.open(link, source: source)
        let expected = NavigationError.sourceNotAllowed(link, source: source)
        #expect(outcome == .refused(expected))
        #expect(app.refusals(of: link) == [expected])
        #expect(expected.description.contains(source.description))
        #expect(app.actionsRun.isEmpty)
        #expect(app.host.state == before)
        #expect(app.host.appliedSteps.isEmpty)
    }

    @Test(arguments: inAppOnlyLinks)
    func openedFromInsideTheApp(link: String) async throws {
        let app = try App()
        try await app.navigator.ready()
        let outcome = await app.navigator.open(link, source: .inApp)
        #expect(app.refusals(of: link).isEmpty)
        if link.contains("settings") {
            #expect(app.host.state.topScreen == Screen("deleteAccount"))
        } else {
            #expect(outcome == .handledByAction)
            #expect(app.actionsRun.count == 1)
        }
    }

    /// A link that waits for `ready()` is checked when it is delivered, not waved through.
    @Test(arguments: outsideSources)
    func refusedAlsoWhenQueuedBeforeReady(source: LinkSource) async throws {
        let app = try App()
        let opening = await app.navigator.open("myapp://logout", source: source)
        #expect(app.navigator.pendingCount == 1)
        try await app.navigator.ready()
        #expect(await opening.settled == .refused(.sourceNotAllowed("myapp://logout", source: source)))
        #expect(app.actionsRun.isEmpty)
    }

    @Test func refusedThroughThePushNotificationEntryPoint() async throws {
        let app = try App()
        try await app.navigator.ready()
        for payload: [String: Any] in [
            ["aps": ["urn": "logout"]], ["url": "myapp://purchase/gold"], ["path": "/logout"],
        ] {
            let outcome = await app.navigator.open(notification: payload)
            guard case .refused(.sourceNotAllowed(_, let source)) = outcome else {
                Issue.record("\(payload) gave \(outcome)")
                continue
            }
            #expect(source == .notification)
        }
        #expect(app.actionsRun.isEmpty)
    }

    @Test func refusedThroughTheUniversalLinkAndHandoffEntryPoint() async throws {
        let app = try App()
        try await app.navigator.ready()
        let url = try #require(URL(string: "https://example.com/follow/mallory"))
        #expect(
            await app.navigator.open(webpageURL: url)
                == .refused(.sourceNotAllowed(url.absoluteString, source: .universalLink)))
        #expect(
            await app.navigator.open(webpageURL: url, source: .handoff)
                == .refused(.sourceNotAllowed(url.absoluteString, source: .handoff)))
        #expect(app.actionsRun.isEmpty)
    }

    /// Restricting deep links by the app that sent them.
    @Test(arguments: [
        (LinkSource.customScheme(sendingApp: "com.example.companion"), true),
        (.customScheme(sendingApp: "com.evil.app"), false), (.customScheme(sendingApp: nil), false),
        (.universalLink, false), (.notification, false), (.inApp, true),
    ])
    func restrictedToOneSendingApp(source: LinkSource, allowed: Bool) async throws {
        let app = try App()
        try await app.navigator.ready()
        let outcome = await app.navigator.open("myapp://companion/7", source: source)
        #expect((app.host.state.topScreen == Screen("companion", ["id": "7"])) == allowed)
        if !allowed { #expect(outcome == .refused(.sourceNotAllowed("myapp://companion/7", source: source))) }
    }

    @Test(arguments: [LinkSource.universalLink, .inApp, .customScheme(sendingApp: nil), .notification, .widget])
    func universalLinkOnlyScreen(source: LinkSource) async throws {
        let app = try App()
        try await app.navigator.ready()
        let outcome = await app.navigator.open("https://example.com/orders/9", source: source)
        let allowed = source == .universalLink || source == .inApp
        #expect((app.host.state.topScreen == Screen("order", ["id": "9"])) == allowed)
        if !allowed {
            #expect(outcome == .refused(.sourceNotAllowed("https://example.com/orders/9", source: source)))
        }
    }

    /// A screen open to every source stays open to every source.
    @Test(arguments: outsideSources)
    func ordinaryScreensOpenFromAnywhere(source: LinkSource) async throws {
        let app = try App()
        try await app.navigator.ready()
        _ = await app.navigator.open("myapp://posts/1", source: source)
        #expect(app.host.state.topScreen == Screen("post", ["id": "1"]))
        #expect(app.refusals(of: "myapp://posts/1").isEmpty)
    }
}
