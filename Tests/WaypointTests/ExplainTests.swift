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

    /// A router's routes, a link that leaves them after following literal children, and what
    /// its explanation names.
    struct FollowCase: CustomTestStringConvertible, Sendable {
        let name: String
        let patterns: [String]
        var caseSensitive = true
        let link: String
        let failedIndex: Int
        let nearest: [String]
        var testDescription: String { name }
    }

    static let wideKeys = (0..<12).map { "/w/k\($0 + 10)/end" }
    static let longKeys = (0..<9).map { "/l/a-key-long-enough-to-be-long-\($0)/end" }

    static let followCases: [FollowCase] = [
        FollowCase(
            name: "a wide node's child, found through the hash table", patterns: wideKeys,
            link: "myapp://w/k11/nothing", failedIndex: 2, nearest: ["/w/k11/end"]),
        FollowCase(
            name: "an escaped segment, decoded first", patterns: wideKeys, link: "myapp://w/k%31%31/nothing",
            failedIndex: 2, nearest: ["/w/k11/end"]),
        FollowCase(
            name: "a long key in a short list", patterns: Array(longKeys.prefix(2)),
            link: "myapp://l/a-key-long-enough-to-be-long-1/nothing", failedIndex: 2,
            nearest: ["/l/a-key-long-enough-to-be-long-1/end"]),
        FollowCase(
            name: "a long key in a wide node", patterns: longKeys, link: "myapp://l/a-key-long-enough-to-be-long-7/x",
            failedIndex: 2, nearest: ["/l/a-key-long-enough-to-be-long-7/end"]),
        FollowCase(
            name: "keys compared without case", patterns: ["/Posts/Recent/end", "/posts/other/end"],
            caseSensitive: false, link: "myapp://POSTS/recent/x", failedIndex: 2, nearest: ["/Posts/Recent/end"]),
        FollowCase(
            name: "a key beyond ASCII, canonically equal", patterns: ["/caf\u{E9}/menu/end", "/cafe/menu/end"],
            link: "myapp://cafe%CC%81/menu/x", failedIndex: 2, nearest: ["/caf\u{E9}/menu/end"]),
    ]

    /// The explanation of a miss follows a node's literal child as a lookup finds it: through a
    /// wide node's hash table, a long key, without case, or as `String`s beyond ASCII.
    @Test(arguments: followCases)
    func explanationsFollowLiteralChildrenAsLookupsDo(_ example: FollowCase) throws {
        let options = RouterOptions(caseSensitivePaths: example.caseSensitive)
        let router = Router<String>(schemes: ["myapp"], options: options)
        for pattern in example.patterns { try router.register(pattern, destination: pattern) }
        let explanation = router.explain(example.link)
        #expect(explanation.matched == nil)
        #expect(explanation.failedSegmentIndex == example.failedIndex)
        #expect(explanation.nearest.map(\.description) == example.nearest)
        // The link differs from a route only in its last segment.
        let parts = example.link.split(separator: "/", omittingEmptySubsequences: false)
        let matching = parts.dropLast().joined(separator: "/") + "/end"
        #expect(router.match(for: matching)?.destination == example.nearest.first)
    }
}
