import Testing
import Waypoint
import WaypointNavigation

/// The code of "Security".
@Suite("Security article")
@MainActor
struct SecurityArticleTests {
    @Test func aLinkParameterIsCheckedBeforeItIsShown() async throws {
        let (navigator, host) = try await photoFeedNavigator()

        let webPolicy = LinkParameterPolicy.web(hosts: ["photofeed.example.com"])
        try navigator.register(
            "web",
            .screen { match in
                let target = try match.checkedLink("url", policy: webPolicy)
                return Screen("web", ["url": target.url.absoluteString])
            })

        let phishing = await navigator.open("photofeed://web?url=https%3A%2F%2Fevil.example%2Flogin")
        // .failed(.screenBuildFailed): nothing is shown

        guard case .failed(.screenBuildFailed) = phishing else {
            Issue.record("expected failed, got \(phishing)")
            return
        }
        #expect(host.state.topScreen == Screen("feed"))
        let help = await navigator.open("photofeed://web?url=https%3A%2F%2Fphotofeed.example.com%2Fhelp")
        guard case .navigated = help else {
            Issue.record("expected navigated, got \(help)")
            return
        }
        #expect(host.state.topScreen == Screen("web", ["url": "https://photofeed.example.com/help"]))
    }
}
