/// The answer to "which route does this link open?": the destination, what was captured, and the link.
public struct RouteMatch<Destination> {
    /// What the route was registered with.
    public let destination: Destination
    /// The pattern that matched.
    public var pattern: RoutePattern {
        switch origin {
        case .given(let given): return given.pattern
        case .quick(let snapshot, let index, _): return snapshot.patterns[index]
        }
    }

    /// Where the pattern and the link come from: given values, or a router's snapshot, the
    /// pattern's index in it and the link's text, which a quick lookup hands over without
    /// copying the pattern or parsing the link. One reference either way, so that a match is
    /// cheap to copy and to release.
    @usableFromInline
    enum Origin: @unchecked Sendable {
        case given(GivenMatch)
        case quick(TrieSnapshot, Int, String)
    }

    @usableFromInline
    let origin: Origin
    /// The values captured from the path.
    public let parameters: Parameters
    /// The parsed link (kind, scheme, host, segments, ``Link/resetsToRoot``).
    ///
    /// A router's fast lookup does not build the link; it is parsed when first asked for here.
    public var link: Link {
        switch origin {
        case .given(let given):
            return given.link
        case .quick(let snapshot, _, let text):
            // The router already read this text successfully, so parsing cannot fail; the
            // fallback only keeps a failure from crashing.
            return (try? Link(parsing: text, options: snapshot.linkOptions))
                ?? Link(
                    original: text, bytes: UnsafeBufferPointer(start: nil, count: 0), layout: LinkLayout(),
                    parts: LinkParts())
        }
    }

    /// Creates a match; routers create these, tests and tools may too.
    public init(destination: Destination, pattern: RoutePattern, parameters: Parameters, link: Link) {
        self.init(destination: destination, pattern: pattern, parameters: parameters, link: link, found: nil)
    }

    /// A match a router's full lookup found: route `found.order` of `found.snapshot`.
    init(
        destination: Destination, pattern: RoutePattern, parameters: Parameters, link: Link,
        found: (snapshot: TrieSnapshot, order: Int)?
    ) {
        self.destination = destination
        self.origin = .given(GivenMatch(pattern: pattern, link: link, found: found))
        self.parameters = parameters
    }

    /// The snapshot a router found this match in, the index of its route there and the link's
    /// text; `nil` for a match made from values.
    var found: (snapshot: TrieSnapshot, order: Int, text: String)? {
        switch origin {
        case .given(let given): return given.found.map { ($0.snapshot, $0.order, given.link.original) }
        case .quick(let snapshot, let index, let text): return (snapshot, index, text)
        }
    }

    /// A match from a quick lookup: pattern `index` of `snapshot`, its link parsed from `text`
    /// only when asked for.
    @inlinable
    init(destination: Destination, snapshot: TrieSnapshot, index: Int, parameters: Parameters, text: String) {
        self.destination = destination
        self.origin = .quick(snapshot, index, text)
        self.parameters = parameters
    }

    /// The link's query items, in order, repeated names kept.
    public var query: Query { link.query }
    /// The link's decoded fragment.
    public var fragment: String? { link.fragment }

    /// The decoded segments a rest-of-path placeholder (`**name` or `<path:name>`) captured,
    /// in order; `nil` when the pattern has no such placeholder or an optional one is absent.
    ///
    /// ``parameters`` holds the same remainder as one string, its segments joined by `/`; here
    /// a segment that held `%2F` stays one segment:
    ///
    /// ```swift
    /// try router.register("/files/**path", destination: "File")
    /// let match = router.match(for: "/files/a/b%2Fc")
    /// match?.parameters["path"]       // "a/b/c"
    /// match?.restSegments("path")     // ["a", "b/c"]
    /// ```
    public func restSegments(_ name: String) -> [String]? {
        guard let value = parameters[name], let start = pattern.restStart(name, in: link.segments, value: value)
        else { return nil }
        return Array(link.segments.dropFirst(start))
    }

    /// The value of `name` from the path, or else from the query: a path value wins.
    public func value(_ name: String) -> String? { parameters[name] ?? query[name] }

    /// Decodes a `Decodable` view model from the path and query values (a view model
    /// initialised from a link). A path value wins over a query value of the same name.
    ///
    /// ```swift
    /// struct AlertModel: Decodable { var title: String; var message: String?; var count: Int = 1 }
    /// let model = try router.resolve("myapp://alert?title=Hello&message=World").decode(AlertModel.self)
    /// ```
    /// - Throws: ``RouteError/missingValue(key:)`` or ``RouteError/malformedValue(key:value:expected:)``
    ///   naming the key.
    public func decode<Model: Decodable>(_ type: Model.Type = Model.self) throws(RouteError) -> Model {
        try ParameterDecoder.decode(type, parameters: parameters, query: query)
    }
}

/// The pattern and link of a match made from values, held by reference.
@usableFromInline
final class GivenMatch: Sendable {
    let pattern: RoutePattern
    let link: Link
    /// Where a router's full lookup found it, for the routes after it (``RouteCandidates``).
    let found: (snapshot: TrieSnapshot, order: Int)?

    init(pattern: RoutePattern, link: Link, found: (snapshot: TrieSnapshot, order: Int)?) {
        self.pattern = pattern
        self.link = link
        self.found = found
    }
}

extension RouteMatch: Sendable where Destination: Sendable {}
extension RouteMatch: Equatable where Destination: Equatable {
    /// Two matches are equal when destination, pattern, parameters and link are.
    public static func == (lhs: RouteMatch, rhs: RouteMatch) -> Bool {
        lhs.destination == rhs.destination && lhs.pattern == rhs.pattern && lhs.parameters == rhs.parameters
            && lhs.link == rhs.link
    }
}
