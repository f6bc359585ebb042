import Testing
import Waypoint

/// A web link's authority: one `:` starts the port, which is digits only; an IPv6 literal keeps
/// its colons inside brackets. The same rule reads the hosts a router is given, where a
/// scheme's default port is no port.
@Suite("Authority forms")
struct AuthorityFormTests {
    /// What a router with one route, `/a`, answers for a link.
    enum Answer: Equatable, CustomStringConvertible {
        case matches
        case invalid(RouteError.LinkProblem)
        case notAccepted(RouteError.AcceptanceProblem)

        var description: String {
            switch self {
            case .matches: return "matches"
            case .invalid(let problem): return "invalid (\(problem))"
            case .notAccepted(let reason): return "not accepted (\(reason))"
            }
        }
    }

    static func answer(hosts: [String], link: String) throws -> Answer {
        let router = Router<String>(hosts: hosts)
        try router.register("/a", destination: "a")
        do {
            _ = try router.resolve(link)
            return .matches
        } catch {
            switch error {
            case .invalidLink(_, _, let problem): return .invalid(problem)
            case .notAccepted(_, let reason): return .notAccepted(reason)
            default: throw error
            }
        }
    }

    static let hosts = ["shop.example.com:8080", "example.com", "[::1]:8080"]

    @Test(
        "A link's port is digits after exactly one colon",
        arguments: [
            ("https://shop.example.com:8080:443/a", Answer.invalid(.invalidPort)),
            ("https://shop.example.com:8080/a", .matches),
            ("https://example.com:80:443/a", .invalid(.invalidPort)),
            ("https://example.com:443:443/a", .invalid(.invalidPort)),
            ("https://example.com::443/a", .invalid(.invalidPort)),
            ("https://example.com:abc/a", .invalid(.invalidPort)),
            ("https://example.com:+443/a", .invalid(.invalidPort)),
            ("https://example.com:-1/a", .invalid(.invalidPort)),
            ("https://example.com:4%34%33/a", .invalid(.invalidPort)),
            ("https://example.com:65536/a", .invalid(.invalidPort)),
            ("https://example.com:18446744073709551617/a", .invalid(.invalidPort)),
            ("https://example.com:/a", .matches),
            ("https://example.com:443/a", .matches),
            ("https://example.com/a", .matches),
            ("https://:443/a", .invalid(.invalidHost)),
            ("https://[::1]:8080/a", .matches),
            ("https://[::1]/a", .notAccepted(.host("[::1]"))),
            ("https://[::1]:8080:80/a", .invalid(.invalidPort)),
            ("https://[::1]:+80/a", .invalid(.invalidPort)),
            ("https://[::1]8080/a", .invalid(.invalidHost)),
            ("https://[::1/a", .invalid(.invalidHost)),
            ("https://user:pass@shop.example.com:8080:443/a", .invalid(.invalidPort)),
        ])
    func linkPorts(link: String, expected: Answer) throws {
        #expect(try Self.answer(hosts: Self.hosts, link: link) == expected)
    }

    @Test(
        "A listed host's port is digits after exactly one colon, and its scheme's default is no port",
        arguments: [
            ("example.com:443", "https://example.com/a", true),
            ("example.com:443", "https://example.com:443/a", true),
            ("EXAMPLE.COM:443", "https://example.com/a", true),
            ("https://example.com:443/", "https://example.com/a", true),
            ("example.com:0443", "https://example.com/a", true),
            ("example.com", "https://example.com:443/a", true),
            ("http://example.com:80", "http://example.com/a", true),
            ("http://example.com:80", "http://example.com:80/a", true),
            ("http://example.com:80", "https://example.com/a", true),
            ("http://example.com", "http://example.com:80/a", true),
            ("example.com:443", "https://example.com:8443/a", false),
            ("example.com:443", "http://example.com/a", false),
            ("shop.example.com:8080:443", "https://shop.example.com:8080/a", false),
            ("shop.example.com:8080:443", "https://shop.example.com/a", false),
            ("shop.example.com:8080:443", "https://shop.example.com:8080:443/a", false),
            ("example.com:", "https://example.com/a", false),
            ("example.com:abc", "https://example.com/a", false),
            ("example.com:+8443", "https://example.com:8443/a", false),
            ("example.com:99999", "https://example.com/a", false),
            ("example.com:0", "https://example.com/a", false),
            ("example.com:184467440737095516160443", "https://example.com/a", false),
            ("[::1]:8080", "https://[::1]:8080/a", true),
            ("[::1]", "https://[::1]/a", true),
            ("[::1]:443", "https://[::1]/a", true),
            ("[::1]:8080:80", "https://[::1]:8080/a", false),
            ("[::1]x", "https://[::1]/a", false),
        ])
    func listedPorts(listed: String, link: String, accepted: Bool) throws {
        let answer = try Self.answer(hosts: [listed], link: link)
        #expect((answer == .matches) == accepted, "\(answer)")
    }
}
