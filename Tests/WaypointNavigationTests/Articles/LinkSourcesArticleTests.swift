import Testing
import WaypointNavigation

/// The code of "Link sources and the source policy".
@Suite("Link sources and the source policy")
@MainActor
struct LinkSourcesArticleTests {
    @Test func routesDecideWhichSourcesMayOpenThem() async throws {
        let (navigator, _) = try await photoFeedNavigator()

        try navigator.register("settings/delete-account", .screen("deleteAccount", sources: .inAppOnly))
        try navigator.register("inbox", .screen("inbox", sources: .only([.inApp, .notification])))
        try navigator.register(
            "pair/:code", .screen("pair", sources: .only([.customScheme], sendingApps: ["com.example.companion"])))

        let fromWeb = await navigator.open("photofeed://settings/delete-account", source: .universalLink)
        // .refused(.sourceNotAllowed)
        let fromCompanion = await navigator.open(
            "photofeed://pair/1234", source: .customScheme(sendingApp: "com.example.companion"))
        // .navigated

        guard case .refused(.sourceNotAllowed) = fromWeb else {
            Issue.record("expected refused, got \(fromWeb)")
            return
        }
        guard case .navigated = fromCompanion else {
            Issue.record("expected navigated, got \(fromCompanion)")
            return
        }
        guard case .refused = await navigator.open("photofeed://pair/1", source: .customScheme(sendingApp: nil))
        else {
            Issue.record("an unknown sending app is refused")
            return
        }
        guard case .navigated = await navigator.open("photofeed://inbox", source: .notification) else {
            Issue.record("a notification may open the inbox")
            return
        }
        let notFromWidgets = SourcePolicy("not from widgets") { $0.kind != .widget }
        #expect(!notFromWidgets.allows(.widget))
        #expect(notFromWidgets.allows(.inApp))
    }
}
