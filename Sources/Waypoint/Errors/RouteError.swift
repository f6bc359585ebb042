/// Everything that can go wrong in the routing core, each case naming the input it blames.
///
/// Patterns are a programmer's input: a bad one throws from `Router.register(_:destination:)`.
/// Links are a stranger's input: a bad one is answered with a `RouteError` from
/// `Router.resolve(_:)` or `Link.init(parsing:options:)`, never with a crash.
///
/// ```swift
/// do { try router.register("/posts/<bogus:id>", destination: "Post") }
/// catch let error as RouteError { print(error) }
/// // Invalid pattern "/posts/<bogus:id>" at offset 7: unknown placeholder type "bogus" …
/// ```
public enum RouteError: Error, Hashable, Sendable {
    /// A route pattern could not be parsed; `position` is the character offset in the pattern.
    case invalidPattern(String, position: Int, problem: PatternProblem)
    /// A link could not be parsed; `position` is the UTF-8 offset in the link.
    case invalidLink(String, position: Int, problem: LinkProblem)
    /// A link parsed, but the router does not accept where it comes from (scheme, host, port).
    case notAccepted(String, reason: AcceptanceProblem)
    /// A valid, accepted link that no route matches. `detail` says where matching stopped.
    case noMatch(String, detail: String)
    /// A valid, accepted link whose lookup would enter more than `limit` nodes of the routing
    /// trie (``RouterOptions/maxLookupSteps``). It is refused, as a link over a length limit is,
    /// rather than searched at whatever cost the table allows; the same link is refused every
    /// time, and never answered with a route of lower precedence.
    case tooManySteps(String, limit: Int)
    /// A value needed to decode or print something is absent.
    case missingValue(key: String)
    /// A value is present but cannot become the expected type.
    case malformedValue(key: String, value: String, expected: String)
    /// A custom parameter type was registered twice, or under a reserved name.
    case invalidConverter(name: String, problem: String)
    /// A parameter holds a link that its ``LinkParameterPolicy`` does not allow (a `web?url=`
    /// route asked to open `javascript:` or another site). `value` is the parameter's value.
    case unsafeLinkParameter(key: String, value: String, reason: LinkParameterProblem)
    /// No route in place has this pattern (``Router/unregister(_:)-(String)``,
    /// ``Router/setRoute(_:enabled:)-(String,_)``): it was never registered, or already removed.
    /// With an `index`, the route at that index of ``Router/patterns`` does not have it, or there
    /// is none.
    case notRegistered(String, index: Int?)

    /// What is wrong with a pattern.
    public enum PatternProblem: Hashable, Sendable {
        /// The pattern is empty.
        case empty
        /// A `scheme://` prefix has characters a scheme may not contain, or a URN pattern starts
        /// with something no scheme can be (`post*:{id}`, `<int:id>:name`): a link is a URN only
        /// when its first part is a scheme.
        case invalidScheme
        /// A placeholder is opened and never closed (`{id`, `<int:id`).
        case unclosedPlaceholder
        /// A placeholder has no name, or a name that is not an identifier.
        case invalidName(String)
        /// The same placeholder name appears twice.
        case duplicateName(String)
        /// `<type:name>` names a type that is neither built in nor registered.
        case unknownType(String)
        /// `**` or `<path:…>` is followed by more segments; it must come last.
        case restNotLast
        /// An optional part is followed by a required one; optional parts must trail.
        case optionalNotTrailing
        /// Two slashes in a row: an empty segment can never match.
        case emptySegment
        /// A character that has no meaning here (`{`, `}`, `<`, `>` outside a placeholder).
        case unexpectedCharacter(Character)
        /// A literal holds a malformed percent escape.
        case malformedEscape
        /// A typed route needs this value, but its pattern does not capture it (or captures it
        /// only in an optional part a link may leave out).
        case missingValue(String)
        /// The pattern captures this value (or has a `*`), but no parameter of the typed route
        /// reads it, so the route's links could not be printed.
        case unusedValue(String)
        /// A typed route accepts exactly the links of the earlier route with this pattern.
        case duplicateRoute(String)
        /// A `(` that is never closed, or a `)` that closes nothing.
        case unbalancedGroup
        /// An optional group holds no segment (`()`, `(/)`).
        case emptyGroup
        /// A parenthesis inside a segment (`/a(b)`): an optional group holds whole segments, with
        /// a `/` (or the URN separator) between it and its neighbours, inside or outside it.
        case groupSplitsSegment
        /// An optional group in the scheme or the host: only the path has optional parts.
        case groupOutsidePath
        /// The optional groups give the pattern more forms than `limit`; each form is a route.
        case tooManyVariants(limit: Int)
        /// A typed route's optional value (`.path("page", Int?.self)`) sits in a part of the
        /// pattern every link holds, so its route could never print without it.
        case optionalValueAlwaysPresent(String)
    }

    /// What is wrong with a link.
    public enum LinkProblem: Hashable, Sendable {
        /// The link is longer than `LinkLimits.maxLength` (UTF-8 bytes).
        case tooLong(limit: Int)
        /// The link has more path segments than `LinkLimits.maxSegments`.
        case tooManySegments(limit: Int)
        /// One segment is longer than `LinkLimits.maxSegmentLength` (UTF-8 bytes).
        case segmentTooLong(limit: Int)
        /// The query has more items than `LinkLimits.maxQueryItems`.
        case tooManyQueryItems(limit: Int)
        /// A `%` is not followed by two hexadecimal digits.
        case malformedEscape
        /// Percent-decoding produced bytes that are not UTF-8.
        case invalidUTF8
        /// A control character, a line or paragraph separator, or an invisible formatting character.
        case forbiddenCharacter
        /// A `.` or `..` segment (also when percent-encoded): never a route, often an attack.
        case dotSegment
        /// A web link without a host, or a host that is not a host name.
        case invalidHost
        /// A port that is not a number between 0 and 65535 in digits after exactly one `:`.
        case invalidPort
        /// The link is empty or has no scheme, path or URN body.
        case empty
    }

    /// Why a well-formed link is not accepted by a router.
    public enum AcceptanceProblem: Hashable, Sendable {
        /// The custom scheme is not one of the router's schemes.
        case scheme(String)
        /// The web host is not one of the router's hosts.
        case host(String)
        /// The router lists no web hosts, so it accepts no web link.
        case noWebHosts
        /// A plain `http` link to a host listed for `https` only. List the host as
        /// `http://name` to accept `http` too (local development).
        case insecureScheme(host: String)
        /// The web link carries user information (`user@host`), which never passes as a host.
        case userInfo
        /// The web link names a port the router does not accept.
        case port(Int)
        /// URN links (`post:abc`) are switched off for this router.
        case urn
    }
}

extension RouteError: CustomStringConvertible {
    /// A message that names the input, the place and what to do.
    public var description: String {
        switch self {
        case .invalidPattern(let pattern, let position, let problem):
            return "Invalid pattern \"\(pattern)\" at offset \(position): \(problem)"
        case .invalidLink(let link, let position, let problem):
            return "Invalid link \"\(RouteError.clipped(link))\" at offset \(position): \(problem)"
        case .notAccepted(let link, let reason):
            return "Link \"\(RouteError.clipped(link))\" is not accepted: \(reason)"
        case .noMatch(let link, let detail):
            return "No route matches \"\(RouteError.clipped(link))\": \(detail)"
        case .tooManySteps(let link, let limit):
            return "Link \"\(RouteError.clipped(link))\" is refused: matching it would search more than \(limit) "
                + "nodes of the routing table (RouterOptions.maxLookupSteps; Router.maximumLookupSteps gives the "
                + "most any link can take)"
        case .missingValue(let key):
            return "Missing value for \"\(key)\""
        case .malformedValue(let key, let value, let expected):
            return "Value \"\(RouteError.clipped(value))\" for \"\(key)\" is not a valid \(expected)"
        case .invalidConverter(let name, let problem):
            return "Cannot register parameter type \"\(name)\": \(problem)"
        case .unsafeLinkParameter(let key, let value, let reason):
            return "Parameter \"\(key)\" holds a link that is not allowed (\"\(RouteError.clipped(value))\"): \(reason)"
        case .notRegistered(let pattern, nil):
            return "No route is registered with the pattern \"\(pattern)\"; Router.patterns lists those in place"
        case .notRegistered(let pattern, let index?):
            return "Route \(index) is not a registration of \"\(pattern)\"; Router.patterns lists those in place"
        }
    }

    /// Links can be 100 KB of attacker-chosen text; messages show the start only.
    static func clipped(_ text: String) -> String {
        let limit = 120
        guard text.utf8.count > limit else { return text }
        return String(text.prefix(limit)) + "…(\(text.utf8.count) bytes)"
    }
}

extension RouteError.PatternProblem: CustomStringConvertible {
    /// A short explanation with the fix.
    public var description: String {
        switch self {
        case .empty: return "the pattern is empty; use \"/\" for the root"
        case .invalidScheme: return "a scheme is a letter followed by letters, digits, '+', '-' or '.'"
        case .unclosedPlaceholder: return "a placeholder is not closed"
        case .invalidName(let name): return "\"\(name)\" is not a placeholder name (letters, digits, '_')"
        case .duplicateName(let name): return "the placeholder name \"\(name)\" is used twice"
        case .unknownType(let type):
            return "unknown placeholder type \"\(type)\"; register it with register(type:) first"
        case .restNotLast: return "a rest-of-path placeholder (** or <path:…>) must be the last segment"
        case .optionalNotTrailing: return "optional parts must all come at the end"
        case .emptySegment: return "empty segment (two slashes in a row)"
        case .unexpectedCharacter(let character): return "unexpected character \"\(character)\""
        case .malformedEscape: return "malformed percent escape in a literal"
        case .missingValue(let name):
            return "the route needs the value \"\(name)\", which the pattern does not capture in a required part"
        case .unusedValue(let name):
            return "the pattern captures \"\(name)\", which no parameter of the route reads; add a parameter for it"
        case .duplicateRoute(let earlier):
            return "the route \"\(earlier)\" already accepts exactly these links"
        case .unbalancedGroup: return "a parenthesis is not matched; optional groups are written (/part)"
        case .emptyGroup: return "an optional group holds no segment"
        case .groupSplitsSegment:
            return "an optional group holds whole segments; put a '/' between it and the segment beside it"
        case .groupOutsidePath:
            return "optional groups belong in the path, not in the scheme or the host"
        case .tooManyVariants(let limit):
            return "the optional groups give more than \(limit) forms; split the pattern into several routes"
        case .optionalValueAlwaysPresent(let name):
            return "the optional value \"\(name)\" is captured in a part every link holds; put it in an optional group"
        }
    }
}

extension RouteError.LinkProblem: CustomStringConvertible {
    /// A short explanation.
    public var description: String {
        switch self {
        case .tooLong(let limit): return "longer than the limit of \(limit) bytes"
        case .tooManySegments(let limit): return "more than \(limit) path segments"
        case .segmentTooLong(let limit): return "a segment is longer than \(limit) bytes"
        case .tooManyQueryItems(let limit): return "more than \(limit) query items"
        case .malformedEscape: return "'%' must be followed by two hexadecimal digits"
        case .invalidUTF8: return "percent-decoding gives bytes that are not UTF-8"
        case .forbiddenCharacter: return "control, separator or invisible formatting character"
        case .dotSegment: return "'.' and '..' segments are not allowed"
        case .invalidHost: return "missing or malformed host"
        case .invalidPort: return "malformed port: digits from 0 to 65535 after one ':'"
        case .empty: return "empty link"
        }
    }
}

extension RouteError.AcceptanceProblem: CustomStringConvertible {
    /// A short explanation.
    public var description: String {
        switch self {
        case .scheme(let scheme): return "scheme \"\(scheme)\" is not one of the router's schemes"
        case .host(let host): return "host \"\(host)\" is not one of the router's hosts"
        case .noWebHosts: return "the router lists no web hosts, so it accepts no web link"
        case .insecureScheme(let host):
            return "plain http is not accepted for \"\(host)\"; list it as \"http://\(host)\" to allow it"
        case .userInfo: return "web links with user information (user@host) are never accepted"
        case .port(let port): return "port \(port) is not accepted"
        case .urn: return "URN links are not accepted by this router"
        }
    }
}
