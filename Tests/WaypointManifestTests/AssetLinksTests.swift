import Foundation
import Testing
import Waypoint
import WaypointCommands

@testable import WaypointManifest

/// The Android `assetlinks.json` file: Google's documented statement, and dynamic rules that
/// claim exactly the paths the router opens, as Android's matching reads them.
@Suite("assetlinks.json")
struct AssetLinksTests {
    static let fingerprint =
        "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

    @Test(arguments: [
        ("/media/?*/comments", "/media/9/comments", true), ("/media/?*/comments", "/media/9/x/comments", false),
        ("/?*", "/", false), ("/?*", "/a/b/c", true), ("/a/*", "/a/", true), ("/help", "/help/", false),
        ("*", "/anything", true), ("/?*/?*", "/a", false), ("/?*/?*", "/a/b/c", true), ("/a?c", "/abc", true),
    ])
    func androidsWildcardsMatchAsDocumented(pattern: String, path: String, matches: Bool) {
        #expect(DynamicAppLinkMatcher.matches(pattern, path) == matches)
    }

    /// The statements parsed as JSON have the documented shape.
    @Test func theJSONIsGooglesStatementWithDynamicRules() throws {
        let file = try RouteFile.load(from: Files.photoFeedRoutes)
        let text = try AssetLinks(file).json(packages: ["com.example.photofeed"], fingerprints: [Self.fingerprint])
        let statements = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(statements.count == 1)
        let statement = try #require(statements.first)
        #expect(statement["relation"] as? [String] == ["delegate_permission/common.handle_all_urls"])
        let target = try #require(statement["target"] as? [String: Any])
        #expect(target["namespace"] as? String == "android_app")
        #expect(target["package_name"] as? String == "com.example.photofeed")
        #expect(target["sha256_cert_fingerprints"] as? [String] == [Self.fingerprint])
        let extensions = try #require(statement["relation_extensions"] as? [String: Any])
        let relation = try #require(extensions["delegate_permission/common.handle_all_urls"] as? [String: Any])
        let rules = try #require(relation["dynamic_app_link_components"] as? [[String: Any]])
        #expect(!rules.isEmpty)
        // Only the keys Android documents: a malformed rule makes Android drop every rule.
        for rule in rules {
            #expect(Set(rule.keys).isSubset(of: ["/", "#", "?", "exclude"]), "\(rule)")
            #expect(rule["/"] is String)
            #expect(rule["exclude"] == nil || rule["exclude"] as? Bool == true)
        }
        #expect(rules.contains { $0["/"] as? String == "/media/?*/comments" && $0["exclude"] == nil })
        #expect(rules.contains { $0["/"] as? String == "/logout" && $0["exclude"] as? Bool == true })

        let plain = try AssetLinks(file).json(
            packages: ["com.example.a", "com.example.b"], fingerprints: [Self.fingerprint], dynamicRules: false)
        let both = try #require(try JSONSerialization.jsonObject(with: Data(plain.utf8)) as? [[String: Any]])
        #expect(both.count == 2 && both.allSatisfy { $0["relation_extensions"] == nil })
    }

    /// Android's answer for every sample path of every route equals the router's, for the same
    /// tables that hold the association file to Apple's answer, and a root beside a rest.
    @Test(arguments: 0..<6)
    @MainActor
    func androidOpensExactlyWhatTheRouterOpens(table: Int) throws {
        let text = table < 5 ? AppSiteAssociationTests.tables[table] : AssociationComponentsTests.rootFile
        let file = try RouteFile.parse(text, path: "table\(table).yaml")
        let links = try AssetLinks(file)
        let router: Router<Int> = file.makeRouter()
        for (index, route) in file.routes.enumerated() {
            if let pattern = file.effectivePattern(of: route) { try router.register(pattern, destination: index) }
        }
        let samples =
            file.samplePaths(host: links.host).map(\.1)
            + ["/", "/unknown", "/a/b/c/d/e", "/posts", "/posts/1/2/3", "/files", "/shop/item/1/x"]
        for path in samples where !path.contains("//") {
            let routerOpens =
                router.match(for: "https://\(links.host)\(path)").map {
                    file.routes[$0.destination].allowsUniversalLinks
                } ?? false
            #expect(links.matcher.opensApp(path: path) == routerOpens, "\(path) in table \(table)")
        }
        #expect(links.mismatches(file).isEmpty)
    }

    @Test func aHostTheAppOpensNothingOnExcludesEverything() throws {
        let file = try Files.routeFile("hosts: [example.com]\nroutes:\n  - {pattern: \"app://x\", screen: x}\n")
        #expect(try AssetLinks(file).rules == [DynamicAppLinkMatcher.Rule(path: "*", exclude: true)])
    }

    @Test(arguments: [
        (Self.fingerprint, Self.fingerprint), (Self.fingerprint.lowercased(), Self.fingerprint),
        (Self.fingerprint.replacingOccurrences(of: ":", with: ""), Self.fingerprint),
        ("14:6D", nil), (String(repeating: "G", count: 64), nil), ("146D:" + String(repeating: "0", count: 60), nil),
    ])
    func fingerprintsAreWrittenAsAndroidWritesThem(text: String, written: String?) {
        #expect(AssetLinks.fingerprint(text) == written)
    }

    @Test(arguments: [
        ("com.example.app", true), ("com.example_1.app", true), ("app", false), ("com..app", false),
        ("com.1example", false), ("com.example-app", false),
    ])
    func packageNamesAreApplicationIDs(name: String, valid: Bool) {
        #expect(AssetLinks.isPackageName(name) == valid)
    }

    @MainActor @Test func itsHelpHasExamples() throws {
        let command = try #require(CommandTests.subcommand("assetlinks"))
        #expect(WaypointCommand.helpMessage(for: command).contains("Examples:"))
    }

    @MainActor
    @Test func theCommandWritesTheFileAndRefusesBadArguments() async throws {
        let commands = CommandTests()
        let routes = Files.photoFeedRoutes.path
        let result = await commands.run([
            "assetlinks", routes, "--package", "com.example.photofeed", "--sha256", Self.fingerprint.lowercased(),
        ])
        #expect(result.code == 0)
        #expect(result.err.isEmpty, "\(result.err)")
        let statements = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        #expect(
            (statements.first?["target"] as? [String: Any])?["sha256_cert_fingerprints"] as? [String] == [
                Self.fingerprint
            ])
        #expect(await commands.run(["assetlinks", routes, "--package", "com.example.photofeed"]).code == 64)
        #expect(
            await commands.run(["assetlinks", routes, "--package", "photofeed", "--sha256", Self.fingerprint]).code
                == 64)
        #expect(await commands.run(["assetlinks", routes, "--package", "com.a.b", "--sha256", "14:6D"]).code == 64)
        #expect(
            await commands.run([
                "assetlinks", routes, "--package", "com.a.b", "--sha256", Self.fingerprint, "--host", "x.org",
            ])
            .code == 1)
    }
}
