/// The universal-link hosts a router accepts: exact names, `*.example.com` wildcards, optional ports.
///
/// Comparison is exact and case-insensitive: `example.com.evil.com`, `evilexample.com` and
/// `example.com@evil.com` (whose host is `evil.com`) never pass for `example.com`. A wildcard
/// matches whole labels only: `*.example.com` accepts `a.example.com` and `a.b.example.com`,
/// not `example.com` and not `badexample.com`.
struct AcceptedHosts: Hashable, Sendable {
    private var exact: Set<String> = []
    private var suffixes: [String] = []
    private var anyHost: Bool

    /// `nil` accepts every host.
    init(_ hosts: [String]?) {
        anyHost = hosts == nil
        for host in hosts ?? [] {
            let lowered = host.lowercased()
            if lowered.hasPrefix("*.") {
                suffixes.append(String(lowered.dropFirst(1)))
            } else {
                exact.insert(lowered)
            }
        }
    }

    /// Whether `host` (already lowercased by the link parser) with `port` is accepted.
    func accepts(host: String, port: Int?, scheme: String) -> RouteError.AcceptanceProblem? {
        let isDefaultPort = port == nil || (scheme == "https" && port == 443) || (scheme == "http" && port == 80)
        if anyHost { return nil }
        if !isDefaultPort, let port {
            // A non-default port passes only when that exact host:port was listed.
            return exact.contains("\(host):\(port)") ? nil : .port(port)
        }
        if exact.contains(host) { return nil }
        for suffix in suffixes
        where host.utf8.count > suffix.utf8.count && host.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) {
            // Bytes, not characters, are compared: `String.hasSuffix` applies Unicode equivalence.
            // `..example.com` and `a..example.com` end with the suffix but have an empty label:
            // not a subdomain, and no link the system delivers has one.
            let labels = host.utf8.dropLast(suffix.utf8.count)
            if labels.first == UInt8(ascii: ".") || labels.last == UInt8(ascii: ".") { continue }
            if zip(labels, labels.dropFirst()).contains(where: { $0 == UInt8(ascii: ".") && $1 == $0 }) { continue }
            return nil
        }
        return .host(host)
    }
}
