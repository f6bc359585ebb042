import Foundation
import Waypoint
import WaypointNavigation

/// Writes the `apple-app-site-association` file for a route file's web host: which paths iOS
/// opens in the app instead of the browser.
///
/// Only routes a universal link can open are claimed: path and URN patterns (a URN's parts are
/// path segments on the web) and patterns on the host, not custom-scheme-only ones, not `web: false`, not routes whose sources exclude
/// universal links (those are excluded explicitly, so that a broader route does not claim them).
/// Placeholders become `?*` (one or more characters), a rest of path `?*` too.
///
/// Apple tries components in order and the first match decides, and its `*` also matches `/`.
/// So components go longest route first, each length behind an exclusion of every longer path
/// no longer route claimed; routes ending in a rest of path come first of all. ``RouteFile/check()``
/// runs Apple's matching over sample links of every route and reports a route whose answer
/// would differ from the router's.
public struct AppSiteAssociation: Sendable {
    /// One component of the file.
    public struct Component: Hashable, Sendable {
        /// The path pattern.
        public var path: String
        /// Whether it keeps matching links out of the app.
        public var exclude: Bool
        /// Why it is there: the route's pattern, or what the exclusion guards.
        public var comment: String
        /// The fragment pattern, for a component that matches links by their fragment (its
        /// path then matches any path).
        public var fragment: String? = nil
        /// The query items and value patterns a link needs for the component to match it (`"?"`),
        /// for a route with `when` conditions.
        public var query: [String: String]? = nil
        /// The name of the route the component claims or keeps out, when it stands for one.
        var route: String? = nil
    }

    /// The host the file is for.
    public let host: String
    /// The components, in the order Apple tries them.
    public let components: [Component]
    /// Whether paths compare case-sensitively (as the router compares them).
    public let caseSensitive: Bool
    /// Routes whose links the file cannot claim exactly, with the reason.
    public let inexact: [(route: RouteDeclaration, reason: String)]

    /// The file for `host` (by default the file's first host).
    ///
    /// - Throws: ``RouteFileError`` when the file lists no such host.
    public init(_ file: RouteFile, host: String? = nil) throws(RouteFileError) {
        let names = file.hosts.map { Self.hostName($0) }
        guard let chosen = host.map({ $0.lowercased() }) ?? names.first, names.contains(chosen) || host == nil else {
            let listed = names.isEmpty ? "the file lists no hosts" : "its hosts are " + names.joined(separator: ", ")
            throw RouteFileError([
                Diagnostic(
                    .error, at: file.location(of: "hosts"), "no host '\(host ?? "")' to write the file for: \(listed)")
            ])
        }
        self.host = chosen
        self.caseSensitive = RouterOptions().caseSensitivePaths
        var entries: [Entry] = []
        var inexact: [(RouteDeclaration, String)] = []
        for (order, route) in file.routes.enumerated() {
            guard let pattern = file.effectivePattern(of: route), let parsed = file.parsedPattern(pattern) else {
                continue
            }
            switch parsed.form {
            case .path, .urn: break
            case .web(let scheme, let patternHost) where patternHost.lowercased() == chosen && scheme == "https": break
            default: continue
            }
            // Each form of a pattern with optional parts is a route of its own.
            for segments in parsed.variants {
                for expanded in Self.expandingValueSets(segments, of: file) {
                    entries.append(
                        Entry(route: route, order: order, segments: expanded, claim: route.allowsUniversalLinks))
                }
            }
            // A route the file does not claim (`web: false`, or no universal-link source) is the
            // browser's, so what the file would claim for it does not matter.
            for segment in parsed.segments where route.allowsUniversalLinks {
                switch segment {
                case .literal(let text) where text.contains("*") || text.contains("?"):
                    inexact.append((route, "the literal '\(text)' holds * or ?, which the file reads as wildcards"))
                // With `webFallback: browser`, the app opens the links such a route refuses
                // in the browser, as if the file had not claimed them.
                case .parameter(_, let type) where file.valueSet(named: type) != nil:
                    let values = file.valueSet(named: type)?.values ?? []
                    for value in values where value.contains("*") || value.contains("?") {
                        inexact.append(
                            (route, "the value '\(value)' of '\(type)' holds * or ?, which the file reads as wildcards")
                        )
                    }
                    if values.count > Self.valueSetLimit, file.webFallback != .browser {
                        inexact.append(
                            (
                                route,
                                "the file claims any text for a <\(type):…> placeholder of more than "
                                    + "\(Self.valueSetLimit) values; the app refuses other text"
                            ))
                    }
                case .parameter(_, let type) where type != "string" && file.webFallback != .browser:
                    inexact.append(
                        (route, "the file claims any text for a <\(type):…> placeholder; the app refuses other text"))
                default: break
                }
            }
            for condition in route.conditions where route.allowsUniversalLinks {
                for value in condition.values where value.contains("*") || value.contains("?") {
                    inexact.append(
                        (route, "the query value '\(value)' holds * or ?, which the file reads as wildcards"))
                }
            }
        }
        // The file's own exclusions come first, so that no route's component can claim them.
        let exclusions = file.webExclusions.map { value in
            value.hasPrefix("#")
                ? Component(path: "*", exclude: true, comment: "web exclusion", fragment: String(value.dropFirst()))
                : Component(path: value, exclude: true, comment: "web exclusion")
        }
        self.components = exclusions + Self.order(entries)
        self.inexact = inexact
    }

    /// One form of a route's pattern, ready to order.
    struct Entry {
        let route: RouteDeclaration
        let order: Int
        let segments: [PatternSegment]
        let claim: Bool

        var endsInRest: Bool { if case .rest = segments.last { true } else { false } }
        var ranks: [Int] { segments.map(Self.rank) }
        var path: String { "/" + segments.map(Self.piece).joined(separator: "/") }

        static func rank(_ segment: PatternSegment) -> Int {
            switch segment {
            case .literal: return 0
            case .parameter(_, let type): return type == "string" ? 2 : 1
            case .wildcard: return 3
            case .rest: return 4
            }
        }

        static func piece(_ segment: PatternSegment) -> String {
            switch segment {
            case .literal(let text): return text
            case .parameter, .wildcard, .rest: return "?*"
            }
        }
    }

    static func order(_ entries: [Entry]) -> [Component] {
        // Each entry's ranks once, and each list sorted once: recomputing them in every
        // comparison, and sorting the exact routes again for every rest-of-path route, made
        // ordering a large file grow with the square of its routes.
        let ranks = entries.map(\.ranks)
        func precedes(_ lhs: Int, _ rhs: Int) -> Bool {
            ranks[lhs] == ranks[rhs]
                ? entries[lhs].order < entries[rhs].order : ranks[lhs].lexicographicallyPrecedes(ranks[rhs])
        }
        var components: [Component] = []
        var seen = Set<String>()
        func add(_ entry: Entry) {
            let comment = entry.route.comment ?? entry.route.pattern
            let route = entry.route.name
            for query in Self.queries(of: entry.route) {
                // The first of two identical paths decides, as the first registered route does.
                let key = query.map { $0.sorted { $0.key < $1.key }.description } ?? ""
                guard seen.insert(entry.path + "\u{0}" + key).inserted else { continue }
                components.append(
                    Component(path: entry.path, exclude: !entry.claim, comment: comment, query: query, route: route))
                // The router reads `/a/b/` as `/a/b`; a path ending in `?*` already takes the
                // slash, and the root's path is its own slash.
                if !entry.segments.isEmpty, !entry.path.hasSuffix("*"),
                    seen.insert(entry.path + "/\u{0}" + key).inserted
                {
                    components.append(
                        Component(
                            path: entry.path + "/", exclude: !entry.claim, comment: comment, query: query,
                            route: route))
                }
            }
        }
        let rests = entries.indices.filter { entries[$0].endsInRest }.sorted(by: precedes)
        // The root's `/` matches no other path and no other component matches it (`?*` is at
        // least one character), so it goes first, where it reads as what it is.
        for index in entries.indices where entries[index].segments.isEmpty { add(entries[index]) }
        let exact = entries.indices.filter { !entries[$0].endsInRest && !entries[$0].segments.isEmpty }
            .sorted(by: precedes)
        // Positions in `exact` by their leading literal segments: an exact route can fall under
        // a rest route's prefix only if each literal of one equals the other's at that place.
        var byFirst: [String: [Int]] = [:]
        var byFirstTwo: [String: [Int]] = [:]
        var byFirstOnly: [String: [Int]] = [:]
        var placeholderFirst: [Int] = []
        for (position, index) in exact.enumerated() {
            let literals = Self.leadingLiterals(entries[index].segments)
            guard let first = literals.first else {
                placeholderFirst.append(position)
                continue
            }
            byFirst[first, default: []].append(position)
            if literals.count > 1 {
                byFirstTwo[first + "/" + literals[1], default: []].append(position)
            } else {
                byFirstOnly[first, default: []].append(position)
            }
        }
        // Exact routes that outrank a rest-of-path route over the same prefix go before it.
        for rest in rests {
            let prefix = Self.leadingLiterals(entries[rest].segments.dropLast())
            var candidates = Array(exact.indices)
            if prefix.count > 1 {
                candidates =
                    ((byFirstTwo[prefix[0] + "/" + prefix[1]] ?? []) + (byFirstOnly[prefix[0]] ?? [])
                    + placeholderFirst).sorted()
            } else if let first = prefix.first {
                candidates = ((byFirst[first] ?? []) + placeholderFirst).sorted()
            }
            for position in candidates
            where precedes(exact[position], rest) && Self.overlaps(entries[exact[position]], entries[rest]) {
                add(entries[exact[position]])
            }
            add(entries[rest])
        }
        let lengths = Set(exact.map { entries[$0].segments.count }).sorted(by: >)
        for length in lengths {
            let group = exact.filter { entries[$0].segments.count == length }
            // Only a wildcard reaches past a slash, so a length whose paths are all literal
            // needs no guard, nor does one an earlier component already decides.
            let guardPath = "/" + Array(repeating: "?*", count: length + 1).joined(separator: "/")
            if group.contains(where: { entries[$0].path.contains("*") }),
                !components.contains(where: { Self.decidesEveryPath(of: guardPath, before: $0) })
            {
                components.append(
                    Component(
                        path: guardPath, exclude: true,
                        comment: "no route here takes more than \(length) segment\(length == 1 ? "" : "s")"))
            }
            for index in group { add(entries[index]) }
        }
        return components
    }

    /// Whether `earlier` matches every path `pattern` matches, so that `pattern` placed after it
    /// is never reached. Only a component that starts with a wildcard can, which keeps this to
    /// the few rest-of-path components at the top.
    static func decidesEveryPath(of pattern: String, before earlier: Component) -> Bool {
        guard earlier.fragment == nil, earlier.path.dropFirst().first.map({ $0 == "?" || $0 == "*" }) ?? false
        else { return false }
        return ComponentMatcher.covers(earlier.path, pattern)
    }

    /// The lowercased literal segments at the start of `segments`, at most two.
    static func leadingLiterals(_ segments: some Collection<PatternSegment>) -> [String] {
        var literals: [String] = []
        for segment in segments.prefix(2) {
            guard case .literal(let text) = segment else { break }
            literals.append(text.lowercased())
        }
        return literals
    }

    /// Whether an exact entry's path can fall under a rest-of-path entry's prefix.
    static func overlaps(_ entry: Entry, _ rest: Entry) -> Bool {
        let prefix = rest.segments.dropLast()
        guard entry.segments.count > prefix.count else { return false }
        for (lhs, rhs) in zip(entry.segments, prefix) {
            if case .literal(let a) = lhs, case .literal(let b) = rhs, a.lowercased() != b.lowercased() { return false }
        }
        return true
    }

    /// A listed host without its scheme, trailing slash or the default port (`:443`, or `:80`
    /// after `http://`), as route patterns name it.
    static func hostName(_ listed: String) -> String {
        var name = Substring(listed.lowercased())
        let defaultPort = name.hasPrefix("http://") ? ":80" : ":443"
        if let range = name.range(of: "://") { name = name[range.upperBound...] }
        while name.hasSuffix("/") { name = name.dropLast() }
        if name.hasSuffix(defaultPort) { name = name.dropLast(defaultPort.count) }
        return String(name)
    }

    /// The most values of a value set the file claims one by one; a larger set is claimed as
    /// any text, and `check` says so.
    static let valueSetLimit = 32

    /// `segments` with each placeholder of a value-set type written as each of its values in
    /// turn, so that the file claims only the values the app opens; a set of more than
    /// ``valueSetLimit`` values, or more than that many forms in all, stays a placeholder.
    static func expandingValueSets(_ segments: [PatternSegment], of file: RouteFile) -> [[PatternSegment]] {
        var forms: [[PatternSegment]] = [[]]
        for segment in segments {
            guard case .parameter(_, let type) = segment, let set = file.valueSet(named: type),
                set.values.count <= valueSetLimit, forms.count * set.values.count <= valueSetLimit
            else {
                forms = forms.map { $0 + [segment] }
                continue
            }
            forms = forms.flatMap { form in set.values.map { form + [.literal($0)] } }
        }
        return forms
    }

    /// The `"?"` dictionaries a route's components need, one for each combination of the values
    /// its conditions accept (`[nil]` for a route without conditions): an item that needs any
    /// value is `?*`, at least one character.
    static func queries(of route: RouteDeclaration) -> [[String: String]?] {
        guard !route.conditions.isEmpty else { return [nil] }
        var queries: [[String: String]] = [[:]]
        for condition in route.conditions {
            let values = condition.values.isEmpty ? ["?*"] : condition.values
            queries = queries.flatMap { query in
                values.map { value in query.merging([condition.name: value]) { $1 } }
            }
        }
        return queries
    }

    /// Apple's matcher over these components.
    public var matcher: ComponentMatcher {
        // A fragment component never matches the fragment-less paths the checks try, nor does
        // one that needs query items match their query-less paths.
        ComponentMatcher(
            pathComponents.map { .init(path: $0.path, exclude: $0.exclude, caseSensitive: caseSensitive) })
    }

    /// The components that match by path, in the order of ``matcher``'s.
    private var pathComponents: [Component] { components.filter { $0.fragment == nil && $0.query == nil } }

    /// The name of the route whose component decides `path` for Apple, if a route's does.
    func deciding(_ path: String, with matcher: ComponentMatcher) -> String? {
        matcher.decidingComponent(path: path).flatMap { pathComponents[$0].route }
    }

    /// The file as JSON: `applinks.details[]` with `appIDs` and `components` (iOS 13 and later),
    /// or with `appID` and `paths` for `legacyPaths` (earlier iOS: `NOT ` marks exclusions).
    ///
    /// - Parameters:
    ///   - appIDs: the apps whose links these are, `TEAMID.bundle.identifier`.
    ///   - legacyPaths: whether to write the older `paths` form instead of components.
    ///   - webCredentials: the apps that may offer this host's saved passwords (AutoFill): the
    ///     `webcredentials` section.
    ///   - appClips: App Clips that may open this host's links: the `appclips` section.
    public func json(
        appIDs: [String], legacyPaths: Bool = false, webCredentials: [String] = [], appClips: [String] = []
    ) -> String {
        var root: [String: Any] = [:]
        if legacyPaths {
            // The older form: one detail per app, named by `appID`, and an empty `apps` list,
            // which iOS 12 and earlier expect beside `details`.
            // The paths form has no fragments: fragment exclusions are left out of it.
            // Nor has it queries: a component that needs query items is left out, so that the file
            // claims no link the app does not open.
            let paths = components.filter { $0.fragment == nil && $0.query == nil }.map {
                ($0.exclude ? "NOT " : "") + $0.path
            }
            let details = appIDs.map { ["appID": $0, "paths": paths] as [String: Any] }
            root["applinks"] = ["apps": [String](), "details": details] as [String: Any]
        } else {
            let detail: [String: Any] = [
                "appIDs": appIDs,
                "components": components.map { component -> [String: Any] in
                    var item: [String: Any] = ["/": component.path, "comment": component.comment]
                    if let fragment = component.fragment { item["#"] = fragment }
                    if let query = component.query { item["?"] = query }
                    if component.exclude { item["exclude"] = true }
                    if !caseSensitive { item["caseSensitive"] = false }
                    return item
                },
            ]
            root["applinks"] = ["details": [detail]] as [String: Any]
        }
        if !webCredentials.isEmpty { root["webcredentials"] = ["apps": webCredentials] }
        if !appClips.isEmpty { root["appclips"] = ["apps": appClips] }
        return Self.text(root)
    }

    /// The file's JSON text: keys sorted, slashes as they are, a line break at the end.
    private static func text(_ root: [String: Any]) -> String {
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "{}" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Whether `id` is an app identifier as Apple writes it: a ten-character team ID of
    /// upper-case letters and digits, a dot, and a bundle ID (letters, digits, hyphens and dots,
    /// no empty part).
    public static func isAppID(_ id: String) -> Bool {
        guard let dot = id.firstIndex(of: "."), id.distance(from: id.startIndex, to: dot) == 10 else { return false }
        let team = id[..<dot]
        let bundle = id[id.index(after: dot)...]
        guard team.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) || ("0"..."9").contains($0) }) else {
            return false
        }
        let parts = bundle.split(separator: ".", omittingEmptySubsequences: false)
        return !bundle.isEmpty
            && parts.allSatisfy { part in
                !part.isEmpty
                    && part.unicodeScalars.allSatisfy {
                        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
                    }
            }
    }

    /// Apple reads at most 128 KB of the file.
    public static let sizeLimit = 128 * 1024
}
