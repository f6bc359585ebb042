/// The answer to "which route does this link open?": the destination, what was captured, and the link.
public struct RouteMatch<Destination> {
    /// What the route was registered with.
    public let destination: Destination
    /// The pattern that matched.
    public let pattern: RoutePattern
    /// The values captured from the path.
    public let parameters: Parameters
    /// The parsed link (kind, scheme, host, segments, ``Link/resetsToRoot``).
    public let link: Link

    /// Creates a match; routers create these, tests and tools may too.
    public init(destination: Destination, pattern: RoutePattern, parameters: Parameters, link: Link) {
        self.destination = destination
        self.pattern = pattern
        self.parameters = parameters
        self.link = link
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

extension RouteMatch: Sendable where Destination: Sendable {}
extension RouteMatch: Equatable where Destination: Equatable {}
