import Testing
import Waypoint

@Suite("Explaining matches and misses")
struct ExplainTests {
    static func router() throws -> Router<String> {
        let router = Router<String>(schemes: ["myapp"])
        try router.register("/posts/:id/comments", destination: "comments")
        try router.register("/posts/:id/likes/:user", destination: "like")
        try router.register("/settings", destination: "settings")
        return router
    }

    @Test func namesTheFailingSegmentAndNearestPatterns() throws {
        let explanation = try Self.router().explain("myapp://posts/42/shares")
        #expect(explanation.matched == nil)
        #expect(explanation.failedSegmentIndex == 2)
        #expect(explanation.failedSegment == "shares")
        #expect(explanation.nearest.map(\.description) == ["/posts/:id/comments", "/posts/:id/likes/:user"])
        #expect(explanation.description.contains("segment 3 \"shares\" (after /posts/42)"))
    }

    @Test func nearestListsEveryRouteEndingAtTheSameNode() throws {
        // Two registrations of one pattern end at one node: the trie keeps a list for it.
        let router = Router<String>(schemes: ["myapp"])
        try router.register("/a/b", destination: "first")
        try router.register("/a/b", destination: "second")
        try router.register("/a/b/c/d", destination: "deeper")
        let explanation = router.explain("myapp://a/b/x")
        #expect(explanation.failedSegmentIndex == 2)
        #expect(explanation.nearest.map(\.description) == ["/a/b", "/a/b", "/a/b/c/d"])
        #expect(router.match(for: "myapp://a/b")?.destination == "first")
    }

    @Test func linkThatEndsEarly() throws {
        let explanation = try Self.router().explain("myapp://posts/42/likes")
        #expect(explanation.failedSegmentIndex == 3)
        #expect(explanation.failedSegment == nil)
        #expect(explanation.description.contains("ends after /posts/42/likes"))
        #expect(explanation.nearest.map(\.description) == ["/posts/:id/likes/:user"])
    }

    @Test func matchedLinkNamesItsPattern() throws {
        #expect(try Self.router().explain("myapp://settings").matched?.description == "/settings")
    }

    @Test func parseAndAcceptanceErrorsAreExplained() throws {
        let router = try Self.router()
        #expect(router.explain("other://settings").error == .notAccepted("other://settings", reason: .scheme("other")))
        #expect(router.explain("/a/%ZZ").error == .invalidLink("/a/%ZZ", position: 3, problem: .malformedEscape))
    }

    @Test func resolveCarriesTheExplanation() throws {
        #expect {
            try Self.router().resolve("/posts/1/shares")
        } throws: { error in
            guard case .noMatch(_, let detail) = error as? RouteError else { return false }
            return detail.contains("\"shares\"") && detail.contains("nearest: /posts/:id/comments")
        }
    }
}
