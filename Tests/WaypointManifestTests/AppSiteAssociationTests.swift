import Foundation
import Testing
import Waypoint

@testable import WaypointManifest

/// The apple-app-site-association file claims exactly the paths the router opens from a
/// universal link, as Apple's documented matching reads it.
@Suite("apple-app-site-association")
struct AppSiteAssociationTests {
    @Test(arguments: [
        ("/user/*", "/user/", true), ("/user/*", "/user/42/likes", true), ("/user/?", "/user/4", true),
        ("/user/?", "/user/42", false), ("/user/?*", "/user/", false), ("/user/?*", "/user/4", true),
        ("/a*b", "/ab", true), ("/a*b", "/axxb", true), ("/a*b", "/axxbc", false), ("/*", "/", true),
        ("/user", "/User", false),
    ])
    func appleWildcardsMatchAsDocumented(pattern: String, path: String, matches: Bool) {
        #expect(ComponentMatcher.matches(pattern, path) == matches)
    }

    @Test func theFirstMatchingComponentDecidesAndExclusionsKeepLinksOut() {
        let matcher = ComponentMatcher([
            .init(path: "/admin/*", exclude: true), .init(path: "/*", exclude: false),
            .init(path: "/never", exclude: true),
        ])
        #expect(!matcher.opensApp(path: "/admin/users"))
        #expect(matcher.opensApp(path: "/never"))
        #expect(matcher.opensApp(path: "/posts/1"))
        #expect(!ComponentMatcher([]).opensApp(path: "/posts/1"))
        #expect(
            ComponentMatcher([.init(path: "/Posts", exclude: false, caseSensitive: false)]).opensApp(path: "/posts"))
    }

    static let tables: [String] = [
        // The example app.
        (try? String(contentsOf: Files.photoFeedRoutes, encoding: .utf8)) ?? "",
        // A REST table: literals before placeholders, deeper routes, a route kept off the web.
        """
        schemes: [app]
        hosts: [example.com]
        routes:
          - {pattern: /posts/new, screen: compose}
          - {pattern: /posts/:id, screen: post}
          - {pattern: /posts/:id/comments, screen: comments}
          - {pattern: /posts/:id/edit, screen: edit, web: false}
          - {pattern: /users/:name/posts/:id, screen: userPost}
          - {pattern: /settings, screen: settings, sources: [inApp]}
          - {pattern: /help/*, screen: help}
          - {pattern: "https://example.com/only/here", screen: here}
          - {pattern: "app://custom/only", screen: custom}
        """,
        // A rest of path, and an exact route that outranks it and stays off the web.
        """
        schemes: [app]
        hosts: [example.com]
        routes:
          - {pattern: /files/private, screen: private, web: false}
          - {pattern: "/files/**", screen: files}
          - {pattern: /search, screen: search}
          - {pattern: "/:a/:b", screen: pair}
        """,
        // Optional trailing parts and a group mounted under a path.
        """
        schemes: [app]
        hosts: [example.com]
        groups:
          shop: {mount: /shop}
        routes:
          - {pattern: "/catalog/:section?", screen: catalog}
          - {pattern: /item/:id, screen: item, group: shop}
          - {pattern: "logout", action: logout}
        """,
        // Optional groups: each form is a route, with the precedence of the pattern it spells.
        """
        schemes: [app]
        hosts: [example.com]
        routes:
          - {pattern: "/path(/:id)(/:action)", screen: path}
          - {pattern: "/(rest/)(app/)object/:id", screen: object}
          - {pattern: "/docs(/v/:version)/**page", screen: docs}
          - {pattern: /posts/new, screen: compose}
          - {pattern: "/posts(/:id(/comments))", screen: post}
          - {pattern: "/admin(/:section)", screen: admin, web: false}
          - {pattern: "/shop(/:category)/item/<int:id>", screen: item}
        """,
    ]

    /// Apple's answer for every sample path of every route (its own shape, one segment more
    /// or fewer, a trailing slash, another prefix) equals the router's.
    @Test(arguments: 0..<5)
    @MainActor
    func appleOpensExactlyWhatTheRouterOpens(table: Int) throws {
        let file = try RouteFile.parse(Self.tables[table], path: "table\(table).yaml")
        let association = try AppSiteAssociation(file)
        let router: Router<Int> = file.makeRouter()
        for (index, route) in file.routes.enumerated() {
            if let pattern = file.effectivePattern(of: route) { try router.register(pattern, destination: index) }
        }
        let samples =
            file.samplePaths(host: association.host).map(\.1)
            + ["/", "/unknown", "/a/b/c/d/e", "/posts", "/posts/1/2/3", "/files", "/shop/item/1/x"]
        #expect(samples.count > 20)
        for path in samples {
            // A path alone holds no query, so a route chosen by the query never takes it.
            let routerOpens =
                router.match(for: "https://\(association.host)\(path)") {
                    file.routes[$0.destination].conditions.isEmpty
                }
                .map { file.routes[$0.destination].allowsUniversalLinks } ?? false
            #expect(association.matcher.opensApp(path: path) == routerOpens, "\(path) in table \(table)")
        }
        #expect(
            file.check().filter {
                $0.message.contains("apple-app-site-association opens") || $0.message.contains("does not open")
            }.isEmpty)
    }

    @Test func theJSONIsApplesComponentsForm() throws {
        let file = try RouteFile.load(from: Files.photoFeedRoutes)
        let text = try AppSiteAssociation(file).json(appIDs: ["ABCDE12345.com.example.photofeed"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let applinks = try #require(json["applinks"] as? [String: Any])
        let details = try #require(applinks["details"] as? [[String: Any]])
        #expect(details.first?["appIDs"] as? [String] == ["ABCDE12345.com.example.photofeed"])
        let components = try #require(details.first?["components"] as? [[String: Any]])
        #expect(components.contains { $0["/"] as? String == "/media/?*/comments" && $0["exclude"] == nil })
        #expect(components.contains { $0["/"] as? String == "/logout" && $0["exclude"] as? Bool == true })
        #expect(components.allSatisfy { $0["comment"] is String })

        let legacy = try AppSiteAssociation(file).json(appIDs: ["ABCDE12345.b"], legacyPaths: true)
        #expect(legacy.contains("\"paths\"") && legacy.contains("NOT /logout"))
    }

    @Test @MainActor func typedPlaceholdersAndWildcardLiteralsAreReportedAsInexact() throws {
        let file = try Files.routeFile(
            """
            hosts: [example.com]
            routes:
              - {pattern: "/user/<int:id>", screen: user}
              - {pattern: "/what?", screen: what}
            """)
        let association = try AppSiteAssociation(file)
        #expect(association.inexact.map(\.route.pattern) == ["/user/<int:id>", "/what?"])
        let warnings = file.check().filter { $0.severity == .warning }
        #expect(warnings.contains { $0.message.contains("<int:…>") && $0.location.line == 3 })
    }

    @Test func anUnknownHostIsAnError() throws {
        let file = try Files.routeFile("hosts: [example.com]\nroutes: []\n")
        #expect(throws: RouteFileError.self) { try AppSiteAssociation(file, host: "other.com") }
        #expect(try AppSiteAssociation(file).host == "example.com")
    }
}
