import ArgumentParser
import Foundation
import Waypoint
import WaypointManifest
import WaypointNavigation

/// `waypoint resolve FILE LINK…`: what each link does from a given screen state.
struct Resolve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show what each link opens: route, parameters, plan and the screens after it.",
        discussion: """
            Each link is resolved from the same starting state: the file's launch state, or --state. An \
            https or http link comes from a universal link unless --source says otherwise. \
            When nothing matches, the reason and the nearest patterns are shown. A tab's route from a \
            state without a tab bar answers queued: the link waits for the tabs. Exits 1 if any link \
            does not navigate or run an action.

            Examples:
              waypoint resolve routes.yaml photofeed://user:self
              waypoint resolve routes.yaml https://photofeed.example.com/media/9/comments --source universalLink
              waypoint resolve routes.yaml user:42 --state state.json --json
            """)

    @Argument(help: "The route file (YAML or JSON).")
    var file: String

    @Argument(help: "The links to resolve.")
    var links: [String]

    @Option(
        help: """
            Where the links come from: inApp, customScheme, customScheme(APP), universalLink, notification, handoff, \
            shortcut, widget. By default an https or http link is a universal link and any other link is inApp.
            """
    )
    var source: String?

    @Option(help: "A JSON or YAML file holding the navigation state to start from.")
    var state: String?

    @Flag(help: "Print JSON for machines.")
    var json = false

    /// One link's answer.
    struct Answer: Encodable {
        var link: String
        var source: String
        var outcome: String
        var pattern: String?
        var screen: String?
        var action: String?
        var parameters: [String: String]?
        var query: [String]?
        var plan: [String]?
        var screens: String?
        var reason: String?
        var nearest: [String]?
        var ok: Bool
    }

    func validate() throws {
        if let source, RouteFileSyntax.source(source) == nil {
            throw ValidationError("unknown source '\(source)'")
        }
        guard !links.isEmpty else { throw ValidationError("give at least one link") }
    }

    @MainActor
    func run() async throws {
        let routeFile = try loadRouteFile(file)
        let start = try loadState()
        var answers: [Answer] = []
        for link in links {
            let linkSource = source.flatMap(RouteFileSyntax.source) ?? Self.defaultSource(of: link)
            answers.append(
                await resolve(link, from: start ?? routeFile.initialState, source: linkSource, in: routeFile))
        }
        let console = Console.current
        if json {
            console.out(jsonText(answers))
        } else {
            for answer in answers { console.out(Self.text(answer)) }
        }
        if answers.contains(where: { !$0.ok }) { throw ExitCode(1) }
    }

    /// Where a link comes from when `--source` does not say: a web link is a universal link,
    /// which is how a web link reaches an app; anything else is opened in the app.
    static func defaultSource(of link: String) -> LinkSource {
        let scheme = link.prefix { $0 != ":" }.lowercased()
        return scheme == "https" || scheme == "http" ? .universalLink : .inApp
    }

    private func loadState() throws -> NavigationState? {
        guard let state else { return nil }
        let text = try readText(state)
        do {
            return try RouteFileSyntax.state(text, path: state)
        } catch {
            report(error.diagnostics)
            throw unreadableFile
        }
    }

    @MainActor
    private func resolve(
        _ link: String, from start: NavigationState, source: LinkSource, in routeFile: RouteFile
    ) async -> Answer {
        let host = HeadlessHost(start)
        let recorder = ActionRecorder(for: routeFile)
        var answer = Answer(link: link, source: source.description, outcome: "", ok: false)
        let navigator: Navigator
        do {
            navigator = try routeFile.makeNavigator(
                host: host, actions: recorder.actions, guards: recorder.guards, configuration: recorder.configuration)
            try await navigator.ready()
        } catch {
            answer.outcome = "failed"
            answer.reason = "\(error)"
            return answer
        }
        let router = navigator.matchingRouter
        if let match = navigator.route(for: link) {
            answer.pattern = match.pattern.description
            answer.parameters = match.parameters.dictionary
            answer.query = match.query.map { item in item.name + (item.value.map { "=" + $0 } ?? "") }
        }
        // The navigator is ready, so a link still waits only for a tab bar the state does not
        // show; nothing in one run shows it, so the answer is that it waits.
        let outcome = await navigator.open(link, source: source)
        answer.outcome = outcome.description
        switch outcome {
        case .queued:
            answer.outcome = "queued"
            answer.reason =
                "the route opens in a tab and the screens show no tab bar: the link waits until the app shows its tabs"
            answer.screen = host.state.topScreen?.description
        case .navigated(let plan):
            answer.plan = plan.steps.map(\.description)
            answer.screen = host.state.topScreen?.description
            answer.ok = true
        case .alreadyShowing:
            answer.plan = []
            answer.screen = host.state.topScreen?.description
            answer.ok = true
        case .handledByAction:
            answer.action = recorder.lastAction
            answer.ok = true
        case .openedInBrowser:
            answer.ok = true
        case .unmatched:
            let explanation = router.explain(link)
            answer.reason = explanation.error?.description ?? outcome.description
            answer.nearest = explanation.nearest.map(\.description)
        default:
            answer.reason = outcome.description
        }
        answer.screens = host.state.render()
        return answer
    }

    static func text(_ answer: Answer) -> String {
        var lines = ["\(answer.link) (\(answer.source))"]
        if let pattern = answer.pattern { lines.append("  route: \(pattern)") }
        if let screen = answer.screen { lines.append("  screen: \(screen)") }
        if let action = answer.action { lines.append("  action: \(action)") }
        if let parameters = answer.parameters, !parameters.isEmpty {
            lines.append(
                "  parameters: "
                    + parameters.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", "))
        }
        if let query = answer.query, !query.isEmpty { lines.append("  query: \(query.joined(separator: "&"))") }
        lines.append("  outcome: \(answer.outcome)")
        if let plan = answer.plan {
            lines.append(plan.isEmpty ? "  plan: nothing to do" : "  plan:")
            lines += plan.enumerated().map { "    \($0.offset + 1). \($0.element)" }
        }
        if let reason = answer.reason, answer.plan == nil { lines.append("  why: \(reason)") }
        if let nearest = answer.nearest, !nearest.isEmpty {
            lines.append("  nearest: \(nearest.joined(separator: ", "))")
        }
        if let screens = answer.screens, answer.ok {
            lines.append("  screens:")
            lines += screens.split(separator: "\n").map { "    " + $0 }
        }
        // A link, its values and the reasons that quote it may hold control characters (a
        // terminal escape, a line break): every line shows them escaped, as the outcome does.
        return lines.map(OneLine.escaped).joined(separator: "\n")
    }
}
