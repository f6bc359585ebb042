import Foundation

/// A type whose values can be written into a link and read back: the conversion a typed route
/// uses for one path segment or one query value.
///
/// Reading the text a value writes must give an equal value: `T(linkText: x.linkText) == x`.
/// That is what makes ``Routes/link(for:)`` and ``Routes/route(for:)-(String)`` inverses.
///
/// `Int`, `Double`, `Bool`, `UUID` and `String` conform already. A `RawRepresentable` enum
/// and a `LosslessStringConvertible` type conform with an empty extension; any other type
/// implements the two members.
///
/// ```swift
/// enum Tab: String { case feed, profile, menu }
/// extension Tab: LinkValue {}                  // reads and writes its raw value
///
/// struct Handle: LinkValue {                   // "@alice" in links, "alice" in the app
///     var name: String
///     init?(linkText text: String) {
///         guard text.hasPrefix("@"), text.count > 1 else { return nil }
///         name = String(text.dropFirst())
///     }
///     var linkText: String { "@" + name }
/// }
/// ```
public protocol LinkValue: Sendable {
    /// The value that `text` (already percent-decoded) stands for, or `nil` when it is not one.
    init?(linkText text: String)
    /// The text that stands for this value; Waypoint percent-encodes it.
    var linkText: String { get }
    /// The name used in error messages and route patterns, such as `Int`. Defaults to the type's name.
    static var linkTypeName: String { get }
}

extension LinkValue {
    /// The type's own name.
    public static var linkTypeName: String { String(describing: Self.self) }
}

extension LinkValue where Self: LosslessStringConvertible {
    /// Reads the value with `init?(_ description:)`.
    public init?(linkText text: String) { self.init(text) }
    /// Writes the value's `description`.
    public var linkText: String { description }
}

extension LinkValue where Self: RawRepresentable, RawValue: LinkValue {
    /// Reads the raw value, then the case.
    public init?(linkText text: String) {
        guard let raw = RawValue(linkText: text) else { return nil }
        self.init(rawValue: raw)
    }
    /// Writes the raw value.
    public var linkText: String { rawValue.linkText }
}

/// Any text, as written; an empty string can be a query value but never a path segment.
extension String: LinkValue {}

extension Int: LinkValue {
    /// A decimal integer in its one spelling, as the core's `int` type reads it: `7` and `-7`,
    /// never `+7`, `007` or `-0`.
    public init?(linkText text: String) {
        guard CanonicalText.isInt(text), let value = Int(text) else { return nil }
        self = value
    }
    /// The decimal digits, with `-` for negatives.
    public var linkText: String { description }
}

extension Double: LinkValue {
    /// A finite decimal number in its one spelling, as the core's `double` type reads it:
    /// `2`, `2.5`, `0.001`; never `2.0`, `+2`, `1e3`, `nan` or `inf`.
    public init?(linkText text: String) {
        guard let value = CanonicalText.double(text) else { return nil }
        self = value
    }
    /// The shortest digits that read back as the same number, without an exponent (`1.5`,
    /// `2`, `10000000000000000`).
    public var linkText: String { CanonicalText.spelling(of: self) }
}

extension Bool: LinkValue {
    /// `true`/`1` and `false`/`0`, in any letter case, as apps spell flags in links.
    public init?(linkText text: String) {
        switch text.lowercased() {
        case "true", "1": self = true
        case "false", "0": self = false
        default: return nil
        }
    }
    /// `true` or `false`.
    public var linkText: String { self ? "true" : "false" }
}

extension UUID: LinkValue {
    /// The standard 8-4-4-4-12 form, its hexadecimal digits in either case, as the core's `uuid`
    /// type reads it.
    public init?(linkText text: String) {
        guard CanonicalText.isUUID(text), let value = UUID(uuidString: text) else { return nil }
        self = value
    }
    /// Lowercase hexadecimal, as links usually carry UUIDs.
    public var linkText: String { uuidString.lowercased() }
}
