import Foundation
import Waypoint
import WaypointNavigation
import Yams

/// The keys that shape how a route's screen is found and reached: `in` (where it lands),
/// `query` (the query items in its identity), `guard` (the guards that check it) and back-stack
/// screens that take the link's values (`product(productId)`).
extension RouteFileReader {
    /// Reads `in`, `query` and `guard` into `route`.
    mutating func readFlowKeys(_ values: [String: Node], into route: inout RouteDeclaration) {
        if let node = values["in"], let text = string(node, key: "in") {
            switch Self.placement(text) {
            case .success(let placement): route.placement = placement
            case .failure(let problem): error(at: valueLocation(of: node), problem.message)
            }
        }
        if let node = values["query"], let names = strings(node, key: "query") {
            route.query = names
            for name in names where name.isEmpty {
                error(at: valueLocation(of: node), "query names the query items the screen takes; a name is empty")
            }
        }
        if let node = values["guard"] { route.guards = guardNames(node) }
    }

    /// Guard names: one name or a list of them.
    mutating func guardNames(_ node: Node) -> [String] {
        let names = strings(node, key: "guard") ?? []
        for name in names where name.isEmpty {
            error(at: valueLocation(of: node), "guard names a guard the app binds; a name is empty")
        }
        return names.filter { !$0.isEmpty }
    }

    /// A back-stack screen written as text: `feed`, or `product(productId)` to take the link's
    /// `productId` (several names are separated by commas).
    mutating func template(_ text: String, at node: Node) -> ScreenTemplate? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let open = trimmed.firstIndex(of: "(") else {
            return trimmed.isEmpty ? nil : ScreenTemplate(trimmed)
        }
        let kind = trimmed[..<open].trimmingCharacters(in: .whitespaces)
        let names = trimmed[trimmed.index(after: open)...].dropLast()
            .split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard trimmed.hasSuffix(")"), !kind.isEmpty, !names.contains(where: \.isEmpty),
            !names.contains(where: { $0.contains(":") || $0.contains("(") || $0.contains(")") })
        else {
            error(
                at: valueLocation(of: node),
                "a back-stack screen is a name, or a name with the link's values it takes, as in product(productId)")
            return nil
        }
        return ScreenTemplate(kind, parameters: names)
    }

    /// Checks what the flow keys name against the rest of the file: tabs `in` names are declared,
    /// and back-stack screens take only values the route's link has.
    mutating func checkFlows(_ file: RouteFile) {
        for route in file.routes {
            if case .tab(let id) = route.placement, !file.tabs.contains(id) {
                let known =
                    file.tabs.isEmpty ? "the file declares no tabs" : "tabs are " + file.tabs.joined(separator: ", ")
                error(at: route.location(of: "in"), "unknown tab '\(id)': \(known)")
            }
            let taken = route.backStack.flatMap(\.parameters)
            guard !taken.isEmpty, let pattern = file.parsedPattern(route.pattern) else { continue }
            let known = Set(pattern.parameterNames).union(route.query)
            for template in route.backStack {
                for name in template.parameters where !known.contains(name) {
                    let captured =
                        pattern.parameterNames.isEmpty
                        ? "captures nothing" : "captures " + pattern.parameterNames.joined(separator: ", ")
                    error(
                        at: route.location(of: "backStack"),
                        "back-stack screen '\(template.kind)' takes '\(name)', which the link of '\(route.pattern)' "
                            + "lacks: the pattern \(captured)"
                            + (route.query.isEmpty ? "" : " and query names " + route.query.joined(separator: ", ")))
                }
            }
        }
    }

    /// The placement `text` writes: `top`, `root`, `tab(ID)` or `column(COLUMN)` and
    /// `column(COLUMN, ITEM)`, with COLUMN one of `sidebar`, `content` and `detail`, and ITEM the
    /// split view's sidebar item to select first.
    static func placement(_ text: String) -> Result<Placement, SyntaxProblem> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch trimmed {
        case "top": return .success(.top)
        case "root": return .success(.root)
        default: break
        }
        if trimmed.hasPrefix("tab("), trimmed.hasSuffix(")") {
            let id = trimmed.dropFirst(4).dropLast().trimmingCharacters(in: .whitespaces)
            if !id.isEmpty, !id.contains(",") { return .success(.tab(id)) }
        }
        if trimmed.hasPrefix("column("), trimmed.hasSuffix(")") {
            return columnPlacement(trimmed.dropFirst(7).dropLast())
        }
        return .failure(SyntaxProblem("unknown place '\(text)'; write top, root, tab(ID) or column(COLUMN, ITEM)"))
    }

    /// The arguments of `column(…)`: a column, then optionally the sidebar item to select.
    private static func columnPlacement(_ arguments: Substring) -> Result<Placement, SyntaxProblem> {
        let columns = SplitView.Column.allCases.map(\.rawValue).joined(separator: ", ")
        let parts = arguments.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard (1...2).contains(parts.count), !parts.contains(where: \.isEmpty) else {
            return .failure(
                SyntaxProblem(
                    "column(…) takes a column and optionally the sidebar item to select, as in column(detail) "
                        + "or column(detail, library)"))
        }
        guard let column = SplitView.Column(rawValue: parts[0]) else {
            return .failure(SyntaxProblem("unknown column '\(parts[0])'; write one of \(columns)"))
        }
        return .success(.column(column, selecting: parts.count == 2 ? parts[1] : nil))
    }

}
