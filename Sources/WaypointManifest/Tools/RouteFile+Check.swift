import Foundation
import Waypoint
import WaypointNavigation

extension RouteFile {
    /// A route's pattern with its group's mount point applied; `nil` when it cannot be read.
    public func effectivePattern(of route: RouteDeclaration) -> String? {
        guard let name = route.group else { return route.pattern }
        guard let group = groups.first(where: { $0.name == name }) else { return nil }
        return try? group.mount.moving(route.pattern)
    }

    /// What `waypoint check` reports beyond reading the file: duplicate and shadowed routes
    /// (naming both), routes no accepted scheme or host can reach, and routes the
    /// `apple-app-site-association` file cannot claim exactly.
    @MainActor
    public func check() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if schemes == nil {
            diagnostics.append(
                Diagnostic(
                    // The file as a whole lacks the key, so the finding points at the file.
                    .warning, at: SourceLocation(file: path, line: 1, column: 1),
                    "no schemes are listed, so links of any custom scheme are accepted; list the app's schemes"))
        }
        diagnostics += conflictDiagnostics()
        diagnostics += reachabilityDiagnostics()
        diagnostics += associationDiagnostics()
        return diagnostics.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// Duplicates (errors, unless the two routes are in different groups, which may never be
    /// enabled together) and shadowed routes (warnings), from the router's own analysis.
    private func conflictDiagnostics() -> [Diagnostic] {
        let router: Router<Int> = makeRouter()
        var indices: [Int] = []
        for (index, route) in routes.enumerated() {
            guard let pattern = effectivePattern(of: route), (try? router.register(pattern, destination: index)) != nil
            else { continue }
            indices.append(index)
        }
        return router.conflicts.compactMap { conflict in
            guard conflict.index < indices.count, conflict.winnerIndex < indices.count else { return nil }
            let loser = routes[indices[conflict.index]]
            let winner = routes[indices[conflict.winnerIndex]]
            // A route with `when` conditions passes the links they refuse on to the next.
            guard winner.conditions.isEmpty else { return nil }
            let advice =
                loser.conditions.isEmpty ? "" : "; write the route with when conditions before the one without"
            let sameGroup = loser.group == winner.group
            // A pattern with optional parts may lose one of its forms and keep the others.
            let subject = conflict.variant.map {
                "the form '\(conflict.pattern.spelling(of: $0))' of '\(loser.pattern)'"
            }
            switch conflict.reason {
            case .duplicate:
                return Diagnostic(
                    sameGroup ? .error : .warning, at: loser.location(of: "pattern"),
                    "\(subject ?? "'\(loser.pattern)'") duplicates '\(winner.pattern)' (line \(winner.location.line)), which wins"
                        + (sameGroup ? "" : " while both groups are enabled") + advice)
            case .unreachable:
                // Reported with the file's own advice by the reachability check.
                return nil
            case .shadowed:
                return Diagnostic(
                    .warning, at: loser.location(of: "pattern"),
                    "\(subject ?? "'\(loser.pattern)'") is shadowed by '\(winner.pattern)' (line \(winner.location.line)): "
                        + "it can never be chosen" + advice)
            }
        }
    }

    /// Warnings for routes that trust custom-scheme links by sending app: SwiftUI's `onOpenURL`
    /// never says which app sent a link, so in a SwiftUI app such a route refuses every
    /// custom-scheme link. `waypoint check` reports them; the build plugin does not, as a UIKit
    /// app gets the sending app from its scene delegate.
    public func sendingAppDiagnostics() -> [Diagnostic] {
        routes.compactMap { route in
            guard let apps = route.sendingApps else { return nil }
            return Diagnostic(
                .warning, at: route.location(of: "sendingApps"),
                "'\(route.pattern)' opens custom-scheme links only from \(apps.sorted().joined(separator: ", ")): "
                    + "SwiftUI's onOpenURL gives no sending app, so in a SwiftUI app this route refuses every "
                    + "custom-scheme link it delivers; a UIKit scene delegate gives the sending app")
        }
    }

    /// Routes whose scheme or host the router never accepts.
    private func reachabilityDiagnostics() -> [Diagnostic] {
        let router: Router<Int> = makeRouter()
        var diagnostics: [Diagnostic] = []
        for route in routes {
            guard let pattern = effectivePattern(of: route), let parsed = parsedPattern(pattern) else { continue }
            let probe: String
            switch parsed.form {
            case .custom(let scheme, _, _): probe = scheme + "://probe"
            case .web(let scheme, let host): probe = scheme + "://" + host + "/"
            case .path, .urn: continue
            }
            if case .notAccepted(_, let reason)? = router.explain(probe).error {
                diagnostics.append(
                    Diagnostic(
                        .error, at: route.location(of: "pattern"),
                        "no link can reach '\(route.pattern)': \(reason); add it to the file's schemes or hosts"))
            }
        }
        return diagnostics
    }

    /// Routes the `apple-app-site-association` file cannot claim exactly, for every host:
    /// Apple's matching of the written components against sample links of every route, compared
    /// with the router's answer.
    private func associationDiagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var reported = Set<String>()
        for listed in hosts {
            guard let association = try? AppSiteAssociation(self, host: AppSiteAssociation.hostName(listed)) else {
                continue
            }
            for (route, reason) in association.inexact where reported.insert(route.name + reason).inserted {
                diagnostics.append(
                    Diagnostic(.warning, at: route.location(of: "pattern"), "apple-app-site-association: \(reason)"))
            }
            // A route already reported as inexact has its reason stated; the paths it claims
            // beyond its links add nothing.
            let explained = Set(association.inexact.map(\.route.name))
            for mismatch in associationMismatches(association)
            where !explained.contains(mismatch.route.name) && reported.insert(mismatch.route.name).inserted {
                diagnostics.append(
                    Diagnostic(
                        .warning, at: mismatch.route.location(of: "pattern"),
                        "apple-app-site-association \(mismatch.appleOpens ? "opens" : "does not open") \(mismatch.path), "
                            + "which the app \(mismatch.appleOpens ? "does not open" : "opens") from a universal link"))
            }
        }
        return diagnostics
    }

    /// Sample paths where Apple's answer for the written file differs from Waypoint's, each with
    /// the route to blame: for a path Apple opens and the app does not, the route whose
    /// component claims it (not the route the sample path came from). With
    /// `webFallback: browser`, the app opens such paths in the browser, so only paths the app
    /// opens and Apple does not are mismatches.
    func associationMismatches(
        _ association: AppSiteAssociation
    ) -> [(route: RouteDeclaration, path: String, appleOpens: Bool)] {
        let router: Router<Int> = makeRouter()
        for (index, route) in routes.enumerated() {
            if let pattern = effectivePattern(of: route) { _ = try? router.register(pattern, destination: index) }
        }
        let matcher = association.matcher
        var mismatches: [(RouteDeclaration, String, Bool)] = []
        for (route, path) in samplePaths(host: association.host) {
            let waypointOpens =
                // A sample path has no query, so a route with `when` conditions never takes it.
                router.match(for: "https://\(association.host)\(path)") { routes[$0.destination].conditions.isEmpty }
                .map {
                    routes[$0.destination].allowsUniversalLinks
                } ?? false
            let appleOpens = matcher.opensApp(path: path)
            // A path the file excludes on purpose stays in the browser as it says.
            if !appleOpens, webExclusions.contains(where: { $0.hasPrefix("/") && ComponentMatcher.matches($0, path) }) {
                continue
            }
            guard waypointOpens != appleOpens, !(appleOpens && webFallback == .browser) else { continue }
            let claimant =
                appleOpens
                ? association.deciding(path, with: matcher).flatMap { name in routes.first { $0.name == name } } : nil
            mismatches.append((claimant ?? route, path, appleOpens))
        }
        return mismatches
    }

    /// Paths that exercise every route on `host`: each form of the route's pattern, one segment
    /// more and one segment less.
    func samplePaths(host: String) -> [(RouteDeclaration, String)] {
        var samples: [(RouteDeclaration, String)] = []
        for route in routes {
            guard let pattern = effectivePattern(of: route), let parsed = parsedPattern(pattern) else { continue }
            switch parsed.form {
            case .path, .urn: break
            case .web(_, let patternHost) where patternHost.lowercased() == host: break
            default: continue
            }
            for variant in parsed.variants {
                let pieces = variant.map { sample($0) }
                let path = "/" + pieces.joined(separator: "/")
                // The root's slash is its whole path: longer paths start from it, not after it.
                let base = pieces.isEmpty ? "" : path
                samples.append((route, path))
                if !pieces.isEmpty { samples.append((route, path + "/")) }
                samples.append((route, base + "/extra"))
                samples.append((route, base + "/extra/more"))
                if pieces.count > 1 { samples.append((route, "/" + pieces.dropLast().joined(separator: "/"))) }
                if pieces.count > 0 { samples.append((route, "/other/" + pieces.joined(separator: "/"))) }
            }
        }
        return samples
    }

    private func sample(_ segment: PatternSegment) -> String {
        switch segment {
        case .literal(let text): return text
        case .parameter(_, let type):
            if let set = valueSet(named: type) { return set.values.last ?? "value" }
            switch type {
            case "int": return "42"
            case "double", "float": return "4.5"
            case "uuid": return "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"
            default: return "value"
            }
        case .wildcard: return "any"
        case .rest: return "a/b"
        }
    }
}
