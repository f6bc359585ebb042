import Testing
import Waypoint

/// Which links a router accepts: schemes, universal-link hosts, ports, user information.
@Suite("Accepted schemes and hosts")
struct AcceptanceTests {
    static func router() throws -> Router<String> {
        let router = Router<String>(schemes: ["myapp"], hosts: ["example.com", "*.cdn.example.org"])
        try router.register("/x", destination: "x")
        return router
    }

    @Test(arguments: [
        "https://example.com/x", "https://EXAMPLE.com/x", "https://example.com:443/x",
        "https://a.cdn.example.org/x", "https://a.b.cdn.example.org/x", "myapp://x", "MYAPP:///x", "/x",
    ])
    func acceptedLinksMatch(link: String) throws {
        #expect(try Self.router().match(for: link)?.destination == "x")
    }

    @Test(arguments: [
        ("https://example.com@evil.com/x", RouteError.AcceptanceProblem.userInfo),
        ("https://user@example.com/x", .userInfo),
        ("https://example.com.evil.com/x", .host("example.com.evil.com")),
        ("https://evilexample.com/x", .host("evilexample.com")),
        ("https://example.com:8443/x", .port(8443)),
        ("https://cdn.example.org/x", .host("cdn.example.org")),
        ("https://evilcdn.example.org/x", .host("evilcdn.example.org")),
        ("https://example.com./x", .host("example.com.")),
        ("otherapp://x", .scheme("otherapp")),
        ("http://example.com/x", .insecureScheme(host: "example.com")),
        ("HTTP://a.cdn.example.org/x", .insecureScheme(host: "a.cdn.example.org")),
        ("http://example.com:80/x", .insecureScheme(host: "example.com")),
    ])
    func hostileSourcesAreNotAccepted(link: String, reason: RouteError.AcceptanceProblem) throws {
        #expect(throws: RouteError.notAccepted(link, reason: reason)) { try Self.router().resolve(link) }
    }

    @Test func listedPortIsAccepted() throws {
        let router = Router<String>(hosts: ["example.com:8443"])
        try router.register("/x", destination: "x")
        #expect(router.match(for: "https://example.com:8443/x")?.destination == "x")
    }

    @Test func plainRouterAcceptsAnySchemeAndNoWebLink() throws {
        let router = Router<String>()
        try router.register("/x", destination: "x")
        #expect(router.match(for: "whatever://x")?.destination == "x")
        #expect(throws: RouteError.notAccepted("https://anything.test/x", reason: .noWebHosts)) {
            try router.resolve("https://anything.test/x")
        }
    }

    @Test(
        arguments: [
            (["http://localhost:8080"], "http://localhost:8080/x", true),
            (["http://localhost:8080"], "https://localhost:8080/x", true),
            (["http://localhost:8080"], "http://localhost/x", false),
            (["http://dev.test"], "http://DEV.test/x", true),
            (["http://dev.test/"], "http://dev.test/x", true),
            (["https://dev.test"], "http://dev.test/x", false),
            (["https://dev.test"], "https://dev.test/x", true),
            (["http://*.dev.test"], "http://a.dev.test/x", true),
            (["*.dev.test", "http://b.dev.test"], "http://a.dev.test/x", false),
            (["*.dev.test", "http://b.dev.test"], "http://b.dev.test/x", true),
            ([], "https://example.com/x", false),
        ] as [([String], String, Bool)])
    func plainHTTPNeedsTheHostListedWithIt(hosts: [String], link: String, accepted: Bool) throws {
        let router = Router<String>(hosts: hosts)
        try router.register("/x", destination: "x")
        #expect((router.match(for: link)?.destination == "x") == accepted)
        #expect(((try? router.resolve(link)) != nil) == accepted)
    }

    @Test func urnsCanBeSwitchedOff() throws {
        let router = Router<String>(options: RouterOptions(acceptsURNs: false))
        try router.register("post:{id}", destination: "post")
        #expect(throws: RouteError.notAccepted("post:1", reason: .urn)) { try router.resolve("post:1") }
        #expect(router.match(for: "myapp://post:1")?.destination == "post")
    }

    @Test(arguments: [
        ("/v/a%2Fb", "a/b"),  // one segment, decoded
        ("/v/a%252Fb", "a%2Fb"),  // decoded once
    ])
    func encodedSlashesStayInsideTheValue(link: String, value: String) throws {
        let router = Router<String>()
        try router.register("/v/:value", destination: "v")
        #expect(router.match(for: link)?.parameters["value"] == value)
    }

    @Test(arguments: ["/v/%ZZ", "/v/%E0%A4%A", "/v/%00"])
    func malformedValuesAreInvalidLinks(link: String) throws {
        let router = Router<String>()
        try router.register("/v/:value", destination: "v")
        #expect {
            try router.resolve(link)
        } throws: { error in
            guard case .invalidLink = error as? RouteError else { return false }
            return true
        }
    }

    @Test func oversizedLinksAreRefusedByLimits() throws {
        let router = Router<String>()
        try router.register("/**", destination: "all")
        let huge = "/" + String(repeating: "x", count: 100_000)
        let deep = String(repeating: "/x", count: 2_000)
        for link in [huge, deep] {
            #expect {
                try router.resolve(link)
            } throws: { error in
                guard case .invalidLink(_, _, let problem) = error as? RouteError else { return false }
                return problem == .tooLong(limit: 8_192) || problem == .tooManySegments(limit: 64)
            }
        }
    }
}
