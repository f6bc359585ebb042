import Foundation
import Testing
import Waypoint
import WaypointNavigation

@testable import WaypointManifest

/// The code the build plugin generates from a route file builds the navigator the file's loader
/// builds: for the same links from the same sources, both answer the same outcome, reach the same
/// state and run the same actions and guards with the same values.
@Suite("Generated routes")
@MainActor
struct EquivalenceTests {
    static let sources: [LinkSource] = [
        .inApp, .customScheme(sendingApp: nil), .universalLink, .customScheme(sendingApp: "com.example.partner"),
        .notification, .widget, .handoff,
    ]

    @Test("the generated navigator answers every link as the loaded one", arguments: Fixture.all)
    func generatedNavigatorAnswersAsLoaded(_ fixture: Fixture) async throws {
        let file = try fixture.load()
        #expect(fixture.initialState() == file.initialState)
        let loadedRecorder = Recorder()
        let generatedRecorder = Recorder()
        let loadedHost = HeadlessHost(file.initialState)
        let generatedHost = HeadlessHost(file.initialState)
        let loaded = try fixture.loaded(file, host: loadedHost, recorder: loadedRecorder)
        let generated = try fixture.generated(generatedHost, generatedRecorder)
        _ = try await loaded.ready()
        _ = try await generated.ready()
        let links = LinkSamples.links(for: file, seed: 49)
        var kinds: Set<String> = []
        for (index, link) in links.enumerated() {
            let source = Self.sources[index % Self.sources.count]
            // A link that waits for the tabs gets a ticket numbered across navigators: compare
            // what it waits for, not the number.
            let expected = Self.comparable(await loaded.open(link, source: source))
            let got = Self.comparable(await generated.open(link, source: source))
            #expect(got == expected, "\(link) from \(source)")
            #expect(generatedHost.state == loadedHost.state, "\(link) from \(source)")
            kinds.insert(String(expected.prefix { $0 != ":" && $0 != "(" && $0 != " " }))
            // Back to launch now and then, so that links are tried on a short stack too.
            if index % 5 == 4 {
                loadedHost.reset(to: file.initialState)
                generatedHost.reset(to: file.initialState)
            }
        }
        #expect(generatedRecorder.log == loadedRecorder.log)
        #expect(links.count > 100)
        // The links reach more than one kind of answer: screens, refusals, misses.
        #expect(kinds.count >= 3, "\(kinds)")
    }

    static func comparable(_ outcome: LinkOutcome) -> String {
        if case .queued = outcome { return "queued" }
        return String(describing: outcome)
    }

    @Test func everyRouteFileOfTheExamplesIsCompiledHere() throws {
        let root = Fixture.folder.deletingLastPathComponent().deletingLastPathComponent()
        let examples = root.appendingPathComponent("Examples")
        var found: [String] = []
        let walker = FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if url.lastPathComponent.hasPrefix(".build") {
                walker?.skipDescendants()
                continue
            }
            if url.lastPathComponent == "routes.yaml" || url.lastPathComponent.hasSuffix(".routes.yaml") {
                found.append(url.resolvingSymlinksInPath().path)
            }
        }
        let compiled = Set(
            Fixture.all.map { Fixture.folder.appendingPathComponent($0.fileName).resolvingSymlinksInPath().path })
        #expect(!found.isEmpty)
        for file in found { #expect(compiled.contains(file), "\(file) has no fixture here") }
    }

    @Test("the generated screen names are the file's screen kinds", arguments: Fixture.all)
    func screenNames(_ fixture: Fixture) throws {
        let file = try fixture.load()
        var kinds: [String] = []
        for (kind, _) in GeneratedNames.screenKinds(of: file) where !kinds.contains(kind) { kinds.append(kind) }
        let (names, all) = fixture.screenNames()
        #expect(names == kinds)
        #expect(all == Set(kinds))
    }

    @Test("typed routes read the links the file opens and print them back", arguments: Fixture.all)
    func roundTrip(_ fixture: Fixture) throws {
        let file = try fixture.load()
        let check = try fixture.roundTrip()
        var read = 0
        for link in LinkSamples.links(for: file, seed: 4_949) {
            guard let trip = check(link) else { continue }
            read += 1
            #expect(trip.holds, "\(link) read as \(trip.value), printed as \(trip.printed)")
        }
        #expect(read > 20)
    }
}
