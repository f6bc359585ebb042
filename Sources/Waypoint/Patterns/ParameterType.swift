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

    /// A custom type that accepts a segment when `accepts` returns `true`.
    public init(name: String, accepts: @escaping @Sendable (String) -> Bool) {
        self.init(name: name, rank: 100, accepts: accepts)
    }

    init(name: String, rank: Int, accepts: @escaping @Sendable (String) -> Bool) {
        self.name = name
        self.rank = rank
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

    /// A 64-bit signed integer in decimal; values that overflow are not integers.
    public static let int = ParameterType(name: "int", rank: 0) { Int($0) != nil }
    /// A UUID in its standard 8-4-4-4-12 hexadecimal form.
    public static let uuid = ParameterType(name: "uuid", rank: 1) { $0.utf8.count == 36 && UUID(uuidString: $0) != nil }
    /// A finite decimal number (`nan` and `inf` are refused).
    public static let double = ParameterType(name: "double", rank: 2) { Double($0)?.isFinite == true }

    /// Names that cannot be registered: they have a fixed meaning in patterns.
    static let reservedNames: Set<String> = ["string", "int", "float", "double", "uuid", "path"]

    /// The built-in typed placeholders by every name they are written with.
    static let builtIns: [String: ParameterType] = ["int": .int, "uuid": .uuid, "double": .double, "float": .double]
}
