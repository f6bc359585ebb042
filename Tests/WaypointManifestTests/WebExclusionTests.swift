import Foundation
import Testing
import WaypointManifest

/// Links a route file keeps in the browser on purpose: listed first in the association file,
/// as exclusions, and not reported by the check.
@Suite("Route files: web exclusions")
struct WebExclusionTests {
    static let text = """
        hosts: [shop.example.com]
        webExclusions: ["#no_universal_links", "/admin/*"]
        routes:
          - {pattern: "/admin/:page", screen: admin}
          - {pattern: "/product/:id", screen: product}
        """

    @Test("Exclusions come first: a fragment as a # component, a path as a / component")
    func emittedFirst() throws {
        let file = try RouteFile.parse(Self.text)
        let association = try AppSiteAssociation(file)
        #expect(association.components.prefix(2).map(\.exclude) == [true, true])
        #expect(association.components[0].fragment == "no_universal_links")
        #expect(association.components[1].path == "/admin/*")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(association.json(appIDs: ["ABCDE12345.com.shop"]).utf8))
                as? [String: Any])
        let details = ((json["applinks"] as? [String: Any])?["details"] as? [[String: Any]])?.first
        let components = try #require(details?["components"] as? [[String: Any]])
        #expect(components[0]["#"] as? String == "no_universal_links" && components[0]["exclude"] as? Bool == true)
        #expect(!association.matcher.opensApp(path: "/admin/users"))
        #expect(association.matcher.opensApp(path: "/product/9"))
        let legacy = association.json(appIDs: ["ABCDE12345.com.shop"], legacyPaths: true)
        #expect(legacy.contains("NOT /admin/*") && !legacy.contains("no_universal_links"))
    }

    @Test("A path the file excludes is not reported as a mismatch by check")
    @MainActor
    func checkAcceptsDeliberateExclusions() throws {
        let file = try RouteFile.parse(Self.text)
        #expect(!file.check().contains { $0.message.contains("/admin") }, "\(file.check())")
    }

    @Test("An exclusion that is neither a path nor a fragment is an error at its place")
    func badExclusion() {
        let (_, diagnostics) = RouteFile.read("webExclusions: [admin, \"#\"]\n", path: "routes.yaml")
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 2)
        #expect(errors.first?.location.column == 17)
        #expect(errors.first?.message.contains("is not a web exclusion") == true)
    }
}
