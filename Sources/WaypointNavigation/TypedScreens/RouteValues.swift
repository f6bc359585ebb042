import Waypoint

/// The values a screen shows or a link carries, by name, read as Swift types: what generated
/// typed screens and typed actions read their values with.
///
/// ```swift
/// let values = try RouteValues(Screen("reviews", ["productId": "7"]), keys: ["productId", "page"])
/// let productId: Int = try values.value("productId")        // 7
/// let page: Int? = try values.optionalValue("page")         // nil
/// ```
public struct RouteValues: Sendable {
    /// The values as text, by name.
    public let info: [String: String]
    /// What the values were read from, for errors: a screen or a link.
    public let subject: String

    /// The values of `screen`, which must show no value but those named `keys`.
    ///
    /// - Throws: ``ScreenConversionError/unexpectedValues(_:in:)`` naming the others.
    public init(_ screen: Screen, keys: Set<String>) throws(ScreenConversionError) {
        let unexpected = screen.info.keys.filter { !keys.contains($0) }.sorted()
        guard unexpected.isEmpty else { throw .unexpectedValues(unexpected, in: "the screen \(screen)") }
        self.info = screen.info
        self.subject = "the screen \(screen)"
    }

    /// The values of a match: its path parameters, and the values of the query items named
    /// `query`, as a screen route puts them in its screen's info.
    public init(_ match: RouteMatch<RouteEntry>, query: [String]) {
        self.info = RouteEntry.info(match, query: query)
        self.subject = "the link for '\(match.pattern)'"
    }

    /// The value named `key`.
    ///
    /// - Throws: ``ScreenConversionError`` when it is missing or not the text of `Value`.
    public func value<Value: LinkValue>(
        _ key: String, as type: Value.Type = Value.self
    )
        throws(ScreenConversionError) -> Value
    {
        guard let value = try optionalValue(key, as: type) else { throw .missingValue(key, in: subject) }
        return value
    }

    /// The value named `key`, or `nil` when there is none.
    ///
    /// - Throws: ``ScreenConversionError/malformedValue(_:value:expected:in:)`` when it is not
    ///   the text of `Value`.
    public func optionalValue<Value: LinkValue>(
        _ key: String, as type: Value.Type = Value.self
    )
        throws(ScreenConversionError) -> Value?
    {
        guard let text = info[key] else { return nil }
        guard let value = Value(linkText: text) else {
            throw .malformedValue(key, value: text, expected: Value.linkTypeName, in: subject)
        }
        return value
    }
}
