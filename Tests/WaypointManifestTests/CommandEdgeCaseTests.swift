import Foundation
import Testing

/// The commands answer, and fail, where a file or a link is at the edge of what they read.
extension CommandTests {
    static let onboardingRoutes = """
        schemes: [app]
        tabs: [home, cart]
        root: onboarding
        routes:
          - {pattern: cart, screen: cart, presentation: tab(cart)}
          - {pattern: "search", screen: search, query: [q, sort]}
        """

    /// A tab's route from a state without a tab bar waits for the tabs: `resolve` says so at
    /// once, as `test` does, instead of waiting with it.
    @Test(.timeLimit(.minutes(1)))
    func resolveAnswersQueuedForATabRouteWithoutATabBar() async throws {
        let routes = try Files.write(Self.onboardingRoutes)
        let state = try Files.write("root: {stack: [onboarding]}\n", name: "state.yaml")
        let result = await run(["resolve", routes, "app://cart", "--state", state])
        #expect(result.code == 1)
        #expect(result.out.contains("outcome: queued"), "\(result.out)")
        #expect(result.out.contains("waits until the app shows its tabs"))
        let json = await run(["resolve", routes, "app://cart", "--json"])
        let answers = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]])
        #expect(answers.first?["outcome"] as? String == "queued")
    }

    @Test(arguments: ["cases: []\n", "[]\n"])
    func aCasesFileWithoutCasesFails(text: String) async throws {
        let routes = try Files.write(Self.onboardingRoutes)
        let cases = try Files.write(text, name: "cases.yaml")
        let result = await run(["test", routes, cases])
        #expect(result.code != 0)
        #expect(result.err.contains("cases.yaml:1:") && result.err.contains("holds no cases"), "\(result.err)")
        #expect(!result.out.contains("0 passed, 0 failed"))
    }

    @Test func aCaseChecksTheValuesOfTheQueryItemsTheRouteKeeps() async throws {
        let routes = try Files.write(Self.onboardingRoutes)
        let passing = try Files.write(
            """
            - link: "app://search?q=cats&sort=new&page=2"
              screen: search
              query: {q: cats, sort: new}
            """, name: "cases.yaml")
        let passed = await run(["test", routes, passing])
        #expect(passed.code == 0, "\(passed.out)")
        #expect(passed.out == "1 passed, 0 failed")

        let failing = try Files.write(
            """
            - link: "app://search?q=dogs&sort=new"
              screen: search
              query: {q: cats, sort: new}
            - link: "app://search?q=cats"
              screen: search
              query: {q: cats, page: "2"}
            """, name: "cases.yaml")
        let failed = await run(["test", routes, failing])
        #expect(failed.code == 1)
        #expect(failed.out.contains("query: expected {q: cats, sort: new}, got {q: dogs, sort: new}"), "\(failed.out)")
        #expect(failed.out.contains("the route keeps no query item 'page' (it keeps q, sort)"))
        #expect(failed.out.hasSuffix("0 passed, 2 failed"))
    }

    @Test func aQueryExpectationIsAMappingOfValues() async throws {
        let routes = try Files.write(Self.onboardingRoutes)
        let cases = try Files.write("- {link: \"app://search?q=a\", screen: search, query: [q]}\n", name: "cases.yaml")
        let result = await run(["test", routes, cases])
        #expect(result.code == 65)
        #expect(result.err.contains("cases.yaml:1:") && result.err.contains("query maps names to values"))
    }
}
