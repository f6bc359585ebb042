import Foundation
import Testing

@testable import WaypointManifest

/// `waypoint aasa --diff` reads a deployed association file as iOS does and names what differs
/// from the file the routes need.
@Suite("Deployed association files")
struct AssociationDiffTests {
    static let routes = """
        schemes: [app]
        hosts: [example.com]
        routes:
          - {pattern: /files/private, screen: private, web: false}
          - {pattern: "/files/**", screen: files}
          - {pattern: /media/:id/comments, screen: comments}
          - {pattern: /help, screen: help}
        """

    static let appID = "ABCDE12345.com.example.app"

    /// A deployed file with these components, `(path, exclude)`, written compactly.
    static func deployed(_ components: [(String, Bool)], appID: String = appID) -> String {
        let items = components.map { path, exclude in
            exclude ? #"{"exclude":true,"/":"\#(path)"}"# : #"{"/":"\#(path)"}"#
        }
        return #"{"applinks":{"details":[{"components":["# + items.joined(separator: ",")
            + #"],"appIDs":["\#(appID)"]}]}}"#
    }

    static func diff(_ text: String) throws -> AssociationDiff {
        let file = try Files.routeFile(routes)
        return try AssociationDiff(deployed: text, expected: AppSiteAssociation(file), file: file, appIDs: [appID])
    }

    @Test func theWrittenFileMatchesItselfWhateverItsFormatting() throws {
        let file = try Files.routeFile(Self.routes)
        let written = try AppSiteAssociation(file).json(appIDs: [Self.appID])
        #expect(try Self.diff(written).findings.isEmpty)
        // The same components, minified, keys in another order, comments gone.
        let paths = try AppSiteAssociation(file).components.map { ($0.path, $0.exclude) }
        #expect(try Self.diff(Self.deployed(paths)).findings.isEmpty)
    }

    @Test func aRouteTheDeployedFileLeavesOutIsMissing() throws {
        let findings = try Self.diff(
            Self.deployed([
                ("/files/private", true), ("/files/private/", true), ("/files/?*", false), ("/help", false),
                ("/help/", false),
            ])
        ).findings
        #expect(findings.count == 1)
        guard case .missing(let path, let route) = findings.first else {
            Issue.record("\(findings)")
            return
        }
        #expect(route == "/media/:id/comments")
        #expect(path.hasPrefix("/media/"))
    }

    @Test func aClaimTheAppDoesNotOpenIsExtra() throws {
        let deployed = try AppSiteAssociation(try Files.routeFile(Self.routes)).components.map { ($0.path, $0.exclude) }
        let findings = try Self.diff(Self.deployed([("/admin/*", false)] + deployed)).findings
        #expect(
            findings.map(\.description) == [
                "extra: the deployed file claims /admin/s with '/admin/*', but the app does not open it"
            ])
    }

    @Test func anExclusionAfterTheClaimItShouldStopIsOutOfOrder() throws {
        let findings = try Self.diff(
            Self.deployed([
                ("/files/?*", false), ("/files/private", true), ("/files/private/", true), ("/?*/?*/?*/?*", true),
                ("/media/?*/comments", false), ("/media/?*/comments/", false), ("/help", false), ("/help/", false),
            ])
        ).findings
        #expect(
            findings.map(\.description) == [
                "order: the exclusion '/files/private' comes after '/files/?*', which claims /files/private first; "
                    + "it belongs before it",
                "order: the exclusion '/files/private/' comes after '/files/?*', which claims /files/private/ first; "
                    + "it belongs before it",
            ])
    }

    @Test func anExclusionThatHidesAClaimIsOutOfOrder() throws {
        let findings = try Self.diff(
            Self.deployed([
                ("/files/private", true), ("/files/private/", true), ("/files/?*", false), ("/?*/?*", true),
                ("/media/?*/comments", false),
                ("/help", false), ("/help/", false),
            ])
        ).findings
        #expect(
            findings.contains { finding in
                if case .misordered(_, "/?*/?*", "/media/?*/comments", true) = finding { return true }
                return false
            }, "\(findings)")
    }

    @Test func theOlderPathsFormIsReadToo() throws {
        let file = try Files.routeFile(Self.routes)
        let legacy = try AppSiteAssociation(file).json(appIDs: [Self.appID], legacyPaths: true)
        #expect(try Self.diff(legacy).findings.isEmpty)
    }

    @Test(arguments: [
        (#"{"applinks": {"details": [}"#, "not valid JSON"),
        (#"{"webcredentials": {"apps": []}}"#, "no applinks.details list"),
        (deployed([("/help", false)], appID: "FGHIJ67890.other"), "lists the app ID ABCDE12345.com.example.app"),
    ])
    func aFileThatIsNotAnAssociationFileForTheAppIsAnError(text: String, words: String) {
        do {
            _ = try Self.diff(text)
            Issue.record("read \(text)")
        } catch {
            #expect((error as? RouteFileError)?.diagnostics.first?.message.contains(words) == true, "\(error)")
        }
    }

    @MainActor
    @Test func theCommandExitsOneOnADifferenceAndZeroOnAMatch() async throws {
        let routes = try Files.write(Self.routes)
        let commands = CommandTests()
        let written = await commands.run(["aasa", routes, "--app-id", Self.appID])
        let same = try Files.write(written.out, name: "deployed.json")
        let matching = await commands.run(["aasa", routes, "--app-id", Self.appID, "--diff", same])
        #expect(matching.code == 0, "\(matching.out)")
        #expect(matching.out.contains("claims what the routes need for example.com"))

        let other = try Files.write(Self.deployed([("/help", false)]), name: "deployed.json")
        let differing = await commands.run(["aasa", routes, "--diff", other])
        #expect(differing.code == 1)
        #expect(differing.out.contains("missing: the app opens"))
        #expect(differing.out.hasSuffix("differs from what the routes need for example.com: 3 findings"))

        let broken = try Files.write("{\"applinks\": [", name: "deployed.json")
        let unreadable = await commands.run(["aasa", routes, "--diff", broken])
        #expect(unreadable.code == 65)
        #expect(unreadable.err.contains("deployed.json:1:"))
    }
}
