extension RouteError {
    /// Why a link carried inside a parameter (`web?url=…`, `login?next=…`) is refused by a
    /// ``LinkParameterPolicy``.
    public enum LinkParameterProblem: Hashable, Sendable {
        /// The value is not a link Waypoint can read; the problem says why.
        case malformed(LinkProblem)
        /// The value has no scheme: a path or a scheme-relative `//host` link, which a web view
        /// would resolve against whatever page it shows.
        case notAbsolute
        /// The scheme is not allowed; `javascript`, `data`, `file` and the like never are.
        case scheme(String)
        /// The link carries user information (`https://example.com@evil.com`).
        case userInfo
        /// The host is not one of the allowed hosts, or is not a plain host name.
        case host(String)
        /// The port is not the scheme's default and not listed with the host.
        case port(Int)
        /// The parameter appears more than once; which one a reader takes is anybody's guess.
        case repeated(count: Int)
    }
}

extension RouteError.LinkParameterProblem: CustomStringConvertible {
    /// A short explanation.
    public var description: String {
        switch self {
        case .malformed(let problem): return "not a readable link: \(problem)"
        case .notAbsolute: return "not an absolute link (it has no scheme)"
        case .scheme(let scheme): return "scheme \"\(scheme)\" is not allowed"
        case .userInfo: return "links with user information (user@host) are never allowed"
        case .host(let host): return "host \"\(RouteError.clipped(host))\" is not allowed"
        case .port(let port): return "port \(port) is not allowed"
        case .repeated(let count): return "the parameter appears \(count) times; send it once"
        }
    }
}
