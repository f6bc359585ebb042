import WaypointNavigation
import Yams

/// The `split` key (the split view the app launches on) and the `in: column(…)` routes checked
/// against it.
extension RouteFileReader {
    static let splitKeys = ["sidebar", "items", "columns"]

    /// Reads `split: {sidebar: NAME, items: [ID, …], columns: 2 or 3}`.
    mutating func split(_ node: Node) -> SplitDeclaration? {
        guard let mapping = node.mapping else {
            error(at: location(of: node), "split is a mapping with the keys " + Self.splitKeys.joined(separator: ", "))
            return nil
        }
        var sidebar: String?
        var split = SplitDeclaration(sidebar: "")
        for (keyNode, value) in mapping {
            switch keyNode.scalar?.string {
            case "sidebar":
                sidebar = string(value, key: "sidebar")
                if sidebar?.isEmpty == true {
                    error(at: valueLocation(of: value), "sidebar names the screen the split view's sidebar shows")
                }
            case "items":
                split.items = strings(value, key: "items") ?? []
                var seen = Set<String>()
                for item in split.items where !seen.insert(item).inserted || item.isEmpty {
                    error(at: location(of: value), item.isEmpty ? "an item is empty" : "duplicate item '\(item)'")
                }
            case "columns":
                guard let text = string(value, key: "columns") else { continue }
                guard let columns = Int(text), columns == 2 || columns == 3 else {
                    error(
                        at: valueLocation(of: value), "columns is 2 (sidebar and detail) or 3 (with a content column)")
                    continue
                }
                split.columns = columns
            default:
                error(
                    at: location(of: keyNode),
                    "unknown key '\(keyNode.scalar?.string ?? "")' under split; known keys are "
                        + Self.splitKeys.joined(separator: ", "))
            }
        }
        guard let sidebar, !sidebar.isEmpty else {
            if sidebar == nil { error(at: location(of: node), "split needs sidebar: the screen its sidebar shows") }
            return nil
        }
        split.sidebar = sidebar
        return split
    }

    /// Checks the `in: column(…)` routes against the file's split view: there is one, it has the
    /// item and the column.
    mutating func checkColumns(_ file: RouteFile) {
        if file.split != nil, !file.tabs.isEmpty {
            error(at: file.location(of: "split"), "a file launches on tabs or on a split view, not both")
        }
        for route in file.routes {
            guard case .column(let column, let item) = route.placement else { continue }
            guard let split = file.split else {
                error(
                    at: route.location(of: "in"),
                    "column(…) lands in the file's split view, and the file declares none; add split with its "
                        + "sidebar and items")
                continue
            }
            if let item, !split.items.contains(item) {
                let known =
                    split.items.isEmpty
                    ? "the split declares no items" : "items are " + split.items.joined(separator: ", ")
                error(at: route.location(of: "in"), "unknown split item '\(item)': \(known)")
            }
            if column == .content, split.columns == 2 {
                error(
                    at: route.location(of: "in"),
                    "the split view has two columns, no content column; write columns: 3 under split")
            }
        }
    }
}
