import Waypoint
import WaypointNavigation

/// The generated names, launch state and navigator: the route table registered in code, in the
/// order and with the entries ``RouteFile/makeNavigator(host:actions:guards:screens:knownScreens:configuration:)``
/// registers from the file.
extension RouteCodeGenerator.Context {
    typealias Code = SwiftWriter.Code

    func writeNames(_ writer: inout SwiftWriter) {
        writer.doc("The screen kinds the route file names: a host's factory for any other kind does not compile.")
        writer.block("\(access) enum Screens {") { body in
            for (kind, identifier) in names.screens {
                body.doc("The screen `\(kind)`.")
                body.line("\(access) static let \(identifier) = \(SwiftWriter.literal(kind))")
            }
        }
        writer.line()
        writer.doc("Every screen kind the route file names.")
        writeCollection(
            "\(access) static let screenKinds: Set<String> = ", names.screens.map { "Screens." + $0.identifier },
            &writer)
        writer.line()
        writer.doc("The tabs the route file declares, the first selected at launch.")
        writeCollection("\(access) static let tabs: [String] = ", file.tabs.map(SwiftWriter.literal), &writer)
        writer.line()
        writer.doc("What is on screen at launch.")
        writer.block("\(access) static var initialState: NavigationState {") { body in
            switch file.initialState.root {
            case .tabs(let tabs, let selected):
                let tabList = Code.array("", tabs.map { .text("Tab(\(SwiftWriter.literal($0.id)))") })
                let selection = Code.text("selected: " + SwiftWriter.literal(selected))
                body.write(.call("NavigationState", [.call("root: .tabs", [tabList, selection])]))
            case .split(let split):
                var arguments: [Code] = [
                    .text(
                        "sidebar: [WaypointNavigation.Screen(\(SwiftWriter.literal(split.sidebar.first?.kind ?? "")))]"),
                    .text("items: " + SwiftWriter.literal(split.items)),
                ]
                if split.content != nil { arguments.append(.text("content: []")) }
                body.write(.call("NavigationState", [.call("root: .split", [.call("SplitView", arguments)])]))
            default:
                body.line(
                    "NavigationState(root: .stack([WaypointNavigation.Screen(\(SwiftWriter.literal(file.root ?? "root")))]))"
                )
            }
        }
        if !names.actions.isEmpty {
            writer.line()
            writer.doc(
                """
                The actions the route file names. The app implements each; the navigator runs it with the link's
                values as Swift types when a link opens its route, and it returns whether it handled the link
                (`false` offers the link to the next route that matches). An action the app forgets does not
                compile.
                """)
            writer.line("@MainActor")
            writer.block("\(access) protocol Actions: Sendable {") { body in
                for (name, identifier) in names.actions {
                    guard let values = actionValues(name) else {
                        body.doc(
                            """
                            Runs the action `\(name)`. Its routes carry different values (or values no typed route
                            has), so it reads them from the match.
                            """)
                        body.line("func \(identifier)(_ match: RouteMatch<RouteEntry>) async -> Bool")
                        continue
                    }
                    body.doc("Runs the action `\(name)`.")
                    body.write(
                        .call("func \(identifier)", values.map { .text("\($0.label): \($0.swiftType)") }),
                        suffix: " async -> Bool")
                }
            }
        }
        if !names.guards.isEmpty {
            writer.line()
            writer.doc(
                """
                The guards the route file names. The app implements each; the navigator asks it before opening a
                route it guards. `Route(request)` reads the request's link as a typed route.
                """)
            writer.line("@MainActor")
            writer.block("\(access) protocol Guards: Sendable {") { body in
                for (name, identifier) in names.guards {
                    body.doc("Decides the guard `\(name)`.")
                    body.line("func \(identifier)(_ request: GuardRequest) async -> GuardDecision")
                }
            }
        }
    }

    func writeNavigator(_ writer: inout SwiftWriter) {
        writer.line()
        writer.doc(
            """
            A navigator over `host` with the route file's schemes, hosts, tabs and routes: screen routes show a
            screen of their kind whose info is the link's values (or what `screens` builds for that kind),
            action routes run `actions`, and guards ask `guards`. The file's tabs are the navigator's declared
            tabs, and its screen kinds those `ready()` checks the host can make, unless `configuration` says
            otherwise.
            """
                + (file.webFallback == .browser
                    ? "\nUniversal links no route takes open in the browser through `openInBrowser` (`webFallback: browser`)."
                    : ""))
        writer.line("@MainActor")
        var parameters = ["host: any NavigationHost"]
        if !names.actions.isEmpty { parameters.append("actions: some Actions") }
        if !names.guards.isEmpty { parameters.append("guards: some Guards") }
        parameters += [
            "screens: [String: RouteEntry.ScreenBuilder] = [:]",
            "configuration: NavigatorConfiguration = NavigatorConfiguration()",
        ]
        // `webFallback: browser`: the app must say how a web link opens in the browser.
        let browser = file.webFallback == .browser
        if browser { parameters.append("openInBrowser: @escaping @MainActor @Sendable (URL) -> Void") }
        writer.function("\(access) static func makeNavigator", parameters, ") throws(NavigationError) -> Navigator {") {
            body in
            body.line("var configuration = configuration")
            if !file.tabs.isEmpty {
                body.block("if configuration.tabs == nil {") { $0.line("configuration.tabs = tabs") }
            }
            if let split = file.split {
                body.block("if configuration.splitItems == nil {") {
                    $0.line("configuration.splitItems = " + SwiftWriter.literal(split.items))
                }
            }
            body.block("if configuration.screenKinds == nil {") { $0.line("configuration.screenKinds = screenKinds") }
            if browser { body.line("configuration.openInBrowser = openInBrowser") }
            let schemes = file.schemes.map(SwiftWriter.literal) ?? "nil"
            body.write(
                .call(
                    "let router = Router<RouteEntry>",
                    [.text("schemes: \(schemes)"), .text("hosts: " + SwiftWriter.literal(file.routerHosts))]))
            // The file's value sets, which its patterns use as placeholder types.
            for set in file.valueSets {
                let values: [Code] = [.text(SwiftWriter.literal(set.name)), .text(SwiftWriter.literal(set.values))]
                body.line("do {")
                body.indented { $0.write(.call("try router.register", [.call("type: .oneOf", values)])) }
                body.block("} catch {") { $0.line("throw .invalidPattern(error)") }
            }
            body.line("let navigator = Navigator(router: router, host: host, configuration: configuration)")
            for route in file.routes where route.group == nil {
                body.write(
                    .call("try navigator.register", [.text(SwiftWriter.literal(route.pattern)), entry(for: route)]))
            }
            for (index, group) in file.groups.enumerated() {
                let variable = "group\(index)"
                body.line("var \(variable) = RouteGroup(\(SwiftWriter.literal(group.name)))")
                for route in file.routes where route.group == group.name {
                    body.write(
                        .call("\(variable).register", [.text(SwiftWriter.literal(route.pattern)), entry(for: route)]))
                }
                body.write(
                    .call(
                        "try navigator.mount",
                        [.text(variable), .text("at: " + mountPoint(group.mount)), .text("enabled: \(group.enabled)")]))
            }
            body.line("return navigator")
        }
        writer.line()
        writeScreenHelper(&writer)
        writePerformers(&writer)
    }

    /// The expression for a route's entry, with its query conditions.
    private func entry(for route: RouteDeclaration) -> Code {
        let code = unconditionalEntry(for: route)
        guard !route.conditions.isEmpty, case .call(let head, let arguments, let tail) = code else { return code }
        let conditions = route.conditions.map { condition in
            "QueryCondition(\(SwiftWriter.literal(condition.name))"
                + (condition.values.isEmpty ? ")" : ", oneOf: \(SwiftWriter.literal(condition.values)))")
        }
        return .call(head, arguments, tail: tail + ".when([" + conditions.joined(separator: ", ") + "])")
    }

    /// The expression for a route's entry, without its query conditions.
    private func unconditionalEntry(for route: RouteDeclaration) -> Code {
        let guards = file.guardNames(of: route).map { name -> Code in
            let identifier = names.guards.first { $0.name == name }?.identifier ?? name
            return .text("NavigationGuard(\(SwiftWriter.literal(name))) { await guards.\(identifier)($0) }")
        }
        let guardArgument: [Code] = guards.isEmpty ? [] : [.array("guards: ", guards)]
        switch route.target {
        case .forward(.queryItem(let name)):
            return .call(
                ".forwardingQueryItem",
                [.text(SwiftWriter.literal(name)), .text("sources: " + sourcePolicy(route))] + guardArgument)
        case .forward(.scheme(let scheme)):
            return .call(
                ".forwardingToScheme",
                [.text(SwiftWriter.literal(scheme)), .text("sources: " + sourcePolicy(route))] + guardArgument)
        case .action(let name):
            let identifier = names.actions.first { $0.name == name }?.identifier ?? name
            let sources: [Code] = [.text("sources: " + sourcePolicy(route))]
            guard let values = actionValues(name) else {
                return .call(".action", sources + guardArgument, tail: " { await actions.\(identifier)($0) }")
            }
            guard !values.isEmpty else {
                return .call(".action", sources + guardArgument, tail: " { _ in await actions.\(identifier)() }")
            }
            return .call(
                ".action", sources + guardArgument + [.text("query: " + SwiftWriter.literal(route.query))],
                tail: " { try await \(Self.performer(of: identifier))(actions, $0) }")
        case .screen(let kind):
            var arguments: [Code] = [.text(SwiftWriter.literal(kind)), .text("screens")]
            if route.presentation != .automatic {
                arguments.append(.text("presentation: " + presentation(route.presentation)))
            }
            if route.placement != .top { arguments.append(.text("placement: " + placement(route.placement))) }
            if !route.backStack.isEmpty {
                arguments.append(.array("backStack: ", route.backStack.map { .text(template($0)) }))
            }
            if route.sources != nil || route.sendingApps != nil {
                arguments.append(.text("sources: " + sourcePolicy(route)))
            }
            arguments += guardArgument
            if route.updatesInPlace { arguments.append(.text("updatesInPlace: true")) }
            if !route.closeButton { arguments.append(.text("closeButton: false")) }
            if !route.query.isEmpty { arguments.append(.text("query: " + SwiftWriter.literal(route.query))) }
            return .call("screen", arguments)
        }
    }

    /// The values the action `name` takes, as its routes' typed cases carry them; `nil` when a
    /// route has no typed case or two routes carry different values.
    func actionValues(_ name: String) -> [TypedRouteShape.Value]? {
        var found: [TypedRouteShape.Value]?
        for (index, route) in file.routes.enumerated() {
            guard case .action(name) = route.target else { continue }
            guard let shape = shapes[index] else { return nil }
            let same =
                found.map { earlier in
                    earlier.map { "\($0.label): \($0.swiftType)" }
                        == shape.values.map { "\($0.label): \($0.swiftType)" }
                } ?? true
            guard same else { return nil }
            found = shape.values
        }
        return found
    }

    /// The name of the function that runs the action spelled `identifier` with a link's values.
    static func performer(of identifier: String) -> String {
        let name = SwiftName.bare(identifier).drop { $0 == "_" }
        return "perform" + name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Writes, for each action taking values, the function that reads them from a link and runs it.
    func writePerformers(_ writer: inout SwiftWriter) {
        for (name, identifier) in names.actions {
            guard let values = actionValues(name), !values.isEmpty else { continue }
            writer.line()
            writer.doc("Runs the action `\(name)` with the values of a link to it.")
            writer.line("@MainActor")
            writer.function(
                "private static func \(Self.performer(of: identifier))",
                ["_ actions: some Actions", "_ values: RouteValues"],
                ") async throws(ScreenConversionError) -> Bool {"
            ) { body in
                body.write(
                    .call(
                        "try await actions.\(identifier)",
                        values.map { value in
                            let read = value.isOptional ? "optionalValue" : "value"
                            return .text(
                                "\(SwiftName.argumentLabel(value.label)): values.\(read)(\(SwiftWriter.literal(value.key)))"
                            )
                        }))
            }
        }
    }

    private func presentation(_ presentation: Presentation) -> String {
        switch presentation {
        case .automatic: return ".automatic"
        case .push: return ".push"
        case .root: return ".root"
        case .tab(let id): return ".tab(\(SwiftWriter.literal(id)))"
        case .custom(let name): return ".custom(\(SwiftWriter.literal(name)))"
        case .modal(let style, let embed):
            let known = PresentationSyntax.styles[style.rawValue] == style
            let styleText = known ? "." + style.rawValue : "ModalStyle(\(SwiftWriter.literal(style.rawValue)))"
            return ".modal(\(styleText), embedInStack: \(embed))"
        }
    }

    private func placement(_ placement: Placement) -> String {
        switch placement {
        case .top: return ".top"
        case .root: return ".root"
        case .tab(let id): return ".tab(\(SwiftWriter.literal(id)))"
        case .column(let column, let item):
            let selecting = item.map { ", selecting: " + SwiftWriter.literal($0) } ?? ""
            return ".column(.\(column.rawValue)\(selecting))"
        }
    }

    private func mountPoint(_ mount: MountPoint) -> String {
        switch mount {
        case .root: return ".root"
        case .path(let path): return ".path(\(SwiftWriter.literal(path)))"
        case .host(let host): return ".host(\(SwiftWriter.literal(host)))"
        }
    }

    /// The source policy the route declares (``RouteDeclaration/sourcePolicy``), as code.
    private func sourcePolicy(_ route: RouteDeclaration) -> String {
        guard let sources = route.sources else {
            if case .action = route.target { return ".inAppOnly" }
            guard let apps = route.sendingApps else { return ".anySource" }
            return ".only(Set(LinkSource.Kind.allCases), sendingApps: \(SwiftWriter.literal(apps.sorted())))"
        }
        let kinds = LinkSource.Kind.allCases.filter(sources.contains).map { "." + $0.rawValue }
        let apps = route.sendingApps.map { ", sendingApps: " + SwiftWriter.literal($0.sorted()) } ?? ""
        return ".only([" + kinds.joined(separator: ", ") + "]" + apps + ")"
    }

    private func template(_ template: ScreenTemplate) -> String {
        var arguments = [SwiftWriter.literal(template.kind)]
        if !template.info.isEmpty {
            let pairs = template.info.sorted { $0.key < $1.key }
            arguments.append(
                "["
                    + pairs.map { SwiftWriter.literal($0.key) + ": " + SwiftWriter.literal($0.value) }
                    .joined(separator: ", ") + "]")
        }
        if !template.parameters.isEmpty { arguments.append("parameters: " + SwiftWriter.literal(template.parameters)) }
        return "ScreenTemplate(" + arguments.joined(separator: ", ") + ")"
    }

    private func writeScreenHelper(_ writer: inout SwiftWriter) {
        writer.doc(
            """
            A screen route's entry: the screen `screens` builds for `kind` when the app gives a builder, else a
            screen of `kind` whose info is the link's values.
            """)
        let parameters = [
            "_ kind: String", "_ screens: [String: RouteEntry.ScreenBuilder]",
            "presentation: Presentation = .automatic", "placement: Placement = .top",
            "backStack: [ScreenTemplate] = []", "sources: SourcePolicy = .anySource",
            "guards: [NavigationGuard] = []", "updatesInPlace: Bool = false", "closeButton: Bool = true",
            "query: [String] = []",
        ]
        writer.function("private static func screen", parameters, ") -> RouteEntry {") { body in
            body.block("guard let build = screens[kind] else {") { inner in
                inner.line("return .screen(")
                inner.line(
                    "    kind, presentation: presentation, placement: placement, backStack: backStack, sources: sources,"
                )
                inner.line("    guards: guards, updatesInPlace: updatesInPlace, closeButton: closeButton,")
                inner.line("    query: query)")
            }
            body.line("var entry = RouteEntry.screen(")
            body.line("    presentation: presentation, placement: placement, sources: sources, guards: guards,")
            body.line("    updatesInPlace: updatesInPlace, closeButton: closeButton, query: query, build: build)")
            body.line("entry.buildBackStack(from: backStack)")
            body.line("return entry")
        }
    }

    /// Writes `head` followed by a collection literal, one element a line when it does not fit.
    func writeCollection(_ head: String, _ elements: [String], _ writer: inout SwiftWriter) {
        let oneLine = head + "[" + elements.joined(separator: ", ") + "]"
        if elements.count < 2 || oneLine.count + 4 <= SwiftWriter.lineLength {
            writer.line(oneLine)
            return
        }
        writer.block(head + "[", close: "]") { body in
            for element in elements { body.line(element + ",") }
        }
    }
}
