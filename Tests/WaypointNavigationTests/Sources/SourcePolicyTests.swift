import Foundation
import Testing
import WaypointNavigation

@Suite("Source policy")
struct SourcePolicyTests {
    static let everySource: [LinkSource] = [
        .inApp, .customScheme(sendingApp: nil), .customScheme(sendingApp: "com.example.companion"),
        .universalLink, .notification, .handoff, .shortcut, .widget,
    ]

    @Test(arguments: everySource)
    func anySourceAllowsEverything(source: LinkSource) {
        #expect(SourcePolicy.anySource.allows(source))
    }

    @Test(arguments: everySource)
    func inAppOnlyAllowsOnlyTheApp(source: LinkSource) {
        #expect(SourcePolicy.inAppOnly.allows(source) == (source == .inApp))
    }

    @Test(arguments: [
        (LinkSource.customScheme(sendingApp: "com.example.companion"), true),
        (.customScheme(sendingApp: "com.example.other"), false),
        (.customScheme(sendingApp: nil), false),
        (.notification, true),
        (.universalLink, false),
    ])
    func onlyRestrictsKindsAndSendingApps(source: LinkSource, allowed: Bool) {
        let policy = SourcePolicy.only([.customScheme, .notification], sendingApps: ["com.example.companion"])
        #expect(policy.allows(source) == allowed)
    }

    @Test @MainActor func aScreenRouteLimitedToUniversalLinksRefusesCustomSchemes() async throws {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("home")])))
        let navigator = Navigator(schemes: ["myapp"], hosts: ["example.com"], host: host)
        try navigator.register("/orders/:id", .screen("order", sources: .only([.universalLink, .inApp])))
        try await navigator.ready()
        let refused = await navigator.open("myapp://orders/1", source: .customScheme(sendingApp: nil))
        #expect(refused == .refused(.sourceNotAllowed("myapp://orders/1", source: .customScheme(sendingApp: nil))))
        let opened = await navigator.open(webpageURL: try #require(URL(string: "https://example.com/orders/1")))
        #expect(opened != refused)
        #expect(host.state.topScreen == Screen("order", ["id": "1"]))
    }
}
