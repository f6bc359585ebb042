import Testing
import Waypoint

/// A rest-of-path placeholder, written `**name` or `<path:name>`, captures the remainder as
/// one string and as its decoded segments.
@Suite("Named rest capture")
struct RestCaptureTests {
    @Test(arguments: ["/files/**path", "/files/<path:path>"])
    func bothSpellingsReadAsOneNamedRest(pattern: String) throws {
        let parsed = try RoutePattern(pattern)
        #expect(parsed.segments == [.literal("files"), .rest(name: "path")])
        #expect(parsed.parameterNames == ["path"])
    }

    @Test(arguments: [
        ("/files/a", "a", ["a"]),
        ("/files/a/b/c", "a/b/c", ["a", "b", "c"]),
        ("/files/a/b%2Fc", "a/b/c", ["a", "b/c"]),
        ("/files/caf%C3%A9/%20x", "café/ x", ["café", " x"]),
        ("myapp://files/a/b", "a/b", ["a", "b"]),
        ("https://example.com/files/a/b?q=1#f", "a/b", ["a", "b"]),
    ])
    func remainderAsStringAndSegments(link: String, joined: String, segments: [String]) throws {
        for pattern in ["/files/**path", "/files/<path:path>"] {
            let router = Router<String>(hosts: ["example.com"])
            try router.register(pattern, destination: "files")
            let quick = try #require(router.match(for: link))
            let full = try router.resolve(Link(parsing: link))
            for match in [quick, full] {
                #expect(match.parameters["path"] == joined)
                #expect(match.restSegments("path") == segments)
            }
        }
    }

    @Test func qualifiedAndURNPatternsCountTheirLeadingSegments() throws {
        let router = Router<String>(schemes: ["myapp"])
        try router.register("myapp://docs/v1/**page", destination: "docs")
        try router.register("help:{topic}/**rest", destination: "help")
        #expect(router.match(for: "myapp://docs/v1/a/b")?.restSegments("page") == ["a", "b"])
        #expect(router.match(for: "help:faq/a/b")?.restSegments("rest") == ["a", "b"])
    }

    @Test func absentOrUnnamedRestGivesNil() throws {
        let router = Router<String>()
        try router.register("/files/**", destination: "unnamed")
        try router.register("/docs/**page?", destination: "optional")
        #expect(router.match(for: "/files/a/b")?.restSegments("") == nil)
        #expect(router.match(for: "/docs")?.destination == "optional")
        #expect(router.match(for: "/docs")?.restSegments("page") == nil)
        #expect(router.match(for: "/docs/x/y")?.restSegments("page") == ["x", "y"])
        #expect(router.match(for: "/docs/x")?.restSegments("other") == nil)
    }

    /// `**name` follows the placeholder rules: an identifier, last in the pattern.
    @Test(arguments: [
        ("/a/**1x", RouteError.PatternProblem.invalidName("1x")), ("/a/**rest/b", .restNotLast),
        ("/a/**x/**x", .restNotLast),
    ])
    func invalidNamedRestIsATypedError(pattern: String, problem: RouteError.PatternProblem) {
        #expect {
            try RoutePattern(pattern)
        } throws: { error in
            guard case .invalidPattern(pattern, _, let found) = error as? RouteError else { return false }
            return found == problem
        }
    }

    /// `**name` and `**` differ only in the capture, so they are duplicates.
    @Test func namedAndUnnamedRestAreDuplicates() throws {
        let router = Router<String>()
        try router.register("/files/**", destination: "first")
        try router.register("/files/**path", destination: "second")
        #expect(router.conflicts.map(\.reason) == [.duplicate])
        #expect(router.match(for: "/files/a")?.destination == "first")
    }
}
