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

    /// Fuzz/pattern: `<int:id>:name` registered as a URN route and printed `7:name`, which is
    /// not a URN (a scheme starts with a letter), so the route could never match. A URN whose
    /// first part is a number placeholder is refused.
    @Test(arguments: ["<int:id>:name", "<double:x>:a", "<float:x>:a:b"])
    func urnPatternsDoNotStartWithANumberPlaceholder(pattern: String) {
        #expect(throws: RouteError.invalidPattern(pattern, position: 0, problem: .invalidScheme)) {
            try Router<String>().register(pattern, destination: "urn")
        }
    }

    /// Fuzz/pattern: a URN whose first part is a string or uuid placeholder prints a link that
    /// opens it only for a value that reads as a scheme; any other value is refused by name.
    @Test(arguments: [
        ("{kind}:{id}", "post", "post:7"), ("{kind}:{id}", "x-app.v2", "x-app.v2:7"), ("{kind}:{id}", "7", nil),
        ("{kind}:{id}", "https", nil), ("{kind}:{id}", "a b", nil),
        ("<uuid:kind>:{id}", "a0f4c0c0-5d37-4f2b-8e7c-3b1b7c0d2f11", "a0f4c0c0-5d37-4f2b-8e7c-3b1b7c0d2f11:7"),
        ("<uuid:kind>:{id}", "0f4c0c07-5d37-4f2b-8e7c-3b1b7c0d2f11", nil),
    ])
    func urnLinksPrintOnlyWhenTheyReadBackAsURNs(pattern: String, kind: String, printed: String?) throws {
        let router = Router<String>()
        let registered = try router.register(pattern, destination: "urn")
        guard let printed else {
            let error = #expect(throws: RouteError.self) { try registered.expand(["kind": kind, "id": "7"]) }
            guard case .malformedValue(let key, let value, _)? = error else {
                Issue.record("expected a malformed value, got \(String(describing: error))")
                return
            }
            #expect(key == "kind" && value == kind)
            return
        }
        let link = try registered.expand(["kind": kind, "id": "7"])
        #expect(link == printed)
        #expect(router.match(for: link)?.parameters == ["kind": kind, "id": "7"])
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
    /// matched by host name and port, so it could never match. Now refused where the host or
    /// its port goes wrong.
    @Test(arguments: [
        ("https://ex:::", 11, Character(":")), ("https://example.com:8443:1/a", 24, ":"),
        ("https://user@example.com/a", 12, "@"), ("https://exa%6Dple.com/a", 11, "%"),
        ("https://ex\u{0430}mple.com/a", 10, "\u{0430}"), ("https://\u{212A}/a", 8, "\u{212A}"),
        ("https://EX\u{C9}/a", 10, "\u{C9}"),
    ])
    func webPatternHostsAreHostNames(pattern: String, position: Int, character: Character) {
        #expect(
            throws: RouteError.invalidPattern(pattern, position: position, problem: .unexpectedCharacter(character))
        ) {
            try Router<String>().register(pattern, destination: "web")
        }
    }

    /// Fuzz/typed and the corpus: a rest-of-path value is its segments joined by '/', so an
    /// escaped slash joins in as a separator. It gave `a/` for `files/a//` (which no link prints
    /// back) and `../secret` for `files/..%2Fsecret` (the traversal the parser refuses as `..`).
    /// A rest-of-path placeholder now matches only when the joined value has no empty, `.` or
    /// `..` part; `a/b%2Fc` still gives `a/b/c`.
    @Test(arguments: [
        "myapp://files/a//", "myapp://files//a", "myapp://files/a//b", "myapp://files/..%2Fsecret",
        "myapp://files/%2F", "myapp://files/a%2F", "myapp://files/a/.%2Fb",
    ])
    func restOfPathTakesNoEmptySegmentAndNoEscapedSlash(link: String) throws {
        let router = Router<String>(schemes: ["myapp"])
        try router.register("/files/<path:file>", destination: "files")
        #expect(router.match(for: link) == nil)
    }

    @Test func restOfPathStillTakesOrdinarySegments() throws {
        let router = Router<String>(schemes: ["myapp"])
        try router.register("/files/<path:file>", destination: "files")
        #expect(router.match(for: "myapp://files/a/b%20c/d.txt")?.parameters["file"] == "a/b c/d.txt")
        #expect(router.match(for: "myapp://files/a/b%2Fc")?.parameters["file"] == "a/b/c")
    }

    /// Fuzz/typed: an escaped slash in a rest-of-path value is a separator in the value, so the
    /// value's canonical link has more segments than the link it came from. 40 `a%2Fb` parts read
    /// within the 64-segment limit but print as 80 parts: `link(for:)` refuses with the limit, as it
    /// does for a value whose escaping makes its link too long, instead of printing a link no
    /// router reads. Within the limit, the value prints and reads back.
    @Test func restOfPathValueWhoseLinkIsOverTheSegmentLimitIsRefused() throws {
        enum FileRoute: Hashable, Sendable { case files(path: String) }
        let routes = Routes<FileRoute>(scheme: "shop")
        try routes.add("files/<path:path>", .path("path", String.self), parse: FileRoute.files) {
            if case .files(let path) = $0 { path } else { nil }
        }
        let parts = Array(repeating: "a%2Fb", count: 40)
        let value = Array(repeating: "a/b", count: 40).joined(separator: "/")
        let route = try routes.route(for: "shop://files/" + parts.joined(separator: "/"))
        #expect(route == .files(path: value))
        let error = #expect(throws: RouteError.self) { try routes.link(for: route) }
        guard case .invalidLink(let printed, _, .tooManySegments(limit: 64)) = error else {
            Issue.record("expected the segment limit, got \(String(describing: error))")
            return
        }
        #expect(printed == "shop://files/" + value)

        let within = try routes.route(for: "shop://files/" + parts.prefix(20).joined(separator: "/"))
        #expect(try routes.route(for: routes.link(for: within)) == within)
    }

    /// Fuzz/match: `match(for:)` answers plain links on a quick path that skips the parser, and
    /// that path did not read the empty-host URN form (`photofeed:///user:self`, which the parser
    /// splits into `user`, `self` and resets to the root): `match` found nothing where `resolve`
    /// matched.
    @Test(arguments: ["photofeed:///user:self", "photofeed:///user:sef", "myapp:///a:b"])
    func quickLookupReadsEmptyHostURNs(link: String) throws {
        let router = Router<String>(schemes: ["myapp", "photofeed"])
        try router.register("/user/:name", destination: "user")
        try router.register("/a/:b", destination: "a")
        let resolved = try router.resolve(link)
        #expect(router.match(for: link)?.destination == resolved.destination)
    }

    /// Fuzz/parameter: a value at the segment limit was allowed, but escaping it for printing
    /// made the handed-on URL too long to read again. The printed link must now read.
    @Test func aCheckedLinkAlwaysChecksAgain() throws {
        let policy = LinkParameterPolicy.web(hosts: ["example.com"])
        let value = "https://example.com/" + String(repeating: "\u{E9}", count: 1_000)
        #expect(
            throws: RouteError.unsafeLinkParameter(
                key: "url", value: value, reason: .malformed(.segmentTooLong(limit: 2_048)))
        ) {
            try policy.check(value)
        }
        let shorter = "https://example.com/" + String(repeating: "\u{E9}", count: 300)
        #expect(try policy.check(try policy.check(shorter).url.absoluteString).url == policy.check(shorter).url)
    }
}
