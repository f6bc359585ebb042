extension ParameterType {
    /// A placeholder type whose segments are the texts `Value` reads, URLNavigator's value
    /// converters: the placeholder matches only text that converts, and
    /// ``Parameters/value(_:converting:)`` gives the converted value.
    ///
    /// ```swift
    /// struct Handle: LinkValue {                     // "@alice" in links
    ///     var name: String
    ///     init?(linkText text: String) {
    ///         guard text.hasPrefix("@"), text.count > 1 else { return nil }
    ///         name = String(text.dropFirst())
    ///     }
    ///     var linkText: String { "@" + name }
    /// }
    /// try router.register(type: .converting("handle", to: Handle.self))
    /// try router.register("/<handle:who>", destination: "Profile")
    /// router.match(for: "/@alice")?.parameters.value("who", converting: Handle.self)?.name   // "alice"
    /// ```
    public static func converting<Value: LinkValue>(_ name: String, to type: Value.Type) -> ParameterType {
        ParameterType(name: name) { Value(linkText: $0) != nil }
    }
}

extension Parameters {
    /// The value for `name` converted by `Value(linkText:)`, or `nil` when absent or when it
    /// does not convert: typed access for a placeholder of a ``ParameterType/converting(_:to:)``
    /// type, or any value an app reads as one of its ``LinkValue`` types.
    public func value<Value: LinkValue>(_ name: String, converting type: Value.Type) -> Value? {
        self[name].flatMap { Value(linkText: $0) }
    }
}
