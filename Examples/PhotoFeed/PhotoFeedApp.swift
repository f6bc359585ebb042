import Foundation
import WaypointManifest
import WaypointNavigation

/// The PhotoFeed app, headless: opens the scripted links from their sources and prints,
/// after each, the outcome, the plan and the screen tree.
@main
@MainActor
enum PhotoFeedApp {
    static func main() async throws {
        // The app reads the same route file the waypoint command checks and tests.
        guard let url = Bundle.module.url(forResource: "routes", withExtension: "yaml") else {
            print("routes.yaml is missing from the example's resources")
            return
        }
        let routes = try RouteFile.load(from: url)
        // The app launches on onboarding, without its tab bar; the file's tabs come after it.
        let host = HeadlessHost(NavigationState(root: .stack([Screen("onboarding")])))
        let navigator = try routes.makeNavigator(
            host: host,
            actions: [
                "logout": { _ in
                    print("  (logout action: the user is signed out, the login screen would be shown)")
                    return true
                }
            ],
            guards: ["signedIn": { _ in .proceed }],
            // The file sends universal links no route takes to the browser (webFallback).
            configuration: NavigatorConfiguration(openInBrowser: { url in
                print("  (the browser opens \(url))")
            }))

        print("PhotoFeed: launch state")
        print(indent(host.state.render()))

        var waiting: [LinkOutcome] = []
        for scripted in PhotoFeedScript.links {
            if scripted.beforeReady {
                announce(scripted)
                // Before ready() a link is queued and `open` returns at once.
                let outcome = await open(scripted, with: navigator)
                waiting.append(outcome)
                print("  \(outcome) until ready() (\(navigator.pendingCount) waiting)")
                continue
            }
            if !navigator.isReady {
                print("\n== The UI is ready: ready() delivers the queued links, each once")
                try await navigator.ready()
                // The push named a tab's screen: it waits until onboarding shows the tab bar.
                print("  \(navigator.waitingForTabsCount) link waits for the tab bar")
                print("\n== Onboarding ends: the tab bar replaces it, and the waiting link opens")
                try await navigator.showRoot(routes.initialState.root, animated: false)
                for outcome in waiting {
                    report(await outcome.settled, host: host, navigator: navigator)
                }
            }
            announce(scripted)
            report(await open(scripted, with: navigator), host: host, navigator: navigator)
        }
    }

    static func open(_ scripted: ScriptedLink, with navigator: Navigator) async -> LinkOutcome {
        if let payload = scripted.payload {
            return await navigator.open(notification: payload)
        }
        return await navigator.open(scripted.link ?? "", source: scripted.source)
    }

    static func announce(_ scripted: ScriptedLink) {
        let what = scripted.link ?? "push payload \(json(scripted.payload ?? [:]))"
        print("\n== \(scripted.title)")
        print("  open \(what) from \(scripted.source)")
    }

    static func report(_ outcome: LinkOutcome, host: HeadlessHost, navigator: Navigator) {
        print("  outcome: \(outcome)")
        if case .navigated(let plan) = outcome {
            print(indent(plan.description))
        }
        print(indent(host.state.render()))
        print("  currentLink: \(navigator.currentLink ?? "none")")
    }

    /// The payload as compact JSON with sorted keys, so every run prints the same.
    static func json(_ payload: [String: any Sendable]) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys]) else {
            return "\(payload)"
        }
        return String(decoding: data, as: UTF8.self)
    }

    static func indent(_ text: String) -> String {
        text.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
    }
}
