import Foundation
import Testing
import WaypointManifest
import WaypointNavigation

/// What the app and the tools build from a route file: the navigator, the check, the graph,
/// the regression cases.
@Suite("Route files: navigator, check, graph, cases")
@MainActor
struct RouteFileToolsTests {
    @Test func theAppBuildsItsNavigatorFromTheFile() async throws {
        let file = try RouteFile.load(from: Files.photoFeedRoutes)
        let host = HeadlessHost(file.initialState)
        final class Ran { var count = 0 }
        let ran = Ran()
        let navigator = try file.makeNavigator(
            host: host,
            actions: [
                "logout": { _ in
                    ran.count += 1
                    return true
                }
            ],
            guards: ["signedIn": { _ in .proceed }],
            configuration: NavigatorConfiguration(openInBrowser: { _ in }))
        try await navigator.ready()
        await navigator.open("photofeed://user:42", source: .customScheme(sendingApp: nil))
        #expect(host.state.topScreen == Screen("user", ["userId": "42"]))
        #expect(await navigator.open("logout") == .handledByAction && ran.count == 1)
        guard case .refused = await navigator.open("photofeed://logout", source: .customScheme(sendingApp: nil)) else {
            Issue.record("an action stays in-app only")
            return
        }
    }

    @Test func unboundActionsAndUnknownScreensAreNamedWithTheirLines() throws {
        let file = try RouteFile.load(from: Files.photoFeedRoutes)
        #expect {
            try file.makeNavigator(host: HeadlessHost(file.initialState), knownScreens: ["profile", "user"])
        } throws: { error in
            let messages = (error as? RouteFileError)?.diagnostics.map(\.description) ?? []
            return messages.contains { $0.hasSuffix(":40:13: error: no closure is bound to the action 'logout'") }
                && messages.contains { $0.contains(":22:13: error: the app has no screen 'comments'") }
        }
    }

    @Test func groupsAreMountedAsTheFileSays() async throws {
        let file = try Files.routeFile(
            """
            schemes: [app]
            root: home
            groups:
              account: {mount: /account, enabled: false}
            routes:
              - {pattern: /settings, screen: settings, group: account}
            """)
        let navigator = try file.makeNavigator(host: HeadlessHost(file.initialState))
        try await navigator.ready()
        #expect(await navigator.open("app://account/settings") == .groupDisabled("account"))
        try navigator.setGroup("account", enabled: true)
        guard case .navigated = await navigator.open("app://account/settings") else {
            Issue.record("the enabled group's route should open")
            return
        }
    }

    @Test func checkNamesDuplicatesShadowedAndUnreachableRoutes() throws {
        let file = try Files.routeFile(
            """
            schemes: [app]
            hosts: [example.com]
            routes:
              - {pattern: /posts/:id, screen: post}
              - {pattern: /posts/:postID, screen: again}
              - {pattern: /posts/*, screen: any}
              - {pattern: "other://x", screen: x}
              - {pattern: "https://elsewhere.com/y", screen: y}
              - {pattern: "http://example.com/z", screen: z}
            """)
        let found = file.check().map(\.description)
        #expect(
            found.contains { $0.hasPrefix("test.yaml:5:15: error: '/posts/:postID' duplicates '/posts/:id' (line 4)") })
        #expect(found.contains { $0.hasPrefix("test.yaml:6:15: warning: '/posts/*' is shadowed by '/posts/:id'") })
        #expect(found.contains { $0.hasPrefix("test.yaml:7:16: error: no link can reach 'other://x'") })
        #expect(found.contains { $0.hasPrefix("test.yaml:8:16: error: no link can reach 'https://elsewhere.com/y'") })
        #expect(
            found.contains {
                $0.contains("test.yaml:9:16: error: no link can reach 'http://example.com/z': plain http")
            })
    }

    @Test func inexactClaimsAreReportedOnlyForRoutesTheAssociationFileClaims() throws {
        let file = try Files.routeFile(
            """
            schemes: [app]
            hosts: [example.com]
            routes:
              - {pattern: "/order/<int:id>", screen: order}
              - {pattern: "/invoice/<int:id>", screen: invoice, web: false}
              - {pattern: "/refund/<int:id>", screen: refund, sources: [inApp]}
            """)
        let found = file.check().map(\.description)
        #expect(found.count == 1)
        #expect(
            found.first?.hasPrefix("test.yaml:4:16: warning: apple-app-site-association: the file claims any text")
                == true)
    }

    @Test func aRouteNamingSendingAppsIsWarnedAboutOnOpenURL() throws {
        let file = try Files.routeFile(
            """
            schemes: [photofeed]
            routes:
              - {pattern: "share/:id", screen: share}
              - pattern: "partner/:id"
                screen: partner
                sendingApps: [com.example.partner]
            """)
        #expect(file.check().isEmpty)
        let found = file.sendingAppDiagnostics().map(\.description)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("test.yaml:6:") == true, "\(found)")
        #expect(
            found.first?.contains("warning: 'partner/:id' opens custom-scheme links only from com.example.partner")
                == true)
        #expect(found.first?.contains("onOpenURL gives no sending app") == true)
    }

    @Test func theExampleFileChecksClean() throws {
        let file = try RouteFile.load(from: Files.photoFeedRoutes)
        #expect(file.check().isEmpty)
    }

    @Test func theGraphGroupsScreensByTabAndShowsBackStacks() throws {
        let file = try Files.routeFile(
            """
            tabs: [feed, profile]
            routes:
              - {pattern: "comments:{id}", screen: comments, presentation: push, backStack: [feed, post], in: tab(feed)}
              - {pattern: "user:{id}", screen: user, presentation: tab(profile)}
              - {pattern: "settings", screen: settings, presentation: "modal(formSheet)"}
              - {pattern: "reply:{id}", screen: reply, backStack: [thread]}
              - {pattern: logout, action: logout}
            """)
        let mermaid = RouteGraph.render(file, format: .mermaid)
        #expect(mermaid.hasPrefix("flowchart LR\n"))
        #expect(
            mermaid.contains(
                "subgraph tab_feed[\"tab feed\"]\n    screen_feed[\"feed\"]\n    screen_post[\"post\"]\n"
                    + "    screen_comments[\"comments\"]\n  end"), "\(mermaid)")
        #expect(
            mermaid.contains(
                "subgraph tab_profile[\"tab profile\"]\n    screen_profile[\"profile\"]\n    screen_user[\"user\"]\n  end"
            ))
        #expect(mermaid.contains("screen_feed -- \"back stack\" --> screen_post"))
        #expect(mermaid.contains("screen_post -- \"comments:{id} · push\" --> screen_comments"))
        #expect(mermaid.contains("screen_profile -- \"user:{id} · tab(profile)\" --> screen_user"))
        #expect(mermaid.contains("link -- \"back stack\" --> screen_thread"))
        #expect(mermaid.contains("screen_thread -- \"reply:{id} · automatic\" --> screen_reply"))
        #expect(mermaid.contains("link -- \"settings · modal(formSheet)\" --> screen_settings"))
        #expect(mermaid.contains("action_logout{{\"logout (action)\"}}"))
        let dot = RouteGraph.render(file, format: .dot)
        #expect(dot.hasPrefix("digraph routes {"))
        #expect(dot.contains("subgraph cluster_tab_feed {\n    label=\"tab feed\";\n    screen_feed [label=\"feed\"];"))
        #expect(dot.contains("screen_post -> screen_comments [label=\"comments:{id} · push\"];"))
        #expect(dot.hasSuffix("}\n"))
    }

    @Test func theExampleCasesPass() async throws {
        let file = try RouteFile.load(from: Files.photoFeedRoutes)
        let cases = try LinkCases.load(from: Files.photoFeedLinks)
        let results = await cases.run(against: file)
        #expect(results.count == 36)
        let failures = results.filter { !$0.passed }.map(\.failures)
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test func aFailingCaseSaysWhatWasExpectedAndWhatHappened() async throws {
        let file = try RouteFile.load(from: Files.photoFeedRoutes)
        let cases = try LinkCases.parse(
            """
            - {link: "photofeed://user:42", screen: likes, parameters: {userId: "7"}}
            - {link: "photofeed://nowhere", refused: true}
            - {link: "logout", action: login}
            - {link: "photofeed://user:42", screen: user, plan: ["pop to 0"]}
            """, path: "cases.yaml")
        let results = await cases.run(against: file)
        #expect(results.map(\.passed) == [false, false, false, false])
        #expect(
            results[0].failures == [
                "screen: expected likes, got user", "parameters: expected {userId: 7}, got {userId: 42}",
            ])
        #expect(results[1].failures.first?.hasPrefix("expected refused, got unmatched") == true)
        #expect(results[2].failures == ["action: expected login, got logout"])
        #expect(results[3].failures == ["plan: expected pop to 0, got push user(userId: 42)"])
        let junit = LinkCases.junit(results, suite: "cases.yaml")
        #expect(junit.contains(#"<testsuite name="cases.yaml" tests="4" failures="4">"#))
        #expect(junit.contains("<failure message=\"screen: expected likes, got user; parameters"))
    }

    @Test(arguments: [
        ("- {link: x}\n", "a case expects exactly one of"),
        ("- {screen: x}\n", "a case needs a link"),
        ("- {link: x, screen: y, colour: red}\n", "unknown key 'colour'"),
        ("- {link: x, screen: y, source: web}\n", "unknown source"),
        ("- {link: x, screen: y, plan: [push a(b: c)]}\n", "a plan step is text"),
        ("- {link: x, screen: y, state: {root: 42}}\n", "the state is not a navigation state"),
        ("just text\n", "a cases file is a list of cases"),
    ])
    func brokenCasesFilesSayWhat(text: String, message: String) {
        #expect {
            try LinkCases.parse(text, path: "cases.yaml")
        } throws: { error in
            (error as? RouteFileError)?.diagnostics.first?.message.contains(message) == true
        }
    }
}
