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
        for suffix in suffixes where host.hasSuffix(suffix) && host.utf8.count > suffix.utf8.count {
            return nil
        }
        return .host(host)
    }
}
