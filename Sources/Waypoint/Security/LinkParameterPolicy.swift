import Foundation

/// Which links an app accepts inside a parameter, so that a web-view route cannot become an
/// open redirect by accident.
///
/// A route such as `myapp://web?url=…` opens whatever its `url` says. Unchecked, a stranger's
/// link makes the app show `javascript:`, a `file:` URL or a phishing page inside the app's own
/// chrome. Check the value first:
///
/// ```swift
/// let router = Router<String>(schemes: ["myapp"])
/// try router.register("/web", destination: "web")
///
/// let policy = LinkParameterPolicy.web(hosts: ["example.com", "*.example.com"])
/// let match = try router.resolve("myapp://web?url=https%3A%2F%2Fhelp.example.com%2Ffaq")
/// let target = try match.checkedLink("url", policy: policy)
/// target.url   // https://help.example.com/faq — load this, never the raw value
///
/// try router.resolve("myapp://web?url=javascript:alert(1)").checkedLink("url", policy: policy)
/// // throws RouteError.unsafeLinkParameter(key: "url", value: "javascript:alert(1)",
/// //                                        reason: .scheme("javascript"))
/// ```
///
/// The value is read by the same parser as every link, so everything a link may not carry
/// (control and bidi characters, malformed escapes, invalid UTF-8, `..` segments) is refused
/// here too. On top of that a checked link:
/// - is absolute: paths and scheme-relative `//host` links are refused;
/// - has an allowed scheme, compared case-insensitively; ``neverAllowedSchemes`` are refused
///   even when listed;
/// - if it is a web link, has no user information and an allowed host, compared exactly and
///   label by label (`example.com.evil.com` and `evilexample.com` never pass for
///   `example.com`), made only of letters, digits, `-` and `.`, on the default port unless the
///   host is listed with its port (`example.com:8443`);
/// - has no whitespace anywhere, which browsers strip and then run (`java\tscript:`).
///
/// Custom-scheme links (when a custom scheme is allowed, for `login?next=myapp://…`) are
/// accepted by scheme alone: route them with your router, which checks the rest.
public struct LinkParameterPolicy: Hashable, Sendable {
    /// The allowed schemes, lowercased.
    public let schemes: Set<String>
    /// The allowed web hosts as given: exact names, `name:port`, or `*.example.com` wildcards.
    public let hosts: [String]
    /// How the value is read: its length and segment limits.
    public let options: LinkOptions
    private let accepted: AcceptedHosts

    /// Schemes that are refused even when listed: they run script, show inline content or reach
    /// local files.
    public static let neverAllowedSchemes: Set<String> = [
        "javascript", "vbscript", "data", "file", "blob", "filesystem", "about", "view-source",
    ]

    /// A policy allowing `schemes` and, for web links, `hosts`.
    ///
    /// - Parameters:
    ///   - schemes: allowed schemes, compared case-insensitively. Default `https` only.
    ///   - hosts: allowed web hosts, with the router's rules: exact names, `name:port`, or
    ///     `*.example.com` for any subdomain (whole labels only). An empty list allows no web link.
    ///   - options: limits for reading the value.
    public init(schemes: Set<String> = ["https"], hosts: [String], options: LinkOptions = .default) {
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.hosts = hosts
        self.options = options
        self.accepted = AcceptedHosts(hosts)
    }

    /// `https` links to `hosts` only: the policy for a web-view route.
    public static func web(hosts: [String]) -> LinkParameterPolicy { LinkParameterPolicy(hosts: hosts) }

    /// Checks one value taken from a parameter named `key`.
    ///
    /// - Returns: the checked link and the URL to load.
    /// - Throws: ``RouteError/unsafeLinkParameter(key:value:reason:)`` with the reason.
    public func check(_ value: String, key: String = "url") throws(RouteError) -> CheckedLink {
        func refuse(_ reason: RouteError.LinkParameterProblem) -> RouteError {
            .unsafeLinkParameter(key: key, value: value, reason: reason)
        }
        // Browsers drop tabs and line breaks anywhere in a URL and trim spaces: what is refused
        // here cannot turn into a scheme or a host after it was checked.
        if value.unicodeScalars.contains(where: { $0.properties.isWhitespace })
            || LinkText.containsForbidden(value.unicodeScalars, allowsLineBreaks: false)
        {
            throw refuse(.malformed(.forbiddenCharacter))
        }
        guard let scheme = Self.scheme(of: value) else {
            if value.isEmpty { throw refuse(.malformed(.empty)) }
            throw refuse(.notAbsolute)
        }
        guard schemes.contains(scheme), !Self.neverAllowedSchemes.contains(scheme) else {
            throw refuse(.scheme(scheme))
        }
        var readOptions = options
        // Keep a trailing slash: the link is printed again and must name the same resource.
        readOptions.ignoresTrailingSlash = false
        let link: Link
        do {
            link = try Link(parsing: value, options: readOptions)
        } catch {
            if case .invalidLink(_, _, let problem) = error { throw refuse(.malformed(problem)) }
            throw error
        }
        switch link.form {
        case .path:
            throw refuse(.notAbsolute)
        case .urn:
            // A scheme without `//`, which is not a link to anywhere a web view should go.
            throw refuse(.scheme(scheme))
        case .custom:
            guard let url = URL(string: value) else { throw refuse(.malformed(.invalidHost)) }
            return CheckedLink(link: link, url: url)
        case .web:
            guard link.userInfo == nil else { throw refuse(.userInfo) }
            let host = link.host ?? ""
            guard Self.isHostName(host) else { throw refuse(.host(host)) }
            switch accepted.accepts(host: host, port: link.port, scheme: scheme) {
            case .port(let port)?: throw refuse(.port(port))
            case .some: throw refuse(.host(host))
            case nil: break
            }
            let printed = Self.print(link, scheme: scheme, host: host)
            // Escaping can lengthen a segment past its limit: what is handed on must read again.
            do {
                _ = try Link(parsing: printed, options: readOptions)
            } catch {
                if case .invalidLink(_, _, let problem) = error { throw refuse(.malformed(problem)) }
                throw error
            }
            // Foundation must read the printed link as the host that was checked; if it ever
            // does not, the link is refused rather than trusted.
            guard let url = URL(string: printed), url.scheme?.lowercased() == scheme,
                url.host?.lowercased() == host, url.user == nil, url.password == nil
            else { throw refuse(.host(host)) }
            return CheckedLink(link: link, url: url)
        }
    }

    /// The scheme of `value` (`letter *(letter / digit / + - .)` before `:`), lowercased.
    static func scheme(of value: String) -> String? {
        var scheme: [UInt8] = []
        for byte in value.utf8 {
            if byte == UInt8(ascii: ":") { return scheme.isEmpty ? nil : String(decoding: scheme, as: UTF8.self) }
            let lowered = LinkText.lowercased(byte)
            let isLetter = lowered >= 0x61 && lowered <= 0x7A
            let isOther = (byte >= 0x30 && byte <= 0x39) || byte == 0x2B || byte == 0x2D || byte == 0x2E
            guard isLetter || (!scheme.isEmpty && isOther) else { return nil }
            scheme.append(lowered)
        }
        return nil
    }

    /// Letters, digits, `-` and `.`, no empty label: the only hosts a checked link may name.
    static func isHostName(_ host: String) -> Bool {
        guard !host.isEmpty, !host.hasPrefix("."), !host.hasSuffix("."), !host.contains("..") else { return false }
        return host.utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
        }
    }

    /// The link printed from its checked parts, each percent-encoded as Waypoint prints links.
    static func print(_ link: Link, scheme: String, host: String) -> String {
        var printed = scheme + "://" + host
        if let port = link.port { printed += ":\(port)" }
        printed +=
            "/" + link.segments.map { LinkEncoding.encodeSegment($0, keepingSlashes: false) }.joined(separator: "/")
        if !link.query.isEmpty {
            printed +=
                "?"
                + link.query.map { item in
                    LinkEncoding.encodeQuery(item.name) + (item.value.map { "=" + LinkEncoding.encodeQuery($0) } ?? "")
                }.joined(separator: "&")
        }
        if let fragment = link.fragment { printed += "#" + LinkEncoding.encodeQuery(fragment) }
        return printed
    }
}
