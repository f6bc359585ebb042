import Testing
import Waypoint

/// Invalid patterns throw a `RouteError` naming the pattern, the position and the problem.
@Suite("Pattern grammar")
struct PatternTests {
    @Test(arguments: [
        ("", 0, RouteError.PatternProblem.empty),
        ("/posts/{id", 7, .unclosedPlaceholder),
        ("/posts/<int:id", 7, .unclosedPlaceholder),
        ("/posts/:", 8, .invalidName("")),
        ("/posts/:1abc", 8, .invalidName("1abc")),
        ("/a/:id/b/:id", 9, .duplicateName("id")),
        ("/a/<bogus:id>", 4, .unknownType("bogus")),
        ("/files/**/x", 7, .restNotLast),
        ("/a/:x?/b", 7, .optionalNotTrailing),
        ("/a//b", 3, .emptySegment),
        ("/a/b}c", 4, .unexpectedCharacter("}")),
        ("/caf%E9", 1, .malformedEscape),
        ("1app://x", 0, .invalidScheme),
    ])
    func invalidPatternsAreTypedErrors(pattern: String, position: Int, problem: RouteError.PatternProblem) {
        let router = Router<String>()
        #expect(throws: RouteError.invalidPattern(pattern, position: position, problem: problem)) {
            try router.register(pattern, destination: "x")
        }
    }

    /// An escaped literal must decode to UTF-8: an overlong form, a surrogate, a lone continuation
    /// byte, a truncated sequence or a code point past U+10FFFF is refused at the segment's start.
    @Test(arguments: ["/x/%C0%AF", "/x/%ED%A0%80", "/x/%80", "/x/a%E2%80", "/x/%F4%90%80%80"])
    func escapedLiteralsMustBeUTF8(pattern: String) {
        #expect(throws: RouteError.invalidPattern(pattern, position: 3, problem: .malformedEscape)) {
            try Router<String>().register(pattern, destination: "x")
        }
    }

    /// A valid escaped literal is the decoded text, byte for byte (U+FFFD included, which is
    /// valid UTF-8 and not a sign of repair), and matches links that spell it either way.
    @Test(arguments: [
        ("/caf%C3%A9", "café"), ("/%F0%9F%98%80", "😀"), ("/%EF%BF%BD", "\u{FFFD}"), ("/a%2Fb", "a/b"),
    ])
    func escapedLiteralsDecodeToTheirText(pattern: String, literal: String) throws {
        let router = Router<String>()
        #expect(try router.register(pattern, destination: "x").segments == [.literal(literal)])
        #expect(router.match(for: pattern)?.destination == "x")
    }

    @Test func errorMessageNamesPatternAndFix() {
        let error = RouteError.invalidPattern("/a/<bogus:id>", position: 4, problem: .unknownType("bogus"))
        #expect(error.description.contains("/a/<bogus:id>"))
        #expect(error.description.contains("offset 4"))
        #expect(error.description.contains("register"))
    }

    @Test(arguments: [
        ("/posts/:postID", [PatternSegment.literal("posts"), .parameter(name: "postID", type: "string")]),
        ("post:{postId}", [.literal("post"), .parameter(name: "postId", type: "string")]),
        ("myapp://user/<int:id>", [.literal("user"), .parameter(name: "id", type: "int")]),
        (
            "/r/<float:x>/<uuid:u>",
            [.literal("r"), .parameter(name: "x", type: "double"), .parameter(name: "u", type: "uuid")]
        ),
        ("/f/<path:rest>", [.literal("f"), .rest(name: "rest")]),
        ("/w/*/**", [.literal("w"), .wildcard, .rest(name: nil)]),
        ("/<region>", [.parameter(name: "region", type: "string")]),
        ("/caf%C3%A9", [.literal("café")]),
        ("/", []),
    ])
    func dialectsParseToSegments(pattern: String, segments: [PatternSegment]) throws {
        #expect(try RoutePattern(pattern).segments == segments)
    }

    @Test func forms() throws {
        #expect(try RoutePattern("post:{id}").form == .urn(separator: ":"))
        #expect(try RoutePattern("/a").form == .path)
        #expect(
            try RoutePattern("photofeed://user:{id}").form
                == .custom(scheme: "photofeed", authoritySegments: 2, separator: ":"))
        #expect(try RoutePattern("HTTPS://Example.com/a").form == .web(scheme: "https", host: "example.com"))
    }

    @Test func customTypeMustBeRegisteredFirst() throws {
        let router = Router<String>()
        #expect(throws: RouteError.self) { try router.register("/r/<region:r>", destination: "r") }
        try router.register(type: .oneOf("region", ["eu"]))
        try router.register("/r/<region:r>", destination: "r")
        #expect(router.match(for: "/r/eu")?.parameters["r"] == "eu")
    }

    @Test(arguments: ["int", "path", "string"])
    func builtInTypeNamesCannotBeReplaced(name: String) {
        let router = Router<String>()
        #expect(throws: RouteError.self) { try router.register(type: ParameterType(name: name) { _ in true }) }
    }

    @Test(arguments: [
        ("myapp://user/<int:id>", ["id": "42"], "myapp://user/42"),
        ("post:{postId}", ["postId": "a b/c"], "post:a%20b%2Fc"),
        ("/files/<path:p>", ["p": "a/b c"], "/files/a/b%20c"),
        ("photofeed://user:{id}", ["id": "self"], "photofeed://user:self"),
        ("/search/:q?", [:], "/search"),
        ("https://example.com/p/:id", ["id": "é"], "https://example.com/p/%C3%A9"),
    ])
    func expandPrintsLinksThatMatchBack(pattern: String, values: [String: String], link: String) throws {
        let parsed = try RoutePattern(pattern)
        #expect(try parsed.expand(values) == link)
        let router = Router<String>(hosts: ["example.com"])
        try router.register(pattern, destination: "x")
        let match = try #require(router.match(for: link))
        #expect(match.parameters.dictionary == values)
    }

    @Test func expandRefusesMissingOrMistypedValues() throws {
        let pattern = try RoutePattern("/user/<int:id>")
        #expect(throws: RouteError.missingValue(key: "id")) { try pattern.expand([:]) }
        #expect(throws: RouteError.malformedValue(key: "id", value: "abc", expected: "int")) {
            try pattern.expand(["id": "abc"])
        }
    }
}
