import Foundation
import Testing
import WaypointManifest
import WaypointNavigation
import WaypointTesting

/// The route-file article's code cannot drift: its route files and cases files read without an
/// error, and its Swift is the example app's own code.
@Suite("The route-file article")
struct ArticleTests {
    static let article = Files.examples.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/WaypointManifest/WaypointManifest.docc/RouteFilesAndTheWaypointCommand.md")

    /// The fenced blocks of one language, in order.
    static func blocks(_ language: String) throws -> [String] {
        try MarkdownCodeBlocks.blocks(language, in: article)
    }

    @Test func itsRouteFileAndCasesRead() throws {
        let yaml = try Self.blocks("yaml")
        #expect(yaml.count == 9)
        let file = try RouteFile.parse(yaml[0], path: "article.yaml")
        #expect(file.routes.count == 6)
        let conditions = try RouteFile.parse(yaml[1], path: "article-conditions.yaml")
        #expect(conditions.routes.filter { !$0.conditions.isEmpty }.count == 3)
        let sets = try RouteFile.parse(yaml[2], path: "article-types.yaml")
        #expect(sets.valueSets.map(\.name) == ["sort", "flag"])
        let forwarding = try RouteFile.parse(yaml[3], path: "article-forward.yaml")
        #expect(forwarding.routes.filter { if case .forward = $0.target { true } else { false } }.count == 2)
        let browser = try RouteFile.parse(yaml[4], path: "article-browser.yaml")
        #expect(browser.acceptsAnyWebHost)
        let fallback = try RouteFile.parse(yaml[5], path: "article-fallback.yaml")
        #expect(fallback.webFallback == .browser)
        let split = try RouteFile.parse(yaml[6], path: "article-split.yaml")
        #expect(split.initialState.root.splitView?.content == [])
        let cases = try LinkCases.parse(yaml[7], path: "article-cases.yaml")
        #expect(cases.cases.count == 3)
        let state = try RouteFileSyntax.state(yaml[8])
        #expect(state.topScreen == Screen("help"))
        #expect(state.root.activeStack == [Screen("profile"), Screen("user", ["userId": "9"])])
    }

    /// The links the query section names open what it says they open.
    @Test(arguments: [
        ("pledges://pledge?ref=failed_transaction", "pledgeFailed"), ("pledges://pledge", "pledge"),
        ("pledges://signin?signin=abc", "signIn"), ("pledges://signin", nil),
        ("pledges://discover?search=boots", "search"),
    ])
    @MainActor
    func itsQueryConditionsChooseTheRoute(link: String, screen: String?) async throws {
        let file = try RouteFile.parse(try Self.blocks("yaml")[1], path: "article-conditions.yaml")
        let host = HeadlessHost(file.initialState)
        let navigator = try file.makeNavigator(host: host)
        try await navigator.ready()
        let outcome = await navigator.open(link)
        if let screen {
            #expect(host.state.topScreen?.kind == screen, "\(outcome)")
        } else if case .unmatched = outcome {
        } else {
            Issue.record("expected unmatched, got \(outcome)")
        }
    }

    /// The links the value-set section names open what it says they open.
    @Test(arguments: [
        ("shop://products/price", "products"), ("shop://products/cheap", "search"),
        ("shop://settings/true", "settings"), ("shop://settings/yes", nil),
    ])
    @MainActor
    func itsValueSetsChooseTheRoute(link: String, screen: String?) async throws {
        let file = try RouteFile.parse(try Self.blocks("yaml")[2], path: "article-types.yaml")
        let host = HeadlessHost(file.initialState)
        let navigator = try file.makeNavigator(host: host)
        try await navigator.ready()
        let outcome = await navigator.open(link)
        if let screen {
            #expect(host.state.topScreen?.kind == screen, "\(outcome)")
        } else if case .unmatched = outcome {
        } else {
            Issue.record("expected unmatched, got \(outcome)")
        }
    }

    /// The links the forwarding section names open what it says they open.
    @Test(arguments: [
        ("browser://deep-link?url=/settings/newTab", "newTab"),
        ("app://www.example.com/projects/7?ref=mail", "project"), ("browser://deep-link", nil),
    ])
    @MainActor
    func itsForwardsOpenTheOtherLink(link: String, screen: String?) async throws {
        let file = try RouteFile.parse(try Self.blocks("yaml")[3], path: "article-forward.yaml")
        let host = HeadlessHost(file.initialState)
        let navigator = try file.makeNavigator(host: host)
        try await navigator.ready()
        let outcome = await navigator.open(link, source: .customScheme(sendingApp: nil))
        if let screen {
            #expect(host.state.topScreen?.kind == screen, "\(outcome)")
        } else {
            #expect(host.state.topScreen?.kind == "root", "\(outcome)")
        }
    }

    /// The links the every-host section names open what it says they open.
    @Test(arguments: [
        ("https://news.example.org/settings/newTab", "newTab"), ("https://news.example.org/help", nil),
        ("http://news.example.org/settings/newTab", nil), ("https://www.example.com/help", "help"),
    ])
    @MainActor
    func itsEveryHostFileOpensOtherHosts(link: String, screen: String?) async throws {
        let file = try RouteFile.parse(try Self.blocks("yaml")[4], path: "article-browser.yaml")
        let host = HeadlessHost(file.initialState)
        let navigator = try file.makeNavigator(host: host)
        try await navigator.ready()
        let outcome = await navigator.open(link, source: .universalLink)
        #expect(host.state.topScreen?.kind == screen ?? "root", "\(outcome)")
    }

    /// The links the web-fallback section names open in the browser, or the app, as it says.
    @Test(arguments: [
        ("https://orders.example.com/orders/latest", LinkSource.universalLink, "browser"),
        ("https://orders.example.com/signin", .handoff, "browser"),
        ("https://orders.example.com/signin?code=8F2K", .universalLink, "signIn"),
        ("orders://signin", .customScheme(sendingApp: nil), "unmatched"),
    ])
    @MainActor
    func itsFallbackOpensTheBrowser(link: String, source: LinkSource, expected: String) async throws {
        let file = try RouteFile.parse(try Self.blocks("yaml")[5], path: "article-fallback.yaml")
        let host = HeadlessHost(file.initialState)
        let navigator = try file.makeNavigator(
            host: host, configuration: NavigatorConfiguration(openInBrowser: { _ in }))
        try await navigator.ready()
        let outcome = await navigator.open(link, source: source)
        switch outcome {
        case .openedInBrowser: #expect(expected == "browser")
        case .unmatched: #expect(expected == "unmatched")
        case .navigated: #expect(host.state.topScreen?.kind == expected, "\(outcome)")
        default: Issue.record("\(link): \(outcome)")
        }
    }

    /// The links the split-view section names land where it says they land.
    @Test @MainActor func itsSplitFileLandsLinksInTheColumns() async throws {
        let file = try RouteFile.parse(try Self.blocks("yaml")[6], path: "article-split.yaml")
        let host = HeadlessHost(file.initialState)
        let navigator = try file.makeNavigator(host: host)
        try await navigator.ready()
        await navigator.open("photos://albums/7")
        #expect(host.state.root.splitView?.selection == "albums")
        #expect(host.state.root.splitView?.content == [Screen("album", ["albumId": "7"])])
        await navigator.open("photos://people/3")
        #expect(host.state.root.splitView?.selection == "albums")
        #expect(host.state.root.splitView?.detail == [Screen("person", ["personId": "3"])])
    }

    @Test func itsSwiftIsTheExamplesCode() throws {
        let example = try String(
            contentsOf: Files.examples.appendingPathComponent("PhotoFeedApp.swift"), encoding: .utf8)
        let swift = try Self.blocks("swift")
        #expect(!swift.isEmpty)
        for block in swift {
            #expect(MarkdownCodeBlocks.source(example, holds: block), "\(block)")
        }
    }

    @Test func itsShellRecipeNamesFilesThatExist() throws {
        let root = Files.examples.deletingLastPathComponent().deletingLastPathComponent()
        for block in try Self.blocks("sh") {
            for word in block.split(whereSeparator: { $0 == " " || $0 == "\n" }) where word.hasSuffix(".yaml") {
                #expect(
                    FileManager.default.fileExists(atPath: root.appendingPathComponent(String(word)).path), "\(word)")
            }
        }
    }
}
