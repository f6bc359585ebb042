import WaypointNavigation

/// A route file drawn as a graph: tabs as a group of their root screens, one node per screen and
/// action, and for each route an edge from the screen it is built on (the last of its back
/// stack, or "link" when it has none) to its target, labelled with the pattern and the
/// presentation; back stacks appear as chains of pushes.
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

        var tabs: [Node] = []
        var nodes: [Node] = []
        var edges: [Edge] = []

        init(_ file: RouteFile) {
            for tab in file.tabs {
                tabs.append(Node(id: Self.id("screen", tab), label: tab, isAction: false))
            }
            if file.tabs.isEmpty, let root = file.root {
                add(Node(id: Self.id("screen", root), label: root, isAction: false))
            }
            for route in file.routes {
                let pattern = file.effectivePattern(of: route) ?? route.pattern
                var from = "link"
                for screen in route.backStack {
                    let id = Self.id("screen", screen.kind)
                    add(Node(id: id, label: screen.kind, isAction: false))
                    if from != "link" { add(Edge(from: from, to: id, label: "push")) }
                    from = id
                }
                switch route.target {
                case .screen(let kind):
                    let id = Self.id("screen", kind)
                    add(Node(id: id, label: kind, isAction: false))
                    add(Edge(from: from, to: id, label: pattern + " · " + PresentationSyntax.text(route.presentation)))
                case .action(let name):
                    let id = Self.id("action", name)
                    add(Node(id: id, label: name + " (action)", isAction: true))
                    add(Edge(from: "link", to: id, label: pattern))
                }
            }
        }

        private mutating func add(_ node: Node) {
            if !tabs.contains(node) && !nodes.contains(node) { nodes.append(node) }
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
            if !tabs.isEmpty {
                lines.append("  subgraph tabs")
                lines += tabs.map { "    \($0.id)[\"\(Self.mermaidText($0.label))\"]" }
                lines.append("  end")
            }
            for node in nodes {
                let text = Self.mermaidText(node.label)
                lines.append(node.isAction ? "  \(node.id){{\"\(text)\"}}" : "  \(node.id)[\"\(text)\"]")
            }
            for edge in edges {
                lines.append("  \(edge.from) -- \"\(Self.mermaidText(edge.label))\" --> \(edge.to)")
            }
            return lines.joined(separator: "\n") + "\n"
        }

        func dot() -> String {
            var lines = ["digraph routes {", "  rankdir=LR;", "  link [shape=circle];"]
            if !tabs.isEmpty {
                lines.append("  subgraph cluster_tabs {")
                lines.append("    label=\"tabs\";")
                lines += tabs.map { "    \($0.id) [label=\(Self.dotText($0.label))];" }
                lines.append("  }")
            }
            for node in nodes {
                lines.append(
                    "  \(node.id) [label=\(Self.dotText(node.label))\(node.isAction ? ", shape=hexagon" : "")];")
            }
            for edge in edges {
                lines.append("  \(edge.from) -> \(edge.to) [label=\(Self.dotText(edge.label))];")
            }
            lines.append("}")
            return lines.joined(separator: "\n") + "\n"
        }

        /// Mermaid labels in quotes take entity codes for quotes.
        static func mermaidText(_ text: String) -> String { text.replacingOccurrences(of: "\"", with: "#quot;") }

        static func dotText(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
    }
}
