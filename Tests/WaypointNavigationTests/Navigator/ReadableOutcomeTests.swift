import Testing
import WaypointNavigation

/// Outcomes and events print in one line each, so that a log shows one link per line.
@Suite("Readable outcomes and events")
@MainActor
struct ReadableOutcomeTests {
    @Test func everyOutcomeAndEventOfAScenarioIsOneLine() async throws {
        let app = try PhotoFeedApp()
        try app.navigator.register(
            "/deep/:id", .screen("deep", presentation: .modal(.formSheet, embedInStack: true), backStack: [Screen("a")])
        )
        app.navigator.guards = [
            NavigationGuard("no likes") { request in request.pattern == "likes:{mediaId}" ? .cancel : .proceed }
        ]
        var lines: [String] = []
        app.navigator.onEvent = { lines.append($0.description) }
        let early = await app.navigator.open("user:1")
        var outcomes = [early]
        outcomes += try await app.navigator.ready()
        for link in ["/deep/9", "user:1", "likes:2", "nowhere:3", "photofeed://logout"] {
            outcomes.append(await app.navigator.open(link, source: .customScheme(sendingApp: nil)))
        }
        #expect(lines.count >= 12)
        for text in lines + outcomes.map(\.description) {
            #expect(!text.contains("\n"), "\(text)")
        }
        #expect(
            outcomes[2].description == "navigated: build: present formSheet [a, deep(id: 9)] in a stack, close button")
        guard case .queued(let pending) = early else {
            Issue.record("a link before ready() should be queued")
            return
        }
        #expect(early.description == "queued (\(pending.id))")
        #expect(pending.description == "#\(pending.id) user:1 (inApp)")
        #expect(lines.contains("likes:2 (customScheme): cancelled: guard 'no likes' cancelled"))
    }

    @Test(
        "Line and paragraph separators, next line and format characters in a link print escaped",
        arguments: [
            ("\u{2028}", #"\u{2028}"#), ("\u{2029}", #"\u{2029}"#), ("\u{85}", #"\u{0085}"#),
            ("\u{202E}", #"\u{202E}"#), ("\u{200B}", #"\u{200B}"#), ("\u{E0041}", #"\u{000E0041}"#),
            ("\u{AD}", #"\u{00AD}"#),
        ])
    func aLinkWithASeparatorIsOneLogLine(character: String, escape: String) async throws {
        let app = try PhotoFeedApp()
        var lines: [String] = []
        app.navigator.onEvent = { lines.append($0.description) }
        let early = await app.navigator.open("user:1\(character)user:2 (inApp): navigated", source: .universalLink)
        try await app.navigator.ready()
        guard case .queued(let pending) = early else {
            Issue.record("a link before ready() should be queued")
            return
        }
        let outcome = await app.navigator.open("user:1\(character)2", source: .universalLink)
        #expect(lines.count >= 3)
        for text in lines + [outcome.description, pending.description] {
            #expect(text.split(whereSeparator: \.isNewline).count == 1, "\(text)")
            #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .format }, "\(text)")
            #expect(!text.contains(character), "\(text)")
        }
        #expect(lines.first?.hasPrefix("user:1\(escape)user:2 (inApp): navigated (universalLink): queued") == true)
        #expect(pending.description.contains("user:1\(escape)user:2"))
    }

    @Test func aLinkWithALineBreakCannotForgeASecondLogLine() async throws {
        let app = try PhotoFeedApp()
        var lines: [String] = []
        app.navigator.onEvent = { lines.append($0.description) }
        try await app.navigator.ready()
        let outcome = await app.navigator.open("user:1\nuser:2 (inApp): navigated", source: .universalLink)
        #expect(lines.count == 1)
        #expect(lines.allSatisfy { !$0.contains("\n") })
        #expect(lines.first?.hasPrefix(#"user:1\nuser:2 (inApp): navigated (universalLink): unmatched"#) == true)
        #expect(!outcome.description.contains("\n"))
    }

    @Test func aPlanPrintsOneStepPerLineInItsDescriptionAndOneLineInItsSummary() {
        let plan = NavigationPlan(
            steps: [NavigationStep(.dismiss(toLayer: 0)), NavigationStep(.selectTab("profile"), animated: false)],
            decision: .switched)
        #expect(plan.description == "switch\n  1. dismiss to layer 0\n  2. select tab profile (not animated)")
        #expect(plan.summary == "switch: dismiss to layer 0; select tab profile (not animated)")
        #expect(LinkOutcome.navigated(plan).description == "navigated: " + plan.summary)
    }
}
