import WaypointNavigation

/// A route file drawn as a graph: one group per tab, holding the tab's root and every screen a
/// route shows in that tab (`presentation: tab(ID)` or `in: tab(ID)`, and their back stacks);
/// one node per screen and action; and for each route an edge from the screen it is built on
/// to its target, labelled with the pattern and the presentation. A route starts from its
/// back stack's last screen, else from its tab's root (or, for `in: column(…)`, the split view's
/// sidebar, and its label names the column), else from "link"; a back stack is a chain of edges
/// labelled "back stack" from where the route starts.
public enum RouteGraph {
    /// The graph languages.
    public enum Format: String, Sendable, CaseIterable {
        /// Mermaid, which GitHub renders in Markdown.
        case mermaid
        /// Graphviz DOT.
        case dot
    }

    /// The graph of `file` in `format`.
    public static func render(_ file: RouteFile, format: Format) -> String {
        let graph = Graph(file)
        switch format {
        case .mermaid: return graph.mermaid()
        case .dot: return graph.dot()
        }
    }

    /// Nodes and edges, in file order, without duplicates.
    struct Graph {
        struct Node: Hashable {
            let id: String
            let label: String
            let isAction: Bool
        }

        struct Edge: Hashable {
            let from: String
            let to: String
            let label: String
        }

        /// The tabs in file order, each with its root and the screens routes show in it.
        var tabs: [(id: String, members: [Node])] = []
        var nodes: [Node] = []
        var edges: [Edge] = []

        init(_ file: RouteFile) {
            for tab in file.tabs {
                tabs.append((tab, [Node(id: Self.id("screen", tab), label: tab, isAction: false)]))
            }
            if file.tabs.isEmpty, let root = file.root {
                add(Node(id: Self.id("screen", root), label: root, isAction: false), tab: nil)
            } else if file.tabs.isEmpty, let split = file.split {
                add(Node(id: Self.id("screen", split.sidebar), label: split.sidebar, isAction: false), tab: nil)
            }
            for route in file.routes {
                let pattern = (file.effectivePattern(of: route) ?? route.pattern) + Self.conditions(of: route)
                let tab = Self.tab(of: route, in: file.tabs)
                let column = Self.column(of: route, in: file)
                var from = tab.map { Self.id("screen", $0) } ?? column.map { Self.id("screen", $0.sidebar) } ?? "link"
                for screen in route.backStack {
                    let id = Self.id("screen", screen.kind)
                    add(Node(id: id, label: screen.kind, isAction: false), tab: tab)
                    if from != id { add(Edge(from: from, to: id, label: "back stack")) }
                    from = id
                }
                switch route.target {
                case .screen(let kind):
                    let id = Self.id("screen", kind)
                    add(Node(id: id, label: kind, isAction: false), tab: tab)
                    let shown = column?.place ?? PresentationSyntax.text(route.presentation)
                    add(Edge(from: from, to: id, label: pattern + " · " + shown))
                case .forward(let forward):
                    let (id, label): (String, String)
                    switch forward {
                    case .queryItem(let name): (id, label) = (Self.id("forward", name), "the link in ?\(name)")
                    case .scheme(let scheme):
                        (id, label) = (Self.id("forward", scheme), "the same link as \(scheme)://")
                    }
                    add(Node(id: id, label: label, isAction: true), tab: nil)
                    add(Edge(from: "link", to: id, label: pattern))
                case .action(let name):
                    let id = Self.id("action", name)
                    add(Node(id: id, label: name + " (action)", isAction: true), tab: nil)
                    add(Edge(from: "link", to: id, label: pattern))
                }
            }
        }

        /// A route's `when` conditions as its edge shows them: ` when ref=failed_transaction, signin`.
        static func conditions(of route: RouteDeclaration) -> String {
            guard !route.conditions.isEmpty else { return "" }
            let items = route.conditions.map { condition in
                condition.values.isEmpty
                    ? condition.name : condition.name + "=" + condition.values.joined(separator: " or ")
            }
            return " when " + items.joined(separator: ", ")
        }

        /// The tab a route shows its screen in, when the file declares it.
        static func tab(of route: RouteDeclaration, in tabs: [String]) -> String? {
            if case .tab(let id) = route.presentation, tabs.contains(id) { return id }
            if case .tab(let id) = route.placement, tabs.contains(id) { return id }
            return nil
        }

        /// For a route that lands in a column of the file's split view, the split's sidebar and
        /// the place as the file writes it (`column(detail, albums)`).
        static func column(of route: RouteDeclaration, in file: RouteFile) -> (sidebar: String, place: String)? {
            guard case .column(let column, let item) = route.placement, let split = file.split else { return nil }
            return (
                split.sidebar, "column(" + ([column.rawValue] + (item.map { [$0] } ?? [])).joined(separator: ", ") + ")"
            )
        }

        /// Every node drawn once: in the first tab it is shown in, else outside the tabs.
        private mutating func add(_ node: Node, tab: String?) {
            guard !nodes.contains(node), !tabs.contains(where: { $0.members.contains(node) }) else { return }
            if let tab, let index = tabs.firstIndex(where: { $0.id == tab }) {
                tabs[index].members.append(node)
            } else {
                nodes.append(node)
            }
        }

        private mutating func add(_ edge: Edge) {
            if !edges.contains(edge) { edges.append(edge) }
        }

        /// An identifier both languages accept.
        static func id(_ prefix: String, _ name: String) -> String {
            prefix + "_"
                + String(
                    name.unicodeScalars.map {
                        $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_"
                    })
        }

        func mermaid() -> String {
            var lines = ["flowchart LR", "  link((link))"]
            for tab in tabs {
                lines.append("  subgraph \(Self.id("tab", tab.id))[\"tab \(Self.mermaidText(tab.id))\"]")
                lines += tab.members.map { "    " + Self.mermaidNode($0) }
                lines.append("  end")
            }
            lines += nodes.map { "  " + Self.mermaidNode($0) }
            for edge in edges {
                lines.append("  \(edge.from) -- \"\(Self.mermaidText(edge.label))\" --> \(edge.to)")
            }
            return lines.joined(separator: "\n") + "\n"
        }

        static func mermaidNode(_ node: Node) -> String {
            let text = mermaidText(node.label)
            return node.isAction ? "\(node.id){{\"\(text)\"}}" : "\(node.id)[\"\(text)\"]"
        }

        func dot() -> String {
            var lines = ["digraph routes {", "  rankdir=LR;", "  link [shape=circle];"]
            for tab in tabs {
                lines.append("  subgraph cluster_\(Self.id("tab", tab.id)) {")
                lines.append("    label=\(Self.dotText("tab " + tab.id));")
                lines += tab.members.map { "    " + Self.dotNode($0) }
                lines.append("  }")
            }
            lines += nodes.map { "  " + Self.dotNode($0) }
            for edge in edges {
                lines.append("  \(edge.from) -> \(edge.to) [label=\(Self.dotText(edge.label))];")
            }
            lines.append("}")
            return lines.joined(separator: "\n") + "\n"
        }

        static func dotNode(_ node: Node) -> String {
            "\(node.id) [label=\(dotText(node.label))\(node.isAction ? ", shape=hexagon" : "")];"
        }

        /// Mermaid labels in quotes take entity codes for quotes.
        static func mermaidText(_ text: String) -> String { text.replacingOccurrences(of: "\"", with: "#quot;") }

        static func dotText(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
    }
}
