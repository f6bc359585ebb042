import Foundation

/// The values a route captured from a link's path, by placeholder name, in pattern order.
///
/// ```swift
/// try router.register("/user/<int:id>/posts/:slug", destination: "Post")
/// let match = router.match(for: "myapp://user/42/posts/hello%20world")
/// match?.parameters["slug"]       // "hello world" (decoded once)
/// match?.parameters.int("id")     // 42
/// ```
public struct Parameters: Hashable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// One captured value.
    public struct Element: Hashable, Sendable {
        /// The placeholder's name.
        public var name: String
        /// The decoded segment (or `/`-joined segments for a rest-of-path placeholder).
        public var value: String
    }

    private var storage: [Element]

    /// Parameters from name–value pairs, in order.
    public init(_ pairs: [(String, String)] = []) {
        storage = pairs.map { Element(name: $0.0, value: $0.1) }
    }

    /// Parameters from elements already built (the router's lookup builds them in place).
    init(elements: [Element]) { storage = elements }

    /// Parameters written as a dictionary literal.
    public init(dictionaryLiteral elements: (String, String)...) { self.init(elements) }

    /// The value captured for `name`, or `nil`.
    public subscript(name: String) -> String? {
        for element in storage where element.name == name { return element.value }
        return nil
    }

    /// The captured names, in pattern order.
    public var names: [String] { storage.map(\.name) }
    /// Whether nothing was captured.
    public var isEmpty: Bool { storage.isEmpty }
    /// How many values were captured.
    public var count: Int { storage.count }

    /// The value for `name` as an `Int`, or `nil` when absent or not an integer.
    public func int(_ name: String) -> Int? { self[name].flatMap { Int($0) } }
    /// The value for `name` as a finite `Double`, or `nil`.
    public func double(_ name: String) -> Double? {
        self[name].flatMap { Double($0) }.flatMap { $0.isFinite ? $0 : nil }
    }
    /// The value for `name` as a `UUID`, or `nil`.
    public func uuid(_ name: String) -> UUID? { self[name].flatMap { UUID(uuidString: $0) } }

    /// The value for `name` converted to any `LosslessStringConvertible` type.
    ///
    /// ```swift
    /// match.parameters.value("id", as: Int64.self)
    /// ```
    public func value<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type = Value.self) -> Value? {
        self[name].flatMap { Value($0) }
    }

    /// The value for `name` as a `RawRepresentable` with a `String` raw value (an app's own enum).
    public func value<Value: RawRepresentable>(_ name: String, as type: Value.Type = Value.self) -> Value?
    where Value.RawValue == String {
        self[name].flatMap { Value(rawValue: $0) }
    }

    /// A dictionary of every value; the first wins if a name repeats.
    public var dictionary: [String: String] {
        var values = [String: String](minimumCapacity: storage.count)
        for element in storage where values[element.name] == nil { values[element.name] = element.value }
        return values
    }

    /// Iterates the captured values in pattern order.
    public func makeIterator() -> IndexingIterator<[Element]> { storage.makeIterator() }

    /// Two sets of parameters are equal when they capture the same names with the same values.
    public static func == (lhs: Parameters, rhs: Parameters) -> Bool { lhs.storage == rhs.storage }
    /// Hashes the captured values.
    public func hash(into hasher: inout Hasher) { hasher.combine(storage) }
}

extension Parameters: CustomStringConvertible, CustomDebugStringConvertible {
    /// The values in pattern order, written as a dictionary literal: `["id": "42", "slug": "hi"]`.
    /// Values are quoted and escaped, so a value holding a quote or a line break stays on one
    /// line and cannot be mistaken for another entry.
    public var description: String {
        guard !isEmpty else { return "[:]" }
        return "[" + map { "\($0.name.debugDescription): \($0.value.debugDescription)" }.joined(separator: ", ") + "]"
    }

    /// `Parameters(["id": "42"])`.
    public var debugDescription: String { "Parameters(\(description))" }
}
