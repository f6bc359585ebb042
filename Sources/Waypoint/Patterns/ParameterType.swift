import Foundation

/// A placeholder type: the name used in `<type:name>` and the test a segment must pass.
///
/// Built-in types are `string` (the default), `int`, `float`/`double`, `uuid` and `path`
/// (the rest of the link). Apps add their own by name:
///
/// ```swift
/// let router = Router<String>()
/// try router.register(type: .oneOf("region", ["us-west-1", "ap-northeast-2", "eu-west-3"]))
/// try router.register("myapp://region/<region:_>", destination: "Region")
/// ```
public struct ParameterType: Sendable, CustomStringConvertible {
    /// The name written in patterns (`int` in `<int:id>`).
    public let name: String
    let accepts: @Sendable (String) -> Bool
    /// Where this type is tried among typed placeholders at one position: lower first.
    let rank: Int
    /// A test on a segment's bytes that every value of the type passes, so that a lookup can
    /// refuse most segments without making a `String` of them.
    let bytesMayMatch: ByteTest

    /// A necessary condition on a value's UTF-8 bytes.
    enum ByteTest: Sendable {
        /// Any bytes may be a value.
        case any
        /// An optional sign, then decimal digits (leading zeros have no limit): the only text
        /// `Int(_:)` can accept.
        case decimalInteger
        /// Exactly 36 bytes, the length of a UUID's standard form.
        case length36

        /// Whether `bytes` pass.
        @inline(__always)
        func passes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            switch self {
            case .any:
                return true
            case .length36:
                return bytes.count == 36
            case .decimalInteger:
                var digits = bytes[...]
                if let first = digits.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
                    digits = digits.dropFirst()
                }
                return !digits.isEmpty
                    && digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            }
        }
    }

    /// A custom type that accepts a segment when `accepts` returns `true`.
    public init(name: String, accepts: @escaping @Sendable (String) -> Bool) {
        self.init(name: name, rank: 100, accepts: accepts)
    }

    init(
        name: String, rank: Int, bytesMayMatch: ByteTest = .any, accepts: @escaping @Sendable (String) -> Bool
    ) {
        self.name = name
        self.rank = rank
        self.bytesMayMatch = bytesMayMatch
        self.accepts = accepts
    }

    /// Whether `segment` is a value of this type.
    public func validates(_ segment: String) -> Bool { accepts(segment) }

    /// The type name.
    public var description: String { name }

    /// A type that accepts exactly the listed values (URLNavigator's custom converter example).
    public static func oneOf(_ name: String, _ values: Set<String>) -> ParameterType {
        ParameterType(name: name) { values.contains($0) }
    }

    /// A 64-bit signed integer in its canonical decimal form: no `+`, no leading zeros, `-0`
    /// refused (`+1` and `007` are not `int` values). Values that overflow are not integers.
    public static let int = ParameterType(name: "int", rank: 0, bytesMayMatch: .decimalInteger) {
        CanonicalText.isInt($0)
    }
    /// A UUID in its standard 8-4-4-4-12 form, its hexadecimal digits in either case: UUIDs are
    /// case-insensitive on input (RFC 9562), and `UUID.uuidString` prints uppercase.
    public static let uuid = ParameterType(name: "uuid", rank: 1, bytesMayMatch: .length36) {
        CanonicalText.isUUID($0)
    }
    /// A finite decimal number in its canonical form: the shortest digits that read back as the
    /// same `Double`, with no exponent, no `+`, no leading or trailing zeros, and no point for
    /// whole numbers (`2`, `2.5`, `0.001`). `nan`, `inf`, `1e3`, `2.0` and `+2` are refused.
    public static let double = ParameterType(name: "double", rank: 2) { CanonicalText.double($0) != nil }

    /// Names that cannot be registered: they have a fixed meaning in patterns.
    static let reservedNames: Set<String> = ["string", "int", "float", "double", "uuid", "path"]

    /// The built-in typed placeholders by every name they are written with.
    static let builtIns: [String: ParameterType] = ["int": .int, "uuid": .uuid, "double": .double, "float": .double]
}
