import Testing
import Waypoint

/// What the fuzz targets under `Fuzz/` found, each kept as a test so that it stays fixed.
@Suite("Hostile: fuzz findings")
struct HostileFuzzFindingTests {
    /// Fuzz/pattern: `post*:{postId}` registered as a URN route, but a link is read as a URN only
    /// when what precedes its ':' is a scheme, so the route could never match. Now refused.
    @Test(arguments: ["post*:{postId}", "1post:{id}", "caf%C3%A9:{id}", "a+b:{id}"])
    func urnPatternsMustStartWithASchemeShapedLiteral(pattern: String) {
        #expect(throws: RouteError.invalidPattern(pattern, position: 0, problem: .invalidScheme)) {
            try Router<String>().register(pattern, destination: "urn")
        }
    }

    @Test(arguments: ["post:{postId}", "{kind}:{id}", "x-app.v2_beta:{id}"])
    func schemeShapedURNPatternsStillRegister(pattern: String) throws {
        try Router<String>().register(pattern, destination: "urn")
    }

    /// Fuzz/pattern: with a separator other than ':', a URN pattern printed `post|a`, a path
    /// link that opens nothing; links are read as `scheme:` then parts split on the separator.
    @Test func urnPatternsWithAnotherSeparatorPrintLinksThatOpenThem() throws {
        let options = RouterOptions(link: LinkOptions(urnSeparator: "|"))
        let router = Router<String>(options: options)
        let pattern = try router.register("post|{id}|{page}", destination: "post")
        let link = try pattern.expand(["id": "a", "page": "2"])
        #expect(link == "post:a|2")
        #expect(router.match(for: link)?.parameters == ["id": "a", "page": "2"])
    }

    /// Fuzz/pattern: `https://ex:::` registered a web route for the host `ex:::`; links are
    /// matched by host name alone, so it could never match. Now refused where the host goes wrong.
    @Test(arguments: [
        ("https://ex:::", 10, Character(":")), ("https://example.com:8443/a", 19, ":"),
        ("https://user@example.com/a", 12, "@"), ("https://exa%6Dple.com/a", 11, "%"),
        ("https://ex\u{0430}mple.com/a", 10, "\u{0430}"),
    ])
    func webPatternHostsAreHostNames(pattern: String, position: Int, character: Character) {
        #expect(
            throws: RouteError.invalidPattern(pattern, position: position, problem: .unexpectedCharacter(character))
        ) {
            try Router<String>().register(pattern, destination: "web")
        }
    }

    /// Fuzz/typed: a rest-of-path placeholder captures empty segments (`files/a//` gives
    /// `a/`), a value no link can print back, so typed routes break their round-trip law for it.
    /// Other placeholders never match an empty segment; rest-of-path should not either. Known
    /// and reported; the fuzz target skips such values until the trie is fixed.
    @Test func restOfPathCapturesNoEmptySegments() throws {
        let router = Router<String>(schemes: ["myapp"])
        try router.register("/files/<path:file>", destination: "files")
        withKnownIssue("rest-of-path placeholders capture empty segments") {
            #expect(router.match(for: "myapp://files/a//") == nil)
            #expect(router.match(for: "myapp://files//a") == nil)
        }
    }
}
