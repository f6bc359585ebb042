import Foundation
import Waypoint
import WaypointNavigation
import Yams

/// A link regression file: links with what each must do, checked against a route file by
/// `waypoint test` (and by an app's own tests).
///
/// ```yaml
/// cases:
///   - link: photofeed://user:42
///     screen: user
///     parameters: {userId: "42"}
///   - link: photofeed://logout
///     source: customScheme
///     refused: true
///   - link: photofeed://settings
///     guards: {signedIn: cancel}
///     cancelled: true
/// ```
///
/// Each case has a `link`, optionally a `source` (`inApp` by default; `customScheme(APP)` names
/// the sending app), a `state` (a JSON or YAML file of a `NavigationState`, relative to the
/// cases file, or the state itself; the route file's launch state by default) and `guards`
/// (what the guards the route file names decide, `proceed` or `cancel`; `proceed` when not
/// listed), and one expectation: `screen` (with optional `parameters`, and `query`: the values
/// of the query items the route keeps, `{q: cats}`), `action`,
/// `unmatched: true`, `refused: true`, `cancelled: true` (a guard cancelled it), `waits: true`
/// (a tab's route while the state has no tab bar) or `browser: true` (a universal link no route
/// takes opens in the browser, with `webFallback: browser`); `plan` optionally lists the plan's steps as
/// `waypoint resolve` prints them.
public struct LinkCases: Sendable {
    /// One case.
    public struct Case: Sendable {
        /// The link to open.
        public var link: String
        /// Where it comes from.
        public var source: LinkSource
        /// What is on screen first; `nil` for the route file's launch state.
        public var state: NavigationState?
        /// The expected screen kind.
        public var screen: String?
        /// The expected parameters.
        public var parameters: [String: String]?
        /// The expected action's name.
        public var action: String?
        /// Whether no route may match.
        public var unmatched: Bool
        /// Whether the link must be refused.
        public var refused: Bool
        /// What the guards decide, by name; a guard not listed proceeds.
        public var guards: [String: GuardDecision] = [:]
        /// Whether a guard must cancel the link.
        public var cancelled = false
        /// Whether the link must wait for tabs (a tab's route while the root has no tab bar).
        public var waits = false
        /// Whether the link must open in the browser (`webFallback: browser`).
        public var browser = false
        /// The expected plan's steps, one line each.
        public var plan: [String]?
        /// Where the case was written.
        public var location: SourceLocation
        /// The expected values of the query items the route keeps (its `query`), all of them.
        public var query: [String: String]? = nil
    }

    /// The cases, in file order.
    public var cases: [Case]

    /// Reads a cases file.
    ///
    /// - Throws: ``RouteFileError`` naming the line and column of each problem.
    public static func load(from url: URL) throws(RouteFileError) -> LinkCases {
        try parse(RouteFile.readText(url), path: url.relativePath, directory: url.deletingLastPathComponent())
    }

    /// Reads cases from text; `directory` resolves state file paths.
    public static func parse(_ text: String, path: String, directory: URL? = nil) throws(RouteFileError) -> LinkCases {
        var reader = CasesReader(path: path, directory: directory)
        let cases = reader.read(text)
        guard reader.diagnostics.isEmpty else { throw RouteFileError(reader.diagnostics) }
        return LinkCases(cases: cases)
    }

    /// What one case did.
    public struct Result: Sendable {
        /// The case.
        public var testCase: Case
        /// What differed from the expectation; empty when it passed.
        public var failures: [String]
        /// What happened, in one line.
        public var got: String

        /// Whether the case passed.
        public var passed: Bool { failures.isEmpty }
    }

    /// Runs every case on a fresh navigator built from `file`.
    @MainActor
    public func run(against file: RouteFile) async -> [Result] {
        var results: [Result] = []
        for testCase in cases {
            results.append(await Self.run(testCase, against: file))
        }
        return results
    }

    @MainActor
    static func run(_ testCase: Case, against file: RouteFile) async -> Result {
        let host = HeadlessHost(testCase.state ?? file.initialState)
        let recorder = ActionRecorder(for: file)
        recorder.guardDecisions = testCase.guards
        let navigator: Navigator
        do {
            navigator = try file.makeNavigator(
                host: host, actions: recorder.actions, guards: recorder.guards, configuration: recorder.configuration)
            try await navigator.ready()
        } catch {
            return Result(testCase: testCase, failures: ["the route file cannot build a navigator: \(error)"], got: "")
        }
        let match = navigator.route(for: testCase.link)
        // Once the navigator is ready, only a link that waits for tabs is queued: it is not
        // awaited, since nothing in the case shows the tabs.
        let outcome = await navigator.open(testCase.link, source: testCase.source)
        var failures: [String] = []
        func expect(_ what: String, _ expected: String, _ got: String) {
            if expected != got { failures.append("\(what): expected \(expected), got \(got)") }
        }
        if testCase.unmatched {
            if case .unmatched = outcome {} else { failures.append("expected unmatched, got \(outcome)") }
        }
        if testCase.refused {
            if case .refused = outcome {} else { failures.append("expected refused, got \(outcome)") }
        }
        if testCase.cancelled {
            if case .cancelled = outcome {} else { failures.append("expected cancelled, got \(outcome)") }
        }
        if testCase.browser {
            if case .openedInBrowser = outcome {} else { failures.append("expected the browser, got \(outcome)") }
        }
        if testCase.waits {
            if case .queued = outcome {} else { failures.append("expected the link to wait for tabs, got \(outcome)") }
        }
        if let screen = testCase.screen {
            switch outcome {
            case .navigated, .alreadyShowing:
                expect("screen", screen, host.state.topScreen?.kind ?? "none")
            default:
                failures.append("expected screen \(screen), got \(outcome)")
            }
        }
        if let parameters = testCase.parameters {
            expect("parameters", Self.text(parameters), Self.text(match?.parameters.dictionary ?? [:]))
        }
        if let query = testCase.query {
            let kept = match?.destination.query ?? []
            for name in query.keys.sorted() where !kept.contains(name) {
                failures.append(
                    "query: the route keeps no query item '\(name)'"
                        + (kept.isEmpty
                            ? "; list it under the route's query" : " (it keeps \(kept.joined(separator: ", ")))"))
            }
            var got: [String: String] = [:]
            for name in kept { got[name] = match?.query[name] }
            expect("query", Self.text(query), Self.text(got))
        }
        if let action = testCase.action {
            expect("action", action, recorder.lastAction ?? "none (\(outcome))")
        }
        if let plan = testCase.plan {
            let steps: [String]
            if case .navigated(let navigated) = outcome {
                steps = navigated.steps.map(\.description)
            } else {
                steps = []
            }
            expect("plan", plan.joined(separator: "; "), steps.isEmpty ? "no steps" : steps.joined(separator: "; "))
        }
        return Result(testCase: testCase, failures: failures, got: outcome.description)
    }

    static func text(_ values: [String: String]) -> String {
        "{" + values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
    }

    /// The results as JUnit XML, which CI systems display.
    public static func junit(_ results: [Result], suite: String) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let failed = results.filter { !$0.passed }.count
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuite name="\#(escape(suite))" tests="\#(results.count)" failures="\#(failed)">"#,
        ]
        for result in results {
            let name = escape(result.testCase.link)
            let place = escape(result.testCase.location.description)
            if result.passed {
                lines.append(#"  <testcase name="\#(name)" classname="\#(place)"/>"#)
            } else {
                lines.append(#"  <testcase name="\#(name)" classname="\#(place)">"#)
                lines.append(#"    <failure message="\#(escape(result.failures.joined(separator: "; ")))"/>"#)
                lines.append("  </testcase>")
            }
        }
        lines.append("</testsuite>")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Reads a cases file's text.
struct CasesReader {
    let path: String
    let directory: URL?
    var diagnostics: [Diagnostic] = []

    static let keys = [
        "link", "source", "state", "guards", "screen", "parameters", "query", "action", "unmatched", "refused",
        "cancelled", "waits", "browser", "plan",
    ]

    mutating func read(_ text: String) -> [LinkCases.Case] {
        let (root, problems) = YAMLDocument.compose(text, path: path)
        guard problems.isEmpty else {
            diagnostics += problems
            return []
        }
        let list = root?.mapping?["cases"]?.sequence.map(Array.init) ?? root?.sequence.map(Array.init)
        guard let list else {
            fail(root, "a cases file is a list of cases, or a mapping whose cases key holds one")
            return []
        }
        // A file emptied by mistake would pass without testing a single link.
        guard !list.isEmpty else {
            fail(root?.mapping?["cases"] ?? root, "the file holds no cases; a cases file lists at least one")
            return []
        }
        return list.compactMap { testCase($0) }
    }

    private mutating func testCase(_ node: Node) -> LinkCases.Case? {
        guard let mapping = node.mapping else {
            fail(node, "a case is a mapping with a link and what it must do")
            return nil
        }
        var values: [String: Node] = [:]
        for (key, value) in mapping {
            let name = key.scalar?.string ?? ""
            if Self.keys.contains(name) {
                values[name] = value
            } else {
                fail(key, "unknown key '\(name)'; known keys are " + Self.keys.joined(separator: ", "))
            }
        }
        guard let link = values["link"]?.scalar?.string else {
            fail(node, "a case needs a link")
            return nil
        }
        var testCase = LinkCases.Case(
            link: link, source: .inApp, state: nil, screen: values["screen"]?.scalar?.string, parameters: nil,
            action: values["action"]?.scalar?.string, unmatched: values["unmatched"]?.scalar?.string == "true",
            refused: values["refused"]?.scalar?.string == "true", plan: nil, location: location(node))
        if let node = values["source"] {
            if let source = node.scalar.flatMap({ Self.source($0.string) }) {
                testCase.source = source
            } else {
                fail(
                    node,
                    "unknown source; write inApp, customScheme, customScheme(APP), universalLink, notification, handoff, shortcut or widget"
                )
            }
        }
        if let node = values["parameters"] { testCase.parameters = namedValues(node, key: "parameters") }
        if let node = values["query"] { testCase.query = namedValues(node, key: "query") }
        if let node = values["plan"] {
            var steps: [String] = []
            for item in node.sequence.map(Array.init) ?? [node] {
                if let text = item.scalar?.string {
                    steps.append(text)
                } else {
                    fail(item, "a plan step is text; quote a step that holds ': ' (\"push user(userId: 42)\")")
                }
            }
            testCase.plan = steps
        }
        if let node = values["state"] { testCase.state = state(node) }
        testCase.cancelled = values["cancelled"]?.scalar?.string == "true"
        testCase.waits = values["waits"]?.scalar?.string == "true"
        testCase.browser = values["browser"]?.scalar?.string == "true"
        if let node = values["guards"] { testCase.guards = guards(node) }
        let expectations = [
            testCase.screen != nil, testCase.action != nil, testCase.unmatched, testCase.refused, testCase.cancelled,
            testCase.waits, testCase.browser,
        ]
        if expectations.filter({ $0 }).count != 1 {
            fail(
                node,
                "a case expects exactly one of screen, action, unmatched: true, refused: true, cancelled: true, "
                    + "waits: true, browser: true"
            )
        }
        return testCase
    }

    /// Values by name, `{userId: "42"}`, for `parameters` and `query`.
    private mutating func namedValues(_ node: Node, key: String) -> [String: String] {
        guard let mapping = node.mapping else {
            fail(node, "\(key) maps names to values: {name: value}")
            return [:]
        }
        var values: [String: String] = [:]
        for (name, value) in mapping {
            if let name = name.scalar?.string, let text = value.scalar?.string {
                values[name] = text
            } else {
                fail(value, "\(key) maps names to single values, not lists or mappings")
            }
        }
        return values
    }

    /// What guards decide, by name: `{signedIn: cancel, verified: proceed}`.
    private mutating func guards(_ node: Node) -> [String: GuardDecision] {
        guard let mapping = node.mapping else {
            fail(node, "guards maps guard names to proceed or cancel")
            return [:]
        }
        var decisions: [String: GuardDecision] = [:]
        for (key, value) in mapping {
            guard let name = key.scalar?.string else { continue }
            switch value.scalar?.string {
            case "proceed": decisions[name] = .proceed
            case "cancel": decisions[name] = .cancel
            default: fail(value, "guard '\(name)' decides proceed or cancel")
            }
        }
        return decisions
    }

    /// A state written in the case, or the path of a file holding one.
    private mutating func state(_ node: Node) -> NavigationState? {
        do {
            if let path = node.scalar?.string {
                let url = directory.map { URL(fileURLWithPath: path, relativeTo: $0) } ?? URL(fileURLWithPath: path)
                return try RouteFileSyntax.state(try RouteFile.readText(url), path: url.relativePath)
            }
            // Decoded from the node's text: decoding a node directly needs Yams 6.
            return try YAMLDecoder().decode(NavigationState.self, from: Yams.serialize(node: node))
        } catch let error as RouteFileError {
            fail(node, "the state file does not read: " + error.diagnostics.map(\.description).joined(separator: "; "))
            return nil
        } catch {
            fail(
                RouteFileSyntax.node(at: RouteFileSyntax.codingPath(of: error), in: node) ?? node,
                "the state is not a navigation state: " + RouteFileSyntax.describe(error))
            return nil
        }
    }

    static func source(_ text: String) -> LinkSource? {
        if text.hasPrefix("customScheme(") && text.hasSuffix(")") {
            return .customScheme(sendingApp: String(text.dropFirst(13).dropLast()))
        }
        switch text {
        case "inApp": return .inApp
        case "customScheme": return .customScheme(sendingApp: nil)
        case "universalLink": return .universalLink
        case "notification": return .notification
        case "handoff": return .handoff
        case "shortcut": return .shortcut
        case "widget": return .widget
        default: return nil
        }
    }

    private func location(_ node: Node?) -> SourceLocation {
        guard let mark = node?.mark else { return SourceLocation(file: path, line: 1, column: 1) }
        return SourceLocation(file: path, line: mark.line, column: mark.column)
    }

    private mutating func fail(_ node: Node?, _ message: String) {
        diagnostics.append(Diagnostic(.error, at: location(node), message))
    }
}
