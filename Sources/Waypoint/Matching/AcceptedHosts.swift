/// The universal-link hosts a router accepts: exact names, `*.example.com` wildcards, optional
/// ports, and the scheme each may use.
///
/// Web links are refused unless their host is listed: a router given no hosts accepts no web
/// link at all, so that an app that only meant to handle `myapp://` links is never opened by a
/// link to somebody else's website. Web links must be `https`; a host listed as
/// `http://localhost:8080` also accepts plain `http`, for local development.
///
/// Comparison is exact and case-insensitive: `example.com.evil.com`, `evilexample.com` and
/// `example.com@evil.com` (whose host is `evil.com`) never pass for `example.com`. A wildcard
/// matches whole labels only: `*.example.com` accepts `a.example.com` and `a.b.example.com`,
/// not `example.com` and not `badexample.com`.
struct AcceptedHosts: Hashable, Sendable {
    /// Exact names, `host` or `host:port`, lowercased, each with whether it accepts `http`.
    private var exact: [String: Bool] = [:]
    /// Wildcard suffixes (`.example.com`), each with whether it accepts `http`.
    private var suffixes: [String: Bool] = [:]
    /// Whether `*` is listed: every host is accepted over `https`, on any port (a browser).
    private var everyHost = false

    /// The names as listed (`example.com`, `*.example.com`, `http://localhost:8080`); `nil` or
    /// empty accepts no web link. A name whose port ``parse(_:)`` refuses accepts nothing.
    init(_ hosts: [String]?) {
        for listed in hosts ?? [] {
            if listed == "*" {
                everyHost = true
                continue
            }
            guard let (name, http) = Self.parse(listed) else { continue }
            if name.hasPrefix("*.") {
                let suffix = String(name.dropFirst())
                suffixes[suffix] = (suffixes[suffix] ?? false) || http
            } else {
                exact[name] = (exact[name] ?? false) || http
            }
        }
    }

    /// A listed name without its scheme and trailing slash, lowercased, and whether it was
    /// listed with `http://`. The default port of the scheme listed is no port:
    /// `example.com:443` is `example.com`, and so is `http://example.com:80` (with `http`).
    /// `nil` when what follows the host is not one `:` and a port from 1 to 65535 in digits
    /// (`example.com:8080:443`, `example.com:`, `example.com:+80`); an IPv6 literal's colons
    /// are inside its brackets.
    static func parse(_ listed: String) -> (name: String, http: Bool)? {
        var name = Substring(listed.lowercased())
        var http = false
        if name.hasPrefix("http://") {
            http = true
            name = name.dropFirst(7)
        } else if name.hasPrefix("https://") {
            name = name.dropFirst(8)
        }
        while name.hasSuffix("/") { name = name.dropLast() }
        let hostEnd = name.hasPrefix("[") ? name.firstIndex(of: "]").map(name.index(after:)) : name.firstIndex(of: ":")
        guard let hostEnd, hostEnd < name.endIndex else { return (String(name), http) }
        let digits = name[name.index(after: hostEnd)...].utf8
        guard name[hostEnd] == ":", (1...5).contains(digits.count),
            digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let port = Int(Substring(digits)), (1...65_535).contains(port)
        else { return nil }
        let host = String(name[..<hostEnd])
        return (port == (http ? 80 : 443) ? host : "\(host):\(port)", http)
    }

    /// The exact names without a port, which accept `https` links on the default port.
    var exactNames: [String] { exact.keys.filter { !$0.contains(":") }.sorted() }

    /// The wildcard suffixes (`.example.com`).
    var suffixNames: [String] { suffixes.keys.sorted() }

    /// Why a web link to `host` (already lowercased by the link parser) with `port` and
    /// `scheme` is refused, or `nil` when it is accepted.
    func accepts(host: String, port: Int?, scheme: String) -> RouteError.AcceptanceProblem? {
        if everyHost, scheme == "https" { return nil }
        if exact.isEmpty && suffixes.isEmpty { return .noWebHosts }
        let isDefaultPort = port == nil || (scheme == "https" && port == 443) || (scheme == "http" && port == 80)
        let allowsHTTP: Bool
        if !isDefaultPort, let port {
            // A non-default port passes only when that exact host:port was listed.
            guard let http = exact["\(host):\(port)"] else { return .port(port) }
            allowsHTTP = http
        } else if let http = exact[host] {
            allowsHTTP = http
        } else if let http = wildcardAccepting(host) {
            allowsHTTP = http
        } else {
            return .host(host)
        }
        return scheme == "http" && !allowsHTTP ? .insecureScheme(host: host) : nil
    }

    /// Whether a wildcard accepts `host`, and if so whether for `http` too; `nil` when none does.
    private func wildcardAccepting(_ host: String) -> Bool? {
        var found: Bool?
        for (suffix, http) in suffixes
        where host.utf8.count > suffix.utf8.count && host.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) {
            // Bytes, not characters, are compared: `String.hasSuffix` applies Unicode equivalence.
            // `..example.com` and `a..example.com` end with the suffix but have an empty label:
            // not a subdomain, and no link the system delivers has one.
            let labels = host.utf8.dropLast(suffix.utf8.count)
            if labels.first == UInt8(ascii: ".") || labels.last == UInt8(ascii: ".") { continue }
            if zip(labels, labels.dropFirst()).contains(where: { $0 == UInt8(ascii: ".") && $1 == $0 }) { continue }
            found = (found ?? false) || http
        }
        return found
    }
}
