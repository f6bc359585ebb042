import ArgumentParser
import Foundation
import WaypointManifest

/// `waypoint aasa FILE --app-id TEAM.bundle`: the apple-app-site-association file.
struct AASA: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "aasa",
        abstract: "Write the apple-app-site-association file for a web host of the route file.",
        discussion: """
            Claims only the routes a universal link can open, in an order for which Apple's first-match \
            answer equals the router's. Serve it at https://HOST/.well-known/apple-app-site-association \
            with no extension, as application/json, without redirects, one per host. Warns on standard \
            error when the file nears Apple's 128 KB limit or when a route cannot be claimed exactly: standard \
            output (or the --output file) carries the JSON alone.

            With --diff DEPLOYED, compares a deployed file with what the routes need instead, as iOS \
            reads both (formatting and comments never count): paths the app opens that it leaves to the \
            browser, paths it claims that the app does not open, and exclusions in the wrong order. \
            Exits 1 when they differ, 65 when the deployed file is not an association file.

            Examples:
              waypoint aasa routes.yaml --app-id ABCDE12345.com.example.photofeed
              waypoint aasa routes.yaml --app-id ABCDE12345.com.example.photofeed --output apple-app-site-association
              waypoint aasa routes.yaml --app-id ABCDE12345.com.a --app-id ABCDE12345.com.b --host www.example.com --legacy-paths
              waypoint aasa routes.yaml --app-id ABCDE12345.com.example.shop --webcredentials \\
                  --appclip ABCDE12345.com.example.shop.Clip
              curl -s https://example.com/.well-known/apple-app-site-association > deployed.json
              waypoint aasa routes.yaml --app-id ABCDE12345.com.example.photofeed --diff deployed.json
            """)

    @Argument(help: "The route file (YAML or JSON).")
    var file: String

    @Option(name: .customLong("app-id"), help: "TEAMID.bundle.identifier; repeat for several apps.")
    var appIDs: [String] = []

    @Option(help: "The web host to write the file for (default: the file's first host).")
    var host: String?

    @Flag(help: "Write the paths form iOS 12 and earlier read, instead of components.")
    var legacyPaths = false

    @Flag(help: "Add a webcredentials section: the --app-id apps may offer this host's saved passwords.")
    var webcredentials = false

    @Option(help: "Write the file here instead of to standard output.")
    var output: String?

    @Option(
        name: .customLong("appclip"),
        help: "An App Clip (TEAMID.bundle.identifier.Clip) that may open the links; repeatable.")
    var appClips: [String] = []

    @Option(help: "A deployed apple-app-site-association file to compare with what the routes need.")
    var diff: String?

    func validate() throws {
        guard !appIDs.isEmpty || diff != nil else {
            throw ValidationError("give at least one --app-id TEAMID.bundle.identifier")
        }
        for id in appIDs + appClips where !AppSiteAssociation.isAppID(id) {
            throw ValidationError(
                "'\(id)' is not an app ID: write TEAMID.bundle.identifier, a ten-character team ID of "
                    + "upper-case letters and digits, a dot, then the bundle ID (ABCDE12345.com.example.app)")
        }
    }

    @MainActor
    func run() async throws {
        let routeFile = try loadRouteFile(file)
        let association: AppSiteAssociation
        do {
            association = try AppSiteAssociation(routeFile, host: host)
        } catch {
            report(error.diagnostics)
            throw ExitCode(1)
        }
        if let diff {
            try compare(deployed: diff, with: association, routeFile)
            return
        }
        let text = association.json(
            appIDs: appIDs, legacyPaths: legacyPaths, webCredentials: webcredentials ? appIDs : [], appClips: appClips)
        let console = Console.current
        if let output {
            do {
                try text.write(to: URL(fileURLWithPath: output), atomically: true, encoding: .utf8)
            } catch {
                console.err("\(output):1:1: error: cannot write the file: \(error.localizedDescription)")
                throw unreadableFile
            }
        } else {
            console.out(String(text.dropLast()))
        }
        if text.utf8.count > AppSiteAssociation.sizeLimit * 9 / 10 {
            console.err(
                "warning: the file is \(text.utf8.count) bytes; Apple reads at most \(AppSiteAssociation.sizeLimit)")
        }
        for (route, reason) in association.inexact {
            // At the pattern, as `waypoint check` reports it.
            report([Diagnostic(.warning, at: route.location(of: "pattern"), reason)])
        }
    }

    /// Prints how the deployed file differs from `association`; exits 1 when it does.
    @MainActor
    private func compare(deployed path: String, with association: AppSiteAssociation, _ routeFile: RouteFile) throws {
        let text = try readText(path)
        let comparison: AssociationDiff
        do {
            comparison = try AssociationDiff(
                deployed: text, path: path, expected: association, file: routeFile, appIDs: appIDs)
        } catch {
            report(error.diagnostics)
            throw unreadableFile
        }
        let console = Console.current
        for finding in comparison.findings { console.out(finding.description) }
        if text.utf8.count > AppSiteAssociation.sizeLimit {
            console.out(
                "size: the deployed file is \(text.utf8.count) bytes; Apple reads at most \(AppSiteAssociation.sizeLimit)"
            )
        }
        let count = comparison.findings.count
        guard count > 0 || text.utf8.count > AppSiteAssociation.sizeLimit else {
            console.out("\(path) claims what the routes need for \(association.host)")
            return
        }
        console.out(
            "\(path) differs from what the routes need for \(association.host): \(count) finding\(count == 1 ? "" : "s")"
        )
        throw ExitCode(1)
    }
}
