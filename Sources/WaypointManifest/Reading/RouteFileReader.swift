import Foundation
import Waypoint
import WaypointNavigation
import Yams

/// Reads a route file's text (YAML, or JSON, which YAML reads too) into a ``RouteFile``,
/// collecting every problem with the line and column it was found at.
struct RouteFileReader {
    let path: String
    private(set) var diagnostics: [Diagnostic] = []

    static let topKeys = [
        "schemes", "hosts", "acceptsAnyWebHost", "tabs", "root", "types", "groups", "routes", "webExclusions",
        "webFallback", "split",
    ]
    static let routeKeys = [
        "pattern", "name", "screen", "action", "presentation", "sources", "sendingApps", "backStack", "web",
        "group", "updatesInPlace", "comment", "in", "query", "guard", "closeButton", "when", "forward",
    ]
    static let groupKeys = ["mount", "enabled", "guard"]
    static let sourceNames = Dictionary(uniqueKeysWithValues: LinkSource.Kind.allCases.map { ($0.rawValue, $0) })

    init(path: String) {
        self.path = path
    }

    mutating func read(_ text: String) -> RouteFile? {
        let (root, problems) = YAMLDocument.compose(text, path: path)
        guard problems.isEmpty else {
            diagnostics += problems
            return nil
        }
        guard let root, let mapping = root.mapping else {
            error(
                at: location(of: root),
                "a route file is a mapping with the keys " + Self.topKeys.joined(separator: ", "))
            return nil
        }
        var file = RouteFile(path: path)
        for (keyNode, value) in mapping {
            guard let key = keyNode.scalar?.string else {
                error(at: location(of: keyNode), "keys are names")
                continue
            }
            file.locations[key] = location(of: keyNode)
            switch key {
            case "schemes": file.schemes = schemes(value)
            case "hosts": file.hosts = hosts(value)
            case "tabs":
                file.tabs = strings(value, key: key) ?? []
                noDuplicates(file.tabs, in: value, what: "tab")
            case "root": file.root = string(value, key: key)
            case "split": file.split = split(value)
            case "acceptsAnyWebHost": file.acceptsAnyWebHost = bool(value, key: key) ?? false
            case "types": file.valueSets = valueSets(value)
            case "groups": file.groups = groups(value)
            case "routes": file.routes = routes(value)
            case "webExclusions": file.webExclusions = webExclusions(value)
            case "webFallback":
                guard let text = string(value, key: key) else { continue }
                if let fallback = WebFallback(rawValue: text) {
                    file.webFallback = fallback
                } else {
                    error(
                        at: valueLocation(of: value),
                        "unknown webFallback '\(text)'; write browser: the app opens universal links no route takes in the browser"
                    )
                }
            default: unknownKey(key, at: keyNode, known: Self.topKeys)
            }
        }
        let groupNames = Set(file.groups.map(\.name))
        for route in file.routes {
            if let group = route.group, !groupNames.contains(group) {
                error(at: route.location(of: "group"), "no group named '\(group)' is declared under groups")
            }
            if case .tab(let id) = route.presentation, !file.tabs.contains(id) {
                let known =
                    file.tabs.isEmpty ? "the file declares no tabs" : "tabs are " + file.tabs.joined(separator: ", ")
                error(at: route.location(of: "presentation"), "unknown tab '\(id)': \(known)")
            }
        }
        checkFlows(file)
        checkColumns(file)
        checkTypesInGroups(file)
        var names: [String: SourceLocation] = [:]
        for route in file.routes {
            if let first = names[route.name] {
                error(
                    at: route.location(of: "name"), "duplicate route name '\(route.name)' (first at line \(first.line))"
                )
            } else {
                names[route.name] = route.location
            }
        }
        return file
    }

    // MARK: Sections

    private mutating func groups(_ node: Node) -> [GroupDeclaration] {
        guard let mapping = node.mapping else {
            error(at: location(of: node), "groups is a mapping from group names to their settings")
            return []
        }
        var result: [GroupDeclaration] = []
        for (keyNode, value) in mapping {
            guard let name = keyNode.scalar?.string else { continue }
            var group = GroupDeclaration(name: name, location: location(of: keyNode))
            if let settings = value.mapping {
                for (settingNode, setting) in settings {
                    let key = settingNode.scalar?.string ?? ""
                    switch key {
                    case "mount":
                        guard let text = string(setting, key: key) else { continue }
                        if text.hasPrefix("host:") {
                            group.mount = .host(String(text.dropFirst(5)).trimmingCharacters(in: .whitespaces))
                        } else if text == "/" || text.isEmpty {
                            group.mount = .root
                        } else {
                            group.mount = .path(text)
                        }
                    case "enabled": group.enabled = bool(setting, key: key) ?? true
                    case "guard": group.guards = guardNames(setting)
                    default: unknownKey(key, at: settingNode, known: Self.groupKeys)
                    }
                }
            } else if let text = value.scalar?.string, !text.isEmpty, text != "~", text != "null" {
                error(at: location(of: value), "a group's settings are a mapping with the keys mount, enabled")
            }
            result.append(group)
        }
        return result
    }

    private mutating func routes(_ node: Node) -> [RouteDeclaration] {
        guard let sequence = node.sequence else {
            error(at: location(of: node), "routes is a list of routes, each with a pattern and a screen or an action")
            return []
        }
        return sequence.compactMap { route($0) }
    }

    private mutating func route(_ node: Node) -> RouteDeclaration? {
        let start = location(of: node)
        guard let mapping = node.mapping else {
            error(at: start, "a route is a mapping with a pattern and a screen or an action")
            return nil
        }
        var values: [String: Node] = [:]
        var keyLocations: [String: SourceLocation] = [:]
        for (keyNode, value) in mapping {
            let key = keyNode.scalar?.string ?? ""
            guard Self.routeKeys.contains(key) else {
                unknownKey(key, at: keyNode, known: Self.routeKeys)
                continue
            }
            values[key] = value
            keyLocations[key] = valueLocation(of: value)
        }
        // A route that cannot be built still has each of its values checked, so that one pass
        // reports every mistake in it.
        var complete = true
        let pattern: String
        if let patternNode = values["pattern"], let text = string(patternNode, key: "pattern") {
            pattern = text
        } else {
            error(at: start, "a route needs a pattern")
            pattern = ""
            complete = false
        }
        var target = RouteDeclaration.Target.screen("")
        switch (
            values["screen"].flatMap { string($0, key: "screen") },
            values["action"].flatMap { string($0, key: "action") }
        ) {
        case _ where values["forward"] != nil:
            if let forward = forward(values, pattern: pattern) {
                target = .forward(forward)
            } else {
                complete = false
            }
        case (let screen?, nil): target = .screen(screen)
        case (nil, let action?): target = .action(action)
        case (.some, .some):
            error(at: start, "route '\(pattern)' has both a screen and an action; give it one")
            complete = false
        case (nil, nil):
            // A screen or action of the wrong type is reported where it is written.
            if values["screen"] == nil && values["action"] == nil {
                error(at: start, "route '\(pattern)' needs a screen, an action or a forward")
            }
            complete = false
        }
        var route = RouteDeclaration(pattern: pattern, target: target, location: start, keyLocations: keyLocations)
        if let node = values["name"], let name = string(node, key: "name") { route.name = name }
        if let node = values["presentation"], let text = string(node, key: "presentation") {
            switch PresentationSyntax.parse(text) {
            case .success(let presentation): route.presentation = presentation
            case .failure(let problem): error(at: valueLocation(of: node), problem.message)
            }
        }
        if let node = values["sources"], let names = strings(node, key: "sources") {
            var kinds = Set<LinkSource.Kind>()
            for name in names {
                if name == "any" {
                    kinds.formUnion(LinkSource.Kind.allCases)
                } else if let kind = Self.sourceNames[name] {
                    kinds.insert(kind)
                } else {
                    error(
                        at: valueLocation(of: node),
                        "unknown source '\(name)'; sources are any, "
                            + Self.sourceNames.keys.sorted().joined(separator: ", "))
                }
            }
            route.sources = kinds
        }
        if let node = values["sendingApps"], let apps = strings(node, key: "sendingApps") {
            route.sendingApps = Set(apps)
        }
        if let node = values["backStack"] { route.backStack = screens(node) }
        if let node = values["web"] { route.web = bool(node, key: "web") ?? true }
        if let node = values["updatesInPlace"] { route.updatesInPlace = bool(node, key: "updatesInPlace") ?? false }
        if let node = values["group"] { route.group = string(node, key: "group") }
        if let node = values["comment"] { route.comment = string(node, key: "comment") }
        readFlowKeys(values, into: &route)
        readCloseButton(values, into: &route)
        readConditions(values, into: &route)
        if case .forward(.queryItem(let name)) = route.target, !route.conditions.contains(where: { $0.name == name }) {
            // A link without the item is not this route's: the next route that matches takes it.
            route.conditions.append(QueryCondition(name))
        }
        if values["name"] == nil, !route.conditions.isEmpty {
            // Routes on one pattern told apart by their conditions get names of their own.
            route.name = pattern + "?" + route.conditions.map(\.text).joined(separator: "&")
        }
        return complete ? route : nil
    }

    /// Screens written as names (`feed`), as names taking the link's values
    /// (`product(productId)`), or as `{screen: user, info: {userId: self}, parameters: [tab]}`.
    private mutating func screens(_ node: Node) -> [ScreenTemplate] {
        guard let sequence = node.sequence else {
            error(at: location(of: node), "backStack is a list of screens")
            return []
        }
        var result: [ScreenTemplate] = []
        for item in sequence {
            if let text = item.scalar?.string {
                if let template = template(text, at: item) { result.append(template) }
            } else if let mapping = item.mapping {
                var kind: String?
                var info: [String: String] = [:]
                var parameters: [String] = []
                for (keyNode, value) in mapping {
                    switch keyNode.scalar?.string ?? "" {
                    case "screen": kind = string(value, key: "screen")
                    case "parameters": parameters = strings(value, key: "parameters") ?? []
                    case "info":
                        guard let mapping = value.mapping else {
                            error(at: location(of: value), "info maps names to values: {userId: \"1\"}")
                            continue
                        }
                        for (infoKey, infoValue) in mapping {
                            if let name = infoKey.scalar?.string, let text = infoValue.scalar?.string {
                                info[name] = text
                            } else {
                                error(at: location(of: infoValue), "info maps names to single values")
                            }
                        }
                    default:
                        unknownKey(keyNode.scalar?.string ?? "", at: keyNode, known: ["screen", "info", "parameters"])
                    }
                }
                if let kind {
                    result.append(ScreenTemplate(kind, info, parameters: parameters))
                } else {
                    error(at: location(of: item), "a back-stack screen needs a screen name")
                }
            } else {
                error(at: location(of: item), "a back-stack screen is a name or a mapping with screen and info")
            }
        }
        return result
    }

    // MARK: Values

    mutating func string(_ node: Node, key: String) -> String? {
        guard let scalar = node.scalar else {
            error(at: location(of: node), "\(key) is a single value")
            return nil
        }
        return scalar.string
    }

    mutating func strings(_ node: Node, key: String) -> [String]? {
        if let scalar = node.scalar { return [scalar.string] }
        guard let sequence = node.sequence else {
            error(at: location(of: node), "\(key) is a list of names")
            return nil
        }
        var result: [String] = []
        for item in sequence {
            if let text = item.scalar?.string {
                result.append(text)
            } else {
                error(at: location(of: item), "\(key) holds names, not lists or mappings")
            }
        }
        return result
    }

    mutating func bool(_ node: Node, key: String) -> Bool? {
        switch node.scalar?.string.lowercased() {
        case "true", "yes": return true
        case "false", "no": return false
        default:
            error(at: location(of: node), "\(key) is true or false")
            return nil
        }
    }

    private mutating func noDuplicates(_ names: [String], in node: Node, what: String) {
        var seen = Set<String>()
        for (index, name) in names.enumerated() where !seen.insert(name).inserted {
            let item = node.sequence.map { Array($0) }.flatMap { index < $0.count ? $0[index] : nil }
            error(at: location(of: item ?? node), "duplicate \(what) '\(name)'")
        }
    }

    private mutating func unknownKey(_ key: String, at node: Node, known: [String]) {
        let suggestion = known.min { Self.distance(key, $0) < Self.distance(key, $1) }
        let hint = suggestion.flatMap { Self.distance(key, $0) <= 2 ? " (did you mean '\($0)'?)" : nil } ?? ""
        error(at: location(of: node), "unknown key '\(key)'\(hint); known keys are " + known.joined(separator: ", "))
    }

    // MARK: Locations

    func location(of node: Node?) -> SourceLocation {
        guard let mark = node?.mark else { return SourceLocation(file: path, line: 1, column: 1) }
        return SourceLocation(file: path, line: mark.line, column: mark.column)
    }

    /// Where a scalar's text starts: after its opening quote, when quoted.
    func valueLocation(of node: Node) -> SourceLocation {
        var location = location(of: node)
        if let style = node.scalar?.style, style == .singleQuoted || style == .doubleQuoted {
            location.column += 1
        }
        return location
    }

    mutating func error(at location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(.error, at: location, message))
    }

    mutating func warning(at location: SourceLocation, _ message: String) {
        diagnostics.append(Diagnostic(.warning, at: location, message))
    }

    /// Edit distance, for "did you mean".
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.lowercased())
        let b = Array(rhs.lowercased())
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
