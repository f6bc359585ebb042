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
