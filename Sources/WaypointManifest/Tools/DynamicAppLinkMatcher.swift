/// Android's documented matching of the dynamic App Links rules in `assetlinks.json`
/// (`dynamic_app_link_components`, Android 15 and later) against a link's path and query items:
/// rules are tried in order and the first that matches decides (an `exclude` rule keeps the
/// link in the browser); no rule matching means the browser.
///
/// In a pattern `?` matches one character, and `*` matches characters up to the first one equal
/// to the pattern's next character, without going back: `/media/?*/comments` takes
/// `/media/9/comments` but not `/media/9/x/comments`, where Apple's `*` would take `9/x`. A `*`
/// that ends the pattern takes the rest.
///
/// Waypoint uses it to check that the rules it writes claim exactly the paths its router opens.
public struct DynamicAppLinkMatcher: Sendable {
    /// One rule: a path pattern, optional fragment and query patterns, and whether it excludes.
    public struct Rule: Hashable, Sendable {
        /// The `/` pattern.
        public var path: String
        /// The `#` pattern; a rule with one matches only links with a fragment.
        public var fragment: String?
        /// The `?` patterns: query item names, each with the pattern its values match. A rule
        /// with them matches only links whose query holds each item.
        public var query: [String: String]?
        /// Whether a match keeps the link out of the app.
        public var exclude: Bool

        /// Creates a rule.
        public init(path: String, fragment: String? = nil, query: [String: String]? = nil, exclude: Bool = false) {
            self.path = path
            self.fragment = fragment
            self.query = query
            self.exclude = exclude
        }
    }

    /// The rules, in file order.
    public var rules: [Rule] {
        didSet { index = Index(rules) }
    }

    /// The rules that can match a path, found by its leading segments, so that checking the
    /// sample paths of a large file does not try every rule for every path.
    private var index: Index

    /// A matcher over `rules`.
    public init(_ rules: [Rule]) {
        self.rules = rules
        self.index = Index(rules)
    }

    /// Whether Android opens the app for a link with this path, no fragment and no query.
    public func opensApp(path: String) -> Bool {
        opensApp(path: path, query: [])
    }

    /// Whether Android opens the app for a link with this path and query items, and no
    /// fragment. A rule's query item matches when the link has the item and each of its values
    /// matches the item's pattern; a rule without query patterns ignores the query.
    public func opensApp(path: String, query: [(name: String, value: String)]) -> Bool {
        for position in index.candidates(for: path) {
            let rule = rules[position]
            guard rule.fragment == nil, Self.matches(rule.path, path) else { continue }
            if let patterns = rule.query {
                let holds = patterns.allSatisfy { name, pattern in
                    let values = query.filter { $0.name == name }.map(\.value)
                    return !values.isEmpty && values.allSatisfy { Self.matches(pattern, $0) }
                }
                guard holds else { continue }
            }
            return !rule.exclude
        }
        return false
    }

    /// Rule positions by the literal leading segments of their pattern (up to two, as many as
    /// hold no wildcard): a rule so keyed matches only paths that start with those segments.
    private struct Index: Sendable {
        var keyed: [String: [Int]] = [:]
        var wildcard: [Int] = []

        init(_ rules: [Rule]) {
            for (position, rule) in rules.enumerated() {
                let literal = Self.leadingSegments(rule.path).prefix { !$0.contains("*") && !$0.contains("?") }
                if literal.isEmpty {
                    wildcard.append(position)
                } else {
                    keyed[literal.joined(separator: "/"), default: []].append(position)
                }
            }
        }

        /// The positions, in file order, of the rules that may match `path`.
        func candidates(for path: String) -> [Int] {
            let segments = Self.leadingSegments(path)
            guard !segments.isEmpty else { return wildcard }
            var found = keyed[String(segments[0])] ?? []
            if segments.count > 1 { found += keyed[segments[0] + "/" + segments[1]] ?? [] }
            return found.isEmpty ? wildcard : (found + wildcard).sorted()
        }

        /// The first two segments after the leading `/`; none without a leading `/`.
        static func leadingSegments(_ text: String) -> [Substring] {
            guard text.first == "/" else { return [] }
            return Array(
                text.dropFirst().split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false).prefix(2))
        }
    }

    /// Whether `pattern` matches all of `text`, as the dynamic rules read a pattern.
    public static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern)
        let t = Array(text)
        var i = 0
        var j = 0
        while i < p.count {
            switch p[i] {
            case "*":
                guard i + 1 < p.count else { return true }
                let next = p[i + 1]
                // The next character is found at once when it is itself a wildcard.
                if next != "*" && next != "?" {
                    while j < t.count && t[j] != next { j += 1 }
                }
                i += 1
            case "?":
                guard j < t.count else { return false }
                i += 1
                j += 1
            default:
                guard j < t.count, t[j] == p[i] else { return false }
                i += 1
                j += 1
            }
        }
        return j == t.count
    }
}
