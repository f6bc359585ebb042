/// A parsed route pattern, in any of the dialects Waypoint reads.
///
/// | written | reads as |
/// |---|---|
/// | `/posts/:postID` | Express-style placeholder |
/// | `post:{postId}` | Compass URN with a `{name}` placeholder |
/// | `myapp://user/<int:id>` | URLNavigator typed placeholder, only for `myapp` links |
/// | `https://example.com/docs/**` | only for that host, `**` is the rest of the path |
/// | `/files/<path:file>` | the rest of the path, captured as `file` |
/// | `/search/:query?` | an optional trailing part |
/// | `/path(/:id)(/:action)` | optional groups: each may be left out |
///
/// Types are `string` (default), `int`, `float`/`double`, `uuid`, `path` and any registered
/// ``ParameterType``.
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
    /// Where a pattern applies and how it prints back into a link.
    public enum Form: Hashable, Sendable {
        /// `/a/b` or `a/b`: any accepted scheme and host.
        case path
        /// `post:{id}`: a URN, printed with the URN separator.
        case urn(separator: Character)
        /// `myapp://a/b`: only links of this custom scheme. The first `authoritySegments`
        /// segments were written in the host position, joined by `separator`.
        case custom(scheme: String, authoritySegments: Int, separator: Character?)
        /// `https://example.com/a`: only web links to this host. A port other than the
        /// scheme's default is part of `host` (`localhost:3000`), and then only links to that
        /// port match; `https://example.com:443` reads as `https://example.com`.
        case web(scheme: String, host: String)
    }

    /// The pattern as written.
    public let description: String
    /// Where the pattern applies.
    public let form: Form
    /// The segments of the fullest form, every optional part included.
    public let segments: [PatternSegment]
    /// How many leading segments every form keeps: the segments before the first optional
    /// part. ``variants`` lists every form.
    public var requiredCount: Int { groups.first?.start ?? segments.count }
    /// The optional parts and the forms they give; `nil` for most patterns, which have none.
    let optionalParts: OptionalParts?

    /// Parses `text`. `types` are the custom type names the pattern may use.
    ///
    /// - Throws: ``RouteError/invalidPattern(_:position:problem:)``.
    public init(_ text: String, options: LinkOptions = .default, types: Set<String> = []) throws(RouteError) {
        let parsed = try PatternParser.parse(text, options: options, types: types)
        self.description = text
        self.form = parsed.form
        self.segments = parsed.segments
        self.optionalParts =
            parsed.groups.isEmpty ? nil : OptionalParts(groups: parsed.groups, segmentCount: parsed.segments.count)
    }

    /// The names this pattern captures, in order (`_` placeholders excluded).
    public var parameterNames: [String] { segments.compactMap(\.capturedName) }

    /// The key that decides which trie the pattern lives in: a scheme, a web host, or none.
    var qualifier: String? {
        switch form {
        case .path, .urn: return nil
        case .custom(let scheme, _, _): return "scheme:" + scheme
        case .web(_, let host): return "web:" + host
        }
    }

    /// Prints a link from parameter values, the inverse of matching.
    ///
    /// Values are percent-encoded so that they read back as the same segment; a `path`
    /// value keeps its slashes. Of the pattern's ``variants``, the first (the fullest) whose
    /// placeholders all have values is printed, so optional parts are printed when values for
    /// them exist. `defaultPrefix` is used for path patterns (for example `"myapp://"`);
    /// without it a path pattern prints as `/a/b`.
    ///
    /// ```swift
    /// let pattern = try RoutePattern("myapp://user/<int:id>")
    /// try pattern.expand(["id": "42"])   // "myapp://user/42"
    /// ```
    /// - Throws: ``RouteError/missingValue(key:)`` when a required value is absent, and
    ///   ``RouteError/malformedValue(key:value:expected:)`` when a value does not fit its type.
    public func expand(
        _ values: [String: String], query: [QueryItem] = [], types: [String: ParameterType] = [:],
        defaultPrefix: String? = nil
    ) throws(RouteError) -> String {
        let forms = variants
        let chosen = forms.first { $0.allSatisfy { Self.hasValue($0, in: values) } } ?? forms[forms.count - 1]
        let printed = try chosen.map { segment throws(RouteError) -> String in
            switch segment {
            case .literal(let text):
                return LinkEncoding.encodeSegment(text, keepingSlashes: false)
            case .parameter(let name, let type):
                guard let name, let value = values[name] else { throw .missingValue(key: name ?? "_") }
                let checker = types[type] ?? ParameterType.builtIns[type]
                if value.isEmpty || (checker.map { !$0.accepts(value) } ?? false) {
                    throw .malformedValue(key: name, value: value, expected: type)
                }
                return LinkEncoding.encodeSegment(value, keepingSlashes: false)
            case .wildcard:
                throw .missingValue(key: "*")
            case .rest(let name):
                guard let name, let value = values[name], !value.isEmpty else { throw .missingValue(key: name ?? "**") }
                return LinkEncoding.encodeSegment(value, keepingSlashes: true)
            }
        }
        let link: String
        switch form {
        case .path:
            link = (defaultPrefix ?? "/") + printed.joined(separator: "/")
        case .urn(let separator):
            // A link is a URN only when its first part reads as a scheme: a value that does not
            // would print a link that opens no route.
            if case .parameter(let name?, _)? = chosen.first, let first = printed.first, !Self.readsAsScheme(first) {
                throw .malformedValue(
                    key: name, value: values[name] ?? "",
                    expected: "URN namespace (a letter, then letters, digits, '+', '-', '.' or '_'; not http or https)")
            }
            // Links are read as `scheme:` then parts split on the separator: print them that way,
            // so a separator other than ':' prints a link that opens this route.
            link =
                printed.prefix(1).joined() + (printed.count > 1 ? ":" : "")
                + printed.dropFirst().joined(separator: String(separator))
        case .custom(let scheme, let authority, let separator):
            let head = printed.prefix(authority).joined(separator: separator.map(String.init) ?? "/")
            let tail = printed.dropFirst(authority)
            // A pattern written with an empty host (`myapp:///User/x`) keeps its first segment's
            // case, but a link's host is read in lowercase: print such a segment in the path,
            // after an empty host, so that the link opens this route.
            let keepsCase = authority == 0 && tail.first.map { $0 != $0.lowercased() } == true
            link =
                scheme + (keepsCase ? ":///" : "://") + head
                + (tail.isEmpty ? "" : (authority > 0 ? "/" : "") + tail.joined(separator: "/"))
        case .web(let scheme, let host):
            link = scheme + "://" + host + "/" + printed.joined(separator: "/")
        }
        let items = query.map { item in
            LinkEncoding.encodeQuery(item.name) + (item.value.map { "=" + LinkEncoding.encodeQuery($0) } ?? "")
        }
        return query.isEmpty ? link : link + "?" + items.joined(separator: "&")
    }

    /// Whether a link that starts with `text` and `:` is read as a URN: `text` is a scheme, and
    /// not a web one.
    private static func readsAsScheme(_ text: String) -> Bool {
        var link = text + ":"
        return link.withUTF8 { bytes in
            let end = bytes.count - 1
            return LinkReader<LinkParts>.schemeEnd(in: bytes, before: bytes.count) == end
                && !LinkReader<LinkParts>.isWebScheme(bytes, 0..<end)
        }
    }

    /// Whether `segment` can be printed from `values`: a literal, or a placeholder with a value.
    private static func hasValue(_ segment: PatternSegment, in values: [String: String]) -> Bool {
        switch segment {
        case .literal: return true
        case .parameter(let name, _): return name.flatMap { values[$0] } != nil
        case .wildcard: return false
        case .rest(let name): return !(name.flatMap { values[$0] } ?? "").isEmpty
        }
    }
}
