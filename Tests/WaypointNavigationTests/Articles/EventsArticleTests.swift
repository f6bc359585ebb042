import Testing
import WaypointNavigation

/// The code of "Events and logging".
@Suite("Events and logging")
@MainActor
struct EventsArticleTests {
    @Test func aLinkLogsOneLinePerStage() async throws {
        let (navigator, _) = try await photoFeedNavigator()

        var log: [String] = []
        navigator.onEvent = { event in
            log.append(event.description)
        }
        await navigator.open("photofeed://user:42", source: .customScheme(sendingApp: nil))
        // log: ["photofeed://user:42 (customScheme): matched user:{userId}",
        //       "photofeed://user:42 (customScheme): navigated: build: push user(userId: 42)"]

        #expect(
            log == [
                "photofeed://user:42 (customScheme): matched user:{userId}",
                "photofeed://user:42 (customScheme): navigated: build: push user(userId: 42)",
            ])
    }

    @Test func outcomesCountForAnalytics() async throws {
        let (navigator, _) = try await photoFeedNavigator()

        var opened = 0
        var failed = 0
        navigator.onEvent = { event in
            switch event.outcome {
            case .navigated?, .alreadyShowing?, .handledByAction?: opened += 1
            case .unmatched?, .refused?, .failed?: failed += 1
            default: break
            }
        }

        await navigator.open("photofeed://user:42")
        await navigator.open("photofeed://user:42")
        await navigator.open("photofeed://nowhere")
        #expect(opened == 2)
        #expect(failed == 1)
    }
}
