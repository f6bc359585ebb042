import Foundation
import Waypoint
import WaypointNavigation

/// Writes the Android `assetlinks.json` file (Digital Asset Links) for a route file's web host:
/// the statement that lets an app verify its App Links for the host, and, from the same
/// patterns as the `apple-app-site-association` file, the dynamic rules Android 15 and later
/// read from it (`dynamic_app_link_components`), so that both platforms open the same paths.
///
/// Each rule is a component of ``AppSiteAssociation`` in the same order, with the keys Android
/// documents: `/` (the path pattern), `#` (a fragment pattern, for fragment exclusions), `?`
/// (the query items a route's `when` conditions need) and `exclude`. Android tries the rules in
/// order and the first match decides, as Apple does, but its `*` stops at the first character
/// that follows it in the pattern;
/// ``mismatches(_:)`` runs Android's matching over sample links of every route and names any
/// path where its answer would differ from the router's.
///
/// The rules narrow what the app's manifest declares and never widen it: the manifest's intent
/// filter declares `https` and the host (with `android:autoVerify="true"`), and the rules say
/// which paths open the app.
public struct AssetLinks: Sendable {
    /// The relation that lets an app open a site's links.
    public static let relation = "delegate_permission/common.handle_all_urls"

    /// The host the file is for.
    public let host: String
    /// The dynamic rules, in the order Android tries them.
    public let rules: [DynamicAppLinkMatcher.Rule]
    /// Routes whose links the rules cannot claim exactly, with the reason: the rules are the
    /// association file's components, so they are the routes the association file cannot claim.
    public let inexact: [(route: RouteDeclaration, reason: String)]

    /// The file for `host` (by default the file's first host).
    ///
    /// - Throws: ``RouteFileError`` when the file lists no such host.
    public init(_ file: RouteFile, host: String? = nil) throws(RouteFileError) {
        self.init(try AppSiteAssociation(file, host: host))
    }

    /// The file for the host of `association`, with its components as the rules.
    public init(_ association: AppSiteAssociation) {
        self.host = association.host
        self.inexact = association.inexact
        // A component that needs query items (a route with `when` conditions) keeps them as
        // the rule's `?` patterns: literal values and `?*`, which no empty or missing item matches.
        let rules = association.components.map { component in
            DynamicAppLinkMatcher.Rule(
                path: component.path, fragment: component.fragment, query: component.query,
                exclude: component.exclude)
        }
        // Android drops an empty list and falls back to the manifest's paths: a host the app
        // opens nothing on says so with one rule.
        self.rules = rules.isEmpty ? [DynamicAppLinkMatcher.Rule(path: "*", exclude: true)] : rules
    }

    /// Android's matcher over these rules.
    public var matcher: DynamicAppLinkMatcher { DynamicAppLinkMatcher(rules) }

    /// The file as JSON: one statement per package, each naming the package and its signing
    /// certificates' SHA-256 fingerprints, with the dynamic rules.
    ///
    /// - Parameters:
    ///   - packages: the apps' application IDs (`com.example.app`).
    ///   - fingerprints: the SHA-256 fingerprints of the signing certificates, as
    ///     ``fingerprint(_:)`` writes them.
    ///   - dynamicRules: whether to add the rules Android 15 reads; without them the manifest's
    ///     paths decide.
    public func json(packages: [String], fingerprints: [String], dynamicRules: Bool = true) -> String {
        let components = rules.map { rule -> [String: Any] in
            var item: [String: Any] = ["/": rule.path]
            if let fragment = rule.fragment { item["#"] = fragment }
            if let query = rule.query { item["?"] = query }
            if rule.exclude { item["exclude"] = true }
            return item
        }
        let statements = packages.map { package -> [String: Any] in
            var statement: [String: Any] = [
                "relation": [Self.relation],
                "target": [
                    "namespace": "android_app", "package_name": package, "sha256_cert_fingerprints": fingerprints,
                ] as [String: Any],
            ]
            if dynamicRules {
                statement["relation_extensions"] = [Self.relation: ["dynamic_app_link_components": components]]
            }
            return statement
        }
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: statements, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else { return "[]\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Sample links where Android's answer for these rules differs from the router's: every
    /// route's sample paths, and for a route with `when` conditions the same paths with the
    /// query items they need. Each route is named once, with the first link found. With
    /// `webFallback: browser` the app sends links it does not open to the browser, so only
    /// links the app opens and Android does not count; a path the file's `webExclusions` keep
    /// in the browser never counts.
    public func mismatches(_ file: RouteFile) -> [(route: RouteDeclaration, path: String, androidOpens: Bool)] {
        let router: Router<Int> = file.makeRouter()
        for (index, route) in file.routes.enumerated() {
            if let pattern = file.effectivePattern(of: route) { _ = try? router.register(pattern, destination: index) }
        }
        let matcher = matcher
        var found: [(RouteDeclaration, String, Bool)] = []
        var reported = Set<String>()
        let samples = file.samplePaths(host: host).filter { !$0.1.contains("//") }
        for (route, path) in samples {
            // A sample path has no query, so a route with `when` conditions never takes it.
            let routerOpens =
                router.match(for: "https://\(host)\(path)") { file.routes[$0.destination].conditions.isEmpty }
                .map { file.routes[$0.destination].allowsUniversalLinks } ?? false
            let androidOpens = matcher.opensApp(path: path)
            // A path the file excludes on purpose stays in the browser as it says.
            if !androidOpens,
                file.webExclusions.contains(where: { $0.hasPrefix("/") && DynamicAppLinkMatcher.matches($0, path) })
            {
                continue
            }
            guard routerOpens != androidOpens, !(androidOpens && file.webFallback == .browser) else { continue }
            if reported.insert(route.name).inserted { found.append((route, path, androidOpens)) }
        }
        for (route, path) in samples where !route.conditions.isEmpty {
            let items = route.conditions.map { (name: $0.name, value: $0.values.first ?? "value") }
            let query = items.map { Self.queryEscaped($0.name) + "=" + Self.queryEscaped($0.value) }
            let link = "https://\(host)\(path)?" + query.joined(separator: "&")
            let routerOpens =
                router.match(for: link) { match in
                    file.routes[match.destination].conditions.allSatisfy { $0.holds(in: match.query) }
                }
                .map { file.routes[$0.destination].allowsUniversalLinks } ?? false
            let androidOpens = matcher.opensApp(path: path, query: items)
            guard routerOpens != androidOpens, !(androidOpens && file.webFallback == .browser) else { continue }
            if reported.insert(route.name).inserted {
                found.append((route, path + "?" + query.joined(separator: "&"), androidOpens))
            }
        }
        return found
    }

    /// A query item's name or value as a link writes it.
    private static func queryEscaped(_ text: String) -> String {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+#")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// What `waypoint assetlinks` warns about, at the line of each route's pattern: routes the
    /// rules cannot claim exactly (a typed placeholder, a literal holding `*` or `?`, a large
    /// value set), and, for every other route, a sample link where Android's answer would differ
    /// from the router's (``mismatches(_:)``).
    public func diagnostics(_ file: RouteFile) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var explained = Set<String>()
        for (route, reason) in inexact where explained.insert(route.name + "\u{0}" + reason).inserted {
            diagnostics.append(Diagnostic(.warning, at: route.location(of: "pattern"), "assetlinks.json: \(reason)"))
        }
        let inexactRoutes = Set(inexact.map(\.route.name))
        for (route, path, androidOpens) in mismatches(file) where !inexactRoutes.contains(route.name) {
            diagnostics.append(
                Diagnostic(
                    .warning, at: route.location(of: "pattern"),
                    "assetlinks.json \(androidOpens ? "opens" : "does not open") \(path), which the app "
                        + "\(androidOpens ? "does not open" : "opens") from an App Link"))
        }
        return diagnostics
    }

    /// A SHA-256 certificate fingerprint as Android writes it, 32 upper-case hexadecimal bytes
    /// joined by colons, from that form or from 64 hexadecimal digits; `nil` for anything else.
    public static func fingerprint(_ text: String) -> String? {
        let digits = text.replacingOccurrences(of: ":", with: "").uppercased()
        let hex = digits.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || ("A"..."F").contains($0) }
        guard digits.count == 64, hex else { return nil }
        if text.contains(":") {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 32, parts.allSatisfy({ $0.count == 2 }) else { return nil }
        }
        var pairs: [String] = []
        var index = digits.startIndex
        while index < digits.endIndex {
            let next = digits.index(index, offsetBy: 2)
            pairs.append(String(digits[index..<next]))
            index = next
        }
        return pairs.joined(separator: ":")
    }

    /// Whether `name` is an Android application ID: two or more parts joined by dots, each a
    /// letter followed by letters, digits or underscores.
    public static func isPackageName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2
            && parts.allSatisfy { part in
                guard let first = part.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first)
                else { return false }
                return part.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
                }
            }
    }
}
