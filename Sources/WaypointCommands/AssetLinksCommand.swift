import ArgumentParser
import WaypointManifest

/// `waypoint assetlinks FILE --package ID --sha256 FINGERPRINT`: the Android `assetlinks.json`.
struct AssetLinksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assetlinks",
        abstract: "Write the Android assetlinks.json file for a web host of the route file.",
        discussion: """
            One statement per --package lets the app verify its App Links for the host. From the same \\
            patterns as the apple-app-site-association file, dynamic_app_link_components say which paths \\
            open the app on Android 15 and later, in an order for which Android's first-match answer \\
            equals the router's; earlier Android reads the manifest's paths. The manifest declares https \\
            and the host with android:autoVerify="true": the rules narrow it, never widen it. Serve the \\
            file at https://HOST/.well-known/assetlinks.json, as application/json, without redirects. \\
            Warns on standard error, at the route's line, where the rules cannot claim a route's links \
            exactly or Android's answer for them would differ from the router's.

            Examples:
              waypoint assetlinks routes.yaml --package com.example.photofeed \\
                  --sha256 14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5
              waypoint assetlinks routes.yaml --package com.example.a --package com.example.b --sha256 … --host www.example.com
            """)

    @Argument(help: "The route file (YAML or JSON).")
    var file: String

    @Option(name: .customLong("package"), help: "The app's application ID (com.example.app); repeatable.")
    var packages: [String] = []

    @Option(
        name: .customLong("sha256"),
        help: "A SHA-256 fingerprint of the app's signing certificate (AA:BB:… or 64 hex digits); repeatable.")
    var fingerprints: [String] = []

    @Option(help: "The web host to write the file for (default: the file's first host).")
    var host: String?

    @Flag(help: "Leave out the dynamic rules, so that the manifest's paths decide on every Android version.")
    var noDynamicRules = false

    func validate() throws {
        guard !packages.isEmpty else { throw ValidationError("give at least one --package com.example.app") }
        guard !fingerprints.isEmpty else {
            throw ValidationError("give at least one --sha256 fingerprint of the app's signing certificate")
        }
        for name in packages where !AssetLinks.isPackageName(name) {
            throw ValidationError(
                "'\(name)' is not an application ID: two or more parts joined by dots, each a letter followed by "
                    + "letters, digits or underscores (com.example.app)")
        }
        for text in fingerprints where AssetLinks.fingerprint(text) == nil {
            throw ValidationError(
                "'\(text)' is not a SHA-256 fingerprint: write 32 hexadecimal bytes joined by colons "
                    + "(14:6D:…:E5), as keytool and the Play Console print them")
        }
    }

    @MainActor
    func run() async throws {
        let routeFile = try loadRouteFile(file)
        let links: AssetLinks
        do {
            links = try AssetLinks(routeFile, host: host)
        } catch {
            report(error.diagnostics)
            throw ExitCode(1)
        }
        let text = links.json(
            packages: packages, fingerprints: fingerprints.compactMap(AssetLinks.fingerprint),
            dynamicRules: !noDynamicRules)
        Console.current.out(String(text.dropLast()))
        guard !noDynamicRules else { return }
        report(links.diagnostics(routeFile))
    }
}
