import Foundation
import Testing
import WaypointNavigation

/// A public navigator method a guard or an action may call while its own link runs.
enum NavigatorCall: String, CaseIterable, Sendable {
    case resumeRedirected, showRoot, settled, ready, open, openNotification
    case register, unregister, setRoute, mount, setGroup, perform
}

/// An app that launches on onboarding (tabs declared, not yet shown), keeps `private/:id`
/// behind a sign-in guard, and has routes whose action (`action/<call>`) or guard
/// (`guarded/<call>`) calls back into the navigator; it counts the events of every link.
@MainActor
final class ReentrantApp {
    static let tabs = NavigationContainer.tabs(
        [Tab("home", [Screen("home")]), Tab("orders", [Screen("orders")])], selected: "home")

    let host = HeadlessHost(NavigationState(root: .stack([Screen("onboarding")])))
    let navigator: Navigator
    var signedIn = false
    /// Each call made from inside a link, once it returned.
    var returned: [NavigatorCall] = []
    /// Handles the calls returned, awaited only outside the links.
    var handles: [PendingLink] = []
    /// Per link: `ended` events, `resumed` events and `dropped` events.
    var ended: [String: Int] = [:]
    var resumed: [String: Int] = [:]
    var dropped: [String: Int] = [:]
    /// Per link: how many times it was opened, by the test or from inside a link.
    var opened: [String: Int] = [:]
    private var registered = 0

    init(configuration: NavigatorConfiguration = NavigatorConfiguration(pendingLifetime: nil)) throws {
        var configuration = configuration
        configuration.tabs = ["home", "orders"]
        navigator = Navigator(schemes: ["app"], host: host, configuration: configuration)
        let signIn = NavigationGuard("signed in") { [unowned self] _ in
            signedIn ? .proceed : .redirect(.screen(Screen("login"), .modal(.fullScreen, embedInStack: true)))
        }
        try navigator.register("private/:id", .screen("private", guards: [signIn]))
        try navigator.register("user/:id", .screen("user"))
        try navigator.register("order/:id", .screen("order", placement: .tab("orders")))
        try navigator.register(
            "action/:call",
            .action(sources: .anySource) { [unowned self] match in
                await call(match.parameters["call"])
                return true
            })
        let callsBack = NavigationGuard("calls back") { [unowned self] request in
            await call(request.parameters["call"])
            return .proceed
        }
        try navigator.register("guarded/:call", .screen("guarded", guards: [callsBack]))
        navigator.onEvent = { [unowned self] event in
            switch event.stage {
            case .ended: ended[event.link, default: 0] += 1
            case .resumed: resumed[event.link, default: 0] += 1
            case .dropped: dropped[event.link, default: 0] += 1
            case .queued, .matched: break
            }
        }
    }

    /// Calls `name` on the navigator, as an action or a guard would.
    func call(_ name: String?) async {
        guard let name, let call = NavigatorCall(rawValue: name) else { return }
        await perform(call)
        returned.append(call)
    }

    func perform(_ call: NavigatorCall) async {
        switch call {
        case .resumeRedirected:
            keep(await navigator.resumeRedirected())
        case .showRoot:
            keep((try? await navigator.showRoot(Self.tabs)) ?? [])
        case .settled:
            await navigator.settled()
        case .ready:
            keep((try? await navigator.ready()) ?? [])
        case .open:
            keep([await open("app://user/\(registered)")])
        case .openNotification:
            opened["app://user/n", default: 0] += 1
            keep([await navigator.open(notification: ["path": "app://user/n"] as [String: Any])])
        case .register:
            registered += 1
            _ = try? navigator.register("extra\(registered)/:id", .screen("extra"))
        case .unregister:
            _ = try? navigator.unregister("extra\(registered)/:id")
        case .setRoute:
            _ = try? navigator.setRoute("user/:id", enabled: true)
        case .mount:
            registered += 1
            var group = RouteGroup("group\(registered)")
            group.register("grouped\(registered)", .screen("grouped"))
            _ = try? navigator.mount(group, enabled: false)
        case .setGroup:
            if let name = navigator.groupNames.last {
                _ = try? navigator.setGroup(name, enabled: Bool.random())
            }
        case .perform:
            opened[NavigationCommand.popToRoot.description, default: 0] += 1
            keep([await navigator.perform(.popToRoot)])
        }
    }

    /// Opens `link`, counting it.
    @discardableResult
    func open(_ link: String, source: LinkSource = .inApp) async -> LinkOutcome {
        opened[link, default: 0] += 1
        return await navigator.open(link, source: source)
    }

    private func keep(_ outcomes: [LinkOutcome]) {
        for case .queued(let pending) in outcomes { handles.append(pending) }
    }

    /// Links whose `ended` events are not one per opening (plus one per resume).
    func linksBreakingTheOneEndedRule() -> [String] {
        Set(opened.keys).union(ended.keys).sorted().filter { link in
            ended[link, default: 0] != opened[link, default: 0] + resumed[link, default: 0]
        }
    }
}
