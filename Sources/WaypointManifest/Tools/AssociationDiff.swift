import Foundation
import Waypoint

/// How a deployed `apple-app-site-association` file differs from the one the routes need, read
/// as Apple reads both: the first component whose pattern matches a path decides.
///
/// Formatting, key order and comments never count; only what iOS would do does. Each path that
/// exercises a route, or a component of either file, is tried in both, and a difference is one
/// of three findings: a path the app opens that the deployed file leaves to the browser, a path
/// the deployed file claims that the app does not open, or an exclusion in the wrong place (it
/// comes after a component that claims what it excludes, or before one whose claim it hides).
///
/// ```swift
/// let diff = try AssociationDiff(deployed: text, expected: AppSiteAssociation(file), file: file)
/// diff.findings.isEmpty   // the deployed file claims exactly what the routes need
/// ```
public struct AssociationDiff: Sendable {
    /// One difference.
    public enum Finding: Hashable, Sendable, CustomStringConvertible {
        /// The app opens `path` (by `route`), but the deployed file leaves it to the browser.
        case missing(path: String, route: String)
        /// The deployed file claims `path` with `component`, but the app does not open it.
        case extra(path: String, component: String)
        /// The deployed exclusion `exclusion` and claim `claim` both match `path` and stand in
        /// the wrong order: the one that comes first gives the wrong answer.
        case misordered(path: String, exclusion: String, claim: String, exclusionFirst: Bool)

        /// The finding in one line.
        public var description: String {
            switch self {
            case .missing(let path, let route):
                return
                    "missing: the app opens \(path) (route '\(route)'), but the deployed file leaves it to the browser"
            case .extra(let path, let component):
                return "extra: the deployed file claims \(path) with '\(component)', but the app does not open it"
            case .misordered(let path, let exclusion, let claim, let exclusionFirst):
                return exclusionFirst
                    ? "order: the exclusion '\(exclusion)' comes before '\(claim)' and keeps \(path) out of the app; "
                        + "it belongs after it"
                    : "order: the exclusion '\(exclusion)' comes after '\(claim)', which claims \(path) first; "
                        + "it belongs before it"
            }
        }
    }

    /// The differences, missing claims first, then extra claims, then misplaced exclusions.
    public let findings: [Finding]
    /// The components read from the deployed file for the app, in its order.
    public let deployed: [ComponentMatcher.Component]

    /// Compares `deployed` (the text of a deployed file) with `expected`, the file the routes of
    /// `file` need; `appIDs` pick the `applinks.details` entry to compare (any, when empty and
    /// the file has one).
    ///
    /// - Throws: ``RouteFileError`` when the text is not JSON (at the line and column) or not an
    ///   association file with an entry for the app.
    public init(
        deployed text: String, path: String = "<deployed>", expected: AppSiteAssociation, file: RouteFile,
        appIDs: [String] = []
    ) throws(RouteFileError) {
        let deployed = try Self.components(in: text, path: path, appIDs: appIDs)
        self.deployed = deployed
        let theirs = ComponentMatcher(deployed)
        let ours = expected.matcher
        let router: Router<Int> = file.makeRouter()
        for (index, route) in file.routes.enumerated() {
            if let pattern = file.effectivePattern(of: route) { _ = try? router.register(pattern, destination: index) }
        }
        var missing: [Finding] = []
        var extra: [Finding] = []
        var misordered: [Finding] = []
        var seen = Set<String>()
        for sample in Self.samples(file: file, host: expected.host, components: ours.components + deployed) {
            let needed = ours.opensApp(path: sample)
            guard needed != theirs.opensApp(path: sample) else { continue }
            let matching = deployed.filter {
                ComponentMatcher.matches($0.path, sample, caseSensitive: $0.caseSensitive)
            }
            if needed {
                // A claim hidden behind an exclusion is an ordering mistake, not a missing claim.
                if let exclusion = matching.first, let claim = matching.first(where: { !$0.exclude }) {
                    if seen.insert("order " + exclusion.path + " " + claim.path).inserted {
                        misordered.append(
                            .misordered(
                                path: sample, exclusion: exclusion.path, claim: claim.path, exclusionFirst: true))
                    }
                    continue
                }
                let route =
                    router.match(for: "https://\(expected.host)\(sample)").map { file.routes[$0.destination].pattern }
                    ?? sample
                if seen.insert("missing " + route).inserted { missing.append(.missing(path: sample, route: route)) }
            } else if let claim = matching.first {
                if let exclusion = matching.first(where: \.exclude) {
                    if seen.insert("order " + exclusion.path + " " + claim.path).inserted {
                        misordered.append(
                            .misordered(
                                path: sample, exclusion: exclusion.path, claim: claim.path, exclusionFirst: false))
                    }
                    continue
                }
                if seen.insert("extra " + claim.path).inserted {
                    extra.append(.extra(path: sample, component: claim.path))
                }
            }
        }
        self.findings = missing + extra + misordered
    }

    /// Paths that tell two files apart: every route's samples, and for each component of either
    /// file a path it matches, with its wildcards filled in two ways.
    static func samples(file: RouteFile, host: String, components: [ComponentMatcher.Component]) -> [String] {
        var samples = file.samplePaths(host: host).map(\.1) + ["/"]
        for component in components where component.path.hasPrefix("/") {
            let short = component.path.replacingOccurrences(of: "?*", with: "s").replacingOccurrences(
                of: "*", with: "s"
            )
            .replacingOccurrences(of: "?", with: "s")
            let long = component.path.replacingOccurrences(of: "?*", with: "s/t").replacingOccurrences(
                of: "*", with: "s/t"
            ).replacingOccurrences(of: "?", with: "s")
            samples += [short, long, short + "/", short + "/x"]
        }
        var seen = Set<String>()
        // Apple's `*` also takes an empty segment (`//`), which no link of a route holds.
        return samples.filter { !$0.contains("//") && seen.insert($0).inserted }
    }

    /// The path components of the `applinks` entry for `appIDs`, as Apple reads them: the
    /// `components` form (a component with a `#` or `?` pattern matches only links with a
    /// fragment or query, so a path alone never matches it) or the older `paths` form (`NOT `
    /// marks an exclusion).
    static func components(
        in text: String, path: String, appIDs: [String]
    ) throws(RouteFileError)
        -> [ComponentMatcher.Component]
    {
        func failure(_ message: String, line: Int = 1, column: Int = 1) -> RouteFileError {
            RouteFileError([Diagnostic(.error, at: SourceLocation(file: path, line: line, column: column), message)])
        }
        if let problem = JSONSyntax.problem(in: text) {
            throw failure("not valid JSON: \(problem.message)", line: problem.line, column: problem.column)
        }
        let root = try? JSONSerialization.jsonObject(with: Data(text.utf8))
        guard let applinks = (root as? [String: Any])?["applinks"] as? [String: Any],
            let details = applinks["details"] as? [[String: Any]]
        else {
            throw failure("not an apple-app-site-association file: it has no applinks.details list")
        }
        let chosen = details.filter { detail in
            let ids = (detail["appIDs"] as? [String] ?? []) + [detail["appID"] as? String].compactMap { $0 }
            return appIDs.isEmpty || ids.contains(where: appIDs.contains)
        }
        guard !chosen.isEmpty else {
            throw failure("no entry of applinks.details lists the app ID " + appIDs.joined(separator: " or "))
        }
        guard chosen.count == 1 || !appIDs.isEmpty else {
            throw failure("applinks.details has \(chosen.count) entries; name the app with --app-id")
        }
        var result: [ComponentMatcher.Component] = []
        for detail in chosen {
            let defaults = detail["defaults"] as? [String: Any]
            let caseSensitive = defaults?["caseSensitive"] as? Bool ?? true
            if let components = detail["components"] as? [[String: Any]] {
                for component in components {
                    let fragment = component["#"] as? String
                    let query = component["?"]
                    if let fragment, fragment != "*" { continue }
                    if let query, (query as? String) != "*" { continue }
                    result.append(
                        ComponentMatcher.Component(
                            path: component["/"] as? String ?? "*", exclude: component["exclude"] as? Bool ?? false,
                            caseSensitive: component["caseSensitive"] as? Bool ?? caseSensitive))
                }
            } else if let paths = detail["paths"] as? [String] {
                for written in paths {
                    let exclude = written.hasPrefix("NOT ")
                    result.append(.init(path: exclude ? String(written.dropFirst(4)) : written, exclude: exclude))
                }
            }
        }
        return result
    }
}
