import Foundation
import Testing
import WaypointManifest
import WaypointNavigation

/// The `closeButton` route key: read as a boolean, refused at its line otherwise, warned about
/// where it changes nothing, and honoured by the navigator the file builds.
@Suite("The closeButton route key")
@MainActor
struct CloseButtonKeyTests {
    nonisolated static let text = """
        schemes: [shop]
        tabs: [home, account]
        routes:
          - pattern: /settings
            screen: settings
            presentation: modal(pageSheet, embed)
            closeButton: false
          - pattern: /account
            screen: account
            presentation: push
            closeButton: no
          - pattern: /help
            screen: help
            presentation: modal(formSheet, embed)
        """

    @Test func theKeyIsReadAndDefaultsToACloseButton() throws {
        let file = try RouteFile.parse(Self.text)
        #expect(file.routes.map(\.closeButton) == [false, false, true])
    }

    @Test func aValueThatIsNotABooleanIsAnErrorAtItsLine() {
        let text = """
            routes:
              - pattern: /settings
                screen: settings
                presentation: modal(embed)
                closeButton: sometimes
            """
        let (_, diagnostics) = RouteFile.read(text, path: "close.yaml")
        #expect(diagnostics.map(\.description) == ["close.yaml:5:18: error: closeButton is true or false"])
        #expect(throws: RouteFileError.self) { try RouteFile.parse(text) }
    }

    /// Routes that never present a stack of their own, so that the key changes nothing.
    nonisolated static let presentingNoStack: [(keys: String, reason: String)] = [
        ("screen: x\n    presentation: modal(pageSheet)", "its presentation modal(pageSheet) shows the screen alone"),
        ("screen: x\n    presentation: custom(drawer)", "its presentation custom(drawer) shows the screen alone"),
        ("screen: x\n    presentation: root", "its presentation root replaces the root"),
        ("screen: x\n    presentation: tab(home)", "it is pushed in the tab home"),
        ("screen: x\n    presentation: push\n    in: tab(account)", "it is pushed in the tab account"),
        ("action: logout", "it runs an action"),
    ]

    @Test(arguments: presentingNoStack)
    func theKeyOnARouteThatPresentsNoStackIsAWarning(keys: String, reason: String) throws {
        let text = "tabs: [home, account]\nroutes:\n  - pattern: /x\n    \(keys)\n    closeButton: false\n"
        let (file, diagnostics) = RouteFile.read(text, path: "close.yaml")
        let line = text.split(separator: "\n").count
        #expect(
            diagnostics.map(\.description) == [
                "close.yaml:\(line):18: warning: closeButton changes nothing on '/x': \(reason); a close button "
                    + "belongs to a stack the route presents (modal(style, embed), a back stack under a modal, "
                    + "or a push with no stack on top)"
            ])
        // A warning does not stop the file from loading.
        #expect(try RouteFile.parse(text).routes.count == 1)
        #expect(file?.routes.first?.closeButton == false)
    }

    nonisolated static let presentingAStack = [
        "presentation: modal(pageSheet, embed)", "presentation: modal(pageSheet)\n    backStack: [home]",
        "presentation: custom(drawer)\n    backStack: [home]", "presentation: push", "presentation: automatic",
        "presentation: push\n    in: root",
    ]

    @Test(arguments: presentingAStack)
    func theKeyOnARouteThatMayPresentAStackIsQuiet(keys: String) {
        let text = "routes:\n  - pattern: /x\n    screen: x\n    \(keys)\n    closeButton: false\n"
        let (file, diagnostics) = RouteFile.read(text, path: "close.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(file?.routes.first?.closeButton == false)
    }

    @Test(arguments: ["shop://settings", "shop://account", "shop://help"])
    func theLoadedNavigatorPresentsTheStackAsTheFileSays(link: String) async throws {
        let file = try RouteFile.parse(Self.text)
        let host = HeadlessHost(NavigationState(root: .screen(Screen("home"))))
        let navigator = try file.makeNavigator(host: host)
        try await navigator.ready()
        let route = try #require(file.routes.first { link.hasSuffix($0.pattern) })
        guard case .navigated = await navigator.open(link) else {
            Issue.record("\(link) did not navigate")
            return
        }
        #expect(host.state.layers.count == 1)
        #expect(host.state.layers.last?.hasCloseButton == route.closeButton)
    }
}

extension CommandTests {
    @Test func resolvePrintsAPresentedStackWithoutACloseButtonWhenTheRouteSaysSo() async throws {
        let path = try Files.write(CloseButtonKeyTests.text)
        let state = try Files.write(#"{"root": {"screen": "home"}}"#, name: "state.json")
        let result = await run(["resolve", path, "shop://settings", "shop://help", "--state", state])
        #expect(result.code == 0, "\(result.err)")
        let plans = result.out.split(separator: "\n").filter { $0.hasPrefix("    1. ") }
        #expect(
            plans == [
                "    1. present pageSheet [settings] in a stack",
                "    1. present formSheet [help] in a stack, close button",
            ], "\(result.out)")
    }

    @Test func checkWarnsAboutACloseButtonKeyThatChangesNothing() async throws {
        let path = try Files.write(
            "schemes: [shop]\nroutes:\n  - pattern: /x\n    screen: x\n    presentation: modal\n    closeButton: true\n"
        )
        let result = await run(["check", path])
        #expect(result.code == 0)
        #expect(result.err.contains("\(path):6:18: warning: closeButton changes nothing on '/x'"), "\(result.err)")
        #expect(await run(["check", path, "--strict"]).code == 1)
    }
}
