/// The identity of what is on screen: a kind plus the information it shows.
///
/// Two screens are the same screen when their kinds and their info are equal, as seed 004's
/// view controller context. Apps map their own routes onto screens:
///
/// ```swift
/// let profile = Screen("user", ["id": "42"])
/// profile == Screen("user", ["id": "42"])   // true: already showing
/// ```
public struct Screen: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What kind of screen this is, in the app's words (`"user"`, `"comments"`).
    public var kind: String
    /// What the screen shows; empty for screens that show no particular thing (`"feed"`).
    public var info: [String: String]

    /// Creates a screen of `kind` showing `info`.
    public init(_ kind: String, _ info: [String: String] = [:]) {
        self.kind = kind
        self.info = info
    }

    /// `kind` alone, or `kind(key: value, …)` with the keys sorted so the text is stable.
    public var description: String {
        guard !info.isEmpty else { return kind }
        let pairs = info.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return "\(kind)(\(pairs.joined(separator: ", ")))"
    }
}
