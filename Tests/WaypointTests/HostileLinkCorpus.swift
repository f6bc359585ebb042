import Waypoint

// The hostile-link corpus: links a stranger can send an app, each with the answer Waypoint must
// give. Every row names what it attacks (its category), the link, the expected answer and a note
// saying why the link is hostile or why the answer is right. `HostileLinkTests` runs every row
// against the router below; later suites run the same rows against typed routes and the navigator.
//
// The answers, in the router's words:
// - `.invalid(problem)`: `Link(parsing:)` refuses the link (`RouteError.invalidLink`);
// - `.notAccepted(reason)`: it parses, but its scheme, host, port or user information is not ours;
// - `.matches(destination, parameters, query)`: it opens that route with exactly those path values
//   (and at least those query values);
// - `.noMatch`: it is ours and well-formed, but no route takes it.
//
// Add a row whenever a report, a fuzz finding or a review finds a new kind of hostile link.

/// The families of hostile link the corpus covers; each has at least one row.
enum HostileCategory: String, CaseIterable, Sendable {
    case userInfo, lookAlikeHost, hostCase, trailingDot, port, idnLookAlike, scheme
    case urlParameter, dotSegment, encodedSlash, doubleEncoding, malformedEscape, invalidUTF8
    case controlCharacter, bidiCharacter, invisibleCharacter, integerOverflow, longSegment, manySegments, manyQueryItems
    case animatedFlag, emptyOrBare
}

/// What the router must answer for a hostile link.
enum HostileAnswer: Sendable, Equatable, CustomStringConvertible {
    /// `Link(parsing:)` refuses the link with this problem.
    case invalid(RouteError.LinkProblem)
    /// The link parses but is refused for this reason.
    case notAccepted(RouteError.AcceptanceProblem)
    /// The link opens `destination` with exactly `parameters` and at least the listed `query` values.
    case matches(String, parameters: [String: String] = [:], query: [String: String] = [:])
    /// The link is accepted and well-formed, and no route takes it.
    case noMatch

    var description: String {
        switch self {
        case .invalid(let problem): return "invalid (\(problem))"
        case .notAccepted(let reason): return "not accepted (\(reason))"
        case .matches(let destination, let parameters, let query):
            return "matches \(destination) \(parameters.sorted { $0.key < $1.key }) query \(query)"
        case .noMatch: return "no match"
        }
    }
}

/// What the URL-valued parameter check answers for a `url=` row.
enum HostileCheck: Sendable, Equatable {
    /// The link is allowed; the string is the URL to load.
    case allowed(String)
    /// The link is refused for this reason.
    case refused(RouteError.LinkParameterProblem)
    /// The link has no `url` parameter.
    case missing
}

/// One row of the corpus.
struct HostileLink: Sendable, CustomStringConvertible {
    var category: HostileCategory
    var link: String
    var answer: HostileAnswer
    /// Why the link is hostile, or why the answer is the right one.
    var note: String
    /// For `animated` rows: whether the navigator must animate (the reserved flag).
    var animated: Bool?
    /// For `url=` rows: what `checkedLink("url", policy: HostileFixture.webPolicy)` answers.
    var checked: HostileCheck?

    init(
        _ category: HostileCategory, _ link: String, _ answer: HostileAnswer, _ note: String, animated: Bool? = nil,
        checked: HostileCheck? = nil
    ) {
        self.category = category
        self.link = link
        self.answer = answer
        self.note = note
        self.animated = animated
        self.checked = checked
    }

    /// The link, escaped and clipped, so that test names stay readable and one line long.
    var description: String {
        let escaped = link.unicodeScalars.map {
            $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? String($0) : "\\u{\(String($0.value, radix: 16))}"
        }.joined()
        return escaped.count > 90 ? String(escaped.prefix(90)) + "…(\(link.utf8.count) bytes)" : escaped
    }
}

/// The routes the corpus is answered against: a realistic app with a web-view route.
enum HostileFixture {
    /// Custom scheme `myapp`; universal links from `example.com`, any subdomain of it, and `link.example.org`.
    static let schemes: Set<String> = ["myapp"]
    /// The accepted universal-link hosts.
    static let hosts = ["example.com", "*.example.com", "link.example.org"]
    /// Pattern and destination, in registration order.
    static let routes: [(pattern: String, destination: String)] = [
        ("/", "root"),
        ("/posts/:postID", "post"),
        ("/posts/:postID/comments", "comments"),
        ("/user/<int:id>", "user"),
        ("/files/<path:file>", "files"),
        ("/web", "web"),
        ("/search/:query?", "search"),
        ("post:{postId}", "urnPost"),
        ("/logout", "logout"),
    ]

    /// The web-view route's policy: `https` links to `example.com` and its subdomains.
    static let webPolicy = LinkParameterPolicy.web(hosts: ["example.com", "*.example.com"])

    static func router() throws -> Router<String> {
        let router = Router<String>(schemes: schemes, hosts: hosts)
        for route in routes { try router.register(route.pattern, destination: route.destination) }
        return router
    }
}

/// The corpus itself.
enum HostileLinkCorpus {
    static let limit = LinkOptions.default
    static let longID = String(repeating: "a", count: limit.maxSegmentLength)
    static let tooLongID = String(repeating: "a", count: limit.maxSegmentLength + 1)
    static let filesAtLimit =
        "myapp://files/" + Array(repeating: "a", count: limit.maxSegments - 1).joined(separator: "/")
    static let filesOverLimit =
        "myapp://files/" + Array(repeating: "a", count: limit.maxSegments).joined(separator: "/")
    static let itemsAtLimit = (0..<limit.maxQueryItems).map { "k\($0)=v" }.joined(separator: "&")
    static let itemsOverLimit = (0...limit.maxQueryItems).map { "k\($0)=v" }.joined(separator: "&")

    static let rows: [HostileLink] = [
        // MARK: User information: what a browser reads as the host is after the last "@".
        .init(
            .userInfo, "https://example.com@evil.com/posts/1", .notAccepted(.userInfo),
            "the host is evil.com; a prefix check on the string would see example.com"),
        .init(
            .userInfo, "https://evil.com@example.com/posts/1", .notAccepted(.userInfo),
            "credentials in a link are refused even when the host is ours"),
        .init(
            .userInfo, "https://example.com:443@evil.com/posts/1", .notAccepted(.userInfo),
            "a fake port inside the user information"),
        .init(
            .userInfo, "https://user:pass@example.com/posts/1", .notAccepted(.userInfo),
            "a password in a link"),
        .init(
            .userInfo, "https://@example.com/posts/1", .notAccepted(.userInfo),
            "empty user information still marks a crafted link"),
        .init(
            .userInfo, "https://example.com\\@evil.com/posts/1", .notAccepted(.userInfo),
            "a backslash before @: still user information, never our host"),
        .init(
            .userInfo, "https://example.com%40evil.com/posts/1", .invalid(.invalidHost),
            "an escaped @ in the host is refused, never decoded into a host"),

        // MARK: Look-alike hosts: only an exact label-wise match passes.
        .init(
            .lookAlikeHost, "https://example.com.evil.com/posts/1", .notAccepted(.host("example.com.evil.com")),
            "our host as a subdomain of theirs"),
        .init(
            .lookAlikeHost, "https://evilexample.com/posts/1", .notAccepted(.host("evilexample.com")),
            "our host as a suffix without a dot"),
        .init(
            .lookAlikeHost, "https://evil-example.com/posts/1", .notAccepted(.host("evil-example.com")),
            "our host after a hyphen"),
        .init(
            .lookAlikeHost, "https://example.co/posts/1", .notAccepted(.host("example.co")),
            "a shorter top-level domain"),
        .init(
            .lookAlikeHost, "https://example.com%2eevil.com/posts/1", .invalid(.invalidHost),
            "an escaped dot: hosts are compared, never decoded"),
        .init(
            .lookAlikeHost, "https://example.com\\.evil.com/posts/1", .invalid(.invalidHost),
            "a backslash in the host"),
        .init(
            .lookAlikeHost, "https://example.com /posts/1", .invalid(.invalidHost),
            "a space in the host"),
        .init(
            .lookAlikeHost, "https:/\\example.com/posts/1", .invalid(.invalidHost),
            "browsers read \\ as / in web links; we refuse the link instead"),
        .init(
            .lookAlikeHost, "https:example.com/posts/1", .invalid(.invalidHost),
            "a web link without //"),
        .init(
            .lookAlikeHost, "https:///posts/1", .invalid(.invalidHost),
            "a web link with an empty host"),
        .init(
            .lookAlikeHost, "//evil.com/posts/1", .noMatch,
            "scheme-relative: an in-app path whose first segment is empty, never a host"),
        .init(
            .lookAlikeHost, "https://..example.com/posts/1", .notAccepted(.host("..example.com")),
            "empty labels are not a subdomain (core fix: the wildcard accepted this)"),
        .init(
            .lookAlikeHost, "https://a..example.com/posts/1", .notAccepted(.host("a..example.com")),
            "an empty label before the wildcard suffix (core fix)"),
        .init(
            .lookAlikeHost, "https://.example.com/posts/1", .notAccepted(.host(".example.com")),
            "the wildcard suffix alone is not a subdomain"),
        .init(
            .lookAlikeHost, "https://127.0.0.1/posts/1", .notAccepted(.host("127.0.0.1")),
            "an address literal"),
        .init(
            .lookAlikeHost, "https://[::1]:443/posts/1", .notAccepted(.host("[::1]")),
            "an IPv6 literal"),
        .init(
            .lookAlikeHost, "https://a.example.com/posts/1", .matches("post", parameters: ["postID": "1"]),
            "control: a real subdomain passes the wildcard"),

        // MARK: Case and trailing dots.
        .init(
            .hostCase, "https://EXAMPLE.COM/posts/1", .matches("post", parameters: ["postID": "1"]),
            "hosts compare case-insensitively"),
        .init(
            .hostCase, "HTTPS://Example.Com/posts/1", .matches("post", parameters: ["postID": "1"]),
            "schemes compare case-insensitively"),
        .init(
            .hostCase, "MYAPP://posts/1", .matches("post", parameters: ["postID": "1"]),
            "custom schemes compare case-insensitively"),
        .init(
            .hostCase, "myapp://POSTS/1", .matches("post", parameters: ["postID": "1"]),
            "a custom scheme's host compares case-insensitively, as RFC 3986 says of hosts"),
        .init(
            .hostCase, "myapp:///POSTS/1", .noMatch,
            "paths compare case-sensitively by default, and here the host is empty"),
        .init(
            .trailingDot, "https://example.com./posts/1", .notAccepted(.host("example.com.")),
            "the fully qualified form is refused: the association file names example.com only"),
        .init(
            .trailingDot, "https://A.EXAMPLE.COM./posts/1", .notAccepted(.host("a.example.com.")),
            "a trailing dot defeats the wildcard too"),

        // MARK: Ports.
        .init(
            .port, "https://example.com:443/posts/1", .matches("post", parameters: ["postID": "1"]),
            "the default port is the same origin"),
        .init(
            .port, "https://example.com:/posts/1", .matches("post", parameters: ["postID": "1"]),
            "an empty port is the default port"),
        .init(
            .port, "https://example.com:8443/posts/1", .notAccepted(.port(8443)),
            "another port is another origin"),
        .init(
            .port, "http://example.com:443/posts/1", .notAccepted(.port(443)),
            "443 is not http's default"),
        .init(.port, "https://example.com:65536/posts/1", .invalid(.invalidPort), "beyond 65535"),
        .init(
            .port, "https://example.com:99999999999999999999/posts/1", .invalid(.invalidPort),
            "a port that overflows Int"),
        .init(.port, "https://example.com:-1/posts/1", .invalid(.invalidPort), "a negative port"),
        .init(.port, "https://example.com:0x1bb/posts/1", .invalid(.invalidPort), "a hexadecimal port"),
        .init(
            .port, "https://example.com:443:443/posts/1", .invalid(.invalidPort),
            "two ports: the first colon starts the port, and '443:443' is not digits"),
        .init(
            .port, "https://link.example.org:8080:443/posts/1", .invalid(.invalidPort),
            "a listed host and port followed by the default port: never the host 'link.example.org:8080'"),
        .init(.port, "https://example.com:+443/posts/1", .invalid(.invalidPort), "a signed port"),
        .init(
            .port, "https://[::1]:443:443/posts/1", .invalid(.invalidPort),
            "two ports after an IPv6 literal, whose own colons are inside its brackets"),

        // MARK: IDN and Unicode look-alikes: hosts are compared as ASCII, exactly.
        .init(
            .idnLookAlike, "https://ex\u{0430}mple.com/posts/1", .notAccepted(.host("ex\u{0430}mple.com")),
            "Cyrillic a"),
        .init(
            .idnLookAlike, "https://xn--exmple-cua.com/posts/1", .notAccepted(.host("xn--exmple-cua.com")),
            "a punycode look-alike"),
        .init(
            .idnLookAlike, "https://lin\u{212A}.example.org/posts/1", .notAccepted(.host("lin\u{212A}.example.org")),
            "Kelvin sign K: Unicode lowercasing made it k (core fix: hosts are lowercased as ASCII only)"),
        .init(
            .idnLookAlike, "https://\u{FF45}\u{FF58}ample.com/posts/1",
            .notAccepted(.host("\u{FF45}\u{FF58}ample.com")), "fullwidth letters"),
        .init(
            .idnLookAlike, "https://example\u{3002}com/posts/1", .notAccepted(.host("example\u{3002}com")),
            "an ideographic full stop, which IDNA maps to a dot"),
        .init(
            .idnLookAlike, "https://exam\u{200B}ple.com/posts/1", .invalid(.forbiddenCharacter),
            "a zero-width space in the host (core fix: hosts were not screened)"),
        .init(
            .idnLookAlike, "https://\u{202E}moc.elpmaxe/posts/1", .invalid(.forbiddenCharacter),
            "a right-to-left override that displays as example.com (core fix)"),
        .init(
            .idnLookAlike, "https://evil\u{0085}.example.com/posts/1", .invalid(.forbiddenCharacter),
            "a C1 control character in the host (core fix)"),

        // MARK: Schemes.
        .init(.scheme, "evilapp://posts/1", .notAccepted(.scheme("evilapp")), "not our scheme"),
        .init(.scheme, "file:///etc/passwd", .notAccepted(.scheme("file")), "file: as a link"),
        .init(.scheme, "javascript:alert(1)", .noMatch, "read as a URN; no route is called javascript"),
        .init(
            .scheme, "javascript://example.com/%0Aalert(1)", .invalid(.forbiddenCharacter),
            "the classic // comment trick; the escaped line break is refused"),
        .init(.scheme, "data:text/html,<script>alert(1)</script>", .noMatch, "data: read as a URN; no route"),

        // MARK: Links inside url= parameters: the router hands the value over, decoded once.
        .init(
            .urlParameter, "myapp://web?url=javascript:alert(1)",
            .matches("web", query: ["url": "javascript:alert(1)"]), "script in a web-view route",
            checked: .refused(.scheme("javascript"))),
        .init(
            .urlParameter, "myapp://web?url=JavaScript%3Aalert(document.cookie)",
            .matches("web", query: ["url": "JavaScript:alert(document.cookie)"]), "escaped colon, mixed case",
            checked: .refused(.scheme("javascript"))),
        .init(
            .urlParameter, "myapp://web?url=java%09script:alert(1)",
            .matches("web", query: ["url": "java\tscript:alert(1)"]), "browsers drop the tab and run script",
            checked: .refused(.malformed(.forbiddenCharacter))),
        .init(
            .urlParameter, "myapp://web?url=%20javascript:alert(1)",
            .matches("web", query: ["url": " javascript:alert(1)"]), "browsers trim the space",
            checked: .refused(.malformed(.forbiddenCharacter))),
        .init(
            .urlParameter, "myapp://web?url=data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
            .matches("web", query: ["url": "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="]),
            "a data: page", checked: .refused(.scheme("data"))),
        .init(
            .urlParameter, "myapp://web?url=file:///etc/passwd",
            .matches("web", query: ["url": "file:///etc/passwd"]), "a local file", checked: .refused(.scheme("file"))),
        .init(
            .urlParameter, "myapp://web?url=https://example.com@evil.com/",
            .matches("web", query: ["url": "https://example.com@evil.com/"]), "user information",
            checked: .refused(.userInfo)),
        .init(
            .urlParameter, "myapp://web?url=https://example.com.evil.com/",
            .matches("web", query: ["url": "https://example.com.evil.com/"]), "a look-alike host",
            checked: .refused(.host("example.com.evil.com"))),
        .init(
            .urlParameter, "myapp://web?url=%2F%2Fevil.com",
            .matches("web", query: ["url": "//evil.com"]), "scheme-relative", checked: .refused(.notAbsolute)),
        .init(
            .urlParameter, "myapp://web?url=https%253A%252F%252Fevil.com",
            .matches("web", query: ["url": "https%3A%2F%2Fevil.com"]), "double-encoded: decoded once only",
            checked: .refused(.notAbsolute)),
        .init(
            .urlParameter, "myapp://web?url=https://example.com/help&url=https://evil.com/",
            .matches("web", query: ["url": "https://example.com/help"]), "a repeated key: which one wins?",
            checked: .refused(.repeated(count: 2))),
        .init(
            .urlParameter, "myapp://web?url=https%3A%2F%2Fexample.com%2Fhelp",
            .matches("web", query: ["url": "https://example.com/help"]), "control: an encoded link to our host",
            checked: .allowed("https://example.com/help")),
        .init(
            .urlParameter, "myapp://web?url=https://example.com/%E2%80%AEfdp.exe", .invalid(.forbiddenCharacter),
            "a bidi override in the outer value is refused by the router"),
        .init(
            .urlParameter, "myapp://web?url=https://example.com/%25E2%2580%25AEfdp.exe",
            .matches("web", query: ["url": "https://example.com/%E2%80%AEfdp.exe"]),
            "the same override, encoded twice, survives into the value",
            checked: .refused(.malformed(.forbiddenCharacter))),
        .init(
            .urlParameter, "myapp://web?url=http://example.com/help", .matches("web"), "plain http",
            checked: .refused(.scheme("http"))),
        .init(
            .urlParameter, "myapp://web?url=https://example.com:8443/", .matches("web"), "another port",
            checked: .refused(.port(8443))),
        .init(
            .urlParameter, "myapp://web?url=https://..example.com/", .matches("web"), "an empty label",
            checked: .refused(.host("..example.com"))),
        .init(
            .urlParameter, "myapp://web?url=https://evil.com%23.example.com/", .matches("web"),
            "a # decoded by the router cuts the host short", checked: .refused(.host("evil.com"))),
        .init(
            .urlParameter, "myapp://web?url=https://evil.com?.example.com/", .matches("web"),
            "a query that looks like a subdomain", checked: .refused(.host("evil.com"))),
        .init(
            .urlParameter, "myapp://web?url=https://evil.com%2523.example.com/", .matches("web"),
            "an escaped # once more", checked: .refused(.malformed(.invalidHost))),
        .init(
            .urlParameter, "myapp://web?url=https://ex%C3%A4mple.com/", .matches("web"), "a non-ASCII host",
            checked: .refused(.host("ex\u{E4}mple.com"))),
        .init(
            .urlParameter, "myapp://web?url=myapp://logout", .matches("web"), "our own scheme, not allowed here",
            checked: .refused(.scheme("myapp"))),
        .init(
            .urlParameter, "myapp://web?url=vbscript:msgbox(1)", .matches("web"), "vbscript",
            checked: .refused(.scheme("vbscript"))),
        .init(
            .urlParameter, "myapp://web?url=https%3A%2F%2Fhelp.example.com%2Fa%2520b%3Fq%3D1%25262%23top",
            .matches("web"),
            "control: a subdomain; the link is printed again from its checked parts",
            checked: .allowed("https://help.example.com/a%20b?q=1%262#top")),
        .init(.urlParameter, "myapp://web", .matches("web"), "no url at all", checked: .missing),

        // MARK: Dot segments, raw and encoded.
        .init(.dotSegment, "myapp://files/../secret", .invalid(.dotSegment), "traversal"),
        .init(.dotSegment, "myapp://files/%2e%2e/secret", .invalid(.dotSegment), "encoded traversal"),
        .init(.dotSegment, "myapp://files/%2E%2E/secret", .invalid(.dotSegment), "upper-case escapes"),
        .init(.dotSegment, "myapp://files/.%2e/secret", .invalid(.dotSegment), "half encoded"),
        .init(.dotSegment, "myapp://files/a/./b", .invalid(.dotSegment), "a single dot"),
        .init(.dotSegment, "/posts/..", .invalid(.dotSegment), "in an in-app path too"),
        .init(
            .dotSegment, "myapp://files/..%2Fsecret", .noMatch,
            "joined into a rest-of-path value, the escaped slash would make it ../secret (core fix: no match)"),
        .init(
            .dotSegment, "myapp://files/..%2F..%2Fetc%2Fpasswd", .noMatch,
            "the same, deeper: a rest-of-path placeholder takes no segment holding a slash (core fix)"),
        .init(
            .dotSegment, "myapp://posts/..%2F..%2Fadmin", .matches("post", parameters: ["postID": "../../admin"]),
            "one segment for a one-segment placeholder: the value is text, never a path to join"),
        .init(
            .dotSegment, "myapp://files/a//b", .noMatch,
            "an empty segment inside a rest-of-path value could not be printed back (core fix)"),
        .init(
            .dotSegment, "myapp://files/..;/secret", .matches("files", parameters: ["file": "..;/secret"]),
            "a Tomcat-style ..; is an ordinary segment"),
        .init(.dotSegment, "myapp://files/%C0%AE%C0%AE/secret", .invalid(.invalidUTF8), "overlong UTF-8 dots"),

        // MARK: %2F never creates a segment.
        .init(
            .encodedSlash, "myapp://posts/1%2Fcomments", .matches("post", parameters: ["postID": "1/comments"]),
            "an escaped slash stays inside the segment: this is not the comments route"),
        .init(.encodedSlash, "myapp://posts%2F1", .noMatch, "an escaped slash in the host position"),
        .init(.encodedSlash, "myapp://posts/%2F", .matches("post", parameters: ["postID": "/"]), "a lone slash"),
        .init(
            .encodedSlash, "myapp://po%73ts/1", .matches("post", parameters: ["postID": "1"]),
            "escaped letters decode before matching"),

        // MARK: Double encoding: decoded exactly once.
        .init(.doubleEncoding, "myapp://posts/%252F", .matches("post", parameters: ["postID": "%2F"]), "%25 2F"),
        .init(.doubleEncoding, "myapp://posts/%25252F", .matches("post", parameters: ["postID": "%252F"]), "triple"),
        .init(
            .doubleEncoding, "myapp://files/%252e%252e/secret",
            .matches("files", parameters: ["file": "%2e%2e/secret"]), "double-encoded traversal stays text"),

        // MARK: Malformed escapes.
        .init(.malformedEscape, "myapp://posts/%", .invalid(.malformedEscape), "a lone %"),
        .init(.malformedEscape, "myapp://posts/%4", .invalid(.malformedEscape), "one hex digit"),
        .init(.malformedEscape, "myapp://posts/%zz", .invalid(.malformedEscape), "not hex"),
        .init(.malformedEscape, "myapp://posts/%%32%65", .invalid(.malformedEscape), "a nested escape"),
        .init(.malformedEscape, "myapp://posts/1?title=50%", .invalid(.malformedEscape), "in a query value"),
        .init(.malformedEscape, "myapp://posts/1#%", .invalid(.malformedEscape), "in the fragment"),

        // MARK: Invalid UTF-8 after decoding.
        .init(.invalidUTF8, "myapp://posts/%FF", .invalid(.invalidUTF8), "never UTF-8"),
        .init(.invalidUTF8, "myapp://posts/%ED%A0%80", .invalid(.invalidUTF8), "an encoded surrogate"),
        .init(.invalidUTF8, "myapp://posts/%C0%AF", .invalid(.invalidUTF8), "an overlong slash"),
        .init(.invalidUTF8, "myapp://posts/1?title=%E2%80", .invalid(.invalidUTF8), "a truncated sequence"),

        // MARK: Control characters.
        .init(.controlCharacter, "myapp://posts/1\u{0}", .invalid(.forbiddenCharacter), "a raw NUL"),
        .init(.controlCharacter, "myapp://posts/1%00", .invalid(.forbiddenCharacter), "an escaped NUL"),
        .init(.controlCharacter, "myapp://posts/1\n", .invalid(.forbiddenCharacter), "a raw line break"),
        .init(
            .controlCharacter, "myapp://posts/1%0D%0ASet-Cookie:x", .invalid(.forbiddenCharacter),
            "header injection in a segment"),
        .init(
            .controlCharacter, "myapp://posts/1?ti%0Atle=x", .invalid(.forbiddenCharacter),
            "a line break in a query name"),
        .init(.controlCharacter, "myapp://posts/%7F", .invalid(.forbiddenCharacter), "DEL"),
        .init(.controlCharacter, "myapp://posts/%C2%85", .invalid(.forbiddenCharacter), "NEL, a C1 control"),
        .init(
            .controlCharacter, "myapp://posts/1?title=line1%0Aline2",
            .matches("post", parameters: ["postID": "1"], query: ["title": "line1\nline2"]),
            "query values may hold line breaks (a message text); names and segments may not"),

        // MARK: Bidirectional and invisible formatting characters.
        .init(.bidiCharacter, "myapp://posts/abc\u{202E}gpj.exe", .invalid(.forbiddenCharacter), "raw RLO"),
        .init(.bidiCharacter, "myapp://posts/%E2%80%AE", .invalid(.forbiddenCharacter), "escaped RLO"),
        .init(.bidiCharacter, "myapp://posts/%E2%81%A6x", .invalid(.forbiddenCharacter), "LRI isolate"),
        .init(.bidiCharacter, "myapp://posts/%E2%80%8B", .invalid(.forbiddenCharacter), "zero-width space"),
        .init(.bidiCharacter, "myapp://posts/%EF%BB%BF1", .invalid(.forbiddenCharacter), "byte order mark"),
        .init(.bidiCharacter, "myapp://posts/1?title=%E2%80%8F", .invalid(.forbiddenCharacter), "RLM in a value"),
        .init(.bidiCharacter, "myapp://posts/1#%E2%80%AE", .invalid(.forbiddenCharacter), "in the fragment"),
        .init(
            .bidiCharacter, "myapp://posts/%D8%9C1", .invalid(.forbiddenCharacter),
            "Arabic letter mark, the one bidi control the screen missed (core fix)"),

        // MARK: Format, separator and other invisible characters, and the text that needs some.
        .init(
            .invisibleCharacter, "myapp://posts/a%F3%A0%81%81b", .invalid(.forbiddenCharacter),
            "an escaped tag character (U+E0041): a captured value with hidden text"),
        .init(
            .invisibleCharacter, "myapp://posts/a\u{E0041}b", .invalid(.forbiddenCharacter), "a raw tag character"),
        .init(.invisibleCharacter, "myapp://posts/soft%C2%ADhyphen", .invalid(.forbiddenCharacter), "a soft hyphen"),
        .init(
            .invisibleCharacter, "myapp://posts/1%E2%80%A8", .invalid(.forbiddenCharacter),
            "a line separator, which splits log lines"),
        .init(.invisibleCharacter, "myapp://posts/a\u{2029}b", .invalid(.forbiddenCharacter), "a paragraph separator"),
        .init(
            .invisibleCharacter, "myapp://posts/%E1%A0%8E1", .invalid(.forbiddenCharacter),
            "the Mongolian vowel separator"),
        .init(
            .invisibleCharacter, "myapp://posts/%E2%81%AA1", .invalid(.forbiddenCharacter),
            "a deprecated format character (U+206A)"),
        .init(
            .invisibleCharacter, "myapp://posts/%EF%BF%B91", .invalid(.forbiddenCharacter),
            "an interlinear annotation anchor"),
        .init(
            .invisibleCharacter, "myapp://posts/%F0%9D%85%B31", .invalid(.forbiddenCharacter),
            "a musical format character (U+1D173)"),
        .init(.invisibleCharacter, "myapp://posts/%E3%85%A4", .invalid(.forbiddenCharacter), "a Hangul filler"),
        .init(
            .invisibleCharacter, "myapp://posts/pay%E2%80%8Dpal", .invalid(.forbiddenCharacter),
            "a zero-width joiner between ASCII letters joins nothing"),
        .init(
            .invisibleCharacter, "https://exam\u{AD}ple.com/posts/1", .invalid(.forbiddenCharacter),
            "a soft hyphen in the host"),
        .init(
            .invisibleCharacter, "https://example.com\u{E0041}/posts/1", .invalid(.forbiddenCharacter),
            "a tag character after the host"),
        .init(
            .invisibleCharacter, "myapp://posts/%F0%9F%91%A9%E2%80%8D%F0%9F%92%BB",
            .matches("post", parameters: ["postID": "\u{1F469}\u{200D}\u{1F4BB}"]),
            "a zero-width joiner inside an emoji sequence is real text"),
        .init(
            .invisibleCharacter, "myapp://posts/\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
            .matches("post", parameters: ["postID": "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"]),
            "the flag of Scotland: its tag characters are real text"),
        .init(
            .invisibleCharacter, "myapp://posts/\u{1F3F4}\u{E0078}\u{E0078}\u{E0078}\u{E007F}",
            .invalid(.forbiddenCharacter), "tags after a black flag that spell no flag hide text"),
        .init(
            .invisibleCharacter, "myapp://posts/1?title=a%E2%80%A8b",
            .matches("post", parameters: ["postID": "1"], query: ["title": "a\u{2028}b"]),
            "a query value may hold a line separator, as it holds line breaks"),

        // MARK: Integers that overflow or only look like integers.
        .init(
            .integerOverflow, "myapp://user/9223372036854775807",
            .matches("user", parameters: ["id": "9223372036854775807"]), "Int.max is an integer"),
        .init(.integerOverflow, "myapp://user/9223372036854775808", .noMatch, "Int.max + 1 is not"),
        .init(.integerOverflow, "myapp://user/-9223372036854775809", .noMatch, "Int.min - 1 is not"),
        .init(.integerOverflow, "myapp://user/184467440737095516160000", .noMatch, "far beyond 64 bits"),
        .init(.integerOverflow, "myapp://user/%EF%BC%94%EF%BC%92", .noMatch, "fullwidth digits are not digits"),
        .init(.integerOverflow, "myapp://user/0x2A", .noMatch, "hexadecimal is not decimal"),
        .init(.integerOverflow, "myapp://user/4.2e1", .noMatch, "a float is not an integer"),

        // MARK: Very long links and segments.
        .init(
            .longSegment, "myapp://posts/" + longID, .matches("post", parameters: ["postID": longID]),
            "a segment at the limit"),
        .init(
            .longSegment, "myapp://posts/" + tooLongID, .invalid(.segmentTooLong(limit: limit.maxSegmentLength)),
            "one byte over"),
        .init(
            .longSegment, "myapp://posts/1?q=" + tooLongID, .invalid(.segmentTooLong(limit: limit.maxSegmentLength)),
            "a query item over the limit"),
        .init(
            .longSegment, "myapp://posts/" + String(repeating: "a", count: limit.maxLength - 13),
            .invalid(.tooLong(limit: limit.maxLength)), "one byte over the link limit"),
        .init(
            .longSegment, "myapp://posts/" + String(repeating: "%41", count: 400_000),
            .invalid(.tooLong(limit: limit.maxLength)), "1.2 MB, refused before any decoding"),

        // MARK: Very many segments.
        .init(
            .manySegments, filesAtLimit,
            .matches(
                "files",
                parameters: ["file": Array(repeating: "a", count: limit.maxSegments - 1).joined(separator: "/")]),
            "exactly at the segment limit"),
        .init(.manySegments, filesOverLimit, .invalid(.tooManySegments(limit: limit.maxSegments)), "one over"),
        .init(
            .manySegments, "myapp://posts" + String(repeating: "/", count: 5_000),
            .invalid(.tooManySegments(limit: limit.maxSegments)), "thousands of empty segments"),
        .init(
            .manySegments, "post:" + String(repeating: "a:", count: 100),
            .invalid(.tooManySegments(limit: limit.maxSegments)), "a URN split into a hundred parts"),

        // MARK: Very many query items.
        .init(
            .manyQueryItems, "myapp://posts/1?" + itemsAtLimit, .matches("post", parameters: ["postID": "1"]),
            "exactly at the query limit"),
        .init(
            .manyQueryItems, "myapp://posts/1?" + itemsOverLimit,
            .invalid(.tooManyQueryItems(limit: limit.maxQueryItems)), "one over"),
        .init(
            .manyQueryItems, "myapp://posts/1?" + String(repeating: "&", count: 5_000),
            .matches("post", parameters: ["postID": "1"]), "empty items are skipped, not counted"),

        // MARK: The reserved `animated` flag with junk values: only 0 and false turn animation off.
        .init(
            .animatedFlag, "myapp://posts/1?animated=yes",
            .matches("post", parameters: ["postID": "1"], query: ["animated": "yes"]), "junk keeps animation",
            animated: true),
        .init(
            .animatedFlag, "myapp://posts/1?animated=FALSE",
            .matches("post", parameters: ["postID": "1"], query: ["animated": "FALSE"]), "case-insensitive",
            animated: false),
        .init(
            .animatedFlag, "myapp://posts/1?animated=%30",
            .matches("post", parameters: ["postID": "1"], query: ["animated": "0"]), "an escaped 0 is 0",
            animated: false),
        .init(
            .animatedFlag, "myapp://posts/1?animated=2",
            .matches("post", parameters: ["postID": "1"], query: ["animated": "2"]), "2 is not a flag",
            animated: true),
        .init(
            .animatedFlag, "myapp://posts/1?animated",
            .matches("post", parameters: ["postID": "1"], query: ["animated": ""]), "no value", animated: true),
        .init(
            .animatedFlag, "myapp://posts/1?animated=99999999999999999999",
            .matches("post", parameters: ["postID": "1"]), "an overflowing number", animated: true),
        .init(
            .animatedFlag, "myapp://posts/1?animated=0&animated=1",
            .matches("post", parameters: ["postID": "1"], query: ["animated": "0"]), "the first value wins",
            animated: false),
        .init(
            .animatedFlag, "myapp://posts/1?animated=false%0A",
            .matches("post", parameters: ["postID": "1"], query: ["animated": "false\n"]),
            "a trailing line break is not false", animated: true),
        .init(.animatedFlag, "myapp://posts/1?animated=true%00", .invalid(.forbiddenCharacter), "a NUL in the value"),

        // MARK: Empty and bare links.
        .init(.emptyOrBare, "", .invalid(.empty), "nothing at all"),
        .init(.emptyOrBare, "myapp://", .matches("root"), "the scheme alone opens the root"),
        .init(.emptyOrBare, "post:", .noMatch, "a URN without a body"),
        .init(
            .emptyOrBare, "myapp:///logout", .matches("logout"),
            "an action: the router matches it, the navigator must refuse it from outside"),
        .init(.emptyOrBare, "post:abc", .matches("urnPost", parameters: ["postId": "abc"]), "control: a URN"),
        .init(.emptyOrBare, "myapp://posts//1", .noMatch, "an empty middle segment"),
    ]
}
