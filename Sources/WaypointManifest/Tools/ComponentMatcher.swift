/// Apple's documented matching of `apple-app-site-association` components against a link's path:
/// components are tried in order and the first whose pattern matches decides (an `exclude`
/// component keeps the link in the browser); in a pattern `*` matches any run of characters,
/// `/` included, and `?` exactly one. No component matching means the browser.
///
/// Waypoint uses it to check that the file it writes claims exactly the paths its router
/// opens; tests use it the same way.
public struct ComponentMatcher: Sendable {
    /// One component: a path pattern and whether it excludes.
    public struct Component: Hashable, Sendable {
        /// The `/` pattern.
        public var path: String
        /// Whether a match keeps the link out of the app.
        public var exclude: Bool
        /// Whether letters compare case-sensitively.
        public var caseSensitive: Bool

        /// Creates a component.
        public init(path: String, exclude: Bool, caseSensitive: Bool = true) {
            self.path = path
            self.exclude = exclude
            self.caseSensitive = caseSensitive
        }
    }

    /// The components, in file order.
    public var components: [Component] {
        didSet { index = LeadingSegmentIndex(components) }
    }

    /// The components that can match a path, found by the path's leading segments. Without it,
    /// checking every route's sample paths against every component grows with the square of the
    /// routes: `waypoint check` took 10.5 s for 2,000 routes in a debug build, and takes 3.4 s for
    /// 10,000 with it.
    private var index: LeadingSegmentIndex

    /// A matcher over `components`.
    public init(_ components: [Component]) {
        self.components = components
        self.index = LeadingSegmentIndex(components)
    }

    /// Whether iOS opens the app for a link with this path.
    public func opensApp(path: String) -> Bool {
        decidingComponent(path: path).map { !components[$0].exclude } ?? false
    }

    /// The position of the first component matching `path`, which decides it; `nil` when none does.
    func decidingComponent(path: String) -> Int? {
        for position in index.candidates(for: path) {
            let component = components[position]
            if Self.matches(component.path, path, caseSensitive: component.caseSensitive) { return position }
        }
        return nil
    }

    /// Component positions by the literal leading segments of their pattern: up to two, as
    /// many as have no wildcard. A component keyed so matches only paths that start with those
    /// segments, so a path is tried only against its own keys' components and the ones that
    /// start with a wildcard.
    private struct LeadingSegmentIndex: Sendable {
        var exact: [String: [Int]] = [:]
        var folded: [String: [Int]] = [:]
        var wildcard: [Int] = []

        init(_ components: [Component]) {
            for (position, component) in components.enumerated() {
                let literal = Self.leadingSegments(component.path).prefix {
                    !$0.contains(where: { $0 == "*" || $0 == "?" })
                }
                guard !literal.isEmpty else {
                    wildcard.append(position)
                    continue
                }
                let key = literal.joined(separator: "/")
                if component.caseSensitive {
                    exact[key, default: []].append(position)
                } else {
                    folded[key.lowercased(), default: []].append(position)
                }
            }
        }

        /// The positions, in file order, of the components that may match `path`.
        func candidates(for path: String) -> [Int] {
            // A pattern that starts with a literal `/` cannot match a path that does not.
            let segments = Self.leadingSegments(path)
            guard !segments.isEmpty else { return wildcard }
            var keys = [String(segments[0])]
            if segments.count > 1 { keys.append(segments[0] + "/" + segments[1]) }
            let found = keys.flatMap { (exact[$0] ?? []) + (folded[$0.lowercased()] ?? []) }
            return found.isEmpty ? wildcard : (found + wildcard).sorted()
        }

        /// The first two segments after the leading `/`; none without a leading `/`.
        static func leadingSegments(_ text: String) -> [Substring] {
            guard text.first == "/" else { return [] }
            return Array(
                text.dropFirst().split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false).prefix(2))
        }
    }

    /// Whether `pattern` (`*` any run, `?` one character) matches all of `text`.
    public static func matches(_ pattern: String, _ text: String, caseSensitive: Bool = true) -> Bool {
        let p = Array(caseSensitive ? pattern : pattern.lowercased())
        let t = Array(caseSensitive ? text : text.lowercased())
        // Iterative wildcard matching with one backtrack point: linear in practice, never
        // exponential.
        var i = 0
        var j = 0
        var star = -1
        var mark = 0
        while j < t.count {
            if i < p.count && (p[i] == "?" || p[i] == t[j]) {
                i += 1
                j += 1
            } else if i < p.count && p[i] == "*" {
                star = i
                mark = j
                i += 1
            } else if star >= 0 {
                i = star + 1
                mark += 1
                j = mark
            } else {
                return false
            }
        }
        while i < p.count && p[i] == "*" { i += 1 }
        return i == p.count
    }
}
