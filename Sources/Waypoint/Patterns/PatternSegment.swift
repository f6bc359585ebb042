/// One segment of a compiled route pattern.
public enum PatternSegment: Hashable, Sendable {
    /// Matches exactly this (decoded) text.
    case literal(String)
    /// Matches one segment of the given type (`string` for `:name`, `{name}` and `<name>`).
    /// A `nil` name (written `_`) matches without capturing.
    case parameter(name: String?, type: String)
    /// `*`: matches any one segment without capturing it.
    case wildcard
    /// `**` or `<path:name>`: matches one or more remaining segments.
    case rest(name: String?)

    /// Precedence at one position, lower first: literal, typed, string, `*`, rest.
    var precedence: Int {
        switch self {
        case .literal: return 0
        case .parameter(_, let type): return type == "string" ? 2 : 1
        case .wildcard: return 3
        case .rest: return 4
        }
    }

    /// The captured name, if this segment captures one.
    var capturedName: String? {
        switch self {
        case .parameter(let name, _), .rest(let name): return name
        case .literal, .wildcard: return nil
        }
    }

    /// Whether matching this segment appends a capture (named or not).
    var captures: Bool {
        switch self {
        case .parameter, .rest: return true
        case .literal, .wildcard: return false
        }
    }
}
