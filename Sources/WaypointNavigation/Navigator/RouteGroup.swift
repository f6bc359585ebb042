import Waypoint

/// A feature module's routes, declared on their own, mounted on a navigator as a unit and
/// switched on and off together: the public routes and the signed-in routes, say, or one group
/// per feature module.
///
/// ```swift
/// var account = RouteGroup("account")
/// account.register("profile/:id", .screen("profile"))
/// account.register("settings", .screen("settings"))
/// try navigator.mount(account, at: .path("account"))   // myapp://account/profile/42
/// try navigator.setGroup("account", enabled: false)    // signed out
/// ```
///
/// Patterns are checked when the group is mounted, against the navigator's router (its URN
/// separator and custom placeholder types).
public struct RouteGroup: Sendable {
    /// One route of the group: its pattern as written and what it opens.
    public struct Route: Sendable {
        /// The pattern, before the mount point is applied.
        public var pattern: String
        /// What the route opens.
        public var entry: RouteEntry
    }

    /// The group's name, unique among a navigator's groups.
    public let name: String
    /// The routes, in the order registered; on a tie in precedence the first wins.
    public private(set) var routes: [Route] = []

    /// An empty group named `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// Adds a route; it is checked when the group is mounted.
    public mutating func register(_ pattern: String, _ entry: RouteEntry) {
        routes.append(Route(pattern: pattern, entry: entry))
    }
}

/// Where a route group's patterns apply.
public enum MountPoint: Hashable, Sendable {
    /// As written.
    case root
    /// Under leading path segments (`account` or `a/b`): `/profile/:id` becomes
    /// `/account/profile/:id`, `myapp://profile/:id` becomes `myapp://account/profile/:id`,
    /// `https://example.com/profile` becomes `https://example.com/account/profile`, and a URN
    /// `profile:{id}` becomes `account:profile:{id}` (so `myapp://account:profile:42` opens it).
    case path(String)
    /// On one web host: a path pattern `/profile/:id` becomes `https://host/profile/:id`. The
    /// host must be one the router accepts; patterns that name a scheme are refused.
    case host(String)

    /// `pattern` moved under this mount point, read with the default link options.
    ///
    /// ```swift
    /// try MountPoint.path("account").moving("/profile/:id")   // "/account/profile/:id"
    /// ```
    ///
    /// - Throws: ``NavigationError/invalidPattern(_:)`` or ``NavigationError/invalidGroup(_:reason:)``
    ///   (with an empty group name) when the pattern cannot be read or moved.
    public func moving(_ pattern: String) throws(NavigationError) -> String {
        let parsed: RoutePattern
        do {
            parsed = try RoutePattern(pattern)
        } catch {
            throw .invalidPattern(error)
        }
        switch apply(to: pattern, parsed: parsed.form) {
        case .pattern(let moved): return moved
        case .refused(let reason): throw .invalidGroup("", reason: reason)
        }
    }

    /// `pattern` (parsed as `parsed`) moved under this mount point, or why it cannot be.
    func apply(to pattern: String, parsed: RoutePattern.Form) -> Moved {
        switch self {
        case .root:
            return .pattern(pattern)
        case .path(let prefix):
            let segments = prefix.split(separator: "/").map(String.init)
            guard !segments.isEmpty else { return .refused("the mount path is empty") }
            let joined = segments.joined(separator: "/")
            switch parsed {
            case .path:
                let rest = pattern.drop { $0 == "/" }
                return .pattern("/" + joined + (rest.isEmpty ? "" : "/" + rest))
            case .urn(let separator):
                return .pattern(segments.joined(separator: String(separator)) + String(separator) + pattern)
            case .custom(_, let authoritySegments, let separator):
                guard let schemeEnd = pattern.range(of: "://") else { return .refused("no scheme") }
                let rest = pattern[schemeEnd.upperBound...]
                let scheme = pattern[..<schemeEnd.upperBound]
                if authoritySegments > 1, let separator {
                    return .pattern(scheme + segments.joined(separator: String(separator)) + String(separator) + rest)
                }
                return .pattern(scheme + joined + (rest.isEmpty ? "" : "/" + rest))
            case .web:
                guard let schemeEnd = pattern.range(of: "://") else { return .refused("no scheme") }
                let afterScheme = pattern[schemeEnd.upperBound...]
                let hostEnd = afterScheme.firstIndex(of: "/") ?? afterScheme.endIndex
                let rest = afterScheme[hostEnd...].drop { $0 == "/" }
                return .pattern(pattern[..<hostEnd] + "/" + joined + (rest.isEmpty ? "" : "/" + rest))
            }
        case .host(let host):
            guard case .path = parsed else {
                return .refused("'\(pattern)' names its own scheme or is a URN; a group mounted on a host holds paths")
            }
            guard !host.isEmpty, !host.contains("/") else { return .refused("'\(host)' is not a host name") }
            let rest = pattern.drop { $0 == "/" }
            return .pattern("https://" + host + (rest.isEmpty ? "" : "/" + rest))
        }
    }
}

/// A pattern moved under a mount point, or why it cannot be.
enum Moved {
    case pattern(String)
    case refused(String)
}

/// A route that can never be chosen because a route of another group (or one registered on
/// the navigator itself) takes its links while both are enabled.
public struct GroupConflict: Hashable, Sendable, CustomStringConvertible {
    /// The conflict, as the router reports it; its indices count every route of the navigator,
    /// its own first, then each group's in mount order.
    public let conflict: RouteConflict
    /// The group of the route that is never chosen; `nil` for the navigator's own routes.
    public let group: String?
    /// The group of the route chosen instead; `nil` for the navigator's own routes.
    public let winnerGroup: String?

    /// A one-line explanation naming both groups.
    public var description: String {
        "\(conflict.pattern) in \(Self.name(group)) is \(conflict.reason.rawValue) by \(conflict.winner) in "
            + Self.name(winnerGroup)
    }

    private static func name(_ group: String?) -> String {
        group.map { "group '\($0)'" } ?? "the navigator's own routes"
    }
}
