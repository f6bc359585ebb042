import Foundation
import Testing
import Waypoint

@testable import WaypointManifest

/// Route files read optional groups like any pattern: each form is checked, claimed and
/// resolved as a route of its own.
@Suite("Route files: optional groups")
struct OptionalGroupFileTests {
    /// A route that loses only one of its forms is reported with that form; one that loses
    /// every form is reported whole.
    @Test @MainActor func checkNamesTheFormThatIsNeverChosen() throws {
        let file = try Files.routeFile(
            """
            schemes: [app]
            hosts: [example.com]
            routes:
              - {pattern: /posts, screen: index}
              - {pattern: "/posts(/:page)", screen: pages}
              - {pattern: "/users(/:id)", screen: user}
              - {pattern: "/users(/:name)", screen: again}
            """)
        let found = file.check().map(\.description)
        #expect(
            found.contains {
                $0.hasPrefix(
                    "test.yaml:5:16: error: the form '/posts' of '/posts(/:page)' duplicates '/posts' (line 4)")
            })
        #expect(
            found.contains {
                $0.hasPrefix("test.yaml:7:16: error: '/users(/:name)' duplicates '/users(/:id)' (line 6)")
            })
        #expect(!found.contains { $0.contains("line 5") })
    }

    @Test func aMalformedGroupIsAnErrorAtItsParenthesis() throws {
        #expect {
            try Files.routeFile(
                """
                routes:
                  - {pattern: "/a(b)", screen: broken}
                """)
        } throws: { error in
            "\(error)".contains("test.yaml:2") && "\(error)".contains("an optional group holds whole segments")
        }
    }

    @Test @MainActor func theAssociationFileClaimsEveryFormAndNoOther() throws {
        let file = try Files.routeFile(
            """
            schemes: [app]
            hosts: [example.com]
            routes:
              - {pattern: "/path(/:id)(/:action)", screen: path}
            """)
        let association = try AppSiteAssociation(file)
        let matcher = association.matcher
        for path in ["/path", "/path/1", "/path/1/edit", "/path/"] { #expect(matcher.opensApp(path: path), "\(path)") }
        for path in ["/path/1/edit/x", "/other", "/"] { #expect(!matcher.opensApp(path: path), "\(path)") }
    }
}
