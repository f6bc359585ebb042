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
            // A path alone holds no query, so a route chosen by the query never takes it.
            let routerOpens =
                router.match(for: "https://\(links.host)\(path)") { file.routes[$0.destination].conditions.isEmpty }
                .map { file.routes[$0.destination].allowsUniversalLinks } ?? false
            #expect(links.matcher.opensApp(path: path) == routerOpens, "\(path) in table \(table)")
        }
        #expect(links.mismatches(file).isEmpty)
    }

    /// The route files whose every dynamic rule is held to the router: the example app's, and
    /// the fixtures for routes chosen by the query, value sets and forwarding routes.
    static let ruleFiles: [URL] = {
        let fixtures = Files.examples.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/GeneratedRoutesTests")
        return [Files.photoFeedRoutes]
            + ["conditions", "sets", "forward", "browser"].map {
                fixtures.appendingPathComponent("\($0).routes.yaml")
            }
    }()

    /// Every rule, read back from the JSON, claims only links the app opens from an App Link
    /// and excludes only links it does not: a link made from the rule's own patterns, which the
    /// rule decides (no earlier rule matches it), opens the app exactly when the rule is not an
    /// exclusion. Rules with query items are tried with them.
    @Test(arguments: 0..<5)
    @MainActor
    func everyRuleClaimsOnlyWhatTheAppOpens(fileIndex: Int) throws {
        let url = Self.ruleFiles[fileIndex]
        let file = try RouteFile.load(from: url)
        let links = try AssetLinks(file)
        let text = links.json(packages: ["com.example.app"], fingerprints: [Self.fingerprint])
        let statements = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        let extensions = try #require(statements.first?["relation_extensions"] as? [String: Any])
        let relation = try #require(extensions[AssetLinks.relation] as? [String: Any])
        let written = try #require(relation["dynamic_app_link_components"] as? [[String: Any]])
        let rules = written.map { rule in
            DynamicAppLinkMatcher.Rule(
                path: rule["/"] as? String ?? "", fragment: rule["#"] as? String,
                query: rule["?"] as? [String: String], exclude: rule["exclude"] as? Bool ?? false)
        }
        #expect(rules == links.rules)
        let router: Router<Int> = file.makeRouter()
        for (index, route) in file.routes.enumerated() {
            if let pattern = file.effectivePattern(of: route) { try router.register(pattern, destination: index) }
        }
        var decided = 0
        for (position, rule) in rules.enumerated() where rule.fragment == nil {
            let path = Self.instance(of: rule.path)
            let items = (rule.query ?? [:]).sorted { $0.key < $1.key }.map {
                (name: $0.key, value: Self.instance(of: $0.value))
            }
            // A link an earlier rule matches is that rule's to answer for: with every earlier
            // rule made to claim, the link opens the app exactly when one of them matches.
            let earlier = DynamicAppLinkMatcher(
                rules[..<position].map {
                    DynamicAppLinkMatcher.Rule(
                        path: $0.path, fragment: $0.fragment, query: $0.query)
                })
            guard !earlier.opensApp(path: path, query: items) else { continue }
            decided += 1
            let link =
                "https://\(links.host)\(path)"
                + (items.isEmpty ? "" : "?" + items.map { "\($0.name)=\($0.value)" }.joined(separator: "&"))
            let routerOpens =
                router.match(for: link) { match in
                    file.routes[match.destination].conditions.allSatisfy { $0.holds(in: match.query) }
                }
                .map { file.routes[$0.destination].allowsUniversalLinks } ?? false
            #expect(DynamicAppLinkMatcher(rules).opensApp(path: path, query: items) == !rule.exclude)
            #expect(routerOpens == !rule.exclude, "rule \(position) \(rule) of \(url.lastPathComponent): \(link)")
        }
        #expect(decided * 2 >= rules.count, "\(decided) of \(rules.count) rules decide a link of their own")
        #expect(links.mismatches(file).isEmpty, "\(links.mismatches(file))")
    }

    /// A link path (or query value) that a rule pattern matches: each wildcard stands for text
    /// no route names.
    static func instance(of pattern: String) -> String {
        pattern.replacingOccurrences(of: "?*", with: "w1").replacingOccurrences(of: "*", with: "w2")
            .replacingOccurrences(of: "?", with: "w")
    }

    /// Routes chosen by the query keep their query items on Android, as in the association
    /// file: literal values and `?*`, which an empty or missing item never matches.
    @Test func conditionedRoutesKeepTheirQueryItems() throws {
        let file = try RouteFile.load(from: Self.ruleFiles[1])
        let links = try AssetLinks(file)
        let text = links.json(packages: ["com.example.pledges"], fingerprints: [Self.fingerprint])
        let statements = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        let extensions = try #require(statements.first?["relation_extensions"] as? [String: Any])
        let relation = try #require(extensions[AssetLinks.relation] as? [String: Any])
        let rules = try #require(relation["dynamic_app_link_components"] as? [[String: Any]])
        func queries(of path: String) -> [[String: String]?] {
            rules.filter { $0["/"] as? String == path }.map { $0["?"] as? [String: String] }
        }
        #expect(queries(of: "/signin") == [["signin": "?*"]])
        #expect(queries(of: "/pledge") == [["ref": "failed_transaction"], nil])
        #expect(queries(of: "/?*") == [["search": "?*"]])
        let android = links.matcher
        #expect(android.opensApp(path: "/signin", query: [("signin", "abc")]))
        #expect(!android.opensApp(path: "/signin", query: [("signin", "")]))
        #expect(!android.opensApp(path: "/signin"))
        #expect(android.opensApp(path: "/discover", query: [("search", "boots")]))
        #expect(!android.opensApp(path: "/discover"))
        #expect(android.opensApp(path: "/pledge"))
    }

    /// `waypoint assetlinks` says on standard error, at the route's pattern, where the rules
    /// cannot claim a route's links exactly or Android's answer would differ from the router's,
    /// and still writes the file.
    @MainActor
    @Test func theCommandWarnsWhereAndroidWouldDiffer() async throws {
        let routes = try Files.write(
            """
            schemes: [app]
            hosts: [example.com]
            routes:
              - {pattern: /ok/:id, screen: ok}
              - {pattern: "/what?", screen: what}
              - {pattern: "/x/<int:id>", screen: x}
            """)
        let file = try RouteFile.load(from: URL(fileURLWithPath: routes))
        let links = try AssetLinks(file)
        // Android reads the literal's `?` as a wildcard: it opens /what? for any last character.
        #expect(links.mismatches(file).map(\.route.name) == ["/what?"], "\(links.mismatches(file))")
        #expect(links.mismatches(file).first?.androidOpens == true)
        let result = await CommandTests().run([
            "assetlinks", routes, "--package", "com.example.app", "--sha256", Self.fingerprint,
        ])
        #expect(result.code == 0)
        #expect(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) is [[String: Any]])
        let lines = result.err.split(separator: "\n").map(String.init)
        #expect(
            lines.contains {
                $0.hasPrefix("\(routes):5:16: warning: assetlinks.json: the literal 'what?' holds * or ?")
            }, "\(result.err)")
        #expect(
            lines.contains {
                $0.hasPrefix("\(routes):6:16: warning: assetlinks.json: the file claims any text for a <int:…>")
            }, "\(result.err)")
        #expect(lines.count == 2, "\(result.err)")
        let quiet = await CommandTests().run([
            "assetlinks", routes, "--package", "com.example.app", "--sha256", Self.fingerprint, "--no-dynamic-rules",
        ])
        #expect(quiet.err.isEmpty, "\(quiet.err)")
    }

    /// With `webFallback: browser` a link the rules claim and the app does not open goes to the
    /// browser, so it is no mismatch, and a typed placeholder's claim needs no warning.
    @Test func aWebFallbackForgivesWhatAndroidClaimsBeyondTheRoutes() throws {
        var file = try Files.routeFile(
            """
            schemes: [app]
            hosts: [example.com]
            routes:
              - {pattern: "/what?", screen: what}
              - {pattern: "/x/<int:id>", screen: x}
            """)
        #expect(try AssetLinks(file).mismatches(file).map(\.route.name) == ["/what?"])
        #expect(try AssetLinks(file).diagnostics(file).count == 2)
        file.webFallback = .browser
        #expect(try AssetLinks(file).mismatches(file).isEmpty)
        #expect(
            try AssetLinks(file).diagnostics(file).map(\.message) == [
                "assetlinks.json: the literal 'what?' holds * or ?, which the file reads as wildcards"
            ])
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
