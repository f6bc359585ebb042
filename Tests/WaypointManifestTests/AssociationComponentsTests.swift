import Foundation
import Testing
import Waypoint

@testable import WaypointManifest

/// The association file's components claim what the router opens, with no component that
/// Apple's first-match reading never reaches.
@Suite("apple-app-site-association components")
struct AssociationComponentsTests {
    /// The `/` patterns of the written JSON, with whether each excludes.
    static func components(_ file: RouteFile) throws -> [(path: String, exclude: Bool)] {
        let text = try AppSiteAssociation(file).json(appIDs: ["ABCDE12345.com.example.app"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let applinks = try #require(json["applinks"] as? [String: Any])
        let details = try #require(applinks["details"] as? [[String: Any]])
        let components = try #require(details.first?["components"] as? [[String: Any]])
        return try components.map { component in
            (try #require(component["/"] as? String), component["exclude"] as? Bool ?? false)
        }
    }

    /// For each path, the index of the first component that matches it, as Apple tries them.
    static func firstMatch(_ components: [(path: String, exclude: Bool)], _ path: String) -> Int? {
        components.firstIndex { ComponentMatcher.matches($0.path, path) }
    }

    static let rootFile = """
        schemes: [app]
        hosts: [example.com]
        routes:
          - {pattern: /, screen: home}
          - {pattern: "/**", screen: page}
        """

    @Test func aRootRouteBesideARestOfPathIsClaimedMinimallyAndInOrder() throws {
        let file = try Files.routeFile(Self.rootFile)
        let components = try Self.components(file)
        #expect(components.map(\.path) == ["/", "/?*"])
        #expect(components.allSatisfy { !$0.exclude })
        // Apple's reading of the written file opens every path the two routes open.
        for path in ["/", "/a", "/a/b", "/a/b/c/"] {
            let first = try #require(Self.firstMatch(components, path), "\(path)")
            #expect(!components[first].exclude, "\(path)")
        }
    }

    @Test(arguments: [
        rootFile,
        "schemes: [app]\nhosts: [example.com]\nroutes:\n  - {pattern: /, screen: home}\n",
        """
        schemes: [app]
        hosts: [example.com]
        routes:
          - {pattern: /, screen: home}
          - {pattern: "/**", screen: page}
          - {pattern: /about, screen: about}
          - {pattern: "/:id", screen: item}
        """,
        """
        schemes: [app]
        hosts: [example.com]
        routes:
          - {pattern: /settings, screen: settings}
          - {pattern: /help/faq, screen: faq}
        """,
        """
        hosts: [emails.example.com]
        routes:
          - {pattern: "https://emails.example.com(/**)", screen: email}
        """,
    ])
    @MainActor
    func everyComponentDecidesSomePathAndAppleOpensWhatTheRouterOpens(text: String) throws {
        let file = try Files.routeFile(text)
        let association = try AppSiteAssociation(file)
        let components = try Self.components(file)
        #expect(!components.contains { $0.path == "//" })
        let router: Router<Int> = file.makeRouter()
        for (index, route) in file.routes.enumerated() {
            try router.register(try #require(file.effectivePattern(of: route)), destination: index)
        }
        let samples =
            file.samplePaths(host: association.host).map(\.1) + ["/", "/x", "/x/y", "/x/y/z", "/about/", "/a/b/c/d"]
        var decided = Set<Int>()
        // Apple's `*` also takes an empty segment (`//`), which the router refuses and no
        // component can tell apart: such paths are left out.
        for path in samples where !path.contains("//") {
            let first = Self.firstMatch(components, path)
            if let first { decided.insert(first) }
            let appleOpens = first.map { !components[$0].exclude } ?? false
            let routerOpens = router.match(for: "https://\(association.host)\(path)") != nil
            #expect(appleOpens == routerOpens, "\(path)")
        }
        // A component that no path reaches first is dead weight, or a sign of the wrong order.
        #expect(decided == Set(components.indices), "\(components.map(\.path))")
    }

    /// `check` holds the file to the router without a false alarm about `//`, a path no link of
    /// the root route has.
    @Test(arguments: [
        rootFile,
        "hosts: [emails.example.com]\nroutes:\n  - {pattern: \"https://emails.example.com(/**)\", screen: e}\n",
    ])
    @MainActor
    func checkFindsNothingToSayAboutARootBesideARest(text: String) throws {
        let diagnostics = try Files.routeFile(text).check()
        #expect(diagnostics.filter { $0.message.contains("apple-app-site-association") }.isEmpty, "\(diagnostics)")
    }

    @Test func aGroupThatStartsAWebPatternsPathIsRead() throws {
        let file = try Files.routeFile(
            """
            hosts: [emails.example.com]
            routes:
              - {pattern: "https://emails.example.com(/**)", screen: email}
            """)
        #expect(file.routes.count == 1)
        #expect(try Self.components(file).map(\.path) == ["/", "/?*"])
    }

    @Test(arguments: [
        ("/?*", "/?*/?*", true), ("/?*", "/?*/?*/?*", true), ("/*", "/a", true), ("/a/*", "/?*", false),
        ("/?*/?*", "/?*", false), ("/?*", "/", false), ("/a*", "/ab*", true), ("/a?", "/a*", false),
    ])
    func oneComponentCoversAnotherAsAppleMatches(outer: String, inner: String, covers: Bool) {
        #expect(ComponentMatcher.covers(outer, inner) == covers)
    }
}
