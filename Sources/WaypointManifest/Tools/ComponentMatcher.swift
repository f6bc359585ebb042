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
    public var components: [Component]

    /// A matcher over `components`.
    public init(_ components: [Component]) {
        self.components = components
    }

    /// Whether iOS opens the app for a link with this path.
    public func opensApp(path: String) -> Bool {
        for component in components where Self.matches(component.path, path, caseSensitive: component.caseSensitive) {
            return !component.exclude
        }
        return false
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
