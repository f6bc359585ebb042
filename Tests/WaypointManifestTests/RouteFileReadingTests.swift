import Foundation
import Testing
import WaypointManifest
import WaypointNavigation

/// Reading route files: every key, YAML and JSON alike, and errors that name file, line and
/// column.
@Suite("Route files: reading")
struct RouteFileReadingTests {
    @Test func theExampleFileReadsEveryKey() throws {
        let file = try RouteFile.load(from: Files.photoFeedRoutes)
        #expect(file.schemes == ["photofeed"])
        #expect(file.hosts == ["photofeed.example.com"])
        #expect(file.tabs == ["feed", "profile", "menu"])
        #expect(file.routes.count == 18)
        #expect(file.routes[0].presentation == .tab("profile"))
        #expect(file.routes[6].sources == [.universalLink, .handoff, .inApp])
        #expect(file.routes[7].target == .action("logout"))
        #expect(file.webFallback == .browser)
        #expect(file.valueSets.map(\.name) == ["sort"] && file.valueSets.first?.values == ["recent", "popular"])
        #expect(file.routes.filter { !$0.conditions.isEmpty }.count == 4)
        #expect(file.routes.filter { if case .forward = $0.target { true } else { false } }.count == 2)
        #expect(
            file.initialState
                == NavigationState(root: .tabs([Tab("feed"), Tab("profile"), Tab("menu")], selected: "feed")))
    }

    @Test func everyRouteKeyIsRead() throws {
        let file = try Files.routeFile(
            """
            schemes: [app]
            hosts: [example.com, "http://localhost:8080"]
            root: home
            groups:
              account: {mount: /account, enabled: false}
            routes:
              - pattern: /posts/:id
                name: post
                screen: post
                presentation: modal(formSheet, embed)
                sources: [universalLink, inApp]
                sendingApps: [com.example.companion]
                backStack: [feed, {screen: user, info: {id: "1"}}]
                web: false
                group: account
                updatesInPlace: true
                comment: a post
            """)
        let route = try #require(file.routes.first)
        #expect(route.name == "post")
        #expect(route.target == .screen("post"))
        #expect(route.presentation == .modal(.formSheet, embedInStack: true))
        #expect(route.sources == [.universalLink, .inApp])
        #expect(route.sendingApps == ["com.example.companion"])
        #expect(route.backStack == [ScreenTemplate("feed"), ScreenTemplate("user", ["id": "1"])])
        #expect(!route.web && route.updatesInPlace && route.group == "account" && route.comment == "a post")
        #expect(
            file.groups == [
                GroupDeclaration(
                    name: "account", mount: .path("/account"), enabled: false, location: file.groups[0].location)
            ])
        #expect(file.initialState == NavigationState(root: .stack([Screen("home")])))
        #expect(file.effectivePattern(of: route) == "/account/posts/:id")
    }

    @Test(arguments: [
        ("automatic", Presentation.automatic), ("push", .push), ("root", .root), ("modal", .modal(.automatic)),
        ("modal(fullScreen)", .modal(.fullScreen)), ("modal(embed)", .modal(.automatic, embedInStack: true)),
        ("modal(pageSheet, embed)", .modal(.pageSheet, embedInStack: true)), ("tab(feed)", .tab("feed")),
        ("custom(drawer)", .custom("drawer")),
    ])
    func everyPresentationFormReads(text: String, presentation: Presentation) throws {
        let file = try Files.routeFile(
            "tabs: [feed]\nroutes:\n  - pattern: /x\n    screen: x\n    presentation: \"\(text)\"\n")
        #expect(file.routes.first?.presentation == presentation)
    }

    @Test func jsonFilesReadToTheSameModelWithLines() throws {
        let json = """
            {
              "schemes": ["photofeed"],
              "tabs": ["feed"],
              "routes": [
                {"pattern": "user:{userId}", "screen": "user", "presentation": "push"},
                {"pattern": "logout", "action": "logout", "colour": "red"}
              ]
            }
            """
        #expect(throws: RouteFileError.self) { try RouteFile.parse(json, path: "routes.json") }
        let (_, diagnostics) = RouteFile.read(json, path: "routes.json")
        #expect(
            diagnostics.map(\.description) == [
                "routes.json:6:47: error: unknown key 'colour'; known keys are pattern, name, screen, action, presentation, sources, sendingApps, backStack, web, group, updatesInPlace, comment, in, query, guard, closeButton, when, forward"
            ])
        let fixed = try RouteFile.parse(
            json.replacingOccurrences(of: #", "colour": "red""#, with: ""), path: "routes.json")
        #expect(fixed.routes.map(\.pattern) == ["user:{userId}", "logout"])
    }

    /// Each broken file gives an error at the line and column of what is wrong.
    @Test(arguments: [
        ("routes:\n  - pattern: /x\n    screne: x\n", "3:5", "unknown key 'screne' (did you mean 'screen'?)"),
        ("routes:\n  - pattern: \"/user/{id\"\n    screen: x\n", "2:21", "Invalid pattern \"/user/{id\" at offset 6"),
        ("routes:\n  - pattern: /user/<nope:id>\n    screen: x\n", "2:21", "Invalid pattern"),
        (
            "tabs: [feed]\nroutes:\n  - pattern: /x\n    screen: x\n    presentation: tab(search)\n", "5:19",
            "unknown tab 'search': tabs are feed"
        ),
        (
            "routes:\n  - pattern: /x\n    screen: x\n  - pattern: /y\n    name: /x\n    screen: y\n", "5:11",
            "duplicate route name '/x'"
        ),
        ("tabs: [feed, feed]\n", "1:14", "duplicate tab 'feed'"),
        ("routes:\n  - pattern: /x\n    screen: x\n    action: y\n", "2:5", "has both a screen and an action"),
        ("routes:\n  - screen: x\n", "2:5", "a route needs a pattern"),
        (
            "routes:\n  - pattern: /x\n    screen: x\n    presentation: sideways\n", "4:19",
            "unknown presentation 'sideways'"
        ),
        ("routes:\n  - pattern: /x\n    screen: x\n    sources: [web]\n", "4:14", "unknown source 'web'"),
        ("routes:\n  - pattern: /x\n    screen: x\n    group: nowhere\n", "4:12", "no group named 'nowhere'"),
        ("routes:\n  - pattern: /x\n    screen: x\n    web: maybe\n", "4:10", "web is true or false"),
        ("routes: /x\n", "1:9", "routes is a list of routes"),
        ("schemes: [app\nroutes: []\n", "2:7", "the list that opens with '[' at line 1, column 10 needs ','"),
        ("- just\n- a list\n", "1:1", "a route file is a mapping"),
        ("hosts: [example.com]\ncolour: red\n", "2:1", "unknown key 'colour'"),
        (
            "routes:\n  - pattern: /x\n    screen: x\n    screen: y\n", "3:5",
            "duplicate key 'screen': each key appears once in a mapping"
        ),
        ("tabs: [a]\ntabs: [b]\n", "1:1", "duplicate key 'tabs'"),
    ])
    func brokenFilesSayWhereAndWhat(text: String, place: String, message: String) {
        let (_, diagnostics) = RouteFile.read(text, path: "broken.yaml")
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(!errors.isEmpty, "\(text)")
        let first = errors.first
        #expect("\(first?.location.line ?? 0):\(first?.location.column ?? 0)" == place, "\(errors)")
        #expect(first?.message.contains(message) == true, "\(errors)")
        #expect(first?.location.file == "broken.yaml")
        #expect(throws: RouteFileError.self) { try RouteFile.parse(text, path: "broken.yaml") }
    }

    @Test func aFileThatCannotBeReadSaysSo() {
        #expect {
            try RouteFile.load(from: URL(fileURLWithPath: "/nonexistent/routes.yaml"))
        } throws: { error in
            (error as? RouteFileError)?.diagnostics.first?.message == "no such file"
        }
    }
}
