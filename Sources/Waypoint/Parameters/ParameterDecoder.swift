/// Decodes a `Decodable` model from a match's path and query values.
///
/// Every value in a link is text, so this decoder reads text into the standard scalar types
/// (`String`, integers, `Double`, `Float`, `Bool`, and through them `UUID`, `URL` and
/// `RawRepresentable` enums), repeated query names into arrays, and absent keys into `nil` or a
/// property's default. Errors name the key at fault.
enum ParameterDecoder {
    static func decode<Model: Decodable>(
        _ type: Model.Type, parameters: Parameters, query: Query
    )
        throws(RouteError) -> Model
    {
        var values: [String: [String]] = [:]
        for item in query { values[item.name, default: []].append(item.value ?? "") }
        // A value from the path is part of the route's identity: it wins over a query value.
        for parameter in parameters { values[parameter.name] = [parameter.value] }
        do {
            return try Model(from: TextDecoder(values: values, codingPath: [], single: nil))
        } catch let error as RouteError {
            throw error
        } catch let DecodingError.keyNotFound(key, _) {
            throw .missingValue(key: key.stringValue)
        } catch let DecodingError.valueNotFound(_, context) {
            throw .missingValue(key: context.codingPath.last?.stringValue ?? "")
        } catch let DecodingError.typeMismatch(type, context) {
            throw malformed(context, expected: "\(type)", values: values)
        } catch let DecodingError.dataCorrupted(context) {
            throw malformed(context, expected: "\(context.debugDescription)", values: values)
        } catch {
            throw .malformedValue(key: "", value: "", expected: "\(Model.self)")
        }
    }

    private static func malformed(
        _ context: DecodingError.Context, expected: String, values: [String: [String]]
    )
        -> RouteError
    {
        let key = context.codingPath.first?.stringValue ?? ""
        return .malformedValue(key: key, value: values[key]?.first ?? "", expected: expected)
    }
}

/// Reads text values into scalars; one instance per coding level.
private struct TextDecoder: Decoder {
    let values: [String: [String]]
    let codingPath: [any CodingKey]
    /// The values of the key being decoded, when below the top level.
    let single: [String]?
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard single == nil else {
            throw DecodingError.typeMismatch(
                [String: Any].self, .init(codingPath: codingPath, debugDescription: "nested objects"))
        }
        return KeyedDecodingContainer(KeyedTextContainer<Key>(values: values, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        UnkeyedTextContainer(texts: single ?? [], codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleTextContainer(text: single?.first, codingPath: codingPath)
    }
}

/// Converts one text value, naming the key when it does not fit.
private func convert<Value>(_ text: String?, _ type: Value.Type, _ codingPath: [any CodingKey]) throws -> Value {
    let key = codingPath.first?.stringValue ?? ""
    guard let text else { throw RouteError.missingValue(key: key) }
    let converted: Any?
    switch type {
    case is String.Type: converted = text
    case is Bool.Type:
        switch text.lowercased() {
        case "true", "1", "yes": converted = true
        case "false", "0", "no": converted = false
        default: converted = nil
        }
    case is Int.Type: converted = Int(text)
    case is Int8.Type: converted = Int8(text)
    case is Int16.Type: converted = Int16(text)
    case is Int32.Type: converted = Int32(text)
    case is Int64.Type: converted = Int64(text)
    case is UInt.Type: converted = UInt(text)
    case is UInt8.Type: converted = UInt8(text)
    case is UInt16.Type: converted = UInt16(text)
    case is UInt32.Type: converted = UInt32(text)
    case is UInt64.Type: converted = UInt64(text)
    case is Double.Type: converted = Double(text).flatMap { $0.isFinite ? $0 : nil }
    case is Float.Type: converted = Float(text).flatMap { $0.isFinite ? $0 : nil }
    default: converted = nil
    }
    guard let value = converted as? Value else {
        throw RouteError.malformedValue(key: key, value: text, expected: "\(Value.self)")
    }
    return value
}

private struct KeyedTextContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let values: [String: [String]]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { values.keys.compactMap { Key(stringValue: $0) } }
    func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }
    func decodeNil(forKey key: Key) throws -> Bool { values[key.stringValue] == nil }

    func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(type, key) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(type, key) }

    func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
        guard let texts = values[key.stringValue] else { throw RouteError.missingValue(key: key.stringValue) }
        return try Value(from: TextDecoder(values: values, codingPath: codingPath + [key], single: texts))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw RouteError.malformedValue(key: key.stringValue, value: "", expected: "a text value, not an object")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        UnkeyedTextContainer(texts: values[key.stringValue] ?? [], codingPath: codingPath + [key])
    }

    func superDecoder() throws -> any Decoder { TextDecoder(values: values, codingPath: codingPath, single: nil) }
    func superDecoder(forKey key: Key) throws -> any Decoder {
        TextDecoder(values: values, codingPath: codingPath + [key], single: values[key.stringValue])
    }

    private func scalar<Value>(_ type: Value.Type, _ key: Key) throws -> Value {
        try convert(values[key.stringValue]?.first, type, codingPath + [key])
    }
}

private struct UnkeyedTextContainer: UnkeyedDecodingContainer {
    let texts: [String]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(texts: [String], codingPath: [any CodingKey]) {
        self.texts = texts
        self.codingPath = codingPath
    }

    var count: Int? { texts.count }
    var isAtEnd: Bool { currentIndex >= texts.count }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        guard !isAtEnd else { throw RouteError.missingValue(key: codingPath.first?.stringValue ?? "") }
        let text = texts[currentIndex]
        currentIndex += 1
        return try Value(from: TextDecoder(values: [:], codingPath: codingPath, single: [text]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw RouteError.malformedValue(
            key: codingPath.first?.stringValue ?? "", value: "", expected: "a text value, not an object")
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw RouteError.malformedValue(
            key: codingPath.first?.stringValue ?? "", value: "", expected: "a text value, not a list")
    }

    mutating func superDecoder() throws -> any Decoder {
        TextDecoder(values: [:], codingPath: codingPath, single: Array(texts[currentIndex...]))
    }
}

private struct SingleTextContainer: SingleValueDecodingContainer {
    let text: String?
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { text == nil }
    func decode(_ type: String.Type) throws -> String { try convert(text, type, codingPath) }
    func decode(_ type: Bool.Type) throws -> Bool { try convert(text, type, codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try convert(text, type, codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try convert(text, type, codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try convert(text, type, codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try convert(text, type, codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try convert(text, type, codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try convert(text, type, codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try convert(text, type, codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try convert(text, type, codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try convert(text, type, codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try convert(text, type, codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try convert(text, type, codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try convert(text, type, codingPath) }
    func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try Value(from: TextDecoder(values: [:], codingPath: codingPath, single: text.map { [$0] }))
    }
}
