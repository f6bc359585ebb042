/// The identity of what is on screen: a kind plus the information it shows.
///
/// Two screens are the same screen when their kinds and their info are equal: a link to the
/// screen already showing needs no navigation. Apps map their own routes onto screens:
///
/// ```swift
/// let profile = Screen("user", ["id": "42"])
/// profile == Screen("user", ["id": "42"])   // true: already showing
/// ```
public struct Screen: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What kind of screen this is, in the app's words (`"user"`, `"comments"`).
    public var kind: String {
        didSet { fingerprint = Self.fingerprint(kind, info) }
    }
    /// What the screen shows; empty for screens that show no particular thing (`"feed"`).
    public var info: [String: String] {
        didSet { fingerprint = Self.fingerprint(kind, info) }
    }
    /// The hash of `kind` and `info`, kept with them: the planner compares a target with every
    /// screen on screen, and two screens whose fingerprints differ are different without
    /// comparing strings or dictionaries. Not encoded; recomputed whenever a part changes.
    private(set) var fingerprint: Int

    /// Creates a screen of `kind` showing `info`.
    public init(_ kind: String, _ info: [String: String] = [:]) {
        self.kind = kind
        self.info = info
        self.fingerprint = Self.fingerprint(kind, info)
    }

    private enum CodingKeys: String, CodingKey {
        case kind
        case info
    }

    /// Decodes a screen from `{"kind": …, "info": {…}}` (`info` may be left out), or from its
    /// kind alone, `"feed"`.
    public init(from decoder: any Decoder) throws {
        if let kind = try? decoder.singleValueContainer().decode(String.self) {
            self.init(kind)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            try container.decode(String.self, forKey: .kind),
            try container.decodeIfPresent([String: String].self, forKey: .info) ?? [:])
    }

    private static func fingerprint(_ kind: String, _ info: [String: String]) -> Int {
        var hasher = Hasher()
        hasher.combine(kind)
        hasher.combine(info)
        return hasher.finalize()
    }

    /// Whether two screens have the same kind and the same info.
    public static func == (lhs: Screen, rhs: Screen) -> Bool {
        lhs.fingerprint == rhs.fingerprint && lhs.kind == rhs.kind && lhs.info == rhs.info
    }

    /// Hashes the kind and the info (through their fingerprint).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fingerprint)
    }

    /// `kind` alone, or `kind(key: value, …)` with the keys sorted so the text is stable.
    public var description: String {
        guard !info.isEmpty else { return kind }
        let pairs = info.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return "\(kind)(\(pairs.joined(separator: ", ")))"
    }
}
