import Testing
import Waypoint

/// `*` among a router's hosts accepts every `https` host, as a browser needs; nothing else does.
@Suite("Every host")
struct EveryHostTests {
    @Test(arguments: [
        ("https://news.example.org/a", true),
        ("https://NEWS.example.org:8443/a", true),
        ("https://www.example.com/a", true),
        ("http://news.example.org/a", false),
        ("app://a", false),
    ])
    func theStarAcceptsEveryHTTPSHost(link: String, accepted: Bool) throws {
        let router = Router<Int>(schemes: [], hosts: ["www.example.com", "*"])
        try router.register("/a", destination: 1)
        #expect((router.match(for: link)?.destination == 1) == accepted)
        #expect((router.explain(link).error == nil) == accepted)
    }

    @Test func withoutTheStarOnlyListedHostsAreAccepted() throws {
        let router = Router<Int>(hosts: ["www.example.com", "*.example.org"])
        try router.register("/a", destination: 1)
        #expect(router.match(for: "https://news.example.net/a") == nil)
        #expect(router.match(for: "https://news.example.org/a")?.destination == 1)
    }
}

/// A link parameter policy accepts only the hosts it lists.
@Suite("Every host: link parameters")
struct EveryHostPolicyTests {
    @Test func aPolicyWithoutTheStarRefusesOtherHosts() {
        let policy = LinkParameterPolicy.web(hosts: ["photofeed.example.com"])
        #expect(throws: RouteError.self) { try policy.check("https://evil.example/login") }
        #expect((try? policy.check("https://photofeed.example.com/help")) != nil)
    }
}

extension EveryHostPolicyTests {
    @Test func aMatchsLinkParameterIsChecked() throws {
        let router = Router<Int>(schemes: ["photofeed"], hosts: ["photofeed.example.com"])
        try router.register("web", destination: 1)
        let match = try #require(router.match(for: "photofeed://web?url=https%3A%2F%2Fevil.example%2Flogin"))
        let policy = LinkParameterPolicy.web(hosts: ["photofeed.example.com"])
        #expect(throws: RouteError.self) { try match.checkedLink("url", policy: policy) }
    }
}
