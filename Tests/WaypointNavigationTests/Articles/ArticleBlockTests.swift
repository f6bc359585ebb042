import Foundation
import Testing

/// Every Swift block of this module's articles is the code of a test in `Articles/`, so an
/// article cannot show code that does not compile or does not do what its comments say.
@Suite("The navigation articles' code")
struct ArticleBlockTests {
    static let catalog = "Sources/WaypointNavigation/WaypointNavigation.docc/"
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// Each article and the test file holding its code.
    static let articles: [(article: String, test: String)] = [
        ("GettingStartedWithNavigation.md", "GettingStartedTests.swift"),
        ("GuardsAndSigningIn.md", "GuardsArticleTests.swift"),
        ("Actions.md", "ActionsArticleTests.swift"),
        ("LinkSourcesAndTheSourcePolicy.md", "LinkSourcesArticleTests.swift"),
        ("ColdLaunchAndThePendingQueue.md", "ColdLaunchArticleTests.swift"),
        ("PushNotificationPayloads.md", "PushPayloadArticleTests.swift"),
        ("EventsAndLogging.md", "EventsArticleTests.swift"),
        ("RouteGroups.md", "RouteGroupsArticleTests.swift"),
        ("TestingYourNavigationWithoutASimulator.md", "TestingArticleTests.swift"),
        ("Security.md", "SecurityArticleTests.swift"),
        ("Planning.md", "PlanningArticleTests.swift"),
        ("WaypointNavigation.md", "PlanningArticleTests.swift"),
        ("MigratingFromURLNavigator.md", "MigrationGuideTests.swift"),
        ("MigratingFromJLRoutes.md", "MigrationGuideTests.swift"),
        ("MigratingFromCrossroad.md", "MigrationGuideTests.swift"),
        ("MigratingFromCompass.md", "MigrationGuideTests.swift"),
        ("MigratingFromRouteComposer.md", "MigrationGuideTests.swift"),
    ]

    @Test(arguments: articles.map(\.article))
    func everySwiftBlockIsInItsTest(_ article: String) throws {
        let test = try #require(Self.articles.first { $0.article == article }).test
        let source = try String(contentsOf: Self.tests.appendingPathComponent(test), encoding: .utf8)
        let blocks = try MarkdownBlocks.blocks("swift", in: Self.catalog + article)
        #expect(!blocks.isEmpty)
        for block in blocks {
            #expect(MarkdownBlocks.source(source, holds: block), "\(article) block not in \(test):\n\(block)")
        }
    }

    @Test func everyArticleIsListed() throws {
        let catalog = MarkdownBlocks.root.appendingPathComponent(Self.catalog)
        let files = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") }
        #expect(Set(files).isSubset(of: Set(Self.articles.map(\.article))), "\(files)")
    }
}
