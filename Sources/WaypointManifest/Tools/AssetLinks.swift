import Foundation
import Waypoint

/// Writes the Android `assetlinks.json` file (Digital Asset Links) for a route file's web host:
/// the statement that lets an app verify its App Links for the host, and, from the same
/// patterns as the `apple-app-site-association` file, the dynamic rules Android 15 and later
/// read from it (`dynamic_app_link_components`), so that both platforms open the same paths.
///
/// Each rule is a component of ``AppSiteAssociation`` in the same order, with the keys Android
/// documents: `/` (the path pattern), `#` (a fragment pattern, for fragment exclusions) and
/// `exclude`. Android tries the rules in order and the first match decides, as Apple does, but
/// its `*` stops at the first character that follows it in the pattern;
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

    /// The file for `host` (by default the file's first host).
    ///
    /// - Throws: ``RouteFileError`` when the file lists no such host.
    public init(_ file: RouteFile, host: String? = nil) throws(RouteFileError) {
        self.init(try AppSiteAssociation(file, host: host))
    }

    /// The file for the host of `association`, with its components as the rules.
    public init(_ association: AppSiteAssociation) {
        self.host = association.host
        // A component that needs query items is left out, so that no rule claims a link the
        // app does not open.
        let rules = association.components.filter { $0.query == nil }.map { component in
            DynamicAppLinkMatcher.Rule(path: component.path, fragment: component.fragment, exclude: component.exclude)
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

    /// Sample paths where Android's answer for these rules differs from the router's.
    public func mismatches(_ file: RouteFile) -> [(route: RouteDeclaration, path: String, androidOpens: Bool)] {
        let router: Router<Int> = file.makeRouter()
        for (index, route) in file.routes.enumerated() {
            if let pattern = file.effectivePattern(of: route) { _ = try? router.register(pattern, destination: index) }
        }
        let matcher = matcher
        var found: [(RouteDeclaration, String, Bool)] = []
        var reported = Set<String>()
        for (route, path) in file.samplePaths(host: host) where !path.contains("//") {
            let routerOpens =
                router.match(for: "https://\(host)\(path)").map { file.routes[$0.destination].allowsUniversalLinks }
                ?? false
            let androidOpens = matcher.opensApp(path: path)
            // A path the file excludes on purpose stays in the browser as it says.
            if !androidOpens,
                file.webExclusions.contains(where: { $0.hasPrefix("/") && DynamicAppLinkMatcher.matches($0, path) })
            {
                continue
            }
            if routerOpens != androidOpens, reported.insert(route.name).inserted {
                found.append((route, path, androidOpens))
            }
        }
        return found
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
