import Foundation
import Testing
import Waypoint
import WaypointNavigation

/// The hostile-link corpus (`HostileLinkCorpus.swift`, shared with the core's tests) through the
/// navigator: every row ends in the outcome its router answer implies, from inside and outside
/// the app; actions stay in-app; `animated` junk keeps animation; the web-view route opens only
/// links its `LinkParameterPolicy` allows.
@Suite("Hostile links through the navigator")
@MainActor
struct HostileNavigatorTests {
    nonisolated static let sources: [LinkSource] = [.inApp, .customScheme(sendingApp: nil), .universalLink]

    /// The corpus's routes as an app registers them: screens, `logout` as an action, and a
    /// web-view screen that checks its `url` before it is built.
    static func navigator() throws -> (Navigator, HeadlessHost) {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("home")])))
        let navigator = Navigator(schemes: HostileFixture.schemes, hosts: HostileFixture.hosts, host: host)
        for (pattern, destination) in HostileFixture.routes {
            switch destination {
            case "logout":
                try navigator.register(pattern, .action { _ in true })
            case "web":
                try navigator.register(
                    pattern,
                    .screen { match in
                        let checked = try match.checkedLink("url", policy: HostileFixture.webPolicy)
                        return Screen("web", ["url": checked.url.absoluteString])
                    })
            default:
                try navigator.register(pattern, .screen(destination))
            }
        }
        return (navigator, host)
    }

    @Test(arguments: HostileLinkCorpus.rows, sources)
    func everyRowEndsAsItsAnswerImplies(row: HostileLink, source: LinkSource) async throws {
        let (navigator, host) = try Self.navigator()
        var finalEvents = 0
        navigator.onEvent = { event in
            if case .ended = event.stage { finalEvents += 1 }
        }
        try await navigator.ready()
        let outcome = await navigator.open(row.link, source: source)
        #expect(finalEvents == 1)
        switch row.answer {
        case .invalid:
            guard case .unmatched(.invalidLink) = outcome else {
                Issue.record("\(outcome): \(row.note)")
                return
            }
        case .notAccepted, .noMatch:
            guard case .unmatched(.noRoute) = outcome else {
                Issue.record("\(outcome): \(row.note)")
                return
            }
        case .matches("logout", _, _):
            if source == .inApp {
                #expect(outcome == .handledByAction)
            } else {
                #expect(outcome == .refused(.sourceNotAllowed(row.link, source: source)))
            }
        case .matches("web", _, _):
            switch row.checked {
            case .allowed(let url)?:
                #expect(host.state.topScreen == Screen("web", ["url": url]), "\(row.note)")
            default:
                guard case .failed(.screenBuildFailed) = outcome else {
                    Issue.record("\(outcome): \(row.note)")
                    return
                }
                #expect(host.appliedSteps.isEmpty)
            }
        case .matches(let destination, let parameters, _):
            #expect(host.state.topScreen == Screen(destination, parameters), "\(row.note)")
            if let animated = row.animated {
                guard case .navigated(let plan) = outcome else {
                    Issue.record("\(outcome)")
                    return
                }
                #expect(plan.steps.last?.animated == animated, "\(row.note)")
            }
        }
    }

    /// A link that would make the lookup enter more trie nodes than `RouterOptions.maxLookupSteps`
    /// is an unusable link: nothing is built, and the reason names the limit. `/a/b/c/e` takes 7
    /// nodes (the literal branch dead-ends at `e`, then `:p`, `c`, `e`).
    @Test(arguments: [(6, false), (7, true)])
    func aLinkPastTheStepLimitChangesNothing(limit: Int, opens: Bool) async throws {
        let start = NavigationState(root: .stack([Screen("home")]))
        let host = HeadlessHost(start)
        let router = Router<RouteEntry>(options: RouterOptions(maxLookupSteps: limit))
        let navigator = Navigator(router: router, host: host)
        try navigator.register("/a/b/c/d", .screen("literal"))
        try navigator.register("/a/:p/c/e", .screen("placeholder"))
        try navigator.register("/**", .screen("anything"))
        try await navigator.ready()
        let outcome = await navigator.open("/a/b/c/e")
        if opens {
            #expect(host.state.topScreen?.kind == "placeholder")
        } else {
            guard case .unmatched(.invalidLink("/a/b/c/e", let reason)) = outcome else {
                Issue.record("\(outcome)")
                return
            }
            #expect(reason.contains("RouterOptions.maxLookupSteps"))
            #expect(host.state == start)
        }
    }
}
