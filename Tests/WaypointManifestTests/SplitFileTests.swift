import Foundation
import Testing
import WaypointManifest
import WaypointNavigation

/// A route file on a split view: the `split` key, `in: column(…)` routes checked against it at
/// their lines, the navigator the file builds, `waypoint resolve` from a split state and the
/// code `waypoint generate` writes.
@Suite("Route files: split views")
@MainActor
struct SplitFileTests {
    static let library = """
        schemes: [library]
        split:
          sidebar: sources
          items: [albums, recents]
        routes:
          - pattern: "albums/:albumId"
            screen: album
            in: column(detail, albums)
          - pattern: "photos/:photoId"
            screen: photo
            in: column(detail)
          - pattern: "folders/:folderId"
            screen: folder
            in: column( sidebar )
        """

    @Test func theSplitAndTheColumnsAreRead() throws {
        let file = try Files.routeFile(Self.library)
        #expect(file.split == SplitDeclaration(sidebar: "sources", items: ["albums", "recents"]))
        #expect(
            file.routes.map(\.placement) == [
                .column(.detail, selecting: "albums"), .column(.detail), .column(.sidebar),
            ])
        #expect(
            file.initialState
                == NavigationState(root: .split(SplitView(sidebar: [Screen("sources")], items: ["albums", "recents"]))))
        let threeColumns = try Files.routeFile(
            "split: {sidebar: s, items: [a], columns: 3}\nroutes:\n  - {pattern: x, screen: x, in: \"column(content, a)\"}\n"
        )
        #expect(threeColumns.initialState.root.splitView?.content == [])
        #expect(threeColumns.routes.first?.placement == .column(.content, selecting: "a"))
    }

    @Test(arguments: [
        ("in: column(middle)", "test.yaml:6:9: error: unknown column 'middle'; write one of sidebar, content, detail"),
        (
            "in: column(detail, albums, extra)",
            "test.yaml:6:9: error: column(…) takes a column and optionally the sidebar item to select"
        ),
        ("in: column()", "test.yaml:6:9: error: column(…) takes a column"),
        ("in: column(detail,)", "test.yaml:6:9: error: column(…) takes a column"),
        ("in: column(detail, trash)", "test.yaml:6:9: error: unknown split item 'trash': items are albums, recents"),
        (
            "in: column(content)",
            "test.yaml:6:9: error: the split view has two columns, no content column; write columns: 3 under split"
        ),
    ])
    func mistakesAreReportedAtTheirLines(line: String, message: String) {
        let text = """
            split: {sidebar: sources, items: [albums, recents]}
            routes:
              - pattern: /a
                screen: a
              - pattern: /b
                \(line)
                screen: b
            """
        #expect {
            try Files.routeFile(text)
        } throws: { error in
            let messages = (error as? RouteFileError)?.diagnostics.map(\.description) ?? []
            return messages.contains { $0.hasPrefix(message) }
        }
    }

    @Test(arguments: [
        (
            "routes:\n  - {pattern: /a, screen: a, in: column(detail)}\n",
            "test.yaml:2:34: error: column(…) lands in the file's split view, and the file declares none"
        ),
        ("tabs: [a]\nsplit: {sidebar: s}\nroutes: []\n", "test.yaml:2:1: error: a file launches on tabs or on a split"),
        ("split: {items: [a]}\nroutes: []\n", "test.yaml:1:8: error: split needs sidebar"),
        ("split: {sidebar: s, columns: 4}\nroutes: []\n", "test.yaml:1:30: error: columns is 2"),
        ("split: {sidebar: s, rows: 4}\nroutes: []\n", "test.yaml:1:21: error: unknown key 'rows' under split"),
        ("split: {sidebar: s, items: [a, a]}\nroutes: []\n", "error: duplicate item 'a'"),
        ("split: [s]\nroutes: []\n", "test.yaml:1:8: error: split is a mapping"),
    ])
    func aWrongSplitIsReportedAtItsLine(text: String, message: String) {
        #expect {
            try Files.routeFile(text)
        } throws: { error in
            let messages = (error as? RouteFileError)?.diagnostics.map(\.description) ?? []
            return messages.contains { $0.contains(message) }
        }
    }

    @Test func theFilesNavigatorLandsLinksInTheColumns() async throws {
        let file = try Files.routeFile(Self.library)
        let host = HeadlessHost(file.initialState)
        let navigator = try file.makeNavigator(host: host)
        try await navigator.ready()
        await navigator.open("library://albums/7")
        await navigator.open("library://photos/1")
        await navigator.open("library://folders/2")
        #expect(
            host.state.root
                == .split(
                    SplitView(
                        sidebar: [Screen("sources"), Screen("folder", ["folderId": "2"])],
                        items: ["albums", "recents"],
                        selection: "albums",
                        detail: [Screen("album", ["albumId": "7"]), Screen("photo", ["photoId": "1"])])))
    }

    @Test func aFileLaunchingOnOnboardingHoldsColumnLinksUntilTheSplitShows() async throws {
        let file = try Files.routeFile("root: welcome\n" + Self.library)
        #expect(file.initialState.root == .stack([Screen("welcome")]))
        let host = HeadlessHost(file.initialState)
        let navigator = try file.makeNavigator(host: host)
        try await navigator.ready()
        guard case .queued(let waiting) = await navigator.open("library://albums/7") else {
            Issue.record("a column link should wait while onboarding shows")
            return
        }
        let outcomes = try await navigator.showRoot(.split(try #require(file.split).splitView))
        #expect(outcomes.count == 1)
        guard case .navigated = await waiting.outcome() else {
            Issue.record("the waiting link should land once the split view shows")
            return
        }
        #expect(host.state.root.splitView?.detail == [Screen("album", ["albumId": "7"])])
    }

    @Test func resolveStartsFromAStateFileHoldingASplit() async throws {
        let routes = try Files.write(Self.library)
        let state = try Files.write(
            """
            root:
              split:
                sidebar: [sources]
                items: [albums, recents]
                selection: recents
                detail: [{kind: photo, info: {photoId: "1"}}]
            """, name: "state.yaml")
        let result = await CommandTests().run(["resolve", routes, "library://albums/7", "--state", state])
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(result.out.contains("1. select item albums\n    2. push album(albumId: 7)"), "\(result.out)")
        #expect(result.out.contains("split (items: albums, recents; selected: albums)"), "\(result.out)")
        #expect(result.out.contains("album(albumId: 7)  <- top"), "\(result.out)")

        let wrong = try Files.write(
            "root:\n  split:\n    sidebar: [sources]\n    items: [albums]\n    selection: trash\n", name: "state.yaml")
        let refused = await CommandTests().run(["resolve", routes, "library://albums/7", "--state", wrong])
        #expect(refused.code != 0)
        #expect(refused.err.contains("5:"), "\(refused.err)")
        #expect(refused.err.contains("selection is 'trash', which is not one of the items"), "\(refused.err)")
    }

    /// Link cases start from the file's split, or from a split a case's state gives.
    @Test func linkCasesRunOnASplit() async throws {
        let file = try Files.routeFile(Self.library)
        let cases = try LinkCases.parse(
            """
            - link: library://albums/7
              screen: album
              plan: [select item albums, "push album(albumId: 7)"]
            - link: library://albums/7
              state:
                root:
                  split:
                    sidebar: [sources]
                    items: [albums, recents]
                    selection: albums
                    detail: [{kind: album, info: {albumId: "7"}}, {kind: photo, info: {photoId: "1"}}]
              screen: album
              plan: [pop to 0]
            """, path: "cases.yaml")
        let results = await cases.run(against: file)
        #expect(results.count == 2)
        #expect(results.allSatisfy { $0.passed }, "\(results.flatMap(\.failures))")
    }

    @Test func theGraphStartsColumnRoutesAtTheSidebar() throws {
        let mermaid = RouteGraph.render(try Files.routeFile(Self.library), format: .mermaid)
        #expect(mermaid.contains("screen_sources[\"sources\"]"), "\(mermaid)")
        #expect(mermaid.contains("screen_sources -- \"albums/:albumId · column(detail, albums)\" --> screen_album"))
        #expect(mermaid.contains("screen_sources -- \"photos/:photoId · column(detail)\" --> screen_photo"))
    }

    @Test func generateWritesThePlacementAndTheSplitLaunchState() throws {
        let file = try Files.routeFile(Self.library)
        let (generated, diagnostics) = RouteCodeGenerator(typeName: "LibraryRoutes").generate(file)
        #expect(diagnostics.isEmpty)
        let text = try #require(generated)
        #expect(text.contains(#"placement: .column(.detail, selecting: "albums")"#), "\(text)")
        #expect(text.contains("placement: .column(.sidebar)"), "\(text)")
        #expect(text.contains(#"items: ["albums", "recents"]"#), "\(text)")
        #expect(text.contains("root: .split("), "\(text)")
    }
}
