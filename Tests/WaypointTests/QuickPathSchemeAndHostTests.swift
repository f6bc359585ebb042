import Testing
import Waypoint

/// A router's lookup compares a link's scheme and host with its accepted names as bytes, and
/// leaves user information, ports and IP literals to the full lookup. Every scheme and host must
/// be answered as `Link(parsing:)` followed by `resolve` answers it, at every length and with
/// the byte that matters at every offset.
@Suite("Quick path: schemes and hosts")
struct QuickPathSchemeAndHostTests {
    static func router() throws -> Router<String> {
        let router = Router<String>(
            hosts: ["http://example.com", "*.example.com", "localhost", "example.com:8443"])
        for pattern in ["/posts/:id", "/:a", "/:a/:b/:c"] {
            try router.register(pattern, destination: pattern)
        }
        return router
    }

    /// Schemes of every length from one to ten bytes, in both cases, with each byte a scheme
    /// may hold after its first letter, and with bytes it may not hold at each place.
    static let schemes: [String] = [
        "a", "Z", "ab", "a1", "a+", "a-", "a.", "a_", "myapp", "MyApp", "my+app", "my-app", "my.app", "my_app",
        "app2go", "abcdefg", "abcdefgh", "ABCDEFGH", "a1b2c3d4", "abcdefghi", "abcdefghij", "http", "HTTP", "hTtP",
        "https", "HTTPS", "httpS", "httpx", "htt", "shttp", "https2", "httpss", "1app", "+app", "-app", ".app",
        "_app", "my,app", "my!app", "my~app", "my=app", "my*app", "my'app", "my;app", "my$app", "my(app", "a%41",
        "abcdefg,", "abcdefg!", ",", "~",
    ]

    @Test("a scheme of any length and bytes reads as the parser reads it", arguments: schemes)
    func schemeAgrees(scheme: String) throws {
        let router = try Self.router()
        let links = [
            "\(scheme)://posts/42", "\(scheme):///posts/42", "\(scheme)://posts/42?x=1", "\(scheme)://p",
            "\(scheme)://example.com/posts/42", "\(scheme)://EXAMPLE.com/posts/42", "\(scheme)://a.example.com/x/y",
            "\(scheme):/posts/42", "\(scheme):posts/42", "\(scheme)://",
        ]
        for link in links { QuickPathAgreement.expect(router, link, "\(link)") }
    }

    @Test(
        "the scheme decides the kind of link",
        arguments: [
            ("myapp://posts/42", "/posts/:id"), ("MY+APP://posts/42", "/posts/:id"), ("a://posts/42", "/posts/:id"),
            ("abcdefgh://posts/42", "/posts/:id"), ("abcdefghi://posts/42", "/posts/:id"),
            ("https://example.com/posts/42", "/posts/:id"), ("HTTP://example.com/posts/42", "/posts/:id"),
            ("httpx://example.com/posts/42", "/:a/:b/:c"), ("https://posts/42", nil), ("my,app://posts/42", nil),
            ("1app://posts/42", nil),
        ] as [(String, String?)])
    func schemeDecidesKind(link: String, destination: String?) throws {
        let router = try Self.router()
        #expect(router.match(for: link)?.destination == destination)
    }

    /// What can stand in a host that the quick lookup must leave to the full one (user
    /// information, a port), refuse (an escape) or read as part of the host.
    static let hostBytes = ["@", ":", "%", "%41", ":8080", "user@", ".", "-", "A", "9"]

    @Test("a byte in a host of any length is seen at every offset", arguments: hostBytes)
    func hostByteAtEveryOffset(special: String) throws {
        let router = try Self.router()
        for name in Self.insertions(of: special, into: "abc.example.com", lengths: 1...26, fromEnd: true) {
            for link in [
                "https://\(name.whole)/posts/42", "http://\(name.whole)", "https://\(name.whole)?q=1",
                "HTTPS://\(name.whole)/a/b/c",
            ] {
                QuickPathAgreement.expect(router, link, "\(link)")
            }
        }
    }

    /// `piece` inserted at every offset of each prefix of `text` repeated (each suffix, when
    /// `fromEnd`) whose length is in `lengths`: the result, and the text before and after the
    /// piece. Runs of every length put the piece at every offset of the words the reader reads.
    static func insertions(
        of piece: String, into text: String, lengths: ClosedRange<Int>, fromEnd: Bool = false
    ) -> [(whole: String, before: String, after: String)] {
        let repeated = String(repeating: text, count: lengths.upperBound / text.count + 1)
        return lengths.flatMap { length in
            let run = Array(fromEnd ? String(repeated.suffix(length)) : String(repeated.prefix(length)))
            return (0...length).map { offset in
                let before = String(run[..<offset])
                let after = String(run[offset...])
                return (before + piece + after, before, after)
            }
        }
    }

    @Test(
        "hosts around a word's length match; user information, an unlisted port and an escaped host are refused",
        arguments: [
            ("https://localhost/posts/1", "/posts/:id"), ("https://example.com/posts/1", "/posts/:id"),
            ("https://ab.example.com/posts/1", "/posts/:id"), ("https://abcdefgh.example.com/posts/1", "/posts/:id"),
            ("https://example.com:8443/posts/1", "/posts/:id"), ("https://example.com:8080/posts/1", nil),
            ("https://example.com@evil.com/posts/1", nil), ("https://evil.com@example.com/posts/1", nil),
            ("https://ex%61mple.com/posts/1", nil),
        ] as [(String, String?)])
    func hostMatches(link: String, destination: String?) throws {
        let router = try Self.router()
        #expect(router.match(for: link)?.destination == destination)
        QuickPathAgreement.expect(router, link, "\(link)")
    }

    /// A host made of letters, digits, dots and dashes of `length` bytes, so that its `:` or the
    /// `@` before it falls at each offset of the words it is read in.
    static func hostName(_ length: Int) -> String {
        String(String(repeating: "ab1.c-d2", count: 4).prefix(length - 1)) + "z"
    }

    @Test("a listed port, user information or an escape is seen wherever it falls in the host's words")
    func portAndUserInformationAtEveryLength() throws {
        for length in 1...30 {
            let name = Self.hostName(length)
            let router = Router<String>(hosts: [name, "\(name):8443"])
            try router.register("/posts/:id", destination: "post")
            let expected: [(String, String?)] = [
                ("https://\(name)/posts/1", "post"), ("https://\(name):8443/posts/1", "post"),
                ("https://\(name):8080/posts/1", nil), ("https://u@\(name)/posts/1", nil),
                ("https://\(name)@\(name)/posts/1", nil), ("https://\(name)%41/posts/1", nil),
                ("https://%41\(name)/posts/1", nil),
                // An empty port is the default one (RFC 3986, 3.2.3).
                ("https://\(name):/posts/1", "post"),
            ]
            for (link, destination) in expected {
                #expect(router.match(for: link)?.destination == destination, "\(link)")
            }
        }
    }

    @Test(
        "a URN separator in the part after a custom scheme's `//` is seen at every offset of its words",
        arguments: [":", "~", "."] as [Character])
    func separatorAtEveryOffset(separator: Character) throws {
        let options = LinkOptions(urnSeparator: separator)
        let router = Router<String>(schemes: ["myapp"], options: RouterOptions(link: options))
        for pattern in ["/:a", "/:a/:b", "/:a/:b/:c", "/:a/b/:c"] { try router.register(pattern, destination: pattern) }
        for name in Self.insertions(of: String(separator), into: "ab1-c_d2", lengths: 1...26) {
            let links = [
                "myapp://\(name.whole)", "myapp://\(name.whole)/b/c", "myapp:///\(name.whole)",
                "myapp://\(name.whole)?q=1",
            ]
            // The full lookup's answer, read with the router's separator.
            for link in links { QuickPathAgreement.expect(router, link, options: options, "\(link)") }
            // A separator inside the part splits it in two.
            if !name.before.isEmpty && !name.after.isEmpty {
                let match = router.match(for: "myapp://\(name.whole)")
                #expect(match?.parameters["a"] == name.before, "\(name.whole)")
                #expect(match?.parameters["b"] == name.after, "\(name.whole)")
            }
        }
    }
}
