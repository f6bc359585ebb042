/// Why a screen, or the values of a link, do not convert to a typed value: each case names the
/// value and the screen or link it was read from.
public enum ScreenConversionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The screen's kind is none of the typed screen's kinds.
    case unknownKind(Screen, known: [String])
    /// A value the kind always shows is missing.
    case missingValue(String, in: String)
    /// A value is not the text of its type (`expected` is `Int`, `UUID`, …).
    case malformedValue(String, value: String, expected: String, in: String)
    /// The screen carries values its kind does not show, so converting would lose them.
    case unexpectedValues([String], in: String)

    /// A one-line explanation naming the value and the screen or link.
    public var description: String {
        switch self {
        case .unknownKind(let screen, let known):
            return "the screen \(screen) is of a kind the app's typed screens do not have "
                + "(they have: \(known.joined(separator: ", ")))"
        case .missingValue(let key, let subject):
            return "\(subject) has no value for '\(key)'"
        case .malformedValue(let key, let value, let expected, let subject):
            return "the value '\(value)' for '\(key)' in \(subject) is not \(expected) text"
        case .unexpectedValues(let keys, let subject):
            return "\(subject) carries values its kind does not show: \(keys.joined(separator: ", "))"
        }
    }
}
