/// The answer to "which route does this link open?": the destination, what was captured, and the link.
public struct RouteMatch<Destination> {
    /// What the route was registered with.
    public let destination: Destination
    /// The pattern that matched.
    public var pattern: RoutePattern {
        switch patternSource {
        case .value(let pattern): return pattern
        case .registered(let patterns, let index): return patterns[index]
        }
    }

    /// Where ``pattern`` comes from: a value, or a router's registered patterns and an index,
    /// which a quick lookup hands over without touching the pattern itself.
    @usableFromInline
    enum PatternSource: Sendable {
        case value(RoutePattern)
        case registered([RoutePattern], Int)
    }

    @usableFromInline
    let patternSource: PatternSource
    /// The values captured from the path.
    public let parameters: Parameters
    /// The parsed link (kind, scheme, host, segments, ``Link/resetsToRoot``).
    ///
    /// A router's fast lookup does not build the link; it is parsed when first asked for here.
    public var link: Link {
        switch source {
        case .parsed(let parsed):
            return parsed.link
        case .unparsed(let text, let options):
            // The router already read this text successfully, so parsing cannot fail; the
            // fallback only keeps a failure from crashing.
            return (try? Link(parsing: text, options: options.options)) ?? Link(original: text, parts: LinkParts())
        }
    }

    /// Where ``link`` comes from: a parsed link, or the text a quick lookup matched. Both are
    /// references, so that a match stays small to copy.
    @usableFromInline
    enum LinkSource: Sendable {
        case parsed(LinkReference)
        case unparsed(String, LinkOptionsReference)
    }

    @usableFromInline
    let source: LinkSource

    /// Creates a match; routers create these, tests and tools may too.
    public init(destination: Destination, pattern: RoutePattern, parameters: Parameters, link: Link) {
        self.destination = destination
        self.patternSource = .value(pattern)
        self.parameters = parameters
        self.source = .parsed(LinkReference(link))
    }

    /// A match whose link is parsed from `text` only when asked for.
    @inlinable
    init(
        destination: Destination, patterns: [RoutePattern], index: Int, parameters: Parameters, text: String,
        options: LinkOptionsReference
    ) {
        self.destination = destination
        self.patternSource = .registered(patterns, index)
        self.parameters = parameters
        self.source = .unparsed(text, options)
    }

    /// The link's query items, in order, repeated names kept.
    public var query: Query { link.query }
    /// The link's decoded fragment.
    public var fragment: String? { link.fragment }

    /// The value of `name` from the path, or else from the query: a path value wins.
    public func value(_ name: String) -> String? { parameters[name] ?? query[name] }

    /// Decodes a `Decodable` view model from the path and query values (seed 002's
    /// "URL-initialisable view model"). A path value wins over a query value of the same name.
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

/// A parsed link held by reference.
@usableFromInline
final class LinkReference: Sendable {
    let link: Link
    init(_ link: Link) { self.link = link }
}

/// Link options held by reference, shared by a router's matches.
@usableFromInline
final class LinkOptionsReference: Sendable {
    let options: LinkOptions
    init(_ options: LinkOptions) { self.options = options }
}

extension RouteMatch: Sendable where Destination: Sendable {}
extension RouteMatch: Equatable where Destination: Equatable {
    /// Two matches are equal when destination, pattern, parameters and link are.
    public static func == (lhs: RouteMatch, rhs: RouteMatch) -> Bool {
        lhs.destination == rhs.destination && lhs.pattern == rhs.pattern && lhs.parameters == rhs.parameters
            && lhs.link == rhs.link
    }
}
